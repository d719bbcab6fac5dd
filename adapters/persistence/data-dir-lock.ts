import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite does not stop a second process from opening the same data folder (checked with 0.4.6: both
 * open it and write to it, which corrupts it). So we hold a lock file inside the folder while it is
 * open. A lock left by a process that died (even one still a zombie) is stale and is taken over.
 */
export const LOCK_FILE_NAME = 'relomove.lock';

interface LockRecord {
  pid: number;
  hostname: string;
  since: string;
}

export type LockOutcome =
  | { ok: true; release: () => void }
  | { ok: false; holder: LockRecord | null; lockFile: string };

/**
 * The data folders this process holds, so a recycled PID (PID 1 in a container) is not mistaken. Per
 * process by nature (issue 9): other processes are kept out by the lock file itself.
 */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string, now: Date = new Date()): LockOutcome {
  const lockFile = join(dataDir, LOCK_FILE_NAME);
  const record: LockRecord = { pid: process.pid, hostname: hostname(), since: now.toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(lockFile, record)) {
      heldHere.add(lockFile);
      return {
        ok: true,
        release: () => {
          if (!heldHere.delete(lockFile)) return;
          rmSync(lockFile, { force: true });
        },
      };
    }
    const holder = readHolder(lockFile);
    if (holder !== null && isAlive(holder, lockFile)) return { ok: false, holder, lockFile };
    // Stale (its process is gone) or unreadable: remove it and try once more.
    rmSync(lockFile, { force: true });
  }
  return { ok: false, holder: readHolder(lockFile), lockFile };
}

function tryCreate(lockFile: string, record: LockRecord): boolean {
  try {
    writeFileSync(lockFile, JSON.stringify(record), { flag: 'wx' });
    return true;
  } catch (error) {
    if (isErrnoException(error) && error.code === 'EEXIST') return false;
    throw error;
  }
}

function readHolder(lockFile: string): LockRecord | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(lockFile, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'pid' in parsed &&
      typeof parsed.pid === 'number' &&
      'hostname' in parsed &&
      typeof parsed.hostname === 'string'
    ) {
      const since = 'since' in parsed && typeof parsed.since === 'string' ? parsed.since : '';
      return { pid: parsed.pid, hostname: parsed.hostname, since };
    }
    return null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockRecord, lockFile: string): boolean {
  // Another machine sharing the folder: we cannot see its processes, so respect the lock.
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return heldHere.has(lockFile);
  return processRuns(holder.pid);
}

/**
 * Whether the process `pid` of this machine runs (and is not a zombie). Issue 26: the server control file
 * of a process that is gone is ignored.
 */
export function processRuns(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoException(error) && error.code === 'EPERM' && !hasDied(pid);
  }
  return !hasDied(pid);
}

/**
 * A process that has exited but whose parent has not reaped it yet (a zombie, state Z, or X while it is
 * removed) still answers `kill(pid, 0)`, yet it holds nothing: its files are closed. Linux shows the state
 * in /proc/<pid>/stat, after the command name in parentheses (which may itself hold spaces or ')').
 * Elsewhere (no /proc) a live PID counts as alive.
 */
function hasDied(pid: number): boolean {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return false;
  }
  const state = stat.charAt(stat.lastIndexOf(')') + 2);
  return state === 'Z' || state === 'X';
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error;
}

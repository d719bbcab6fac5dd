import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock';

describe('data folder lock (PGlite allows only one process per folder)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'relomove-lock-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const writeLock = (pid: number, host = hostname()) =>
    writeFileSync(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid, hostname: host, since: '2026-05-01T00:00:00Z' }),
    );

  it('takes a free folder, records this process, and frees it on release', () => {
    const lock = acquireDataDirLock(dir);
    if (!lock.ok) throw new Error('expected the lock');
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a second holder in the same process', () => {
    const first = acquireDataDirLock(dir);
    const second = acquireDataDirLock(dir);
    expect(second).toMatchObject({ ok: false, holder: { pid: process.pid } });
    if (first.ok) first.release();
  });

  it('refuses a folder held by another live process', () => {
    writeLock(process.ppid);
    expect(acquireDataDirLock(dir)).toMatchObject({ ok: false, holder: { pid: process.ppid } });
  });

  it('refuses a folder held from another machine, whose processes it cannot see', () => {
    writeLock(process.ppid, 'another-host.example');
    expect(acquireDataDirLock(dir)).toMatchObject({
      ok: false,
      holder: { hostname: 'another-host.example' },
    });
  });

  it('takes over a lock left by a process that has exited', () => {
    const exited = spawnSync(process.execPath, ['-e', '']).pid;
    writeLock(exited);
    const lock = acquireDataDirLock(dir);
    expect(lock.ok).toBe(true);
    if (lock.ok) lock.release();
  });

  it.runIf(process.platform === 'linux')(
    'issue 9: takes over a lock whose holder has died but is still a zombie (not yet reaped by its parent)',
    async () => {
      const zombie = await startZombie();
      try {
        writeLock(zombie.pid);
        const lock = acquireDataDirLock(dir);
        expect(lock.ok).toBe(true);
        if (lock.ok) lock.release();
      } finally {
        zombie.reap();
      }
    },
  );

  it('takes over a lock left by an earlier run that had this same PID (PID 1 in a container)', () => {
    writeLock(process.pid);
    const lock = acquireDataDirLock(dir);
    expect(lock.ok).toBe(true);
    if (lock.ok) lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), 'garbage');
    const lock = acquireDataDirLock(dir);
    expect(lock.ok).toBe(true);
    if (lock.ok) lock.release();
  });
});

/**
 * A real zombie: `sh` starts `head` in the background (reading one byte from the pipe we hold), prints
 * its PID and replaces itself with `sleep`, which never waits for children. Once `sleep` runs, the byte
 * is written: `head` exits and stays a zombie until `sleep` is killed (had it exited before the exec, the
 * shell could have reaped it). Every step waits for what /proc shows (polled, no fixed delay).
 */
async function startZombie(): Promise<{ pid: number; reap: () => void }> {
  const parent = spawn('sh', ['-c', 'exec 3<&0; head -c 1 <&3 >/dev/null & echo $!; exec sleep 1000 <&-'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const reap = () => parent.kill('SIGKILL');
  try {
    const pid = await new Promise<number>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(Number(out.trim()));
      });
      parent.on('error', reject);
    });
    const parentPid = parent.pid ?? 0;
    const idle = () => new Promise((resolve) => setImmediate(resolve));
    while (readFileSync(`/proc/${parentPid}/comm`, 'utf8').trim() !== 'sleep') await idle();
    parent.stdin.write('x');
    while (processState(pid) !== 'Z') await idle();
    return { pid, reap };
  } catch (error) {
    reap();
    throw error;
  }
}

function processState(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.charAt(stat.lastIndexOf(')') + 2);
}

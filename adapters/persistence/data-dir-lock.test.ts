import { spawnSync } from 'node:child_process';
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

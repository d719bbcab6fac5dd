import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTROL_FILE_NAME,
  newOperatorToken,
  readServerControl,
  writeServerControl,
} from './server-control-file';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'relomove-control-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const now = new Date('2026-12-04T12:00:00.000Z');

describe('the server control file in DATA_DIR (issue 26)', () => {
  it('is written readable by its owner only, read back while its process runs, and removed at a clean stop', () => {
    const dir = folder();
    const token = newOperatorToken();
    const written = writeServerControl(dir, { url: 'http://127.0.0.1:3123', token, now });
    expect(written.file).toBe(join(dir, CONTROL_FILE_NAME));
    expect(statSync(written.file).mode & 0o777).toBe(0o600);
    expect(readServerControl(dir)).toEqual({
      url: 'http://127.0.0.1:3123',
      token,
      pid: process.pid,
      hostname: hostname(),
      startedAt: now.toISOString(),
    });
    written.remove();
    expect(readServerControl(dir)).toBeNull();
  });

  it('gives a fresh random token each start, of 256 bits', () => {
    const tokens = new Set(Array.from({ length: 20 }, newOperatorToken));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('ignores a file left by a process that is gone, or by another machine, and a start replaces it', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const file = join(dir, CONTROL_FILE_NAME);
    const stale = {
      url: 'http://127.0.0.1:1',
      token: newOperatorToken(),
      hostname: hostname(),
      startedAt: '',
    };
    writeFileSync(file, JSON.stringify({ ...stale, pid: gone }));
    expect(readServerControl(dir)).toBeNull();
    writeFileSync(file, JSON.stringify({ ...stale, pid: process.pid, hostname: 'another-machine' }));
    expect(readServerControl(dir)).toBeNull();
    writeFileSync(file, '{"url": "http://127.0.0.1:1", "tok');
    expect(readServerControl(dir)).toBeNull();
    const token = newOperatorToken();
    writeServerControl(dir, { url: 'http://127.0.0.1:3124', token, now });
    expect(readServerControl(dir)?.token).toBe(token);
  });

  it('removes only its own file: a newer server’s file stays', () => {
    const dir = folder();
    const older = writeServerControl(dir, { url: 'http://127.0.0.1:1', token: newOperatorToken(), now });
    const newer = newOperatorToken();
    writeServerControl(dir, { url: 'http://127.0.0.1:2', token: newer, now });
    older.remove();
    expect(JSON.parse(readFileSync(join(dir, CONTROL_FILE_NAME), 'utf8')).token).toBe(newer);
  });
});

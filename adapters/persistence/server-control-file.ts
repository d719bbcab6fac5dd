import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { jsonObjectOf } from '../json-object';
import { processRuns } from './data-dir-lock';

/**
 * Issue 26: how a staff CLI on the same machine finds the embedded server that holds the data folder. At
 * start the server writes DATA_DIR/relomove-server.json: its address and a fresh random operator token
 * (mode 0600, through a temporary file renamed into place); at a clean stop it removes it. Whoever can read
 * the file can already read the database in the same folder, so the token exposes nothing new
 * (docs/decisions.md). A file left by a process that is gone is ignored, and the next start replaces it.
 */
export const CONTROL_FILE_NAME = 'relomove-server.json';

export interface ServerControl {
  /** Where the server answers on this machine, e.g. 'http://127.0.0.1:3000'. */
  url: string;
  /** The operator token: staff powers for the operator at this machine, checked in constant time. */
  token: string;
  pid: number;
  hostname: string;
  startedAt: string;
}

/** A fresh operator token: 256 random bits, base64url. */
export function newOperatorToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Writes the control file of this process (replacing any other); `remove` deletes it if it is still ours. */
export function writeServerControl(
  dataDir: string,
  given: { url: string; token: string; now: Date },
): { file: string; remove(): void } {
  const file = join(dataDir, CONTROL_FILE_NAME);
  const control: ServerControl = {
    url: given.url,
    token: given.token,
    pid: process.pid,
    hostname: hostname(),
    startedAt: given.now.toISOString(),
  };
  const partial = `${file}.${process.pid}.partial`;
  rmSync(partial, { force: true });
  writeFileSync(partial, `${JSON.stringify(control, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  renameSync(partial, file);
  return {
    file,
    remove() {
      if (readControl(file)?.token === given.token) rmSync(file, { force: true });
    },
  };
}

/**
 * The control file of a server that runs on this machine now, or null: no file, one that cannot be read,
 * or one left by a process that is gone (or by another machine sharing the folder).
 */
export function readServerControl(dataDir: string): ServerControl | null {
  const control = readControl(join(dataDir, CONTROL_FILE_NAME));
  if (control === null || control.hostname !== hostname() || !processRuns(control.pid)) return null;
  return control;
}

function readControl(file: string): ServerControl | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const c = jsonObjectOf(text);
  if (
    c === null ||
    typeof c.url !== 'string' ||
    !/^https?:\/\//.test(c.url) ||
    typeof c.token !== 'string' ||
    c.token.length < 32 ||
    typeof c.pid !== 'number' ||
    typeof c.hostname !== 'string'
  )
    return null;
  return {
    url: c.url,
    token: c.token,
    pid: c.pid,
    hostname: c.hostname,
    startedAt: typeof c.startedAt === 'string' ? c.startedAt : '',
  };
}

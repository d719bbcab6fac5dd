import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, compileReferenceData } from '../../scripts/build-bundles';

/**
 * Issue 9 finding 10: no stack traces from the CLI. Every command that reads or writes a file given on its
 * command line runs as a real `relomove` process (an unhandled 'error' event kills a process; an
 * in-process runner could swallow it) with paths that cannot be used: a missing file, a missing folder, a
 * folder instead of a file, a path under a file, and a file or folder the system refuses even to root.
 * Each must end with exit code 1 and exactly one line on stderr that names the path, no stack trace, and
 * before it opens a database (the data folder stays empty): `db restore` of a missing file once took 16 s.
 *
 * The process is the CLI bundle built from the sources right now (scripts/build-bundles.ts, what `npx
 * relomove` runs), so each run starts in well under a second instead of compiling every source file with tsx.
 */

const ROOT = resolve(import.meta.dirname, '../..');
/** A bound on one run on a busy machine, not a timed assertion. */
const RUN_TIMEOUT_MS = 30_000;

/** The CLI bundle, built once for this file inside the project (so that it finds PGlite in node_modules). */
let main = '';
let bundleRoot = '';
beforeAll(async () => {
  const cache = fileURLToPath(new URL('../../node_modules/.cache/relomove/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  bundleRoot = mkdtempSync(join(cache, 'cli-paths-'));
  [, main] = await Promise.all([
    compileReferenceData(bundleRoot),
    buildBundle({ name: 'cli', entry: 'adapters/cli/main.ts' }, bundleRoot),
  ]);
}, 300_000);
afterAll(() => rmSync(bundleRoot, { recursive: true, force: true }));

const work = mkdtempSync(join(tmpdir(), 'relomove-cli-paths-'));
const aFile = join(work, 'a-file');
writeFileSync(aFile, 'not a folder');
const aFolder = join(work, 'a-folder');
mkdirSync(aFolder);

/** A folder where nobody, root included, can create a file (sysfs refuses new files; procfs too). */
function unwritableFolder(): string {
  for (const folder of ['/sys', '/proc']) {
    const probe = join(folder, `relomove-probe-${process.pid}`);
    try {
      closeSync(openSync(probe, 'wx'));
      rmSync(probe, { force: true });
    } catch {
      return folder;
    }
  }
  throw new Error('no folder here refuses new files to this user');
}

/** A file that opens but cannot be read, even by root (reading a process's memory at 0 is EIO). */
const UNREADABLE_FILE = '/proc/self/mem';

interface Run {
  code: number | null;
  out: string;
  err: string;
}

/** `relomove <argv>` as its own process, with an empty data folder of its own. */
function relomove(argv: string[], dataDir: string): Promise<Run> {
  return new Promise((done, fail) => {
    // The CLI's own PGlite store in an empty folder (never a PostgreSQL of the environment).
    const { DATABASE_URL: _, ...env } = process.env;
    const child = spawn(process.execPath, [main, ...argv], {
      cwd: ROOT,
      env: { ...env, DATA_DIR: dataDir, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString('utf8');
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, out, err }));
  });
}

const missingFolderFile = join(work, 'no-such-folder', 'sub', 'x.jsonl');
const underAFile = join(aFile, 'x.jsonl');
const unwritable = join(unwritableFolder(), `relomove-${process.pid}.jsonl`);

/** [what, argv, the path the message must name]. */
const CASES: [string, string[], string][] = [
  // db backup <file> writes a file.
  ['db backup into a missing folder', ['db', 'backup', missingFolderFile], missingFolderFile],
  ['db backup onto a folder', ['db', 'backup', aFolder, '--force'], aFolder],
  ['db backup under a file', ['db', 'backup', underAFile], underAFile],
  ['db backup into a folder that takes no files', ['db', 'backup', unwritable], unwritable],
  ['db backup onto an existing file without --force', ['db', 'backup', aFile], aFile],
  // db restore <file> reads one.
  [
    'db restore of a missing file',
    ['db', 'restore', join(work, 'no-such.jsonl'), '--yes'],
    join(work, 'no-such.jsonl'),
  ],
  ['db restore from a missing folder', ['db', 'restore', missingFolderFile, '--yes'], missingFolderFile],
  ['db restore of a folder', ['db', 'restore', aFolder, '--yes'], aFolder],
  ['db restore under a file', ['db', 'restore', underAFile, '--yes'], underAFile],
  ['db restore of an unreadable file', ['db', 'restore', UNREADABLE_FILE, '--yes'], UNREADABLE_FILE],
  // rates check|diff <file> read one.
  ...(['check', 'diff'] as const).flatMap((verb): [string, string[], string][] => [
    [
      `rates ${verb} of a missing file`,
      ['rates', verb, join(work, 'no-such.json')],
      join(work, 'no-such.json'),
    ],
    [`rates ${verb} from a missing folder`, ['rates', verb, missingFolderFile], missingFolderFile],
    [`rates ${verb} of a folder`, ['rates', verb, aFolder], aFolder],
    [`rates ${verb} under a file`, ['rates', verb, underAFile], underAFile],
    [`rates ${verb} of an unreadable file`, ['rates', verb, UNREADABLE_FILE], UNREADABLE_FILE],
  ]),
  // quote recompute --all --out <file.csv> writes one.
  ...(
    [
      ['into a missing folder', missingFolderFile],
      ['onto a folder', aFolder],
      ['under a file', underAFile],
      ['into a folder that takes no files', unwritable],
    ] as const
  ).map(([what, file]): [string, string[], string] => [
    `quote recompute --all --out ${what}`,
    ['quote', 'recompute', '--all', '--out', file],
    file,
  ]),
];

describe('relomove with files it cannot use: one line, exit code 1, no stack trace (issue 9 finding 10)', () => {
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(CASES)(
    '%s',
    async (_what, argv, path) => {
      const dataDir = mkdtempSync(join(work, 'data-'));
      const run = await relomove(argv, dataDir);
      const lines = run.err.trimEnd().split('\n');
      expect(lines, run.err).toHaveLength(1);
      expect(lines[0]).toContain(path);
      expect(run.err).not.toMatch(/^\s+at |Error:|node:internal/m);
      expect(run.code, run.err).toBe(1);
      expect(run.out).toBe('');
      // Refused before the database was opened: the data folder is as it was.
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    },
    RUN_TIMEOUT_MS,
  );
});

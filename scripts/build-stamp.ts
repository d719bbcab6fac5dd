/**
 * `npm start`'s build step (issue 26, "A restart as quick as the server"): builds (`npm run build`) only when
 * something the build reads changed since the last build, so a restart on an unchanged checkout starts the
 * server at once instead of rebuilding everything (6.2 s to /api/health before, against 0.9 s for the server).
 *
 * The stamp is a SHA-256 of the build's inputs: every source file under adapters/, application/, domain/,
 * data/ and scripts/ (test files aside: no build reads them), the lockfile, package.json, tsconfig.json and
 * the build configuration (the Vite config lives in adapters/react-ui/). It is written to dist/build-stamp.json
 * after a build that succeeded, computed before the build started, so an edit made during a build is seen at
 * the next start. A missing output (the server bundle, the customer app, the compiled reference data) builds
 * again whatever the stamp says.
 *
 * Node runs this file as it is (its own type stripping, no tsx): only Node's modules, only erasable syntax.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { type Dirent, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Folders whose files the build reads (sources, reference data, the build scripts and configuration). */
export const INPUT_FOLDERS: readonly string[] = ['adapters', 'application', 'domain', 'data', 'scripts'];
/** Single files the build reads. */
export const INPUT_FILES: readonly string[] = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** What a build leaves, relative to the project: without any of them the build runs. */
export const BUILD_OUTPUTS: readonly string[] = [
  'dist/server/main.js',
  'dist/cli/main.js',
  'dist/reference.json',
  'dist/pglite-cluster.tar',
  'dist/ui/index.html',
];
/** Where the stamp of the last successful build is kept, next to its output. */
export const STAMP_FILE = 'dist/build-stamp.json';

/**
 * Files no build reads: tests, tools' folders, and what the server keeps in the default DATA_DIR (./data):
 * the database, the secrets, the control file; of data/ only the reference data (JSON files) counts.
 */
const SKIPPED =
  /(^|\/)(node_modules|dist|data-dir|coverage)(\/|$)|\.test\.tsx?$|^data\/(pglite|secrets)(\/|$)|^data\/relomove-server\.json$/;
const isInput = (name: string) =>
  !SKIPPED.test(name) && (!name.startsWith('data/') || name.endsWith('.json'));

/** The input files under `root`, relative with '/' separators, sorted (a missing folder or file is left out). */
export function inputFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    let entries: Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(folder, entry.name);
      const name = relative(root, path).split(sep).join('/');
      if (SKIPPED.test(name)) continue;
      if (entry.isDirectory()) walk(path);
      else if (isInput(name)) found.push(name);
    }
  };
  for (const folder of INPUT_FOLDERS) walk(join(root, folder));
  for (const file of INPUT_FILES) if (existsSync(join(root, file))) found.push(file);
  return found.sort();
}

/** The stamp of the inputs as they are now: each file's name and bytes, in order. */
export function buildStamp(root: string): string {
  const hash = createHash('sha256');
  for (const file of inputFiles(root)) {
    hash.update(file).update('\0');
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Why a build is needed, or null when the last build is current (its stamp matches, its outputs are there). */
export function buildNeeded(root: string, stamp: string = buildStamp(root)): string | null {
  const missing = BUILD_OUTPUTS.find((output) => !existsSync(join(root, output)));
  if (missing) return `${missing} is missing`;
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(join(root, STAMP_FILE), 'utf8'));
  } catch {
    return 'no build stamp';
  }
  if (typeof stored !== 'object' || stored === null || (stored as { stamp?: unknown }).stamp !== stamp)
    return 'the sources, the lockfile or the build configuration changed';
  return null;
}

/** Records that the build of `stamp` succeeded. */
export function writeStamp(root: string, stamp: string): void {
  writeFileSync(join(root, STAMP_FILE), `${JSON.stringify({ stamp })}\n`);
}

/**
 * Builds unless the last build is current (or `always`); the exit code of the build (0 when skipped). A build it
 * ran leaves the stamp, so the next `npm start` does not build again: `scripts/test.sh` builds with `--always`,
 * and a benchmark that runs `npm start` beside others reading dist/ must not rebuild it under them.
 */
export function buildIfChanged(root: string, build: () => number, always = false): number {
  const stamp = buildStamp(root);
  if (!always && buildNeeded(root, stamp) === null) return 0;
  const code = build();
  if (code === 0) writeStamp(root, stamp);
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const npm = process.env.npm_execpath;
  // `--always` (scripts/test.sh): build even when the stamp is current, and leave the stamp.
  const always = process.argv.includes('--always');
  process.exitCode = buildIfChanged(
    root,
    () => {
      // Through the npm that runs `npm start` (its own script when known), else the one on the PATH.
      const run = npm
        ? spawnSync(process.execPath, [npm, 'run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
        : spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
      return run.status ?? 1;
    },
    always,
  );
}

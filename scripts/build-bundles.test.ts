import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliContext, storeSettingsFromEnv } from '../adapters/cli/container';
import type { CliIo } from '../adapters/cli/io';
import { runCli } from '../adapters/cli/program';
import { openDatabase } from '../adapters/persistence/database';
import { PreparedPglite } from '../adapters/persistence/pglite-prepared';
import { freePort } from '../tests/support/free-port';
import { pgliteSnapshot } from '../tests/support/test-databases';
import { buildBundles } from './build-bundles';

/**
 * Issue 9, "Start like a product": `npm start` runs the bundles this script builds. These tests build
 * them into a temporary folder and run them as `npm start` does, on an existing data folder.
 */
let outRoot: string;
let dataDir: string;

beforeAll(async () => {
  // Inside the project, so the bundles find PGlite in node_modules as dist/ does.
  const cache = fileURLToPath(new URL('../node_modules/.cache/relomove/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  outRoot = mkdtempSync(join(cache, 'build-'));
  dataDir = mkdtempSync(join(tmpdir(), 'relomove-build-data-'));
  const [, database] = await Promise.all([
    buildBundles(outRoot),
    openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite'), snapshot: await pgliteSnapshot() }),
  ]);
  await database._unsafeUnwrap().close();
}, 300_000);

afterAll(() => {
  rmSync(outRoot, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Everything a process writes on stdout, and a promise of its first line. */
function collect(child: ChildProcess): { text: () => string; firstLine: Promise<string> } {
  let text = '';
  const firstLine = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const end = text.indexOf('\n');
      if (end >= 0) resolve(text.slice(0, end).replace(/\r$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before a line: ${text}`)));
  });
  return { text: () => text, firstLine };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

const serverEnv = (port: number) => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
});

const READY = (port: number) =>
  `Relomove is ready at http://localhost:${port} - embedded PostgreSQL (PGlite) in ${dataDir}/pglite; demo sign-ins: README.md, "Quick start"`;

describe('the built server (issue 9: npm start runs compiled JavaScript)', () => {
  it('prints the ready line first, when /api/health already answers, then its log as JSON lines when stdout is not a terminal', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [join(outRoot, 'server', 'main.js')], {
      env: serverEnv(port),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const out = collect(child);
      expect(await out.firstLine).toBe(READY(port));
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(health.status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      const [, ...logLines] = out.text().trimEnd().split('\n');
      const entries = logLines.map((line) => JSON.parse(line) as { msg: string; path?: string });
      expect(entries.map((entry) => entry.msg)).toEqual(
        expect.arrayContaining(['Relomove is listening', 'request', 'stopping']),
      );
      expect(entries.find((entry) => entry.msg === 'request')?.path).toBe('/api/health');
    } finally {
      child.kill('SIGKILL');
    }
  }, 120_000);

  it.runIf(existsSync('/usr/bin/script'))(
    'on a terminal prints the same ready line first, then human-readable log lines (pino-pretty)',
    async () => {
      const port = await freePort();
      const command = `exec '${process.execPath}' '${join(outRoot, 'server', 'main.js')}'`;
      // util-linux `script` runs the server on a pseudo-terminal and copies what it shows to our pipe.
      const child = spawn('script', ['-qfec', command, '/dev/null'], {
        env: serverEnv(port),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      try {
        const out = collect(child);
        expect(await out.firstLine).toBe(READY(port));
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes
        const plain = () => out.text().replace(/\u001b\[[0-9;]*m/g, '');
        while (!/INFO: request .*"path":"\/api\/health"/.test(plain()))
          await new Promise((resolve) => setImmediate(resolve));
        expect(plain()).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Relomove is listening/m);
        expect(plain()).not.toMatch(/^\{"level"/m);
      } finally {
        child.kill('SIGTERM');
        await exited(child);
      }
    },
    120_000,
  );
});

describe('the first start on an empty data folder (issue 26, memory)', () => {
  it("makes the data folder from the build's fresh cluster (pglite-cluster.tar), not by PGlite's initdb", async () => {
    // The build's cluster, marked: a table no initdb makes.
    const marked = (
      await openDatabase({ kind: 'pglite-memory', snapshot: await pgliteSnapshot() }, { migrate: false })
    )._unsafeUnwrap();
    await sql`create table cluster_marker (id int)`.execute(marked.db);
    if (marked.jobStore.kind !== 'pglite' || !(marked.jobStore.pglite instanceof PreparedPglite))
      throw new Error('an in-memory PGlite on this thread');
    const tarball = await marked.jobStore.pglite.database.dumpDataDir('none');
    await marked.close();
    const cluster = join(outRoot, 'pglite-cluster.tar');
    expect(existsSync(cluster)).toBe(true);
    writeFileSync(cluster, new Uint8Array(await tarball.arrayBuffer()));

    const empty = mkdtempSync(join(tmpdir(), 'relomove-first-start-'));
    const port = await freePort();
    const child = spawn(process.execPath, [join(outRoot, 'server', 'main.js')], {
      env: { ...serverEnv(port), DATA_DIR: empty },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      await collect(child).firstLine;
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      child.kill('SIGTERM');
      expect(await exited(child)).toBe(0);
      const opened = (
        await openDatabase({ kind: 'pglite', dataDir: join(empty, 'pglite') }, { migrate: false })
      )._unsafeUnwrap();
      try {
        const { rows } = await sql<{
          found: string | null;
        }>`select to_regclass('cluster_marker')::text as found`.execute(opened.db);
        expect(rows[0]?.found).toBe('cluster_marker');
      } finally {
        await opened.close();
      }
    } finally {
      child.kill('SIGKILL');
      rmSync(empty, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('the built staff CLI (issue 9)', () => {
  it('prices a move with the compiled reference data exactly as the CLI run from source does', async () => {
    const args = ['price', '--from', 'kcmo', '--to', 'Denver, CO', '--size', '3 bedroom', '--json'];
    const built = spawnSync(process.execPath, [join(outRoot, 'cli', 'main.js'), ...args], {
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    const lines: string[] = [];
    const io: CliIo = {
      out: (text) => lines.push(`${text}\n`),
      err: (text) => lines.push(text),
      color: false,
    };
    expect(await runCli(args, cliContext(io, storeSettingsFromEnv({ DATA_DIR: dataDir })))).toBe(0);
    expect(built.stdout).toBe(lines.join(''));
    expect(JSON.parse(built.stdout)).toMatchObject({ from: { CityName: 'Kansas City', StateCode: 'MO' } });
  }, 60_000);
});

/**
 * `npm run bench:start` — how fast the built server starts and how much memory it holds once idle
 * (issue 9, docs/performance.md), against two baselines measured in the same run:
 *   node:http  — a bare node:http server answering /api/health (Node's own start);
 *   PGlite     — a script that only opens the same PGlite data folder, then answers /api/health;
 *   Relomove   — `node --liftoff-only dist/server/main.js`, as `npm start` runs it (its flags are read from
 *                package.json's start script);
 *   npm start  — `npm start` itself on an unchanged checkout (issue 26): its build step sees a current build
 *                stamp (scripts/build-stamp.ts) and starts the same server; only its ready time is shown (the
 *                processor time and memory would be npm's).
 * Issue 26 also: the first start on an empty folder (the one that makes the data folder) reports its peak
 * resident memory (VmHWM), against the limit of 600 MB.
 *
 * The data folder is made once at the start of the run by the server itself (database, migrations, demo
 * accounts, secrets), so every measured start opens an existing folder. The targets then start in turn,
 * round after round, each as a fresh process: the time is from spawn to the first 200 from /api/health
 * (polled every 5 ms), and the memory is the process's resident set (VmRSS) once it is idle, i.e. once
 * five readings 100 ms apart stay within 1 MB. Medians are reported, with the limits:
 *   ready within 2 s, and no more than 1 s after PGlite alone; idle RSS no more than 100 MB above PGlite alone.
 * `--quick` runs two rounds (CI proves the benchmark runs); the default is seven. Build first (`npm run build`,
 * which `npm run bench:start` does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/support/free-port';

const quick = process.argv.includes('--quick');
const ROUNDS = quick ? 2 : 7;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(ROOT, 'dist', 'server', 'main.js');
/**
 * The Node options `npm start` gives the server (package.json's start script, the one place they are written):
 * `--liftoff-only` keeps PGlite's WebAssembly on V8's baseline compiler (issue 26, docs/operations.md).
 */
const START_FLAGS: readonly string[] = serverFlagsOf(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts
    .start,
);

function serverFlagsOf(start: string): string[] {
  const match = /\bnode((?: --[\w-]+(?:=\S+)?)*) dist\/server\/main\.js/.exec(start);
  if (match === null)
    throw new Error(`package.json's start script does not run dist/server/main.js: ${start}`);
  return (match[1] ?? '').trim().split(' ').filter(Boolean);
}
const LIMITS = { readyMs: 2_000, overPgliteMs: 1_000, overPgliteMb: 100, firstStartPeakMb: 600 };

if (!existsSync(SERVER)) {
  console.error(`${SERVER} is missing: run npm run build first (npm run bench:start does).`);
  process.exit(2);
}

const BARE_HTTP = `
import { createServer } from 'node:http';
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"success":true}');
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/** Opens the folder as PGlite alone does (and as the server does: the same data folder), then answers. */
const PGLITE_ALONE = `
import { createServer } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
const pglite = await PGlite.create({ dataDir: process.env.PGLITE_DIR });
await pglite.query('select 1');
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end('{"success":true,"database":"ready"}');
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => void pglite.close().then(() => process.exit(0)));
`;

interface Target {
  name: string;
  /** The program (default: this Node). */
  command?: string;
  args: string[];
  /** Runs a tree of processes (npm, a shell, the server): started in its own group, stopped as a group. */
  group?: boolean;
  /** More environment for it. */
  env?: Record<string, string>;
}

/** `npm start` through the npm that runs this benchmark (npm_execpath), else the one on the PATH. */
const NPM_START: Target = process.env.npm_execpath
  ? { name: 'npm start', args: [process.env.npm_execpath, 'start'], group: true }
  : { name: 'npm start', command: 'npm', args: ['start'], group: true };

const TARGETS: readonly Target[] = [
  { name: 'node:http', args: ['--input-type=module', '-e', BARE_HTTP] },
  // The same Node options as the server, so the difference is the server's own (PGlite's WebAssembly alone can
  // reach V8's optimizing tier while it opens a folder).
  { name: 'PGlite alone', args: [...START_FLAGS, '--input-type=module', '-e', PGLITE_ALONE] },
  { name: 'Relomove', args: [...START_FLAGS, SERVER] },
  // Issue 28: what the embedded database's own thread costs (docs/performance.md, "Twentieth session").
  { name: 'Relomove, PGLITE_THREAD=off', args: [...START_FLAGS, SERVER], env: { PGLITE_THREAD: 'off' } },
  NPM_START,
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Waits until no process of the group is left: npm and its shell end at once on SIGTERM while the server
 * still closes its data folder, and a folder removed under a closing PGlite left the server spinning in its
 * WAL flush for ever (found on 2026-12-06: a server of this benchmark's last round, alive after the run). A
 * group still there after 30 s is killed.
 */
async function groupExited(groupId: number): Promise<void> {
  const alive = () => {
    try {
      process.kill(-groupId, 0);
      return true;
    } catch {
      return false;
    }
  };
  for (let waited = 0; alive(); waited += 20) {
    if (waited >= 30_000) process.kill(-groupId, 'SIGKILL');
    await pause(20);
  }
}

/** Polls /api/health until it answers 200; throws if the process exits first. */
async function firstAnswer(child: ChildProcess, port: number): Promise<void> {
  let gone = false;
  child.once('exit', () => {
    gone = true;
  });
  for (;;) {
    if (gone) throw new Error(`the process exited (${child.exitCode}) before answering /api/health`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
      await answer.arrayBuffer();
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    await pause(5);
  }
}

/** Processor time the process has used so far (user + system, from /proc; 10 ms steps). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the state field.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Kernel clock ticks per second (USER_HZ): 100 on Linux. */
const CLOCK_TICKS = 100;

/** VmRSS (resident now) or VmHWM (the peak so far) of a process, in MB. */
function residentMb(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** The resident set once it stops moving: five readings 100 ms apart within 1 MB (at most 10 s). */
async function idleResidentMb(pid: number): Promise<number> {
  const readings: number[] = [];
  for (let i = 0; i < 100; i++) {
    readings.push(residentMb(pid));
    const last = readings.slice(-5);
    if (last.length === 5 && Math.max(...last) - Math.min(...last) <= 1) break;
    await pause(100);
  }
  return readings.at(-1) ?? Number.NaN;
}

interface Run {
  readyMs: number;
  /** Processor time used until the first answer: less sensitive to a busy machine than the wall time. */
  cpuMs: number;
  rssMb: number;
  /** The highest resident set the process reached (VmHWM), read once it is idle. */
  peakMb: number;
}

async function runOnce(target: Target, dataDir: string): Promise<Run> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(target.command ?? process.execPath, target.args, {
    cwd: ROOT,
    detached: target.group ?? false,
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PGLITE_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await firstAnswer(child, port);
    const readyMs = performance.now() - started;
    const pid = child.pid;
    if (pid === undefined) throw new Error(`${target.name} has no process id`);
    if (target.group) return { readyMs, cpuMs: Number.NaN, rssMb: Number.NaN, peakMb: Number.NaN };
    const cpu = cpuMs(pid);
    const rssMb = await idleResidentMb(pid);
    return { readyMs, cpuMs: cpu, rssMb, peakMb: residentMb(pid, 'VmHWM') };
  } finally {
    if (target.group && child.pid !== undefined) {
      process.kill(-child.pid, 'SIGTERM');
      await groupExited(child.pid);
    } else child.kill('SIGTERM');
    await exited(child);
  }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >>> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

const dataDir = mkdtempSync(join(tmpdir(), 'relomove-bench-start-'));
try {
  // The existing data folder: made by the server's first start, whose peak memory is reported (issue 26).
  const first = await runOnce(TARGETS[2] as Target, dataDir);
  // `npm start` once before the rounds: it builds if the stamp is not current yet (not measured).
  await runOnce(NPM_START, dataDir);
  const runs = new Map<string, Run[]>(TARGETS.map((target) => [target.name, []]));
  console.log(
    `First start on an empty folder: ready ${Math.round(first.readyMs)} ms, peak RSS ${Math.round(first.peakMb)} MB (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of TARGETS) {
      const run = await runOnce(target, dataDir);
      runs.get(target.name)?.push(run);
      // Each run is printed as it finishes (issue 28); the table of medians follows the last round.
      console.log(
        `  round ${round + 1}/${ROUNDS} ${target.name}: ready ${Math.round(run.readyMs)} ms, CPU ${Math.round(run.cpuMs)} ms, RSS ${Math.round(run.rssMb)} MB, load ${loadavg()[0]?.toFixed(1)}`,
      );
    }
  }
  const medians = new Map(
    [...runs].map(([name, list]) => [
      name,
      {
        readyMs: median(list.map((r) => r.readyMs)),
        cpuMs: median(list.map((r) => r.cpuMs)),
        rssMb: median(list.map((r) => r.rssMb)),
      },
    ]),
  );
  const bare = medians.get('node:http') ?? { readyMs: Number.NaN, cpuMs: Number.NaN, rssMb: Number.NaN };
  const pglite = medians.get('PGlite alone') ?? bare;
  const server = medians.get('Relomove') ?? bare;
  const [load1] = loadavg();
  console.log(
    `Start on an existing data folder, ${ROUNDS} rounds, medians (Node ${process.version}, load average ${load1?.toFixed(1)})`,
  );
  console.log(
    '| Target | Ready (first 200 from /api/health) | Ready - PGlite alone | CPU until ready | CPU - PGlite alone | Idle RSS | RSS - PGlite alone |',
  );
  console.log('|---|---|---|---|---|---|---|');
  const shown = (value: number, unit: string) => (Number.isNaN(value) ? '-' : `${Math.round(value)} ${unit}`);
  for (const [name, m] of medians) {
    const cells = [
      name,
      shown(m.readyMs, 'ms'),
      shown(m.readyMs - pglite.readyMs, 'ms'),
      shown(m.cpuMs, 'ms'),
      shown(m.cpuMs - pglite.cpuMs, 'ms'),
      shown(m.rssMb, 'MB'),
      shown(m.rssMb - pglite.rssMb, 'MB'),
    ];
    console.log(`| ${cells.join(' | ')} |`);
  }
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  const signed = (value: number) => `${value >= 0 ? '+' : ''}${Math.round(value)}`;
  const overMs = server.readyMs - pglite.readyMs;
  const overMb = server.rssMb - pglite.rssMb;
  console.log(
    `Ready within ${LIMITS.readyMs} ms: ${Math.round(server.readyMs)} ms, ${verdict(server.readyMs <= LIMITS.readyMs)}`,
  );
  console.log(
    `Ready no more than ${LIMITS.overPgliteMs} ms after PGlite alone: ${signed(overMs)} ms, ${verdict(overMs <= LIMITS.overPgliteMs)}`,
  );
  console.log(
    `Idle RSS no more than ${LIMITS.overPgliteMb} MB above PGlite alone: ${signed(overMb)} MB, ${verdict(overMb <= LIMITS.overPgliteMb)}`,
  );
  const restart = medians.get(NPM_START.name) ?? bare;
  const restartOverMs = restart.readyMs - server.readyMs;
  console.log(
    `Restart (npm start, build current) ready ${Math.round(restart.readyMs)} ms, ${Math.round(restartOverMs)} ms after the server alone (issue 26: within about 1 s): ${verdict(restartOverMs <= 1_000)}`,
  );
  console.log(
    `First start on an empty folder: ready ${Math.round(first.readyMs)} ms, peak RSS ${Math.round(first.peakMb)} MB (issue 26: under ${LIMITS.firstStartPeakMb} MB): ${verdict(first.peakMb < LIMITS.firstStartPeakMb)}`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * `npm run bench:journey` — the customer's whole journey under load (issue 28; docs/performance.md).
 *
 * Many simulated customers at once, each on its own data (bench/journey/journey.ts): city search, quote,
 * view, account (sign-up with the emailed code, read from the benchmark's own SMTP mailbox), the three
 * reservation steps and reserve. Targets, in turn: one instance on PGlite, one on PostgreSQL, two
 * instances on PostgreSQL behind haproxy (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local
 * PostgreSQL; a target that cannot run is skipped with a line saying why). A bare node:http route is
 * measured in the same run, just before each target (autocannon, 10 connections), as the baseline.
 * Each target's row is printed as soon as it finishes: completed bookings per second, each step's p99, the
 * load average.
 *
 * `--quick` (scripts/test.sh): 6 customers, 3 at once, so CI proves every step of every target still runs;
 * a journey that fails makes the run fail. `--customers=N --concurrency=C` change the workload (default
 * 200 customers, 20 at once). Nothing is timed against a limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, startBare, stop, waitFor } from './api/processes';
import { type JourneyRun, journey, STEPS } from './journey/journey';
import { startMailbox } from './journey/mailbox';
import { pgliteTarget, postgresTarget, type Target } from './journey/targets';

const quick = process.argv.includes('--quick');
const option = (name: string, fallback: number) => {
  const given = process.argv.find((a) => a.startsWith(`--${name}=`));
  return given ? Number(given.slice(name.length + 3)) : fallback;
};
const CUSTOMERS = option('customers', quick ? 6 : 200);
const CONCURRENCY = option('concurrency', quick ? 3 : 20);
const BARE_S = quick ? 1 : 5;

const load = () => loadavg()[0]?.toFixed(1) ?? '-';
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? Number.NaN;
};

/** CUSTOMERS journeys, CONCURRENCY at a time: the runs and the wall time. */
async function drive(target: Target, runId: string, mail: Awaited<ReturnType<typeof startMailbox>>) {
  const runs: JourneyRun[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let n = next++; n < CUSTOMERS; n = next++) runs.push(await journey(target.url, runId, n, mail));
    }),
  );
  return { runs, seconds: (performance.now() - started) / 1000 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'relomove-journey-'));
const barePort = await freePort();
const bare = startBare(barePort);
const mail = await startMailbox();
let failures = 0;
try {
  await waitFor(`http://127.0.0.1:${barePort}/`, bare);
  console.log(
    `Journey benchmark (${quick ? 'quick' : 'full'}: ${CUSTOMERS} customers, ${CONCURRENCY} at once, node ${process.version}, load average ${load()} at the start)`,
  );
  console.log(
    `| Target | Bare node:http req/s just before | Bookings | Failed | Bookings/s | ${STEPS.map((s) => `${s} p99`).join(' | ')} | Load |`,
  );
  console.log(`|${Array.from({ length: STEPS.length + 6 }, () => '---').join('|')}|`);
  const targets: Array<[string, (dir: string) => Promise<Target | { skipped: string }>]> = [
    ['one instance, PGlite', (dir) => pgliteTarget(mail.url, dir)],
    ['one instance, PostgreSQL', (dir) => postgresTarget(1, mail.url, dir)],
    ['two instances behind haproxy, PostgreSQL', (dir) => postgresTarget(2, mail.url, dir)],
  ];
  for (const [index, [name, make]] of targets.entries()) {
    const dir = join(dataDir, String(index));
    const target = await make(dir);
    if ('skipped' in target) {
      console.log(`| ${name} | skipped: ${target.skipped} |`);
      continue;
    }
    try {
      const bareRps = (
        await autocannon({ url: `http://127.0.0.1:${barePort}/`, connections: 10, duration: BARE_S })
      ).requests.average;
      const { runs, seconds } = await drive(target, `${Date.now().toString(36)}-${index}`, mail);
      const done = runs.filter((r) => r.failed === null);
      const failed = runs.filter((r) => r.failed !== null);
      failures += failed.length;
      const stepP99 = STEPS.map((s) => {
        const values = done.map((r) => r.steps[s]).filter((v): v is number => v !== undefined);
        return values.length ? `${Math.round(p99(values))} ms` : '-';
      });
      console.log(
        `| ${target.name} | ${Math.round(bareRps).toLocaleString('en-US')} | ${done.length} | ${failed.length} | ${(done.length / seconds).toFixed(2)} | ${stepP99.join(' | ')} | ${load()} |`,
      );
      for (const run of failed.slice(0, 3)) console.log(`  failed: ${run.failed}`);
    } finally {
      await target.stop();
    }
  }
  if (failures > 0) {
    console.error(`bench:journey: ${failures} journey(s) failed`);
    process.exitCode = 1;
  }
} finally {
  await mail.close();
  await stop(bare);
  rmSync(dataDir, { recursive: true, force: true });
}

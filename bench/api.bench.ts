/**
 * `npm run bench:api` — HTTP throughput and p99 latency on loopback (issues 3, 9, 11 and 28; docs/performance.md).
 *
 * The real server runs in a child process, first on embedded PGlite (a throwaway data folder), then on
 * PostgreSQL (a throwaway schema on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; skipped with a line saying why when it cannot be reached), with
 * bot checks off and logging at info to a discarded stdout, as in production. A bare node:http route that
 * does no work runs in another child process as the baseline: before every target (each ratio is to the bare
 * run just before it, since a shared machine drifts within a run), and first and last for the record.
 * autocannon drives each target in turn from this process; each row is printed as soon as it is measured,
 * with the load average. The modules are in bench/api/: the processes, the measuring, the rows, the reserve rows.
 *
 * `--quick` (scripts/test.sh): 0.3 s per row (sampled every 100 ms) and 10 bookings per book row, so CI proves
 * every row still runs;
 * any transport error or non-2xx answer in any row makes the run fail. `--only-reserve`: only the reserve
 * rows (for profiling the booking path; `--bookings=N` books N moves per book row instead of 800; BENCH_SERVER_ARGS passes node flags to the server, for example
 * `--cpu-prof --cpu-prof-dir=/tmp/prof`). `--only-view`: the bare route and quotes/view on PGlite (issue 28).
 * `--only-city`: the bare route and the city search row on PGlite, the smallest form that measures the
 * log's cost (issue 26); `--log-pipe` sends the server's stdout into a pipe read by a separate `cat` writing
 * to /dev/null (a log collector), instead of straight to /dev/null.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ThrowawaySchema } from '../tests/support/test-databases';
import { load, runner } from './api/measure';
import {
  addCustomers,
  configuredDatabase,
  describeUrl,
  freePort,
  POSTGRES_URL,
  postgresSchema,
  startBare,
  startHono,
  startServer,
  stop,
  waitFor,
} from './api/processes';
import { measureReserve, reserveCustomers } from './api/reserve';
import { measureServer } from './api/rows';

const quick = process.argv.includes('--quick');
const onlyReserve = process.argv.includes('--only-reserve');
const onlyCity = process.argv.includes('--only-city');
const onlyView = process.argv.includes('--only-view');
const logPipe = process.argv.includes('--log-pipe');
const LENGTH = quick ? { durationS: 0.3, sampleMs: 100 } : { durationS: 10 };
const CONNECTIONS = 10;
const bookingsArg = Number(
  process.argv.find((a) => a.startsWith('--bookings='))?.slice('--bookings='.length),
);
const RESERVE = quick
  ? { bookings: 10, warmUp: 2 }
  : { bookings: bookingsArg > 0 ? bookingsArg : 800, warmUp: 20 };
const skipReserve = onlyCity || onlyView;

const [SERVER_PORT, PG_SERVER_PORT, BARE_PORT, HONO_PORT, INLINE_PORT] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];
const BARE_URL = `http://127.0.0.1:${BARE_PORT}/`;

/** `--log-pipe`: a separate reader of the server's stdout pipe that throws the lines away (a log collector). */
function drain(child: ChildProcess): ChildProcess | null {
  if (!child.stdout) return null;
  return spawn('cat', [], { stdio: [child.stdout, 'ignore', 'inherit'] });
}

console.log(
  `API benchmark (${quick ? 'quick' : 'full'}: ${LENGTH.durationS} s each, ${CONNECTIONS} connections, loopback, node ${process.version}, load average ${load()} at the start)`,
);
console.log(
  '  ratio: to the bare route measured just before the row; vs first: to the first bare row of the run',
);

const dataDir = mkdtempSync(join(tmpdir(), 'relomove-bench-'));
const bare = startBare(BARE_PORT);
const hono = startHono(HONO_PORT);
await addCustomers(
  configuredDatabase({ databaseUrl: null, dataDir }),
  skipReserve ? [] : reserveCustomers('PGlite', RESERVE),
);
const server = startServer({ PORT: String(SERVER_PORT), DATA_DIR: dataDir }, logPipe ? 'pipe' : 'ignore');
const logReader = logPipe ? drain(server) : null;
let postgres: ThrowawaySchema | { skipped: string } | undefined;
let pgServer: ChildProcess | undefined;

try {
  await waitFor(BARE_URL, bare);
  await waitFor(`http://127.0.0.1:${HONO_PORT}/`, hono);
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/api/health`, server);

  const { measure, results } = runner({ bareUrl: BARE_URL, length: LENGTH, connections: CONNECTIONS });
  await measure('bare node:http route', { url: BARE_URL }, false);
  if (!onlyCity && !onlyView)
    await measure('(context) empty Hono route', { url: `http://127.0.0.1:${HONO_PORT}/` });
  const rows = { onlyCity, onlyView, logPipe };
  if (!onlyReserve) await measureServer('PGlite', `http://127.0.0.1:${SERVER_PORT}`, measure, rows);
  if (!skipReserve) await measureReserve('PGlite', `http://127.0.0.1:${SERVER_PORT}`, measure, RESERVE);
  await stop(server);
  // Issue 28's baseline for the embedded database on a thread of its own: the same bookings with PGlite on
  // the server's own thread (PGLITE_THREAD=off), measured right after, in the same run.
  if (!skipReserve && (!quick || onlyReserve)) {
    const store = 'PGlite on the server thread';
    const inlineDir = join(dataDir, 'inline');
    await addCustomers(
      configuredDatabase({ databaseUrl: null, dataDir: inlineDir }),
      reserveCustomers(store, RESERVE),
    );
    const inline = startServer({ PORT: String(INLINE_PORT), DATA_DIR: inlineDir, PGLITE_THREAD: 'off' });
    try {
      await waitFor(`http://127.0.0.1:${INLINE_PORT}/api/health`, inline);
      await measureReserve(store, `http://127.0.0.1:${INLINE_PORT}`, measure, RESERVE);
    } finally {
      await stop(inline);
    }
  }

  postgres =
    onlyCity || onlyView ? { skipped: onlyCity ? '--only-city' : '--only-view' } : await postgresSchema();
  if ('schema' in postgres) {
    // The PostgreSQL server gets a data folder of its own (the PGlite server's one holds its database).
    const pgDataDir = join(dataDir, 'postgresql');
    await addCustomers(
      configuredDatabase({ databaseUrl: postgres.databaseUrl, dataDir: pgDataDir }),
      reserveCustomers('PostgreSQL', RESERVE),
    );
    pgServer = startServer({
      PORT: String(PG_SERVER_PORT),
      DATA_DIR: pgDataDir,
      DATABASE_URL: postgres.databaseUrl,
      QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
    });
    await waitFor(`http://127.0.0.1:${PG_SERVER_PORT}/api/health`, pgServer);
    if (!onlyReserve) await measureServer('PostgreSQL', `http://127.0.0.1:${PG_SERVER_PORT}`, measure, rows);
    await measureReserve('PostgreSQL', `http://127.0.0.1:${PG_SERVER_PORT}`, measure, RESERVE);
    await stop(pgServer);
  }
  await measure('bare node:http route, again', { url: BARE_URL }, false);

  if ('skipped' in postgres) console.log(`  PostgreSQL rows skipped: ${postgres.skipped}`);
  else
    console.log(
      `  PostgreSQL: ${describeUrl(POSTGRES_URL)}, schema ${postgres.schema} (dropped after the run)`,
    );
  const failed = results.filter((r) => r.errors > 0 || r.non2xx > 0);
  if (failed.length > 0) {
    console.error(
      `bench:api: ${failed.length} row(s) had errors or non-2xx answers: ${failed.map((r) => r.name).join('; ')}`,
    );
    process.exitCode = 1;
  }
} finally {
  await stop(server);
  logReader?.kill('SIGTERM');
  await stop(pgServer);
  bare.kill('SIGTERM');
  hono.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (postgres && 'schema' in postgres) await postgres.drop();
}

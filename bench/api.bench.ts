/**
 * `npm run bench:api` — HTTP throughput and p99 latency on loopback (issues 3 and 9, docs/performance.md).
 *
 * The real server runs in a child process, first on embedded PGlite (a throwaway data folder), then on
 * PostgreSQL (a throwaway schema on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; skipped with a line saying why when it cannot be reached), with
 * bot checks off and logging at info to a discarded stdout, as in production. A bare node:http route that
 * does no work runs in another child process as the baseline: before every target (each ratio is to the bare
 * run just before it, since a shared machine drifts within a run), and first and last for the record.
 * autocannon drives each target in turn from this process, for a bounded time. `--quick` shortens each run.
 *
 * Issue 11, POST moves/{id}/reserve, two rows per store: "book" sends each request for a fresh quote of a
 * bench customer (made before the row: started, both steps saved with a paid two-hour window, the card
 * saved once), so every request books a move: it recomputes the price, checks the revision and the date's
 * capacity, books the window slot and stores the reservation in one transaction, then queues the
 * confirmation email. It runs a fixed number of requests (RESERVE_BOOKINGS), not a time, after
 * RESERVE_WARM_UP bookings that are not measured; a second book row runs at RESERVE_FEW_CONNECTIONS
 * connections. "replay" sends one booked request again and again with its Idempotency-Key: the stored
 * answer. `--only-reserve` runs only these rows; BENCH_SERVER_ARGS passes node flags to the server (for
 * example `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 *
 * Issue 26: `--only-city` runs only the bare route and the city search row (typeahead traffic) on PGlite, the
 * smallest form that measures the log's cost; `--log-pipe` sends the server's stdout into a pipe read by a
 * separate `cat` writing to /dev/null (a log collector), instead of straight to /dev/null.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  configuredDatabase,
  type DatabaseConfig,
  describeUrl,
  openDatabase,
} from '../adapters/persistence/database';
import { PgUserRepository } from '../adapters/persistence/pg-user-repository';
import { ScryptPasswordHasher } from '../adapters/system/scrypt-password-hasher';
import { SystemClock } from '../adapters/system/system-clock';
import { AddUser } from '../application/accounts/add-user';
import { isoDate } from '../domain/calendar/iso-date';
import { AppointmentWindow } from '../domain/quote/enums';
import { PAID_WINDOW_SLOTS } from '../domain/reservation/appointment-windows';
import { readyToReserve, type SendJson, savedCard } from '../tests/fixtures/reservation';
import { freePort } from '../tests/support/free-port';
import { type ThrowawaySchema, throwawaySchema } from '../tests/support/test-databases';

const quick = process.argv.includes('--quick');
/** `--only-reserve`: skip the quote and schedule rows (for profiling the booking path). */
const onlyReserve = process.argv.includes('--only-reserve');
/** `--only-city`: the bare route and city search (typeahead) on PGlite only (issue 26, the log's cost). */
const onlyCity = process.argv.includes('--only-city');
/** `--log-pipe`: the server's stdout is a pipe to a reader process, as under systemd or in a container. */
const logPipe = process.argv.includes('--log-pipe');
/** `BENCH_SERVER_ARGS`: extra node flags for the server under test (for example `--cpu-prof`). */
const SERVER_NODE_ARGS = (process.env.BENCH_SERVER_ARGS ?? '').split(' ').filter(Boolean);
const DURATION_S = quick ? 2 : 10;
const CONNECTIONS = 10;
/** Moves booked by each reserve row, one fresh quote each (made before the rows). */
const RESERVE_BOOKINGS = quick ? 200 : 800;
/** Bookings made before the reserve rows, to warm the booking path as the warm-up row does the others. */
const RESERVE_WARM_UP = 20;
/**
 * The second book row's connections: bookings arrive far more rarely than quote traffic, and PGlite's
 * one connection queues concurrent transactions, so p99 is shown at both loads (docs/performance.md).
 */
const RESERVE_FEW_CONNECTIONS = 2;
/** The bench's customer: made in the database before the server starts (no demo users in production). */
const BENCH_CUSTOMER = { email: 'bench-customer@example.com', password: 'boxes-and-tape-2026' };
/**
 * Destinations the reserve quotes cycle through, LANE_QUOTES quotes each: a lane has fewer move dates than
 * the fixture cycles through before a §4 Dupe (a date on a holiday is quoted on the next service day).
 */
const DESTINATIONS = ['90001', '80202', '60601', '98101', '33101', '30301', '85001', '75201'];
const LANE_QUOTES = 100;

const [SERVER_PORT, PG_SERVER_PORT, BARE_PORT, HONO_PORT] = [
  await freePort(),
  await freePort(),
  await freePort(),
  await freePort(),
];

function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  stdout: 'ignore' | 'pipe' = 'ignore',
): ChildProcess {
  return spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
}

/** `--log-pipe`: a separate reader of the server's stdout pipe that throws the lines away (a log collector). */
function drain(child: ChildProcess): ChildProcess | null {
  if (!child.stdout) return null;
  return spawn('cat', [], { stdio: [child.stdout, 'ignore', 'inherit'] });
}

/** Polls until `url` answers 200; fails at once if the process that should answer has exited. */
async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the process for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

interface Measured {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The bare route's req/s measured just before this target (a busy machine drifts within a run). */
  bareBefore: number | null;
}

const BARE_URL = `http://127.0.0.1:${BARE_PORT}/`;

async function run(options: autocannon.Options & { connections?: number }): Promise<autocannon.Result> {
  return autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
}

/** One target, right after a bare run of the same length, so each ratio compares like with like. */
async function measure(name: string, options: autocannon.Options, paired = true): Promise<Measured> {
  const bareBefore = paired ? (await run({ url: BARE_URL })).requests.average : null;
  const result = await run(options);
  return {
    name,
    // A run of a fixed number of requests ends mid-second: its rate is its requests over its duration.
    rps: options.amount
      ? result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000)
      : result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bareBefore,
  };
}

const form = (email: string) =>
  JSON.stringify({
    FromZip: '10001',
    ToZip: '90001',
    MoveDate: '2026-12-15',
    MovingOutOf: '2 bedroom',
    LinearFeet: 13,
    EmailAddress: email,
    Website: 'Relomove',
    WebApp: 'G',
  });

/** Places people type into Moving From / Moving To, as whole names. */
const PLACES = [
  'kansas city',
  'denver',
  'new york',
  'los angeles',
  'chicago',
  'houston',
  'phoenix',
  'philadelphia',
  'san antonio',
  'san diego',
  'dallas',
  'austin',
  'jacksonville',
  'columbus',
  'charlotte',
  'indianapolis',
  'seattle',
  'nashville',
  'oklahoma city',
  'el paso',
  'boston',
  'portland',
  'las vegas',
  'detroit',
  'memphis',
  'louisville',
  'baltimore',
  'milwaukee',
  'albuquerque',
  'tucson',
  'fresno',
  'sacramento',
  'atlanta',
  'omaha',
  'raleigh',
  'miami',
  'minneapolis',
  'tulsa',
  'wichita',
  'new orleans',
  'cleveland',
  'tampa',
  'orlando',
  'pittsburgh',
  'cincinnati',
  'st louis',
  'salt lake city',
  'boise',
  'toronto',
  'vancouver',
];
/**
 * Typeahead traffic: every prefix of 3 or more letters of each place, as the customer types it (about 400
 * distinct queries, each repeated many times in a run), plus the §5 shortcuts.
 */
const TYPED = [
  'kcmo',
  'kck',
  'kc',
  'nyc',
  'dc',
  ...PLACES.flatMap((p) => Array.from({ length: p.length - 2 }, (_, i) => p.slice(0, i + 3))),
];
/** A query never asked before in the run: a place name with a different mix of upper and lower case each time. */
function newQuery(n: number): string {
  const place = PLACES[n % PLACES.length] ?? 'denver';
  let bits = Math.floor(n / PLACES.length);
  let out = '';
  for (const ch of place) {
    out += bits & 1 ? ch.toUpperCase() : ch;
    bits >>= 1;
  }
  return out;
}

const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';

/** A fresh schema on the PostgreSQL server for this run, or why there is none. */
async function postgresSchema(): Promise<ThrowawaySchema | { skipped: string }> {
  try {
    return await throwawaySchema(POSTGRES_URL, 'bench');
  } catch (error) {
    return { skipped: `cannot reach ${describeUrl(POSTGRES_URL)}: ${(error as Error).message}` };
  }
}

/** The rows every store gets: city search (typeahead, and all new), quotes/view, quotes/add. */
async function measureServer(store: string, base: string, results: Measured[]): Promise<void> {
  const created = await fetch(`${base}/api/quotes/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: form(`bench-view@example.com`),
  });
  const token = ((await created.json()) as { quote: { QuoteIdEncrypted: string } }).quote.QuoteIdEncrypted;

  // Warm the process (JIT, database caches) before measuring.
  await measure('warm-up', { url: `${base}/api/quotes/view/${token}`, duration: 1 }, false);

  let typed = 0;
  results.push(
    await measure(`GET code/city_search.php [${store}${logPipe ? ', log on a pipe' : ''}]`, {
      url: `${base}/api/code/city_search.php`,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/code/city_search.php?search=${encodeURIComponent(TYPED[typed++ % TYPED.length] ?? 'denv')}`,
          }),
        },
      ],
    }),
  );
  if (onlyCity) return;
  let fresh = 0;
  results.push(
    await measure(`(context) city search, all new [${store}]`, {
      url: `${base}/api/code/city_search.php`,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            path: `/api/code/city_search.php?search=${encodeURIComponent(newQuery(fresh++))}`,
          }),
        },
      ],
    }),
  );
  results.push(await measure(`GET quotes/view/{id} [${store}]`, { url: `${base}/api/quotes/view/${token}` }));
  let n = 0;
  results.push(
    await measure(`POST quotes/add [${store}]`, {
      url: `${base}/api/quotes/add`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // A different email each time, so every request prices and stores a new quote (no Dupe shortcut).
      requests: [{ setupRequest: (req) => ({ ...req, body: form(`bench-${store}-${++n}@example.com`) }) }],
    }),
  );
  // Issue 11, the schedule step: the §7 move dates call (no database), the origin's drop-off dates and the
  // §7 origin appointment availability (a count of the slot bookings) for the quote made above.
  const soon = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  results.push(
    await measure(`POST moves/move-dates [${store}]`, {
      url: `${base}/api/moves/move-dates`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        SpotDate: soon,
        MoveType: 'DD',
        TransTime: 5,
        DestinationHolidays: ['2026-12-25'],
      }),
    }),
  );
  results.push(
    await measure(`GET moves/{id}/spot-dates (6 weeks) [${store}]`, {
      url: `${base}/api/moves/${token}/spot-dates?from=${soon}&to=${new Date(Date.parse(soon) + 41 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}`,
    }),
  );
  results.push(
    await measure(`POST appointments/{qid}/origin/availability [${store}]`, {
      url: `${base}/api/appointments/${token}/origin/availability`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apptObj: { Date: soon } }),
    }),
  );
}

/** Requests to a running server, as the test fixtures send them. */
function sendTo(base: string): SendJson {
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  };
}

/** Migrates the database and adds the bench customer, before a server opens it. */
async function addBenchCustomer(config: DatabaseConfig): Promise<void> {
  const database = (await openDatabase(config))._unsafeUnwrap();
  try {
    const added = await new AddUser({
      users: new PgUserRepository(database.db),
      hasher: new ScryptPasswordHasher(),
      clock: new SystemClock(),
    }).execute({ ...BENCH_CUSTOMER, role: 'customer' });
    if (added.isErr()) throw new Error(`the bench customer could not be added: ${added.error.kind}`);
  } finally {
    await database.close();
  }
}

/** Issue 11: POST moves/{id}/reserve, booking a fresh quote per request, then replaying one key. */
async function measureReserve(store: string, base: string, results: Measured[]): Promise<void> {
  const send = sendTo(base);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_CUSTOMER),
  });
  const session = /relomove_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`the bench customer could not sign in (${login.status})`);
  const headers = { cookie: `relomove_session=${session}` };
  const cardToken = await savedCard(send, headers);
  const firstMoveDate = isoDate(new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10));
  const slots = PAID_WINDOW_SLOTS.TwoHourWindow;
  // Each lane's quotes take their dates in turn and book one two-hour slot: no slot of a date gets more
  // than CREWS_PER_SLOT bookings, no station more than its daily drop-offs.
  const ready: Awaited<ReturnType<typeof readyToReserve>>[] = [];
  for (let i = 0; i < 2 * RESERVE_BOOKINGS + RESERVE_WARM_UP + 1; i++) {
    const lane = Math.floor(i / LANE_QUOTES);
    const slot = slots[lane % slots.length];
    if (!slot) throw new Error('no two-hour slot');
    ready.push(
      await readyToReserve(send, BENCH_CUSTOMER.email, headers, {
        form: { ToZip: DESTINATIONS[lane % DESTINATIONS.length] },
        firstMoveDate,
        schedule: {
          OriginAppointment: { SelectedAppointmentOption: AppointmentWindow.TwoHourWindow, ...slot },
        },
        cardToken,
      }),
    );
  }
  const replayed = ready.pop();
  if (!replayed) throw new Error('no quote to replay');
  const replayKey = randomUUID();
  const first = await send('POST', `/api/moves/${replayed.quote.QuoteId}/reserve`, replayed.body, {
    ...headers,
    'idempotency-key': replayKey,
  });
  if (first.status !== 200) throw new Error(`reserve answered ${first.status}`);
  for (const warm of ready.splice(0, RESERVE_WARM_UP)) {
    const booked = await send('POST', `/api/moves/${warm.quote.QuoteId}/reserve`, warm.body, {
      ...headers,
      'idempotency-key': randomUUID(),
    });
    if (booked.status !== 200) throw new Error(`reserve answered ${booked.status}`);
  }

  /** Books each of `quotes` once, with a fresh key per request. */
  const bookings = (quotes: typeof ready): autocannon.Options => {
    let next = 0;
    return {
      url: base,
      amount: quotes.length,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const booking = quotes[next++ % quotes.length];
            return {
              ...req,
              path: `/api/moves/${booking?.quote.QuoteId}/reserve`,
              headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
              body: JSON.stringify(booking?.body),
            };
          },
        },
      ],
    };
  };
  results.push(
    await measure(
      `POST moves/{id}/reserve, book (${RESERVE_BOOKINGS}) [${store}]`,
      bookings(ready.slice(0, RESERVE_BOOKINGS)),
    ),
  );
  results.push(
    await measure(`POST moves/{id}/reserve, book, ${RESERVE_FEW_CONNECTIONS} connections [${store}]`, {
      ...bookings(ready.slice(RESERVE_BOOKINGS)),
      connections: RESERVE_FEW_CONNECTIONS,
    }),
  );
  results.push(
    await measure(`POST moves/{id}/reserve, replay of one key [${store}]`, {
      url: `${base}/api/moves/${replayed.quote.QuoteId}/reserve`,
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': replayKey },
      body: JSON.stringify(replayed.body),
    }),
  );
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const dataDir = mkdtempSync(join(tmpdir(), 'relomove-bench-'));
const bare = start(
  process.execPath,
  [
    '-e',
    `require('node:http').createServer((q, s) => { s.writeHead(200, {'content-type': 'application/json'}); s.end('{"success":true}'); }).listen(${BARE_PORT}, '127.0.0.1')`,
  ],
  {},
);
// The framework's own ceiling, for context: an empty Hono route on @hono/node-server, no middleware.
const hono = start(
  process.execPath,
  [
    '--input-type=module',
    '-e',
    `import { Hono } from 'hono'; import { serve } from '@hono/node-server';
     const app = new Hono(); app.get('/', (c) => c.json({ success: true }));
     serve({ fetch: app.fetch, port: ${HONO_PORT}, hostname: '127.0.0.1' });`,
  ],
  {},
);
const serverEnv = { BOT_CHECKS: 'off', DEMO_USERS: 'off', LOG_LEVEL: 'info', HOST: '127.0.0.1' };
await addBenchCustomer(configuredDatabase({ databaseUrl: null, dataDir }));
const server = start(
  process.execPath,
  [...SERVER_NODE_ARGS, '--import', 'tsx', 'adapters/http/server/main.ts'],
  {
    ...serverEnv,
    PORT: String(SERVER_PORT),
    DATA_DIR: dataDir,
  },
  logPipe ? 'pipe' : 'ignore',
);
const logReader = logPipe ? drain(server) : null;
let postgres: ThrowawaySchema | { skipped: string } | undefined;
let pgServer: ChildProcess | undefined;

try {
  await waitFor(BARE_URL, bare);
  await waitFor(`http://127.0.0.1:${HONO_PORT}/`, hono);
  await waitFor(`http://127.0.0.1:${SERVER_PORT}/api/health`, server);

  const results: Measured[] = [];
  results.push(await measure('bare node:http route', { url: BARE_URL }, false));
  if (!onlyCity)
    results.push(await measure('(context) empty Hono route', { url: `http://127.0.0.1:${HONO_PORT}/` }));
  if (!onlyReserve) await measureServer('PGlite', `http://127.0.0.1:${SERVER_PORT}`, results);
  if (!onlyCity) await measureReserve('PGlite', `http://127.0.0.1:${SERVER_PORT}`, results);
  await stop(server);

  postgres = onlyCity ? { skipped: '--only-city' } : await postgresSchema();
  if ('schema' in postgres) {
    await addBenchCustomer(configuredDatabase({ databaseUrl: postgres.databaseUrl, dataDir }));
    pgServer = start(
      process.execPath,
      [...SERVER_NODE_ARGS, '--import', 'tsx', 'adapters/http/server/main.ts'],
      {
        ...serverEnv,
        PORT: String(PG_SERVER_PORT),
        DATA_DIR: dataDir,
        DATABASE_URL: postgres.databaseUrl,
        QUOTE_LINK_SECRET: randomBytes(32).toString('hex'),
      },
    );
    await waitFor(`http://127.0.0.1:${PG_SERVER_PORT}/api/health`, pgServer);
    if (!onlyReserve) await measureServer('PostgreSQL', `http://127.0.0.1:${PG_SERVER_PORT}`, results);
    await measureReserve('PostgreSQL', `http://127.0.0.1:${PG_SERVER_PORT}`, results);
    await stop(pgServer);
  }
  results.push(await measure('bare node:http route, again', { url: BARE_URL }, false));

  const [baseline] = results;
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
  console.log(
    `API benchmark (${quick ? 'quick' : 'full'}: ${DURATION_S} s each, ${CONNECTIONS} connections, loopback, node ${process.version})`,
  );
  console.log(
    '  ratio: to the bare route measured just before the row; vs first: to the first bare row of the run',
  );
  for (const r of results) {
    const paired = r.bareBefore
      ? `bare just before ${fmt(r.bareBefore).padStart(6)}  ratio ${(r.rps / r.bareBefore).toFixed(3)}`
      : '';
    const first = baseline ? (r.rps / baseline.rps).toFixed(3) : '-';
    console.log(
      `  ${r.name.padEnd(56)} ${fmt(r.rps).padStart(8)} req/s  p99 ${String(r.p99).padStart(4)} ms  errors ${r.errors}  non-2xx ${r.non2xx}  vs first ${first}  ${paired}`,
    );
  }
  if ('skipped' in postgres) console.log(`  PostgreSQL rows skipped: ${postgres.skipped}`);
  else
    console.log(
      `  PostgreSQL: ${describeUrl(POSTGRES_URL)}, schema ${postgres.schema} (dropped after the run)`,
    );
} finally {
  await stop(server);
  logReader?.kill('SIGTERM');
  if (pgServer) await stop(pgServer);
  bare.kill('SIGTERM');
  hono.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  if (postgres && 'schema' in postgres) await postgres.drop();
}

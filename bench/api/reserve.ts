/**
 * Issue 11, POST moves/{id}/reserve, three rows per store: "book" sends each request for a fresh quote
 * (made before the row: started, both steps saved with a paid two-hour window, the card saved once per
 * customer), so every request books a move: it recomputes the price, checks the revision and the date's
 * capacity, books the window slot and stores the reservation in one transaction, then queues the
 * confirmation email. It runs a fixed number of requests, not a time, after a few bookings that are not
 * measured; a second book row runs at FEW_CONNECTIONS connections. "replay" sends one booked request again
 * and again with its Idempotency-Key: the stored answer.
 *
 * Issue 28: each lane of quotes (LANE_QUOTES, one destination, one two-hour slot) belongs to its own
 * customer. With one customer for every lane, the ninth lane came back to the first lane's destination and
 * move dates within §4's 15-minute Dupe window, and the run stopped with "every move date already has a
 * quote for bench-customer@example.com".
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { isoDate } from '../../domain/calendar/iso-date';
import { AppointmentWindow } from '../../domain/quote/enums';
import { CREWS_PER_SLOT, PAID_WINDOW_SLOTS } from '../../domain/reservation/appointment-windows';
import { readyToReserve, type SendJson, savedCard } from '../../tests/fixtures/reservation';
import type { Runner } from './measure';
import { daysFromToday, TYPED } from './traffic';

/**
 * Destinations the reserve quotes cycle through, LANE_QUOTES quotes each: a lane has fewer move dates than
 * the fixture cycles through before a §4 Dupe (a date on a holiday is quoted on the next service day).
 */
const DESTINATIONS = ['90001', '80202', '60601', '98101', '33101', '30301', '85001', '75201'];
const LANE_QUOTES = 100;
/**
 * The origin of each block of lanes (a block is the lanes that fill every two-hour slot of its origin's days):
 * stations of their own (NYC, Kansas City, Cincinnati, Minneapolis), none a destination above.
 */
const ORIGINS = ['10001', '64120', '45241', '55413'];
/**
 * The second book row's connections: bookings arrive far more rarely than quote traffic, and PGlite's
 * one connection queues concurrent transactions, so p99 is shown at both loads (docs/performance.md).
 */
const FEW_CONNECTIONS = 2;
const PASSWORD = 'boxes-and-tape-2026';

export interface ReserveSizes {
  /** Moves booked by each book row, one fresh quote each (made before the rows). */
  bookings: number;
  /** Bookings made before the rows, to warm the booking path as the warm-up row does the others. */
  warmUp: number;
}

/** The quotes the reserve rows need: both book rows, the warm-up and the one replayed. */
const quotesNeeded = (sizes: ReserveSizes) => 2 * sizes.bookings + sizes.warmUp + 1;

/** The bench's customers, one per lane: made in the database before the server starts (no demo users). */
export function reserveCustomers(store: string, sizes: ReserveSizes): { email: string; password: string }[] {
  const lanes = Math.ceil(quotesNeeded(sizes) / LANE_QUOTES);
  return Array.from({ length: lanes }, (_, lane) => ({
    email: `bench-customer-${store.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${lane}@example.com`,
    password: PASSWORD,
  }));
}

/** Requests to a running server, as the test fixtures send them. */
export function sendTo(base: string): SendJson {
  return async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  };
}

/** Signs a customer in: the session cookie header. */
export async function signIn(base: string, customer: { email: string; password: string }) {
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(customer),
  });
  const session = /relomove_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error(`${customer.email} could not sign in (${login.status})`);
  return { cookie: `relomove_session=${session}` };
}

type Ready = Awaited<ReturnType<typeof readyToReserve>> & { headers: Record<string, string> };

/** The quotes to book, lane by lane, each lane its customer's. */
async function prepare(store: string, base: string, sizes: ReserveSizes): Promise<Ready[]> {
  const slots = PAID_WINDOW_SLOTS.TwoHourWindow;
  const ready: Ready[] = [];
  for (const [lane, customer] of reserveCustomers(store, sizes).entries()) {
    // Each lane counts its own move dates (the fixtures count per sender) and books one two-hour slot. The
    // lanes of a block share an origin service center, at most CREWS_PER_SLOT to a slot, and take the very
    // same dates (a date quotes/add refuses, fully booked or a Dupe, is passed over by each alike), so no slot
    // of a date gets more than CREWS_PER_SLOT bookings and no station more than its daily drop-offs. Each
    // block has an origin of its own: blocks that shared one origin and took dates in turn (100 business days
    // each) overlapped wherever the first block's lanes had passed over dates, and the full run's book rows
    // had 5 and 46 of 800 refused (409 AppointmentUnavailable; docs/performance.md).
    const send = sendTo(base);
    const firstMoveDate = isoDate(daysFromToday(14));
    const block = Math.floor(lane / (slots.length * CREWS_PER_SLOT));
    const origin = ORIGINS[block];
    if (!origin) throw new Error(`lane ${lane} needs a block origin: add one to ORIGINS`);
    const headers = await signIn(base, customer);
    const cardToken = await savedCard(send, headers);
    const slot = slots[lane % slots.length];
    if (!slot) throw new Error('no two-hour slot');
    const count = Math.min(LANE_QUOTES, quotesNeeded(sizes) - lane * LANE_QUOTES);
    for (let i = 0; i < count; i++) {
      const made = await readyToReserve(send, customer.email, headers, {
        form: { FromZip: origin, ToZip: DESTINATIONS[lane % DESTINATIONS.length] },
        firstMoveDate,
        schedule: {
          OriginAppointment: { SelectedAppointmentOption: AppointmentWindow.TwoHourWindow, ...slot },
        },
        cardToken,
      });
      ready.push({ ...made, headers });
    }
  }
  return ready;
}

/** Books each of `quotes` once, with a fresh key per request; the first refusals' answers go to `refused`. */
function bookings(base: string, quotes: Ready[], refused: string[]): autocannon.Options {
  let next = 0;
  return {
    url: base,
    amount: quotes.length,
    // autocannon ends a run at a sample: once a second by default, which rounded a book row's rate to
    // 400 bookings over a whole number of seconds (40, 50, 80, 133 req/s).
    sampleInt: 100,
    requests: [
      {
        method: 'POST',
        onResponse: (status, body) => {
          if (status >= 300 && refused.length < 3) refused.push(`${status} ${body.slice(0, 300)}`);
        },
        setupRequest: (req) => {
          const booking = quotes[next++ % quotes.length];
          return {
            ...req,
            path: `/api/moves/${booking?.quote.QuoteId}/reserve`,
            headers: {
              ...booking?.headers,
              'content-type': 'application/json',
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify(booking?.body),
          };
        },
      },
    ],
  };
}

/**
 * Issue 28: one customer typing city names while the bookings run. A city search reads no database, so it waits
 * only for the server's thread: with the embedded database on that thread, for every statement in the queue.
 */
function cityTyping(base: string): { stop(): Promise<autocannon.Result> } {
  let typed = 0;
  let finished: (result: autocannon.Result) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: `${base}/api/code/city_search.php`,
      connections: 1,
      // A person types a few letters a second; a faster loop would take the bookings' share of the cores.
      overallRate: 10,
      duration: 3_600,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: `/api/code/city_search.php?search=${encodeURIComponent(TYPED[typed++ % TYPED.length] ?? 'denv')}`,
          }),
        },
      ],
    },
    (error, done) => (error ? failed(error) : finished(done)),
  );
  return {
    stop() {
      instance.stop();
      return result;
    },
  };
}

/** Issue 11: POST moves/{id}/reserve, booking a fresh quote per request, then replaying one key. */
export async function measureReserve(
  store: string,
  base: string,
  measure: Runner['measure'],
  sizes: ReserveSizes,
): Promise<void> {
  const send = sendTo(base);
  const ready = await prepare(store, base, sizes);
  const replayed = ready.pop();
  if (!replayed) throw new Error('no quote to replay');
  const replayKey = randomUUID();
  const reserve = (r: Ready, key: string) =>
    send('POST', `/api/moves/${r.quote.QuoteId}/reserve`, r.body, { ...r.headers, 'idempotency-key': key });
  const first = await reserve(replayed, replayKey);
  if (first.status !== 200)
    throw new Error(`reserve answered ${first.status}: ${JSON.stringify(first.body)}`);
  for (const warm of ready.splice(0, sizes.warmUp)) {
    const booked = await reserve(warm, randomUUID());
    if (booked.status !== 200)
      throw new Error(`reserve answered ${booked.status}: ${JSON.stringify(booked.body)}`);
  }
  // A booking refused is a fault of the benchmark's data or of the product: the run fails, saying why.
  const refused: string[] = [];
  const typing = cityTyping(base);
  await measure(
    `POST moves/{id}/reserve, book (${sizes.bookings}) [${store}]`,
    bookings(base, ready.slice(0, sizes.bookings), refused),
  );
  const typed = await typing.stop();
  console.log(
    `    meanwhile, one customer typing a city (GET code/city_search.php, 10 a second): ${Math.round(typed.requests.total / ((typed.finish.getTime() - typed.start.getTime()) / 1000))} req/s, p99 ${typed.latency.p99} ms, errors ${typed.errors + typed.timeouts + typed.non2xx}`,
  );
  await measure(`POST moves/{id}/reserve, book, ${FEW_CONNECTIONS} connections [${store}]`, {
    ...bookings(base, ready.slice(sizes.bookings), refused),
    connections: FEW_CONNECTIONS,
  });
  for (const answer of refused) console.log(`    refused: ${answer}`);
  await measure(`POST moves/{id}/reserve, replay of one key [${store}]`, {
    url: `${base}/api/moves/${replayed.quote.QuoteId}/reserve`,
    method: 'POST',
    headers: { ...replayed.headers, 'content-type': 'application/json', 'idempotency-key': replayKey },
    body: JSON.stringify(replayed.body),
  });
}

/**
 * Issue 9 finding 8: the OpenAPI document at /api/openapi.json describes the server truthfully. Every
 * operation of the document is driven through its documented answers, with real requests to the real app
 * on a real database, and each exchange is checked against the document by tests/support/openapi-
 * conformance.ts (status declared, Content-Type declared, body valid with no undocumented field, an
 * accepted request valid against the documented parameters and body). The test fails when an operation
 * of the document, or a 2xx or 4xx answer it declares, was never produced here: a new route or a new
 * answer needs a case below (or a documented reason why a simple request cannot produce it).
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { HmacUnsubscribeTokens } from '../../adapters/system/hmac-unsubscribe-tokens';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { LIABILITY_SELECTED_VALUES } from '../../domain/pricing/liability';
import type { Quote } from '../../domain/quote/types';
import { bookedMove, moveEditBody } from '../fixtures/move-edit';
import { quoteForm } from '../fixtures/quote-form';
import {
  locationAnswers,
  quoteFor,
  readyToReserve,
  type reserveBody,
  savedCard,
  scheduleAnswers,
} from '../fixtures/reservation';
import { answerKey, type OpenApiConformance } from '../support/openapi-conformance';
import { type DatabaseUnderTest, databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { type TestServer, testServer } from '../support/test-server';
import { validValue } from './support/fuzz';

const [demoCustomer, demoStaff] = DEMO_USERS;
if (!demoCustomer || !demoStaff) throw new Error('the demo users are a customer and a staff member');
const customer = demoCustomer;
const staff = demoStaff;

interface WireQuote {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  Details: {
    MoveDate: string;
    PickupDate: string;
    PricingOptions: Array<{ value: string; EquipDescAbbr: string; EquipQuantity: number; Default: boolean }>;
  };
}

interface Context {
  api: TestServer;
  /** A quote by the demo customer, open to edits. */
  quote: WireQuote;
  /** A second quote, with no email address. */
  noEmail: WireQuote;
  staffCookie: Record<string, string>;
  customerCookie: Record<string, string>;
  /** A move the demo customer booked (issue 11), made by the first case that needs it. */
  booked?: Promise<Ready>;
}

/** A quote of the demo customer ready to reserve, and the §4 Reserve body that books it. */
type Ready = { quote: Quote; body: ReturnType<typeof reserveBody> };

/** One request and the documented answer it must get. */
interface Case {
  operation: string;
  status: number;
  /** What the request is, for the test's name. */
  what: string;
  send(c: Context): Promise<{ status: number }>;
}

/** How a case asks a route about move `id`, as the user of `cookie` (nobody without one). */
type AskAbout = (
  c: Context,
  id: number | string,
  cookie?: Record<string, string>,
) => Promise<{ status: number }>;

/** Who a route serves: the move's owner (a customer) or staff. */
type Audience = 'owner' | 'staff';

/** The refusals of a route's guard: 401 to nobody signed in, and on a staff route 403 to a customer (§6). */
function signInRefusals(operation: string, ask: AskAbout, audience: Audience): Case[] {
  const cases: Case[] = [
    { operation, status: 401, what: 'nobody signed in', send: (c) => ask(c, c.quote.QuoteId) },
  ];
  if (audience === 'staff')
    cases.push({
      operation,
      status: 403,
      what: 'a customer',
      send: (c) => ask(c, c.quote.QuoteId, c.customerCookie),
    });
  return cases;
}

/**
 * The refusals of a route about one move: 400 to an id that is not a number, its guard's (signInRefusals),
 * and 404 to a move the caller may not see, which `unseen` names ('a quote that is not yours').
 */
function moveIdRefusals(operation: string, ask: AskAbout, audience: Audience, unseen: string): Case[] {
  const as = (c: Context) => (audience === 'staff' ? c.staffCookie : c.customerCookie);
  return [
    { operation, status: 400, what: "an id that is not a number ('abc')", send: (c) => ask(c, 'abc', as(c)) },
    ...signInRefusals(operation, ask, audience),
    { operation, status: 404, what: unseen, send: (c) => ask(c, c.noEmail.QuoteId, as(c)) },
  ];
}

/** A bound on one case: a few need several password checks (the sign-in limit), slow on a busy machine. */
const CASE_TIMEOUT_MS = 30_000;

/** The server's quote-link key, so that the tests can sign issue 14 unsubscribe links as its emails do. */
const LINK_KEY = randomBytes(32);
const unsubscribeToken = (email: string, topic: 'tips' | 'booking' | 'sms' = 'tips') =>
  new HmacUnsubscribeTokens(LINK_KEY).sign({ email, topic });

const STAFF_PATHS = ['/api/staff/quotes/{id}', '/api/staff/quotes/{id}/recompute', '/api/staff/price'];

/**
 * Declared answers that no simple request to a healthy app produces, and why. Anything declared and not
 * listed here must be produced by a case below.
 */
const NOT_PRODUCED: Record<string, string> = {
  'GET /api/captcha/challenge 503': 'the built-in proof-of-work captcha does not fail; a remote verifier can',
  'POST /api/ajax/recaptcha/verify 503':
    'the built-in proof-of-work captcha does not fail; a remote verifier can',
  'GET /api/contacts/me 503':
    'with the session store down the viewer is nobody (loggedin false); only a fault between the two lookups answers 503',
  'GET /api/staff/quotes/{id} 503':
    'with the session store down the viewer is nobody (401); only a fault between the two lookups answers 503',
  'POST /api/payments/cards 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the processor answers 503',
  'POST /api/contacts/me 503':
    'with the session store down the viewer is nobody (401); only a fault between the two lookups answers 503',
  'GET /api/moves/{id}/spot-dates 409':
    'every quote quotes/add stores has a service center at both ends; only a hand-made quote has none',
  'POST /api/appointments/{qid}/origin/availability 409':
    'every quote quotes/add stores has a service center at both ends; only a hand-made quote has none',
  'POST /api/appointments/{qid}/destination/availability 409':
    'every quote quotes/add stores has a service center at both ends; only a hand-made quote has none',
  // Issue 11 reservations: every route looks up the signed-in customer first.
  ...Object.fromEntries(
    [
      'POST /api/moves/{id}/start',
      'GET /api/moves/{id}/draft',
      'PUT /api/moves/{id}/draft/{step}',
      'POST /api/moves/{id}/log-progress',
      'PUT /api/moves/{id}/contacts/sms',
      'PUT /api/moves/{id}/labor-referral',
      'POST /api/moves/{id}/reserve',
      'GET /api/moves/{id}',
      'POST /api/moves/coupons',
    ].map((operation) => [
      `${operation} 503`,
      'with the database down the viewer is nobody (401); only a fault between the session lookup and the reservation storage answers 503',
    ]),
  ),
  // Issue 12 payments: the viewer is looked up first, as above.
  // Issue 15: the owner's view of the inspection form looks up the viewer first, as above.
  'GET /api/moves/{id}/inspection 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the inspection forms answers 503',
  'GET /api/moves/{id}/payments 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the ledger answers 503',
  // Issue 14: the staff outbox and a move's message log look up the viewer first, as above.
  'GET /api/staff/outbox 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the message log answers 503',
  'GET /api/moves/{id}/messages 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the message log answers 503',
  // Issue 28: the move stream looks up the viewer first, as above; its other 503, a stopping server, is
  // produced in adapters/http/server/routes/move-stream.test.ts.
  'GET /api/moves/{id}/stream 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the reservation storage answers 503',
  'GET /api/staff/moves/{id}/payments 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the ledger answers 503',
  // Issue 15: the staff review and counts look up the viewer first, as above.
  ...Object.fromEntries(
    [
      'GET /api/staff/place-mappings',
      'POST /api/staff/place-mappings/{id}/decision',
      'GET /api/staff/referrals',
    ].map((operation) => [
      `${operation} 503`,
      'with the database down the viewer is nobody (401); only a fault between the session lookup and the place mappings answers 503',
    ]),
  ),
  'POST /api/staff/moves/{id}/transit 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the processor answers 503',
  // Issue 12 booking payments: the viewer is looked up first, as above.
  ...Object.fromEntries(
    [
      'POST /api/moves/{id}/paypal/orders',
      'POST /api/moves/{id}/affirm/checkouts',
      'GET /api/moves/{id}/affirm/checkouts/{checkoutId}',
      'GET /api/moves/{id}/affirm/approval',
      'POST /api/affirm/cancel',
    ].map((operation) => [
      `${operation} 503`,
      'with the database down the viewer is nobody (401); only a fault between the session lookup and PayPal, Affirm or the card processor answers 503',
    ]),
  ),
  'GET /api/moves/{id}/affirm/approval 409':
    'as GET affirm/checkouts/{checkoutId} 409: AffirmCardPending and AffirmCardNotSaved need a card processor that is slow or refuses; the SANDBOX processor approves every virtual card',
  'GET /api/moves/{id}/affirm/checkouts/{checkoutId} 409':
    'AffirmCardPending needs a second read while the first is between Affirm handing over the virtual card and its token being recorded, and AffirmCardNotSaved a card processor that refuses or fails then; the SANDBOX processor approves every virtual card',
  // Issue 12 money calls on a booked move: the viewer is looked up first, as above.
  ...Object.fromEntries(
    ['POST /api/moves/{id}/payment-info', 'POST /api/payments/pay', 'POST /api/moves/{id}/cancel'].map(
      (operation) => [
        `${operation} 503`,
        'with the database down the viewer is nobody (401); only a fault between the session lookup and the storage or the processor answers 503',
      ],
    ),
  ),
  // Issue 13 shipments: the viewer is looked up first, as above.
  ...Object.fromEntries(
    [
      'GET /api/shipments/{id}',
      'POST /api/staff/shipments/{id}/events',
      'POST /api/staff/shipments/{id}/simulate',
      'POST /api/shipments/{id}/{target}/pickup',
      'PUT /api/staff/moves/{id}/dashboard-type',
    ].map((operation) => [
      `${operation} 503`,
      'with the database down the viewer is nobody (401); only a fault between the session lookup and the shipment events answers 503',
    ]),
  ),
  // Issue 13 calendar files: the viewer is looked up first, and every booked move has a shipment plan.
  ...Object.fromEntries(
    ['GET /api/moves/{id}/calendar/{Milestone}.ics', 'GET /api/moves/{id}/calendar.ics'].flatMap(
      (operation) => [
        [
          `${operation} 503`,
          'with the database down the viewer is nobody (401); only a fault between the session lookup and the calendar entries answers 503',
        ],
        [
          `${operation} 409`,
          'every move quotes/add and reserve store has a trailer door to door and its dates in order, so it has a shipment plan; only a hand-made quote has none',
        ],
      ],
    ),
  ),
  // Issue 13 delivery tool: the viewer is looked up first, as above.
  ...Object.fromEntries(
    ['GET /api/appointments/delivery/{id}', 'POST /api/appointments/delivery'].map((operation) => [
      `${operation} 503`,
      'with the database down the viewer is nobody (401); only a fault between the session lookup and the shipment events or the ledger answers 503',
    ]),
  ),
  'GET /api/appointments/delivery/{id} 409':
    'every move quotes/add and reserve store has a shipment plan (see GET /api/shipments/{id} 409); only a hand-made quote has none',
  'GET /api/shipments/{id} 409':
    'every move quotes/add and reserve store has a trailer door to door and its dates in order, so it has a shipment plan; only a hand-made quote has none',
  'POST /api/moves/edit/{id} 503':
    'with the database down the viewer is nobody (401); the rate card is read only for a booked move, and the second app books none',
  // Issue 14: the signed-in customer's message choices; the viewer is looked up first, as above.
  'GET /api/notifications/preferences 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the preferences answers 503',
  'PUT /api/notifications/preferences 503':
    'with the database down the viewer is nobody (401); only a fault between the session lookup and the preferences answers 503',
  // Issue 15 surveys: the viewer is looked up first, as above; every booked move has a shipment plan.
  ...Object.fromEntries(
    [
      'GET /api/surveys/post-delivery/{id}',
      'POST /api/surveys/post-delivery',
      'GET /api/surveys/covid/{id}',
      'POST /api/surveys/covid',
      'GET /api/staff/surveys',
    ].map((operation) => [
      `${operation} 503`,
      'with the database down the viewer is nobody (401); only a fault between the session lookup and the survey storage answers 503',
    ]),
  ),
  ...Object.fromEntries(
    ['GET /api/surveys/post-delivery/{id}', 'GET /api/surveys/covid/{id}'].map((operation) => [
      `${operation} 409`,
      'every move quotes/add and reserve store has a shipment plan (see GET /api/shipments/{id} 409); only a hand-made quote has none',
    ]),
  ),
  // Issue 26: the whole-database calls look up the viewer first, as above.
  ...Object.fromEntries(
    ['GET /api/staff/payments/reconcile', 'GET /api/admin/users', 'POST /api/admin/users'].map(
      (operation) => [
        `${operation} 503`,
        'with the database down the viewer is nobody (401); only a fault between the session lookup and the ledger or the accounts answers 503',
      ],
    ),
  ),
  'GET /api/contacts/me/links 503':
    'with the session store down the viewer is nobody (loggedin false); only a fault between the two lookups answers 503',
};

/** A valid customer sign-up (issue 11), for the email given. */
const SIGN_UP = {
  EmailAddress: 'pat@example.com',
  FirstName: 'Pat',
  LastName: 'Mover',
  PhoneNumber: '816-555-0100',
  Password: 'boxes-and-tape-2026',
};

/** The sign-up code last emailed to an address (the sandbox mailer's outbox). */
async function signUpCode(c: Context, to: string): Promise<string> {
  const row = await c.api.server.database.db
    .selectFrom('outbox_emails')
    .select('text_body')
    .where('to_address', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /code is (\d{6})/.exec(row.text_body)?.[1] ?? '';
}

/** A date a week after the app's today, inside the quoting window. */
const weekAhead = (c: Context) => new Date(c.api.clock.nowMs() + 7 * 86_400_000).toISOString().slice(0, 10);

const TEN_YEARS_MS = 10 * 365 * 86_400_000;

/**
 * The 5xx answers, from a second app: first with no rate card in force (the clock before the first
 * card), then with its database closed.
 */
const UNAVAILABLE: Case[] = [
  ...(
    [
      ['GET', '/api/moves/storage-charges/schedules?equip=Trailer&quantity=1', undefined],
      ['POST', '/api/staff/price', { from: '10001', to: '90001', linearFeet: 13 }],
      ['POST', '/api/staff/quotes/{id}/recompute', {}],
      ['POST', '/api/quotes/edit/{token}', { Revision: 1, LinearFeet: 13 }],
      ['POST', '/api/moves/{token}/expedite-options', 'expedite'],
      ['GET', '/api/quotes/{token}/prices-by-date', undefined],
    ] as const
  ).map(
    ([method, template, body]): Case => ({
      operation: `${method} ${template.replace('{token}', '{id}').replace('/edit/{id}', '/edit/{qId}').split('?')[0]}`,
      status: 503,
      what: 'no rate card in force',
      send: (c) =>
        c.api.json(
          method,
          template.replace('{id}', String(c.quote.QuoteId)).replace('{token}', c.quote.QuoteIdEncrypted),
          body === 'expedite'
            ? expediteBody(c.quote, { MoveDate: weekAhead(c), PickupDate: weekAhead(c) })
            : body,
          c.staffCookie,
        ),
    }),
  ),
  // Issue 11 schedule step: the rate card sets loading days and appointment rates.
  {
    operation: 'POST /api/moves/move-dates',
    status: 503,
    what: 'no rate card in force',
    send: (c) => post(c, '/api/moves/move-dates', { SpotDate: weekAhead(c), MoveType: 'DD', TransTime: 5 }),
  },
  ...(['origin', 'destination'] as const).map(
    (end): Case => ({
      operation: `POST /api/appointments/{qid}/${end}/availability`,
      status: 503,
      what: 'no rate card in force',
      send: (c) =>
        post(c, `/api/appointments/${c.quote.QuoteIdEncrypted}/${end}/availability`, {
          apptObj: { Date: weekAhead(c) },
        }),
    }),
  ),
  {
    operation: 'GET /api/health',
    status: 503,
    what: 'a closed database',
    async send(c) {
      c.api.clock.advance(TEN_YEARS_MS);
      await c.api.server.database.close();
      return get(c, '/api/health');
    },
  },
  ...(
    [
      ['GET', '/api/quotes/view/{id}', undefined],
      ['POST', '/api/quotes/edit/{qId}', { Revision: 1 }],
      ['PUT', '/api/quotes/{id}/contact', { EmailAddress: 'pat@example.com' }],
      ['GET', '/api/notifications/send-quote-email?id={id}', undefined],
      ['POST', '/api/quotes/queue', { id: '{id}', PhoneNumber: '3125550199' }],
      ['POST', '/api/quotes/encrypt/{id}', undefined],
      ['GET', '/api/quotes/decrypt/{id}', undefined],
      ['GET', '/api/expire/{qid}/{ts}', undefined],
      ['POST', '/api/moves/movement-dates', { id: '{id}', SpotDate: '2026-12-08' }],
      ['POST', '/api/moves/{id}/expedite-options', 'expedite'],
      ['GET', '/api/quotes/{id}/prices-by-date', undefined],
      [
        'POST',
        '/api/analytics/events',
        { events: [{ id: 41, name: 'quote_success', quoteReference: '', page: '/' }] },
      ],
      ['POST', '/api/user/login', { email: staff.email, password: staff.password }],
      ['POST', '/api/user/logout', undefined],
      ['POST', '/api/user/register', SIGN_UP],
      ['POST', '/api/user/register/verify', { EmailAddress: 'pat@example.com', Code: '123456' }],
    ] as const
  ).map(
    ([method, template, body]): Case => ({
      operation: `${method} ${template.split('?')[0]}`,
      status: 503,
      what: 'a closed database',
      send(c) {
        // The encrypt call names the quote by number (staff only): the viewer lookup fails first, so it
        // is sent by its token-free route with no cookie; every other call names the quote by its token.
        const reference =
          template === '/api/quotes/encrypt/{id}' ? String(c.quote.QuoteId) : c.quote.QuoteIdEncrypted;
        const path = template
          .replace('{id}', reference)
          .replace('{qId}', reference)
          .replace('{qid}', reference)
          .replace('{ts}', String(c.api.clock.nowMs()));
        const json =
          body === 'expedite'
            ? expediteBody(c.quote)
            : body === undefined
              ? undefined
              : JSON.parse(JSON.stringify(body).replace('"{id}"', JSON.stringify(reference)));
        return c.api.json(method, path, json, template === '/api/user/logout' ? c.staffCookie : undefined);
      },
    }),
  ),
  // Issue 15: the indirect mapping form and a referrer arrival need no sign-in, so a closed database answers 503.
  {
    operation: 'POST /api/place-mappings',
    status: 503,
    what: 'a closed database',
    send: (c) => c.api.json('POST', '/api/place-mappings', PLACE_REQUEST),
  },
  {
    operation: 'GET /api/place-mappings/{token}',
    status: 503,
    what: 'a closed database',
    send: (c) => c.api.json('GET', `/api/place-mappings/${'A'.repeat(22)}`),
  },
  {
    operation: 'POST /api/referrals/arrivals',
    status: 503,
    what: 'a closed database',
    send: (c) => c.api.json('POST', '/api/referrals/arrivals', { Referrer: 'PACKRATWEB', Page: '/' }),
  },
  // Issue 14: an unsubscribe link needs no sign-in, so a closed database answers 503.
  ...(
    [
      ['GET', '/api/notifications/unsubscribe'],
      ['POST', '/api/notifications/unsubscribe'],
      ['POST', '/api/notifications/resubscribe'],
    ] as const
  ).map(
    ([method, path]): Case => ({
      operation: `${method} ${path}`,
      status: 503,
      what: 'a closed database',
      send: (c) => c.api.json(method, `${path}?token=${unsubscribeToken('pat@example.com')}`),
    }),
  ),
  // Issue 15: the insect inspection tool needs no sign-in either.
  ...(
    [
      ['/api/inspection/lookup', {}],
      [
        '/api/inspection/form',
        {
          ItemsChecked: ['grills'],
          NoOutdoorItems: false,
          SignerName: 'Pat',
          Agreed: true,
          DateSigned: '2026-11-21',
        },
      ],
    ] as const
  ).map(
    ([path, body]): Case => ({
      operation: `POST ${path}`,
      status: 503,
      what: 'a closed database',
      send: (c) =>
        c.api.json('POST', path, {
          ReferenceNumber: String(c.quote.QuoteId),
          EmailAddress: customer.email,
          ...body,
        }),
    }),
  ),
];

const sessionOf = (headers: Headers): string => {
  const match = /relomove_session=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no session cookie was set');
  return match[1];
};

const get = (c: Context, path: string, headers?: Record<string, string>) =>
  c.api.json('GET', path, undefined, headers);
const post = (c: Context, path: string, body: unknown, headers?: Record<string, string>) =>
  c.api.json('POST', path, body, headers);

/** The quote as it is now (edits and contact changes move its revision on). */
async function fresh(c: Context): Promise<WireQuote> {
  const view = await get(c, `/api/quotes/view/${c.quote.QuoteIdEncrypted}`);
  c.quote = (view.body as { quote: WireQuote }).quote;
  return c.quote;
}

const expediteBody = (q: WireQuote, over: Record<string, unknown> = {}) => {
  const parent = q.Details.PricingOptions.find((o) => o.value === 'Trailer-DD');
  return {
    EquipDescAbbr: parent?.EquipDescAbbr,
    Quantity: parent?.EquipQuantity,
    PickupDate: q.Details.PickupDate,
    MoveDate: q.Details.MoveDate,
    Revision: q.Revision,
    ...over,
  };
};

const CASES: Case[] = [
  { operation: 'GET /api/health', status: 200, what: 'a ready database', send: (c) => get(c, '/api/health') },

  // Quotes
  {
    operation: 'POST /api/quotes/add',
    status: 200,
    what: 'the quote form',
    send: (c) => post(c, '/api/quotes/add', quoteForm({ EmailAddress: 'conformance@example.com' })),
  },
  {
    operation: 'POST /api/quotes/add',
    status: 400,
    what: 'a form without a move date',
    send: (c) => post(c, '/api/quotes/add', quoteForm({ MoveDate: undefined })),
  },
  {
    operation: 'GET /api/quotes/view/{id}',
    status: 200,
    what: 'a link token',
    send: (c) => get(c, `/api/quotes/view/${c.quote.QuoteIdEncrypted}`),
  },
  {
    operation: 'GET /api/quotes/view/{id}',
    status: 400,
    what: 'a reference with a dot',
    send: (c) => get(c, '/api/quotes/view/a.b'),
  },
  {
    operation: 'GET /api/quotes/view/{id}',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => get(c, `/api/quotes/view/${c.quote.QuoteId}`),
  },
  {
    operation: 'GET /api/quotes/view/{id}',
    status: 404,
    what: 'an unknown token',
    send: (c) => get(c, '/api/quotes/view/not-a-token'),
  },
  {
    operation: 'POST /api/quotes/edit/{qId}',
    status: 200,
    what: `every §3 liability tier (${LIABILITY_SELECTED_VALUES.join(', ')}), storage and a trailer length`,
    async send(c) {
      let revision = c.quote.Revision;
      let last = { status: 0 };
      for (const Liability of [...LIABILITY_SELECTED_VALUES].reverse()) {
        const answer = await post(c, `/api/quotes/edit/${c.quote.QuoteIdEncrypted}`, {
          Revision: revision,
          Liability,
          AddStorage: Liability > 0,
          LinearFeet: 13,
        });
        expect(answer.status).toBe(200);
        revision = (answer.body as { quote: WireQuote }).quote.Revision;
        last = answer;
      }
      await fresh(c);
      return last;
    },
  },
  {
    operation: 'POST /api/quotes/edit/{qId}',
    status: 400,
    what: 'a liability tier that is not one of §3',
    send: (c) => post(c, `/api/quotes/edit/${c.quote.QuoteIdEncrypted}`, { Revision: 1, Liability: 50 }),
  },
  {
    operation: 'POST /api/quotes/edit/{qId}',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => post(c, `/api/quotes/edit/${c.quote.QuoteId}`, { Revision: 1 }),
  },
  {
    operation: 'POST /api/quotes/edit/{qId}',
    status: 404,
    what: 'a reference that names no quote',
    send: (c) => post(c, '/api/quotes/edit/9999999', { Revision: 1 }, c.staffCookie),
  },
  {
    operation: 'PUT /api/quotes/{id}/contact',
    status: 200,
    what: 'an email address',
    send: (c) =>
      c.api.json('PUT', `/api/quotes/${c.quote.QuoteIdEncrypted}/contact`, { EmailAddress: customer.email }),
  },
  {
    operation: 'PUT /api/quotes/{id}/contact',
    status: 400,
    what: 'a bad email address',
    send: (c) => c.api.json('PUT', `/api/quotes/${c.quote.QuoteIdEncrypted}/contact`, { EmailAddress: 'x@' }),
  },
  {
    operation: 'PUT /api/quotes/{id}/contact',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) =>
      c.api.json('PUT', `/api/quotes/${c.quote.QuoteId}/contact`, { EmailAddress: customer.email }),
  },
  {
    operation: 'PUT /api/quotes/{id}/contact',
    status: 404,
    what: 'an unknown token',
    send: (c) => c.api.json('PUT', '/api/quotes/not-a-token/contact', { EmailAddress: customer.email }),
  },
  {
    operation: 'GET /api/notifications/send-quote-email',
    status: 200,
    what: 'a quote with an email address',
    send: (c) => get(c, `/api/notifications/send-quote-email?id=${c.quote.QuoteIdEncrypted}`),
  },
  {
    operation: 'GET /api/notifications/send-quote-email',
    status: 400,
    what: 'a quote without an email address',
    send: (c) => get(c, `/api/notifications/send-quote-email?id=${c.noEmail.QuoteIdEncrypted}`),
  },
  {
    operation: 'GET /api/notifications/send-quote-email',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => get(c, `/api/notifications/send-quote-email?id=${c.quote.QuoteId}`),
  },
  {
    operation: 'GET /api/notifications/send-quote-email',
    status: 404,
    what: 'an unknown token',
    send: (c) => get(c, '/api/notifications/send-quote-email?id=not-a-token'),
  },
  {
    operation: 'GET /api/notifications/send-quote-email',
    status: 429,
    what: 'the quote emailed more often than the hourly limit',
    async send(c) {
      for (;;) {
        const answer = await get(c, `/api/notifications/send-quote-email?id=${c.quote.QuoteIdEncrypted}`);
        if (answer.status !== 200) return answer;
      }
    },
  },
  {
    operation: 'POST /api/quotes/queue',
    status: 200,
    what: 'a call-back request',
    send: (c) =>
      post(c, '/api/quotes/queue', {
        id: c.quote.QuoteIdEncrypted,
        PhoneNumber: '(312) 555-0199',
        PreferredTime: 'morning',
        Note: 'after 9',
      }),
  },
  {
    operation: 'POST /api/quotes/queue',
    status: 400,
    what: 'a short phone number',
    send: (c) => post(c, '/api/quotes/queue', { id: c.quote.QuoteIdEncrypted, PhoneNumber: '555' }),
  },
  {
    operation: 'POST /api/quotes/queue',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => post(c, '/api/quotes/queue', { id: String(c.quote.QuoteId), PhoneNumber: '3125550199' }),
  },
  {
    operation: 'POST /api/quotes/queue',
    status: 404,
    what: 'an unknown token',
    send: (c) => post(c, '/api/quotes/queue', { id: 'not-a-token', PhoneNumber: '3125550199' }),
  },
  {
    operation: 'POST /api/quotes/encrypt/{id}',
    status: 200,
    what: 'staff asking for a token',
    send: (c) => post(c, `/api/quotes/encrypt/${c.quote.QuoteId}`, undefined, c.staffCookie),
  },
  {
    operation: 'POST /api/quotes/encrypt/{id}',
    status: 400,
    what: 'a reference that is not a number',
    send: (c) => post(c, '/api/quotes/encrypt/abc', undefined, c.staffCookie),
  },
  {
    operation: 'POST /api/quotes/encrypt/{id}',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => post(c, `/api/quotes/encrypt/${c.quote.QuoteId}`, undefined),
  },
  {
    operation: 'POST /api/quotes/encrypt/{id}',
    status: 404,
    what: 'a number that names no quote',
    send: (c) => post(c, '/api/quotes/encrypt/9999999', undefined, c.staffCookie),
  },
  {
    operation: 'GET /api/quotes/decrypt/{id}',
    status: 200,
    what: 'a link token',
    send: (c) => get(c, `/api/quotes/decrypt/${c.quote.QuoteIdEncrypted}`),
  },
  {
    operation: 'GET /api/quotes/decrypt/{id}',
    status: 400,
    what: 'a token with a dot',
    send: (c) => get(c, '/api/quotes/decrypt/a.b'),
  },
  {
    operation: 'GET /api/quotes/decrypt/{id}',
    status: 404,
    what: 'a token this server did not make',
    send: (c) => get(c, '/api/quotes/decrypt/not-a-token'),
  },
  {
    operation: 'GET /api/expire/{qid}/{ts}',
    status: 200,
    what: 'a link sent now',
    send: (c) => get(c, `/api/expire/${c.quote.QuoteIdEncrypted}/${c.api.clock.nowMs()}`),
  },
  {
    operation: 'GET /api/expire/{qid}/{ts}',
    status: 400,
    what: 'a send time in the future',
    send: (c) => get(c, `/api/expire/${c.quote.QuoteIdEncrypted}/${c.api.clock.nowMs() + 86_400_000}`),
  },

  // Moves
  {
    operation: 'POST /api/moves/movement-dates',
    status: 200,
    what: 'a spot date',
    send: (c) =>
      post(c, '/api/moves/movement-dates', {
        id: c.quote.QuoteIdEncrypted,
        SpotDate: c.quote.Details.MoveDate,
      }),
  },
  {
    operation: 'POST /api/moves/movement-dates',
    status: 200,
    what: 'staff naming the quote by its number, as a JSON number',
    send: (c) =>
      post(
        c,
        '/api/moves/movement-dates',
        { id: c.quote.QuoteId, SpotDate: c.quote.Details.MoveDate },
        c.staffCookie,
      ),
  },
  {
    operation: 'POST /api/moves/movement-dates',
    status: 400,
    what: 'a spot date in the past',
    send: (c) =>
      post(c, '/api/moves/movement-dates', { id: c.quote.QuoteIdEncrypted, SpotDate: '2020-01-06' }),
  },
  {
    operation: 'POST /api/moves/movement-dates',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) =>
      post(c, '/api/moves/movement-dates', { id: c.quote.QuoteId, SpotDate: c.quote.Details.MoveDate }),
  },
  {
    operation: 'POST /api/moves/movement-dates',
    status: 404,
    what: 'an unknown token',
    send: (c) =>
      post(c, '/api/moves/movement-dates', { id: 'not-a-token', SpotDate: c.quote.Details.MoveDate }),
  },
  {
    operation: 'POST /api/moves/{id}/expedite-options',
    status: 200,
    what: "the quote's trailer option",
    send: async (c) =>
      post(c, `/api/moves/${c.quote.QuoteIdEncrypted}/expedite-options`, expediteBody(await fresh(c))),
  },
  {
    operation: 'POST /api/moves/{id}/expedite-options',
    status: 400,
    what: 'a quantity of 0',
    send: (c) =>
      post(
        c,
        `/api/moves/${c.quote.QuoteIdEncrypted}/expedite-options`,
        expediteBody(c.quote, { Quantity: 0 }),
      ),
  },
  {
    operation: 'POST /api/moves/{id}/expedite-options',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => post(c, `/api/moves/${c.quote.QuoteId}/expedite-options`, expediteBody(c.quote)),
  },
  {
    operation: 'POST /api/moves/{id}/expedite-options',
    status: 404,
    what: 'an unknown token',
    send: (c) => post(c, '/api/moves/not-a-token/expedite-options', expediteBody(c.quote)),
  },
  {
    operation: 'POST /api/moves/{id}/expedite-options',
    status: 409,
    what: 'an older revision',
    send: (c) =>
      post(
        c,
        `/api/moves/${c.quote.QuoteIdEncrypted}/expedite-options`,
        expediteBody(c.quote, { Revision: c.quote.Revision + 5 }),
      ),
  },
  {
    operation: 'GET /api/quotes/{id}/prices-by-date',
    status: 200,
    what: 'the selected option',
    send: (c) => get(c, `/api/quotes/${c.quote.QuoteIdEncrypted}/prices-by-date?option=Trailer-DD`),
  },
  {
    operation: 'GET /api/quotes/{id}/prices-by-date',
    status: 400,
    what: 'an option the quote does not have',
    send: (c) => get(c, `/api/quotes/${c.quote.QuoteIdEncrypted}/prices-by-date?option=Boat-DD`),
  },
  {
    operation: 'GET /api/quotes/{id}/prices-by-date',
    status: 404,
    what: "someone else's reference number (issue 9 finding 7: hidden, as if it did not exist)",
    send: (c) => get(c, `/api/quotes/${c.quote.QuoteId}/prices-by-date`),
  },
  {
    operation: 'GET /api/quotes/{id}/prices-by-date',
    status: 404,
    what: 'an unknown token',
    send: (c) => get(c, '/api/quotes/not-a-token/prices-by-date'),
  },
  {
    operation: 'GET /api/moves/storage-charges/schedules',
    status: 200,
    what: 'two ReloCubes',
    send: (c) => get(c, '/api/moves/storage-charges/schedules?equip=ReloCube&quantity=2&group=A'),
  },
  {
    operation: 'GET /api/moves/storage-charges/schedules',
    status: 400,
    what: 'no quantity',
    send: (c) => get(c, '/api/moves/storage-charges/schedules?equip=Trailer'),
  },

  // Accounts and the staff lookup
  {
    operation: 'POST /api/user/login',
    status: 200,
    what: 'the right password',
    send: (c) => post(c, '/api/user/login', { email: customer.email, password: customer.password }),
  },
  {
    operation: 'POST /api/user/login',
    status: 400,
    what: 'no password',
    send: (c) => post(c, '/api/user/login', { email: customer.email, password: '' }),
  },
  {
    operation: 'POST /api/user/login',
    status: 401,
    what: 'a wrong password',
    send: (c) =>
      post(
        c,
        '/api/user/login',
        { email: staff.email, password: 'wrong-password' },
        { 'x-forwarded-for': '203.0.113.9' },
      ),
  },
  {
    operation: 'POST /api/user/login',
    status: 429,
    what: 'one sign-in too many from one address',
    async send(c) {
      // The per-address limit (issue 9): a different email each time, so no account asks for a proof of work.
      for (let i = 0; ; i++) {
        const answer = await post(
          c,
          '/api/user/login',
          { email: `nobody${i}@example.com`, password: 'wrong-password' },
          { 'x-forwarded-for': '203.0.113.10' },
        );
        if (answer.status !== 401) return answer;
      }
    },
  },
  {
    operation: 'POST /api/user/logout',
    status: 200,
    what: 'a signed-in session',
    async send(c) {
      const signedIn = await post(c, '/api/user/login', {
        email: customer.email,
        password: customer.password,
      });
      return post(c, '/api/user/logout', undefined, {
        cookie: `relomove_session=${sessionOf(signedIn.headers)}`,
      });
    },
  },
  {
    operation: 'POST /api/user/logout',
    status: 401,
    what: 'a bearer token that is no session (issue 9 finding 2)',
    send: (c) => post(c, '/api/user/logout', undefined, { authorization: 'Bearer no-such-session' }),
  },
  {
    operation: 'GET /api/contacts/me',
    status: 200,
    what: 'a signed-in customer',
    send: (c) => get(c, '/api/contacts/me', c.customerCookie),
  },
  {
    operation: 'GET /api/contacts/me',
    status: 200,
    what: 'nobody signed in: loggedin false (issue 10)',
    send: (c) => get(c, '/api/contacts/me'),
  },
  {
    operation: 'GET /api/contacts/me',
    status: 401,
    what: 'a bearer token that is no session',
    send: (c) => get(c, '/api/contacts/me', { authorization: 'Bearer no-such-session' }),
  },
  {
    operation: 'POST /api/quotes/lookup',
    status: 200,
    what: 'staff searching by email',
    send: (c) => post(c, '/api/quotes/lookup', { search: customer.email }, c.staffCookie),
  },
  {
    operation: 'POST /api/quotes/lookup',
    status: 400,
    what: 'an empty search',
    send: (c) => post(c, '/api/quotes/lookup', { search: '' }, c.staffCookie),
  },
  ...signInRefusals(
    'POST /api/quotes/lookup',
    (c, _id, cookie) => post(c, '/api/quotes/lookup', { search: customer.email }, cookie),
    'staff',
  ),

  // Reference data
  {
    operation: 'GET /api/code/city_search.php',
    status: 200,
    what: 'a city name',
    send: (c) => get(c, '/api/code/city_search.php?search=Denver'),
  },
  {
    operation: 'GET /api/code/city_search.php',
    status: 400,
    what: 'no term',
    send: (c) => get(c, '/api/code/city_search.php'),
  },
  {
    operation: 'GET /api/cities/service-centers/{id}/detail',
    status: 200,
    what: "a station's code",
    async send(c) {
      const near = await get(c, '/api/cities/service-centers/near?zip=80202&limit=1');
      const code = (near.body as { serviceCenters: Array<{ StationCode: string }> }).serviceCenters[0]
        ?.StationCode;
      return get(c, `/api/cities/service-centers/${code}/detail`);
    },
  },
  {
    operation: 'GET /api/cities/service-centers/{id}/detail',
    status: 400,
    what: 'a code with a dash',
    send: (c) => get(c, '/api/cities/service-centers/a-b/detail'),
  },
  {
    operation: 'GET /api/cities/service-centers/{id}/detail',
    status: 404,
    what: 'an unknown code',
    send: (c) => get(c, '/api/cities/service-centers/ZZZ9/detail'),
  },
  {
    operation: 'GET /api/cities/service-centers/near',
    status: 200,
    what: 'a ZIP',
    send: (c) => get(c, '/api/cities/service-centers/near?zip=80202&limit=3'),
  },
  {
    operation: 'GET /api/cities/service-centers/near',
    status: 400,
    what: 'a limit of 0',
    send: (c) => get(c, '/api/cities/service-centers/near?zip=80202&limit=0'),
  },
  {
    operation: 'GET /api/cities/service-centers/near',
    status: 404,
    what: 'a ZIP no place has',
    send: (c) => get(c, '/api/cities/service-centers/near?zip=00000'),
  },
  // Issue 15: the locator's "Use my location" and its map of every center.
  {
    operation: 'GET /api/cities/service-centers/near-point',
    status: 200,
    what: 'a point in Denver',
    send: (c) => get(c, '/api/cities/service-centers/near-point?latitude=39.75&longitude=-104.99&limit=3'),
  },
  {
    operation: 'GET /api/cities/service-centers/near-point',
    status: 400,
    what: 'a latitude over 90',
    send: (c) => get(c, '/api/cities/service-centers/near-point?latitude=91&longitude=0'),
  },
  {
    operation: 'GET /api/cities/service-centers/near-point',
    status: 404,
    what: 'a point in the mid-Atlantic',
    send: (c) => get(c, '/api/cities/service-centers/near-point?latitude=30&longitude=-40'),
  },
  {
    operation: 'GET /api/cities/service-centers',
    status: 200,
    what: 'every center',
    send: (c) => get(c, '/api/cities/service-centers'),
  },
  {
    operation: 'GET /api/cities/service-centers',
    status: 400,
    what: 'an unknown parameter',
    send: (c) => get(c, '/api/cities/service-centers?state=CO'),
  },

  // Issue 12: the §1 financing promo's EXAMPLE term table (public reference data, no input).
  {
    operation: 'GET /api/financing/terms',
    status: 200,
    what: 'the term table',
    send: (c) => get(c, '/api/financing/terms'),
  },

  // A/B tests, bot check, analytics
  ...[
    'affirm-payment-test',
    'affirm-quote-response-promo-test',
    'mobile-quote-form-email-test',
    'no-quote-response-test',
  ].map(
    (test): Case => ({
      operation: `GET /api/drupal_ab_test/${test}`,
      status: 200,
      what: 'a new visitor',
      send: (c) => get(c, `/api/drupal_ab_test/${test}`),
    }),
  ),
  {
    operation: 'GET /api/captcha/challenge',
    status: 200,
    what: 'a challenge',
    send: (c) => get(c, '/api/captcha/challenge'),
  },
  {
    operation: 'GET /api/captcha/challenge',
    status: 200,
    what: 'the challenge a sign-in to an email needs (issue 9 finding 3)',
    send: (c) => get(c, `/api/captcha/challenge?email=${encodeURIComponent(customer.email)}`),
  },
  {
    operation: 'GET /api/captcha/challenge',
    status: 400,
    what: 'an email longer than an address can be',
    send: (c) => get(c, `/api/captcha/challenge?email=${'a'.repeat(250)}%40example.com`),
  },
  {
    operation: 'POST /api/ajax/recaptcha/verify',
    status: 200,
    what: 'an unsolved token (success false)',
    send: (c) =>
      post(c, '/api/ajax/recaptcha/verify', {
        token: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
        action: 'quote_submit',
      }),
  },
  {
    operation: 'POST /api/ajax/recaptcha/verify',
    status: 400,
    what: 'no action',
    send: (c) => post(c, '/api/ajax/recaptcha/verify', { token: 'x' }),
  },
  {
    operation: 'POST /api/analytics/events',
    status: 200,
    what: 'one event',
    send: (c) =>
      post(c, '/api/analytics/events', {
        events: [{ id: 41, name: 'quote_success', quoteReference: '', page: '/quote', detail: { a: 'b' } }],
      }),
  },
  {
    operation: 'POST /api/analytics/events',
    status: 400,
    what: 'no events',
    send: (c) => post(c, '/api/analytics/events', { events: [] }),
  },
  {
    operation: 'GET /api/analytics/clear-events',
    status: 200,
    what: 'a visitor',
    send: (c) => get(c, '/api/analytics/clear-events'),
  },

  // Staff
  {
    operation: 'GET /api/staff/quotes/{id}',
    status: 200,
    what: 'staff',
    send: (c) => get(c, `/api/staff/quotes/${c.quote.QuoteId}`, c.staffCookie),
  },
  {
    operation: 'GET /api/staff/quotes/{id}',
    status: 400,
    what: 'a reference with a dot',
    send: (c) => get(c, '/api/staff/quotes/a.b', c.staffCookie),
  },
  {
    operation: 'GET /api/staff/quotes/{id}',
    status: 404,
    what: 'a number that names no quote',
    send: (c) => get(c, '/api/staff/quotes/9999999', c.staffCookie),
  },
  {
    operation: 'POST /api/staff/quotes/{id}/recompute',
    status: 200,
    what: 'every §3 liability tier as a preview',
    async send(c) {
      let last = { status: 0 };
      for (const Liability of LIABILITY_SELECTED_VALUES) {
        last = await post(c, `/api/staff/quotes/${c.quote.QuoteId}/recompute`, { Liability }, c.staffCookie);
        expect(last.status).toBe(200);
      }
      return last;
    },
  },
  {
    operation: 'POST /api/staff/quotes/{id}/recompute',
    status: 400,
    what: "changes the quote cannot take (each line names the request's own field)",
    async send(c) {
      const refused = await post(
        c,
        `/api/staff/quotes/${c.quote.QuoteId}/recompute`,
        { Quantity: 2, CouponCode: 'NO-SUCH-CODE', ExpediteDays: 0, Delivery: 'DD' },
        c.staffCookie,
      );
      const fields = (refused.body as { errors?: string[] }).errors?.map((line) => line.split(' - ')[0]);
      expect(fields).toEqual(['CouponCode']);
      const quantity = await post(
        c,
        `/api/staff/quotes/${c.quote.QuoteId}/recompute`,
        { Quantity: 2, Equip: 'Trailer' },
        c.staffCookie,
      );
      expect((quantity.body as { errors?: string[] }).errors?.map((line) => line.split(' - ')[0])).toEqual([
        'Quantity',
      ]);
      return quantity;
    },
  },
  {
    operation: 'POST /api/staff/quotes/{id}/recompute',
    status: 404,
    what: 'a number that names no quote',
    send: (c) => post(c, '/api/staff/quotes/9999999/recompute', {}, c.staffCookie),
  },
  {
    operation: 'POST /api/staff/price',
    status: 200,
    what: 'a move between two ZIPs',
    send: (c) => post(c, '/api/staff/price', { from: '10001', to: '90001', linearFeet: 13 }, c.staffCookie),
  },
  {
    operation: 'POST /api/staff/price',
    status: 400,
    what: 'no length',
    send: (c) => post(c, '/api/staff/price', { from: '10001', to: '90001' }, c.staffCookie),
  },
  {
    operation: 'POST /api/staff/price',
    status: 404,
    what: 'a place that does not exist',
    send: (c) =>
      post(c, '/api/staff/price', { from: 'Nowhere, ZZ', to: '90001', linearFeet: 13 }, c.staffCookie),
  },
  {
    operation: 'GET /api/staff/service-centers',
    status: 200,
    what: 'staff',
    send: (c) => get(c, '/api/staff/service-centers', c.staffCookie),
  },
  // Every staff endpoint: 401 to nobody and 403 to a customer (§6).
  ...[...STAFF_PATHS, '/api/staff/service-centers'].flatMap((template): Case[] => {
    const method = template.endsWith('/recompute') || template === '/api/staff/price' ? 'POST' : 'GET';
    const body =
      template === '/api/staff/price'
        ? { from: '10001', to: '90001', linearFeet: 13 }
        : method === 'POST'
          ? {}
          : undefined;
    return signInRefusals(
      `${method} ${template}`,
      (c, id, cookie) => c.api.json(method, template.replace('{id}', String(id)), body, cookie),
      'staff',
    );
  }),
  ...paymentCases(),
  ...reservationCases(),
  ...movePaymentCases(),
  ...bookingPaymentCases(),
  ...moveMoneyCases(),
  ...shipmentCases(),
  ...dashboardTypeCases(),
  ...outboxCases(),
  ...moveStreamCases(),
  ...staffOperationCases(),
  ...placeMappingCases(),
  ...deliveryAppointmentCases(),
  ...moveEditCases(),
  ...calendarCases(),
  ...messagePreferencesCases(),
  ...surveyCases(),
  ...inspectionCases(),

  // Customer sign-up and the contact record (issue 11)
  {
    operation: 'POST /api/user/register',
    status: 202,
    what: 'a sign-up',
    send: (c) => post(c, '/api/user/register', { ...SIGN_UP, EmailAddress: 'newcomer@example.com' }),
  },
  {
    operation: 'POST /api/user/register',
    status: 400,
    what: 'a short password',
    send: (c) => post(c, '/api/user/register', { ...SIGN_UP, Password: 'short' }),
  },
  {
    operation: 'POST /api/user/register',
    status: 429,
    what: 'one sign-up too many for one email',
    async send(c) {
      for (let i = 0; ; i++) {
        const answer = await post(
          c,
          '/api/user/register',
          { ...SIGN_UP, EmailAddress: 'eager@example.com' },
          { 'x-forwarded-for': `203.0.113.${40 + i}` },
        );
        if (answer.status !== 202) return answer;
      }
    },
  },
  {
    operation: 'POST /api/user/register/verify',
    status: 200,
    what: 'the emailed code',
    async send(c) {
      await post(c, '/api/user/register', { ...SIGN_UP, EmailAddress: 'confirmed@example.com' });
      const Code = await signUpCode(c, 'confirmed@example.com');
      return post(c, '/api/user/register/verify', { EmailAddress: 'confirmed@example.com', Code });
    },
  },
  {
    operation: 'POST /api/user/register/verify',
    status: 400,
    what: 'a wrong code',
    send: (c) => post(c, '/api/user/register/verify', { EmailAddress: 'nobody@example.com', Code: '123456' }),
  },
  {
    operation: 'POST /api/user/register/verify',
    status: 429,
    what: 'one code try too many from one address',
    async send(c) {
      for (;;) {
        const answer = await post(
          c,
          '/api/user/register/verify',
          { EmailAddress: 'nobody@example.com', Code: '123456' },
          { 'x-forwarded-for': '203.0.113.39' },
        );
        if (answer.status !== 400) return answer;
      }
    },
  },
  {
    operation: 'POST /api/contacts/me',
    status: 200,
    what: 'a signed-in customer',
    send: (c) =>
      post(
        c,
        '/api/contacts/me',
        { FirstName: customer.firstName, LastName: customer.lastName, PhoneNumber: '8165550100' },
        c.customerCookie,
      ),
  },
  {
    operation: 'POST /api/contacts/me',
    status: 400,
    what: 'a phone number that is not 10 digits',
    send: (c) =>
      post(
        c,
        '/api/contacts/me',
        { FirstName: 'Pat', LastName: 'Mover', PhoneNumber: '555' },
        c.customerCookie,
      ),
  },
  {
    operation: 'POST /api/contacts/me',
    status: 401,
    what: 'nobody signed in',
    send: (c) =>
      post(c, '/api/contacts/me', { FirstName: 'Pat', LastName: 'Mover', PhoneNumber: '8165550100' }),
  },
  // Issue 11 schedule step (§2 X): the §7 move dates call, spot dates, appointment availability.
  {
    operation: 'POST /api/moves/move-dates',
    status: 200,
    what: 'the §7 In fields',
    send: (c) => post(c, '/api/moves/move-dates', { SpotDate: weekAhead(c), MoveType: 'DD', TransTime: 5 }),
  },
  {
    operation: 'POST /api/moves/move-dates',
    status: 400,
    what: 'no SpotDate',
    send: (c) => post(c, '/api/moves/move-dates', { MoveType: 'DD', TransTime: 5 }),
  },
  {
    operation: 'GET /api/moves/{id}/spot-dates',
    status: 200,
    what: 'a link token and two weeks',
    send: (c) =>
      get(c, `/api/moves/${c.quote.QuoteIdEncrypted}/spot-dates?from=${weekAhead(c)}&to=${weekAhead(c)}`),
  },
  {
    operation: 'GET /api/moves/{id}/spot-dates',
    status: 400,
    what: 'a date that does not exist',
    send: (c) => get(c, `/api/moves/${c.quote.QuoteIdEncrypted}/spot-dates?from=2026-02-30&to=2026-03-02`),
  },
  {
    operation: 'GET /api/moves/{id}/spot-dates',
    status: 404,
    what: 'a bare quote number to nobody',
    send: (c) => get(c, `/api/moves/${c.quote.QuoteId}/spot-dates?from=${weekAhead(c)}&to=${weekAhead(c)}`),
  },
  ...(['origin', 'destination'] as const).flatMap((end): Case[] => [
    {
      operation: `POST /api/appointments/{qid}/${end}/availability`,
      status: 200,
      what: 'a date',
      send: (c) =>
        post(c, `/api/appointments/${c.quote.QuoteIdEncrypted}/${end}/availability`, {
          apptObj: { Date: weekAhead(c) },
        }),
    },
    {
      operation: `POST /api/appointments/{qid}/${end}/availability`,
      status: 400,
      what: 'no apptObj',
      send: (c) => post(c, `/api/appointments/${c.quote.QuoteIdEncrypted}/${end}/availability`, {}),
    },
    {
      operation: `POST /api/appointments/{qid}/${end}/availability`,
      status: 404,
      what: 'a bare quote number to nobody',
      send: (c) =>
        post(c, `/api/appointments/${c.quote.QuoteId}/${end}/availability`, {
          apptObj: { Date: weekAhead(c) },
        }),
    },
  ]),
];

const RESERVE_KEY = 'idempotency-key';

/** A fresh quote of the demo customer, ready to reserve (started, both steps saved, a card saved). */
const ready = (c: Context): Promise<Ready> => readyToReserve(c.api.json, customer.email, c.customerCookie);

/** The demo customer's booked move (made once per app, by the first case that needs it). */
function booked(c: Context): Promise<Ready> {
  c.booked ??= ready(c).then(async (r) => {
    const answer = await reserve(c, r.body);
    if (answer.status !== 200) throw new Error(`reserve answered ${answer.status}`);
    return r;
  });
  return c.booked;
}

const reserve = (c: Context, body: Ready['body'], signedIn = true) =>
  post(c, `/api/moves/${body.QuoteId}/reserve`, body, {
    ...(signedIn ? c.customerCookie : {}),
    ...freshKey(),
  });

/** A fresh Idempotency-Key header. */
function freshKey(): Record<string, string> {
  return { [RESERVE_KEY]: crypto.randomUUID() };
}

/** A move the demo customer books now, of its own (the cases that change a move leave `booked` alone). */
async function bookNow(c: Context): Promise<number> {
  const r = await ready(c);
  const answer = await reserve(c, r.body);
  if (answer.status !== 200) throw new Error(`reserve answered ${answer.status}`);
  return r.quote.QuoteId;
}

/** Staff record each of `milestones` Completed on move `id`, in order. */
async function completeMilestones(c: Context, id: number, milestones: readonly string[]): Promise<void> {
  for (const Milestone of milestones) {
    const recorded = await post(
      c,
      `/api/staff/shipments/${id}/events`,
      { Milestone, Status: 'Completed' },
      { ...c.staffCookie, ...freshKey() },
    );
    if (recorded.status !== 200) throw new Error(`${Milestone} answered ${recorded.status}`);
  }
}

/** §7 POST moves/{id}/log-progress fields for step W. */
const progress = (QuoteId: number) => ({
  QuoteId,
  Revision: 1,
  Section: 'W',
  NextDaySpotAllowed: false,
  NextAvailableSpotDate: null,
  OriginStationNumber: 'NYC',
  StationCentralTimeDiff: 1,
  EquipType: 'Relocube',
  Device: 'desktop',
});

/** Issue 12: a move's payments (owner and staff) and the Transit charge (staff), each through its answers. */
function movePaymentCases(): Case[] {
  const paths = {
    mine: (id: number | string) => `/api/moves/${id}/payments`,
    staff: (id: number | string) => `/api/staff/moves/${id}/payments`,
    transit: (id: number | string) => `/api/staff/moves/${id}/transit`,
  };
  const ops = {
    mine: 'GET /api/moves/{id}/payments',
    staff: 'GET /api/staff/moves/{id}/payments',
    transit: 'POST /api/staff/moves/{id}/transit',
  };
  const method = (key: keyof typeof paths) => (key === 'transit' ? 'POST' : 'GET');
  const cases: Case[] = [
    {
      operation: ops.mine,
      status: 200,
      what: 'your booked move',
      send: async (c) =>
        c.api.json('GET', paths.mine((await booked(c)).quote.QuoteId), undefined, c.customerCookie),
    },
    ...moveIdRefusals(
      ops.mine,
      (c, id, cookie) => c.api.json('GET', paths.mine(id), undefined, cookie),
      'owner',
      'a quote that is not yours',
    ),
  ];
  for (const key of ['staff', 'transit'] as const) {
    const ask = (c: Context, id: number | string, cookie?: Record<string, string>) =>
      c.api.json(method(key), paths[key](id), undefined, cookie);
    cases.push(
      {
        operation: ops[key],
        status: 200,
        what: 'staff, for a booked move',
        send: async (c) => ask(c, (await booked(c)).quote.QuoteId, c.staffCookie),
      },
      ...moveIdRefusals(ops[key], ask, 'staff', 'a quote that is not booked'),
    );
  }
  return cases;
}

/**
 * Issue 12: booking with PayPal or Affirm (POST moves/{id}/paypal/orders, POST moves/{id}/affirm/checkouts,
 * GET moves/{id}/affirm/checkouts/{checkoutId}), §7 POST affirm/cancel, and the Transit charge of a move whose
 * Affirm loan was cancelled (409: no method to charge).
 */
function bookingPaymentCases(): Case[] {
  const orders = (id: number | string) => `/api/moves/${id}/paypal/orders`;
  const checkouts = (id: number | string) => `/api/moves/${id}/affirm/checkouts`;
  const order = 'POST /api/moves/{id}/paypal/orders';
  const open = 'POST /api/moves/{id}/affirm/checkouts';
  const state = 'GET /api/moves/{id}/affirm/checkouts/{checkoutId}';
  const approval = 'GET /api/moves/{id}/affirm/approval';
  const cancel = 'POST /api/affirm/cancel';
  const opened = async (c: Context, Method = 'AffirmVCN') => {
    const r = await ready(c);
    const answer = await post(
      c,
      checkouts(r.quote.QuoteId),
      { Method },
      { ...c.customerCookie, ...freshKey() },
    );
    return { r, checkoutId: (answer.body as { checkoutId: string }).checkoutId };
  };
  /** A button of the SANDBOX Affirm window (not an operation of the document). */
  const decide = (c: Context, checkoutId: string, decision: string) =>
    c.api.request('POST', `/api/sandbox/affirm/checkouts/${checkoutId}`, `decision=${decision}`, {
      ...c.customerCookie,
      'content-type': 'application/x-www-form-urlencoded',
    });
  return [
    {
      operation: order,
      status: 200,
      what: 'your move at its payment step',
      send: async (c) =>
        post(c, orders((await ready(c)).quote.QuoteId), undefined, { ...c.customerCookie, ...freshKey() }),
    },
    {
      operation: order,
      status: 400,
      what: 'no Idempotency-Key',
      send: async (c) => post(c, orders((await ready(c)).quote.QuoteId), undefined, c.customerCookie),
    },
    {
      operation: order,
      status: 401,
      what: 'nobody signed in',
      send: (c) => post(c, orders(c.quote.QuoteId), undefined, freshKey()),
    },
    {
      operation: order,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => post(c, orders(c.noEmail.QuoteId), undefined, { ...c.customerCookie, ...freshKey() }),
    },
    {
      operation: order,
      status: 409,
      what: 'a move already booked (QuoteCannotBeEdited)',
      send: async (c) =>
        post(c, orders((await booked(c)).quote.QuoteId), undefined, { ...c.customerCookie, ...freshKey() }),
    },
    {
      operation: open,
      status: 200,
      what: 'AffirmLite for your move at its payment step',
      send: async (c) =>
        post(
          c,
          checkouts((await ready(c)).quote.QuoteId),
          { Method: 'AffirmLite' },
          { ...c.customerCookie, ...freshKey() },
        ),
    },
    {
      operation: open,
      status: 400,
      what: 'a Method that is no Affirm flow',
      send: async (c) =>
        post(
          c,
          checkouts((await ready(c)).quote.QuoteId),
          { Method: 'CreditCard' },
          { ...c.customerCookie, ...freshKey() },
        ),
    },
    {
      operation: open,
      status: 401,
      what: 'nobody signed in',
      send: (c) => post(c, checkouts(c.quote.QuoteId), { Method: 'AffirmVCN' }, freshKey()),
    },
    {
      operation: open,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) =>
        post(
          c,
          checkouts(c.noEmail.QuoteId),
          { Method: 'AffirmVCN' },
          { ...c.customerCookie, ...freshKey() },
        ),
    },
    {
      operation: open,
      status: 409,
      what: 'a move already booked (QuoteCannotBeEdited)',
      send: async (c) =>
        post(
          c,
          checkouts((await booked(c)).quote.QuoteId),
          { Method: 'AffirmVCN' },
          { ...c.customerCookie, ...freshKey() },
        ),
    },
    {
      operation: state,
      status: 200,
      what: 'a checkout not applied for yet (Initial)',
      async send(c) {
        const { r, checkoutId } = await opened(c);
        return get(c, `${checkouts(r.quote.QuoteId)}/${checkoutId}`, c.customerCookie);
      },
    },
    {
      operation: state,
      status: 200,
      what: 'an approved loan (Success, with its saved card)',
      async send(c) {
        const { r, checkoutId } = await opened(c);
        await decide(c, checkoutId, 'approve');
        return get(c, `${checkouts(r.quote.QuoteId)}/${checkoutId}`, c.customerCookie);
      },
    },
    {
      operation: approval,
      status: 200,
      what: 'issue 27: the approved loan of your move, shown again after a reload',
      async send(c) {
        const { r, checkoutId } = await opened(c);
        await decide(c, checkoutId, 'approve');
        return get(c, `/api/moves/${r.quote.QuoteId}/affirm/approval`, c.customerCookie);
      },
    },
    {
      operation: approval,
      status: 400,
      what: 'a reference that is no number',
      send: (c) => get(c, '/api/moves/abc/affirm/approval', c.customerCookie),
    },
    {
      operation: approval,
      status: 401,
      what: 'nobody signed in',
      send: (c) => get(c, `/api/moves/${c.quote.QuoteId}/affirm/approval`),
    },
    {
      operation: approval,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => get(c, `/api/moves/${c.noEmail.QuoteId}/affirm/approval`, c.customerCookie),
    },
    {
      operation: state,
      status: 400,
      what: "a checkout id with a character no id has ('bad*id')",
      send: (c) => get(c, `${checkouts(c.quote.QuoteId)}/bad*id`, c.customerCookie),
    },
    {
      operation: state,
      status: 401,
      what: 'nobody signed in',
      send: (c) => get(c, `${checkouts(c.quote.QuoteId)}/chk_none`),
    },
    {
      operation: state,
      status: 404,
      what: 'a checkout that is not of your move',
      send: async (c) => get(c, `${checkouts((await ready(c)).quote.QuoteId)}/chk_none`, c.customerCookie),
    },
    {
      operation: cancel,
      status: 200,
      what: 'your checkout (HasCancelled)',
      send: async (c) =>
        post(c, '/api/affirm/cancel', { checkoutId: (await opened(c)).checkoutId }, c.customerCookie),
    },
    {
      operation: cancel,
      status: 400,
      what: 'an unknown field',
      send: (c) => post(c, '/api/affirm/cancel', { checkoutId: 'chk_none', loan: 1 }, c.customerCookie),
    },
    {
      operation: cancel,
      status: 401,
      what: 'nobody signed in',
      send: (c) => post(c, '/api/affirm/cancel', { checkoutId: 'chk_none' }),
    },
    {
      operation: cancel,
      status: 404,
      what: 'a checkout that does not exist',
      send: (c) => post(c, '/api/affirm/cancel', { checkoutId: 'chk_none' }, c.customerCookie),
    },
    {
      operation: cancel,
      status: 409,
      what: 'a declined application (CancellationFailed, NotApproved)',
      async send(c) {
        const { checkoutId } = await opened(c);
        await decide(c, checkoutId, 'decline');
        return post(c, '/api/affirm/cancel', { checkoutId }, c.customerCookie);
      },
    },
    {
      operation: 'POST /api/staff/moves/{id}/transit',
      status: 409,
      what: 'a move whose Affirm loan was cancelled: no method to charge',
      async send(c) {
        const { r, checkoutId } = await opened(c, 'AffirmLite');
        await decide(c, checkoutId, 'approve');
        const read = await get(c, `${checkouts(r.quote.QuoteId)}/${checkoutId}`, c.customerCookie);
        const entry = (read.body as { ReservePaymentMethod: unknown }).ReservePaymentMethod;
        const reserved = await reserve(c, {
          ...r.body,
          Details: { PaymentMethods: [entry] },
        } as Ready['body']);
        if (reserved.status !== 200) throw new Error(`reserve answered ${reserved.status}`);
        await post(c, '/api/affirm/cancel', { checkoutId }, c.customerCookie);
        return post(c, `/api/staff/moves/${r.quote.QuoteId}/transit`, undefined, c.staffCookie);
      },
    },
  ];
}

/** Issue 14: the signed-in customer's message choices and the email's unsubscribe link, through their answers. */
function messagePreferencesCases(): Case[] {
  const prefs = '/api/notifications/preferences';
  const link = (path: string, token: string) => `/api/notifications/${path}?token=${token}`;
  const oneClick = (c: Context, token: string) =>
    c.api.json('POST', link('unsubscribe', token), 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
  /** Signed, then cut short (as a mail program that wraps a long line may do). */
  const cut = () => unsubscribeToken('pat@example.com').slice(0, -4);
  return [
    {
      operation: `GET ${prefs}`,
      status: 200,
      what: 'the signed-in customer',
      send: (c) => get(c, prefs, c.customerCookie),
    },
    { operation: `GET ${prefs}`, status: 401, what: 'nobody signed in', send: (c) => get(c, prefs) },
    {
      operation: `PUT ${prefs}`,
      status: 200,
      what: 'texts off and surveys off',
      send: (c) => c.api.json('PUT', prefs, { SmsEnabled: false, OptedOut: ['survey'] }, c.customerCookie),
    },
    {
      operation: `PUT ${prefs}`,
      status: 400,
      what: 'a transactional category (cannot be turned off)',
      send: (c) => c.api.json('PUT', prefs, { SmsEnabled: true, OptedOut: ['booking'] }, c.customerCookie),
    },
    {
      operation: `PUT ${prefs}`,
      status: 401,
      what: 'nobody signed in',
      send: (c) => c.api.json('PUT', prefs, { SmsEnabled: true, OptedOut: [] }),
    },
    {
      operation: 'GET /api/notifications/unsubscribe',
      status: 200,
      what: "a tips email's link",
      send: (c) => get(c, link('unsubscribe', unsubscribeToken('pat@example.com'))),
    },
    {
      operation: 'GET /api/notifications/unsubscribe',
      status: 400,
      what: 'no token',
      send: (c) => get(c, '/api/notifications/unsubscribe'),
    },
    {
      operation: 'GET /api/notifications/unsubscribe',
      status: 404,
      what: 'a token cut short',
      send: (c) => get(c, link('unsubscribe', cut())),
    },
    {
      operation: 'POST /api/notifications/unsubscribe',
      status: 200,
      what: 'the RFC 8058 one-click POST of a booking email (turns every optional category off)',
      send: (c) => oneClick(c, unsubscribeToken('pat@example.com', 'booking')),
    },
    {
      operation: 'POST /api/notifications/unsubscribe',
      status: 400,
      what: 'a token with characters no token has',
      send: (c) => oneClick(c, 'not%20a%20token'),
    },
    {
      operation: 'POST /api/notifications/unsubscribe',
      status: 404,
      what: 'a token cut short',
      send: (c) => oneClick(c, cut()),
    },
    {
      operation: 'POST /api/notifications/resubscribe',
      status: 200,
      what: 'undo of what a booking link turned off',
      send: (c) =>
        post(
          c,
          `${link('resubscribe', unsubscribeToken('pat@example.com', 'booking'))}&only=survey,tips`,
          undefined,
        ),
    },
    {
      operation: 'POST /api/notifications/resubscribe',
      status: 400,
      what: 'only= naming something that is not a switch',
      send: (c) =>
        post(c, `${link('resubscribe', unsubscribeToken('pat@example.com'))}&only=booking`, undefined),
    },
    {
      operation: 'POST /api/notifications/resubscribe',
      status: 404,
      what: 'a token cut short',
      send: (c) => post(c, link('resubscribe', cut()), undefined),
    },
  ];
}

/** Issue 15: the insect inspection tool's lookup, form and owner's view, through their answers. */
function inspectionCases(): Case[] {
  const lookup = 'POST /api/inspection/lookup';
  const submit = 'POST /api/inspection/form';
  const view = 'GET /api/moves/{id}/inspection';
  /** One move of its own per server for the cases that sign its form (New York to Los Angeles: §4 Required). */
  const signed = new WeakMap<Context, Promise<number>>();
  const signedMove = (c: Context) => {
    const move =
      signed.get(c) ?? bookedMove(c.api.json, customer.email, c.customerCookie).then((m) => m.quote.QuoteId);
    signed.set(c, move);
    return move;
  };
  const id = async (c: Context) => (await booked(c)).quote.QuoteId;
  const form = (c: Context, ReferenceNumber: number, over: Record<string, unknown> = {}) => ({
    ReferenceNumber: String(ReferenceNumber),
    EmailAddress: customer.email,
    ItemsChecked: ['grills'],
    NoOutdoorItems: false,
    SignerName: 'Casey Demo',
    Agreed: true,
    DateSigned: c.api.clock.today(),
    ...over,
  });
  /** Lookups that find nothing from one address until it must wait (the lookups' throttle). */
  const throttled = async (c: Context, address: string) => {
    const from = { 'x-forwarded-for': address };
    for (;;) {
      const answer = await post(
        c,
        '/api/inspection/lookup',
        { ReferenceNumber: '9999999', EmailAddress: 'guess@example.com' },
        from,
      );
      if (answer.status !== 404) return from;
    }
  };
  return [
    {
      operation: lookup,
      status: 200,
      what: 'the reference number and email of a booked move',
      send: async (c) =>
        post(c, '/api/inspection/lookup', {
          ReferenceNumber: String(await id(c)),
          EmailAddress: customer.email,
        }),
    },
    {
      operation: lookup,
      status: 400,
      what: 'a reference number with letters',
      send: (c) =>
        post(c, '/api/inspection/lookup', { ReferenceNumber: 'abc', EmailAddress: customer.email }),
    },
    {
      operation: lookup,
      status: 404,
      what: 'another email',
      send: async (c) =>
        post(c, '/api/inspection/lookup', {
          ReferenceNumber: String(await id(c)),
          EmailAddress: 'x@example.com',
        }),
    },
    {
      operation: lookup,
      status: 429,
      what: 'one lookup too many that found nothing, from one address',
      send: async (c) =>
        post(
          c,
          '/api/inspection/lookup',
          { ReferenceNumber: '9999999', EmailAddress: 'guess@example.com' },
          await throttled(c, '203.0.113.61'),
        ),
    },
    {
      operation: submit,
      status: 200,
      what: 'the signed checklist',
      send: async (c) => post(c, '/api/inspection/form', form(c, await signedMove(c))),
    },
    {
      operation: submit,
      status: 400,
      what: 'the agreement not ticked',
      send: async (c) => post(c, '/api/inspection/form', form(c, await id(c), { Agreed: false })),
    },
    {
      operation: submit,
      status: 404,
      what: 'another email',
      send: async (c) =>
        post(c, '/api/inspection/form', form(c, await id(c), { EmailAddress: 'x@example.com' })),
    },
    {
      operation: submit,
      status: 409,
      what: 'a second form (the first one stands)',
      async send(c) {
        const move = await signedMove(c);
        await post(c, '/api/inspection/form', form(c, move));
        return post(c, '/api/inspection/form', form(c, move, { SignerName: 'Someone Else' }));
      },
    },
    {
      operation: submit,
      status: 429,
      what: 'a form from an address that must wait',
      send: async (c) =>
        post(c, '/api/inspection/form', form(c, await id(c)), await throttled(c, '203.0.113.62')),
    },
    {
      operation: view,
      status: 200,
      what: 'the owner',
      send: async (c) => get(c, `/api/moves/${await id(c)}/inspection`, c.customerCookie),
    },
    {
      operation: view,
      status: 400,
      what: "an id that is not a number ('abc')",
      send: (c) => get(c, '/api/moves/abc/inspection', c.customerCookie),
    },
    {
      operation: view,
      status: 401,
      what: 'nobody signed in',
      send: async (c) => get(c, `/api/moves/${await id(c)}/inspection`),
    },
    {
      operation: view,
      status: 404,
      what: 'a move of no one’s',
      send: (c) => get(c, '/api/moves/9999999/inspection', c.customerCookie),
    },
  ];
}

/** Issue 13: a booked move's calendar files (.ics), owner only, through their answers. */
function calendarCases(): Case[] {
  const one = 'GET /api/moves/{id}/calendar/{Milestone}.ics';
  const all = 'GET /api/moves/{id}/calendar.ics';
  const fetchFile = async (c: Context, path: string, headers?: Record<string, string>) => ({
    status: (await c.api.request('GET', path, undefined, headers ?? {})).status,
  });
  const id = async (c: Context) => (await booked(c)).quote.QuoteId;
  return [
    {
      operation: one,
      status: 200,
      what: "your booked move's drop-off",
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar/DropOff.ics`, c.customerCookie),
    },
    {
      operation: one,
      status: 400,
      what: 'a milestone that does not exist',
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar/Teleport.ics`, c.customerCookie),
    },
    {
      operation: one,
      status: 401,
      what: 'nobody signed in',
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar/DropOff.ics`),
    },
    {
      operation: one,
      status: 404,
      what: 'a milestone that never had dates (Storage on a move without storage)',
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar/Storage.ics`, c.customerCookie),
    },
    {
      operation: all,
      status: 200,
      what: 'every dated milestone of your booked move',
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar.ics`, c.customerCookie),
    },
    {
      operation: all,
      status: 400,
      what: "an id that is not a number ('abc')",
      send: (c) => fetchFile(c, '/api/moves/abc/calendar.ics', c.customerCookie),
    },
    {
      operation: all,
      status: 401,
      what: 'nobody signed in',
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar.ics`),
    },
    {
      operation: all,
      status: 404,
      what: 'staff (owner only)',
      send: async (c) => fetchFile(c, `/api/moves/${await id(c)}/calendar.ics`, c.staffCookie),
    },
  ];
}

/** Issue 13: §7 POST moves/edit/{id} through its answers, each on a move of its own. */
function moveEditCases(): Case[] {
  const op = 'POST /api/moves/edit/{id}';
  const book = (c: Context) => bookedMove(c.api.json, customer.email, c.customerCookie);
  const edit = (c: Context, id: number | string, body: unknown, signedIn = true) =>
    post(c, `/api/moves/edit/${id}`, body, signedIn ? c.customerCookie : undefined);
  return [
    {
      operation: op,
      status: 200,
      what: 'a preview of a higher liability coverage on your booked move',
      async send(c) {
        const move = await book(c);
        return edit(
          c,
          move.quote.QuoteId,
          moveEditBody(move, { Location: { ...move.location, Liability: 75 } }, false),
        );
      },
    },
    {
      operation: op,
      status: 400,
      what: 'a body without Confirm',
      send: (c) => edit(c, c.quote.QuoteId, { Revision: 1 }),
    },
    {
      operation: op,
      status: 401,
      what: 'nobody signed in',
      send: (c) => edit(c, c.quote.QuoteId, { Revision: 1, Confirm: false }, false),
    },
    {
      operation: op,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => edit(c, c.noEmail.QuoteId, { Revision: 1, Confirm: false, Equipment: { LinearFeet: 10 } }),
    },
    {
      operation: op,
      status: 409,
      what: "an older revision: 'WrongRevisionError (MyMove)'",
      async send(c) {
        const move = await book(c);
        return edit(
          c,
          move.quote.QuoteId,
          moveEditBody(move, { Equipment: { LinearFeet: 10 } }, true, move.quote.Revision - 1),
        );
      },
    },
  ];
}

/** Issue 13: PUT staff/moves/{id}/dashboard-type (§3 DashboardType), staff only, through its answers. */
function dashboardTypeCases(): Case[] {
  const operation = 'PUT /api/staff/moves/{id}/dashboard-type';
  const put = (c: Context, id: number | string, body: unknown, headers?: Record<string, string>) =>
    c.api.json('PUT', `/api/staff/moves/${id}/dashboard-type`, body, headers);
  const full = { DashboardType: null };
  return [
    {
      operation,
      status: 200,
      what: 'staff make a booked move full (it already is: nothing changes)',
      send: async (c) => put(c, (await booked(c)).quote.QuoteId, full, c.staffCookie),
    },
    {
      operation,
      status: 400,
      what: 'a type that is not a §3 DashboardType',
      send: (c) => put(c, c.quote.QuoteId, { DashboardType: 'half-limited' }, c.staffCookie),
    },
    {
      operation,
      status: 401,
      what: 'nobody signed in',
      send: (c) => put(c, c.quote.QuoteId, full),
    },
    {
      operation,
      status: 403,
      what: 'a customer (not staff)',
      send: (c) => put(c, c.quote.QuoteId, full, c.customerCookie),
    },
    {
      operation,
      status: 404,
      what: 'a quote that is not booked',
      send: (c) => put(c, c.noEmail.QuoteId, full, c.staffCookie),
    },
  ];
}

/** Issue 15: an indirect mapping request as the form sends it. */
const PLACE_REQUEST = {
  PlaceName: 'Conformance Hollow',
  NearCity: 'Denver',
  NearState: 'CO',
  NearZip: '80202',
  EmailAddress: 'conformance@example.com',
};

/** Issue 15: the indirect mapping form, its status by link, staff's review, and the budget-flow referrers. */
function placeMappingCases(): Case[] {
  const request = 'POST /api/place-mappings';
  const view = 'GET /api/place-mappings/{token}';
  const list = 'GET /api/staff/place-mappings';
  const decide = 'POST /api/staff/place-mappings/{id}/decision';
  const arrive = 'POST /api/referrals/arrivals';
  const count = 'GET /api/staff/referrals';
  /** A new Pending request's id and token. */
  const pending = async (c: Context, PlaceName: string) => {
    const sent = await c.api.json<{ PlaceMapping: { Token: string } }>('POST', '/api/place-mappings', {
      ...PLACE_REQUEST,
      PlaceName,
      EmailAddress: `${PlaceName.replace(/\W/g, '').toLowerCase()}@example.com`,
    });
    const listed = await c.api.json<{ PlaceMappings: Array<{ Id: number; PlaceName: string }> }>(
      'GET',
      '/api/staff/place-mappings?limit=200',
      undefined,
      c.staffCookie,
    );
    const id = listed.body.PlaceMappings.find((m) => m.PlaceName === PlaceName)?.Id ?? 0;
    return { id, token: sent.body.PlaceMapping.Token };
  };
  return [
    {
      operation: request,
      status: 201,
      what: 'a new request',
      send: (c) => post(c, '/api/place-mappings', PLACE_REQUEST),
    },
    {
      operation: request,
      status: 200,
      what: 'the same request again',
      async send(c) {
        await post(c, '/api/place-mappings', { ...PLACE_REQUEST, PlaceName: 'Twice Hollow' });
        return post(c, '/api/place-mappings', { ...PLACE_REQUEST, PlaceName: 'Twice Hollow' });
      },
    },
    {
      operation: request,
      status: 400,
      what: 'a place the search already knows',
      send: (c) => post(c, '/api/place-mappings', { ...PLACE_REQUEST, PlaceName: 'Denver' }),
    },
    {
      operation: request,
      status: 429,
      what: 'one request too many waiting for one address',
      async send(c) {
        for (let i = 0; ; i++) {
          const answer = await post(c, '/api/place-mappings', {
            ...PLACE_REQUEST,
            PlaceName: `Busy Hollow ${'abcdefgh'[i]}`,
            EmailAddress: 'busy@example.com',
          });
          if (answer.status !== 201) return answer;
        }
      },
    },
    {
      operation: view,
      status: 200,
      what: 'a request by its link',
      send: async (c) => get(c, `/api/place-mappings/${(await pending(c, 'Linked Hollow')).token}`),
    },
    {
      operation: view,
      status: 400,
      what: 'a link too long to be one',
      send: (c) => get(c, `/api/place-mappings/${'C'.repeat(65)}`),
    },
    {
      operation: view,
      status: 404,
      what: 'a link that names no request',
      send: (c) => get(c, `/api/place-mappings/${'B'.repeat(22)}`),
    },
    {
      operation: list,
      status: 200,
      what: 'staff, every status',
      send: (c) => get(c, '/api/staff/place-mappings?status=all&limit=5', c.staffCookie),
    },
    {
      operation: list,
      status: 400,
      what: 'an unknown status',
      send: (c) => get(c, '/api/staff/place-mappings?status=Later', c.staffCookie),
    },
    ...signInRefusals(list, (c, _id, cookie) => get(c, '/api/staff/place-mappings', cookie), 'staff'),
    {
      operation: decide,
      status: 200,
      what: 'staff confirm a request',
      send: async (c) =>
        post(
          c,
          `/api/staff/place-mappings/${(await pending(c, 'Confirmed Hollow')).id}/decision`,
          { Decision: 'Confirm' },
          c.staffCookie,
        ),
    },
    {
      operation: decide,
      status: 400,
      what: 'a reject without a note',
      send: async (c) =>
        post(
          c,
          `/api/staff/place-mappings/${(await pending(c, 'Noteless Hollow')).id}/decision`,
          { Decision: 'Reject' },
          c.staffCookie,
        ),
    },
    ...signInRefusals(
      decide,
      (c, _id, cookie) => post(c, '/api/staff/place-mappings/1/decision', { Decision: 'Confirm' }, cookie),
      'staff',
    ),
    {
      operation: decide,
      status: 404,
      what: 'no such request',
      send: (c) =>
        post(c, '/api/staff/place-mappings/999999/decision', { Decision: 'Confirm' }, c.staffCookie),
    },
    {
      operation: decide,
      status: 409,
      what: 'a request decided twice',
      async send(c) {
        const { id } = await pending(c, 'Twice Decided Hollow');
        await post(c, `/api/staff/place-mappings/${id}/decision`, { Decision: 'Confirm' }, c.staffCookie);
        return post(c, `/api/staff/place-mappings/${id}/decision`, { Decision: 'Confirm' }, c.staffCookie);
      },
    },
    {
      operation: arrive,
      status: 200,
      what: 'a visitor from PACKRATWEB',
      send: (c) => post(c, '/api/referrals/arrivals', { Referrer: 'packratweb', Page: '/' }),
    },
    {
      operation: arrive,
      status: 400,
      what: 'an unknown referrer',
      send: (c) => post(c, '/api/referrals/arrivals', { Referrer: 'OTHERWEB', Page: '/' }),
    },
    {
      operation: count,
      status: 200,
      what: 'staff, since a day',
      send: (c) => get(c, '/api/staff/referrals?since=2026-11-01', c.staffCookie),
    },
    {
      operation: count,
      status: 400,
      what: 'a date that is not one',
      send: (c) => get(c, '/api/staff/referrals?since=soon', c.staffCookie),
    },
    ...signInRefusals(count, (c, _id, cookie) => get(c, '/api/staff/referrals', cookie), 'staff'),
  ];
}

/** An admin's session (issue 26: the accounts and the backup are an admin's), made once per app. */
const adminSessions = new WeakMap<Context, Promise<Record<string, string>>>();
function adminCookie(c: Context): Promise<Record<string, string>> {
  let made = adminSessions.get(c);
  if (!made) {
    made = (async () => {
      const email = 'conformance-admin@example.com';
      const password = 'Granite meadow violin 64!';
      const added = await new AddUser({
        users: new PgUserRepository(c.api.server.database.db),
        hasher: new ScryptPasswordHasher(TEST_SCRYPT),
        clock: c.api.clock,
      }).execute({ email, role: 'admin', password });
      if (added.isErr()) throw new Error(`the admin could not be added: ${added.error.kind}`);
      const answer = await post(
        c,
        '/api/user/login',
        { email, password },
        { 'x-forwarded-for': '198.51.100.3' },
      );
      return { cookie: `relomove_session=${sessionOf(answer.headers)}` };
    })();
    adminSessions.set(c, made);
  }
  return made;
}

/** A streamed answer (JSON lines), read whole so the checker sees every line. */
async function streamed(
  c: Context,
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const response = await c.api.request(method, path, body, headers);
  await response.text();
  return { status: response.status };
}

/**
 * Issue 26: the reconcile and the re-pricing of every open quote (staff), the accounts and the streamed
 * backup (an admin, or the operator token).
 */
function staffOperationCases(): Case[] {
  const reconcile = 'GET /api/staff/payments/reconcile';
  const recomputeAll = 'POST /api/staff/quotes/recompute-all';
  const listUsers = 'GET /api/admin/users';
  const addUser = 'POST /api/admin/users';
  const backup = 'GET /api/admin/backup';
  const account = (email: string, password = 'Amber tidepool signal 38?') => ({
    email,
    role: 'staff',
    password,
  });
  return [
    {
      operation: reconcile,
      status: 200,
      what: 'staff',
      send: (c) => get(c, '/api/staff/payments/reconcile', c.staffCookie),
    },
    ...signInRefusals(
      reconcile,
      (c, _id, cookie) => get(c, '/api/staff/payments/reconcile', cookie),
      'staff',
    ),
    {
      operation: recomputeAll,
      status: 200,
      what: 'staff, a preview since a day (progress lines, then the result)',
      send: (c) =>
        streamed(c, 'POST', '/api/staff/quotes/recompute-all', { since: '2026-01-01' }, c.staffCookie),
    },
    {
      operation: recomputeAll,
      status: 400,
      what: 'a since that is no date, and a save without a reason',
      send: (c) =>
        post(
          c,
          '/api/staff/quotes/recompute-all',
          { since: '2026-02-30', save: { reason: ' ' } },
          c.staffCookie,
        ),
    },
    ...signInRefusals(
      recomputeAll,
      (c, _id, cookie) => post(c, '/api/staff/quotes/recompute-all', {}, cookie),
      'staff',
    ),
    {
      operation: listUsers,
      status: 200,
      what: 'an admin',
      send: async (c) => get(c, '/api/admin/users', await adminCookie(c)),
    },
    { operation: listUsers, status: 401, what: 'nobody signed in', send: (c) => get(c, '/api/admin/users') },
    {
      operation: listUsers,
      status: 403,
      what: 'staff, not an admin',
      send: (c) => get(c, '/api/admin/users', c.staffCookie),
    },
    {
      operation: addUser,
      status: 200,
      what: 'an admin, a staff account',
      send: async (c) =>
        post(c, '/api/admin/users', account('conformance-desk@example.com'), await adminCookie(c)),
    },
    {
      operation: addUser,
      status: 400,
      what: 'a password too short and a role that is none',
      send: async (c) =>
        post(
          c,
          '/api/admin/users',
          { email: 'x@example.com', role: 'boss', password: 'short' },
          await adminCookie(c),
        ),
    },
    {
      operation: addUser,
      status: 409,
      what: 'an email in use',
      send: async (c) => post(c, '/api/admin/users', account(staff.email), await adminCookie(c)),
    },
    {
      operation: addUser,
      status: 401,
      what: 'nobody signed in',
      send: (c) => post(c, '/api/admin/users', account('nobody@example.com')),
    },
    {
      operation: addUser,
      status: 403,
      what: 'a customer',
      send: (c) => post(c, '/api/admin/users', account('customer-made@example.com'), c.customerCookie),
    },
    {
      operation: backup,
      status: 200,
      what: 'an admin (the backup, one JSON object a line)',
      send: async (c) => streamed(c, 'GET', '/api/admin/backup', undefined, await adminCookie(c)),
    },
    { operation: backup, status: 401, what: 'nobody signed in', send: (c) => get(c, '/api/admin/backup') },
    {
      operation: backup,
      status: 403,
      what: 'staff, not an admin',
      send: (c) => get(c, '/api/admin/backup', c.staffCookie),
    },
  ];
}

/** Issue 14: the staff outbox (GET staff/outbox) and a booked move's message log (GET moves/{id}/messages). */
function outboxCases(): Case[] {
  const outbox = 'GET /api/staff/outbox';
  const log = 'GET /api/moves/{id}/messages';
  return [
    {
      operation: outbox,
      status: 200,
      what: 'staff, filtered by recipient and move',
      send: (c) =>
        get(c, `/api/staff/outbox?to=${encodeURIComponent(customer.email)}&ref=${c.quote.QuoteId}&limit=5`, {
          ...c.staffCookie,
        }),
    },
    {
      operation: outbox,
      status: 400,
      what: 'a limit over 500 and a reference that is not a number',
      send: (c) => get(c, '/api/staff/outbox?limit=501&ref=abc', c.staffCookie),
    },
    ...signInRefusals(outbox, (c, _id, cookie) => get(c, '/api/staff/outbox', cookie), 'staff'),
    {
      operation: log,
      status: 200,
      what: 'the owner of a booked move',
      send: async (c) => get(c, `/api/moves/${(await booked(c)).quote.QuoteId}/messages`, c.customerCookie),
    },
    {
      operation: log,
      status: 400,
      what: 'a reference that is not a number',
      send: (c) => get(c, '/api/moves/abc/messages', c.customerCookie),
    },
    {
      operation: log,
      status: 401,
      what: 'nobody signed in',
      send: (c) => get(c, `/api/moves/${c.quote.QuoteId}/messages`),
    },
    {
      operation: log,
      status: 404,
      what: 'a quote that is not booked',
      send: (c) => get(c, `/api/moves/${c.noEmail.QuoteId}/messages`, c.customerCookie),
    },
  ];
}

/** Issue 28: a booked move's changes as server-sent events (GET moves/{id}/stream). */
function moveStreamCases(): Case[] {
  const stream = 'GET /api/moves/{id}/stream';
  return [
    {
      operation: stream,
      status: 200,
      what: 'the owner of a booked move (the stream is closed at once)',
      send: async (c) => {
        const id = (await booked(c)).quote.QuoteId;
        const answer = await c.api.request('GET', `/api/moves/${id}/stream`, undefined, c.customerCookie);
        await answer.body?.cancel();
        return answer;
      },
    },
    {
      operation: stream,
      status: 400,
      what: 'a Last-Event-ID that is not an event id',
      send: (c) =>
        get(c, `/api/moves/${c.quote.QuoteId}/stream`, { ...c.customerCookie, 'last-event-id': 'later' }),
    },
    {
      operation: stream,
      status: 401,
      what: 'nobody signed in',
      send: (c) => get(c, `/api/moves/${c.quote.QuoteId}/stream`),
    },
    {
      operation: stream,
      status: 404,
      what: 'a quote that is not booked',
      send: (c) => get(c, `/api/moves/${c.noEmail.QuoteId}/stream`, c.customerCookie),
    },
  ];
}

/**
 * Issue 13: GET shipments/{id} (owner and staff), and the staff endpoints that record an event and run the
 * SANDBOX carrier feed, each through its answers, each recording on a move of its own.
 */
function shipmentCases(): Case[] {
  const view = 'GET /api/shipments/{id}';
  const events = 'POST /api/staff/shipments/{id}/events';
  const simulate = 'POST /api/staff/shipments/{id}/simulate';
  const record = (c: Context, id: number | string, body: unknown, cookie?: Record<string, string>) =>
    post(c, `/api/staff/shipments/${id}/events`, body, { ...(cookie ?? {}), ...freshKey() });
  const started = { Milestone: 'DropOff', Status: 'Started' };
  const pickup = 'POST /api/shipments/{id}/{target}/pickup';
  const PICKUP_BODY = { PickupDate: '2026-12-02', ServiceDays: [1, 2, 3, 4, 5], ServiceCenterHolidays: [] };
  const requestPickup = (c: Context, id: number | string, body: unknown, cookie?: Record<string, string>) =>
    post(c, `/api/shipments/${id}/origin/pickup`, body, { ...(cookie ?? {}), ...freshKey() });
  /** A move booked now whose equipment staff have just dropped off. */
  const droppedOff = async (c: Context) => {
    const id = await bookNow(c);
    const done = await record(c, id, { Milestone: 'DropOff', Status: 'Completed' }, c.staffCookie);
    if (done.status !== 200) throw new Error(`drop-off answered ${done.status}`);
    return id;
  };
  const cases: Case[] = [
    {
      operation: view,
      status: 200,
      what: 'your booked move',
      send: async (c) => get(c, `/api/shipments/${(await booked(c)).quote.QuoteId}`, c.customerCookie),
    },
    {
      operation: view,
      status: 400,
      what: "an id that is not a number ('abc')",
      send: (c) => get(c, '/api/shipments/abc', c.customerCookie),
    },
    {
      operation: view,
      status: 401,
      what: 'nobody signed in',
      send: (c) => get(c, `/api/shipments/${c.quote.QuoteId}`),
    },
    {
      operation: view,
      status: 404,
      what: 'a quote that is not booked',
      send: (c) => get(c, `/api/shipments/${c.noEmail.QuoteId}`, c.staffCookie),
    },
    {
      operation: events,
      status: 200,
      what: 'staff record the drop-off starting on a booked move',
      send: async (c) => record(c, await bookNow(c), started, c.staffCookie),
    },
    {
      operation: events,
      status: 400,
      what: 'a status that is not one of the event statuses',
      send: (c) => record(c, c.quote.QuoteId, { ...started, Status: 'Teleported' }, c.staffCookie),
    },
    ...signInRefusals(events, (c, id, cookie) => record(c, id, started, cookie), 'staff'),
    {
      operation: events,
      status: 404,
      what: 'a quote that is not booked',
      send: (c) => record(c, c.noEmail.QuoteId, started, c.staffCookie),
    },
    {
      operation: events,
      status: 409,
      what: 'a delivery completed before the drop-off (refused by the shipment)',
      send: async (c) =>
        record(c, await bookNow(c), { Milestone: 'Delivery', Status: 'Completed' }, c.staffCookie),
    },
    // Issue 13: §7 POST shipments/{qId}/{target}/pickup, the owner's pickup request.
    {
      operation: pickup,
      status: 200,
      what: 'the owner asks for the first day offered once the equipment is dropped off',
      async send(c) {
        const id = await droppedOff(c);
        const shipment = await get(c, `/api/shipments/${id}`, c.customerCookie);
        const first = (shipment.body as { Pickup: { Dates: Array<{ PickupDate: string }> } }).Pickup.Dates[0];
        return requestPickup(c, id, { PickupDate: first?.PickupDate }, c.customerCookie);
      },
    },
    {
      operation: pickup,
      status: 400,
      what: "a target that is not 'origin', and a date that is not a date",
      async send(c) {
        const target = await post(c, `/api/shipments/${c.quote.QuoteId}/destination/pickup`, PICKUP_BODY, {
          ...c.customerCookie,
          ...freshKey(),
        });
        if (target.status !== 400) throw new Error(`target answered ${target.status}`);
        return requestPickup(c, c.quote.QuoteId, { PickupDate: '2026-02-30' }, c.customerCookie);
      },
    },
    {
      operation: pickup,
      status: 401,
      what: 'nobody signed in',
      send: (c) => requestPickup(c, c.quote.QuoteId, PICKUP_BODY),
    },
    {
      operation: pickup,
      status: 404,
      what: "a quote that is not booked, and staff (the owner's request only)",
      async send(c) {
        const staff = await requestPickup(c, await droppedOff(c), PICKUP_BODY, c.staffCookie);
        if (staff.status !== 404) throw new Error(`staff answered ${staff.status}`);
        return requestPickup(c, c.noEmail.QuoteId, PICKUP_BODY, c.customerCookie);
      },
    },
    {
      operation: pickup,
      status: 409,
      what: 'before the drop-off: too early to request online (EditNotAllowed)',
      send: async (c) => requestPickup(c, await bookNow(c), PICKUP_BODY, c.customerCookie),
    },
    {
      operation: simulate,
      status: 200,
      what: 'staff run the SANDBOX feed on a booked move',
      send: async (c) =>
        post(c, `/api/staff/shipments/${await bookNow(c)}/simulate`, undefined, c.staffCookie),
    },
    ...moveIdRefusals(
      simulate,
      (c, id, cookie) => post(c, `/api/staff/shipments/${id}/simulate`, undefined, cookie),
      'staff',
      'a quote that is not booked',
    ),
    {
      operation: simulate,
      status: 409,
      what: 'a cancelled reservation (its shipment takes no events)',
      async send(c) {
        const id = await bookNow(c);
        const move = await get(c, `/api/moves/${id}`, c.customerCookie);
        const Revision = (move.body as { reservation: { Revision: number } }).reservation.Revision;
        const cancelled = await post(
          c,
          `/api/moves/${id}/cancel`,
          { Revision },
          { ...c.customerCookie, ...freshKey() },
        );
        if (cancelled.status !== 200) throw new Error(`cancel answered ${cancelled.status}`);
        return post(c, `/api/staff/shipments/${id}/simulate`, undefined, c.staffCookie);
      },
    },
  ];
  return cases;
}

/**
 * Issue 13 delivery tool: GET appointments/delivery/{id} and §7 POST appointments/delivery through their
 * answers, each booking on a move of its own advanced by staff into Transit (charged then).
 */
function deliveryAppointmentCases(): Case[] {
  const view = 'GET /api/appointments/delivery/{id}';
  const book = 'POST /api/appointments/delivery';
  const inTransit = async (c: Context) => {
    const id = await bookNow(c);
    await completeMilestones(c, id, ['DropOff', 'CustomerLoading', 'OriginPickup']);
    const now = await get(c, `/api/appointments/delivery/${id}`, c.customerCookie);
    const dates = (now.body as { DeliveryAppointment: { Dates: string[] } }).DeliveryAppointment.Dates;
    return { id, date: dates[0] ?? '2026-12-21' };
  };
  const slot = { AppointmentWindow: 'TwoHourWindow', EarlyTime: '1000', LateTime: '1200' };
  const send = (c: Context, body: unknown, cookie?: Record<string, string>) =>
    post(c, '/api/appointments/delivery', body, { ...(cookie ?? {}), ...freshKey() });
  return [
    {
      operation: view,
      status: 200,
      what: 'your booked move',
      send: async (c) => get(c, `/api/appointments/delivery/${await bookNow(c)}`, c.customerCookie),
    },
    ...moveIdRefusals(
      view,
      (c, id, cookie) => get(c, `/api/appointments/delivery/${id}`, cookie),
      'owner',
      'a quote that is not booked',
    ),
    {
      operation: book,
      status: 200,
      what: 'a two-hour delivery window on a move in transit, paid',
      async send(c) {
        const { id, date } = await inTransit(c);
        return send(c, { QuoteId: id, Date: date, ...slot }, c.customerCookie);
      },
    },
    {
      operation: book,
      status: 400,
      what: 'a date that is not a date',
      send: (c) => send(c, { QuoteId: c.quote.QuoteId, Date: 'soon', ...slot }, c.customerCookie),
    },
    {
      operation: book,
      status: 401,
      what: 'nobody signed in',
      send: (c) => send(c, { QuoteId: c.quote.QuoteId, Date: '2026-12-21', ...slot }),
    },
    {
      operation: book,
      status: 404,
      what: 'a quote that is not booked',
      send: (c) => send(c, { QuoteId: c.noEmail.QuoteId, Date: '2026-12-21', ...slot }, c.customerCookie),
    },
    {
      operation: book,
      status: 409,
      what: 'a move not in transit yet (CallForAppointment)',
      send: async (c) =>
        send(c, { QuoteId: await bookNow(c), Date: '2026-12-21', ...slot }, c.customerCookie),
    },
  ];
}

/**
 * Issue 15 surveys: §7 POST surveys/post-delivery and surveys/covid with their GETs, and GET staff/surveys,
 * through their answers; the post-delivery survey on a move staff drove to Delivery Complete.
 */
function surveyCases(): Case[] {
  const completed = async (c: Context, milestones: readonly string[]) => {
    const id = await bookNow(c);
    await completeMilestones(c, id, milestones);
    return id;
  };
  const DELIVERED = ['DropOff', 'CustomerLoading', 'OriginPickup', 'Transit', 'Delivery'];
  const answers = { OverallRating: 5, StepRatings: { Delivery: 4 }, RecommendScore: 9, Comment: 'Smooth.' };
  const acknowledged = { HouseholdWell: true, MasksRequested: false, Acknowledged: true };
  const cases: Case[] = [];
  for (const [kind, body] of [
    ['post-delivery', answers],
    ['covid', acknowledged],
  ] as const) {
    const view = `GET /api/surveys/${kind}/{id}`;
    const submit = `POST /api/surveys/${kind}`;
    cases.push(
      {
        operation: view,
        status: 200,
        what: 'your booked move',
        send: async (c) => get(c, `/api/surveys/${kind}/${await bookNow(c)}`, c.customerCookie),
      },
      ...moveIdRefusals(
        view,
        (c, id, cookie) => get(c, `/api/surveys/${kind}/${id}`, cookie),
        'owner',
        'a quote that is not booked',
      ),
      {
        operation: submit,
        status: 400,
        what: 'an unknown field',
        send: (c) =>
          post(c, `/api/surveys/${kind}`, { QuoteId: c.quote.QuoteId, ...body, Stars: 5 }, c.customerCookie),
      },
      {
        operation: submit,
        status: 401,
        what: 'nobody signed in',
        send: (c) => post(c, `/api/surveys/${kind}`, { QuoteId: c.quote.QuoteId, ...body }),
      },
      {
        operation: submit,
        status: 404,
        what: 'a quote that is not booked',
        send: (c) =>
          post(c, `/api/surveys/${kind}`, { QuoteId: c.noEmail.QuoteId, ...body }, c.customerCookie),
      },
    );
  }
  cases.push(
    {
      operation: 'POST /api/surveys/post-delivery',
      status: 200,
      what: 'the answers for a delivered move',
      send: async (c) =>
        post(
          c,
          '/api/surveys/post-delivery',
          { QuoteId: await completed(c, DELIVERED), ...answers },
          c.customerCookie,
        ),
    },
    {
      operation: 'POST /api/surveys/post-delivery',
      status: 409,
      what: 'a move not delivered yet (NotDelivered)',
      send: async (c) =>
        post(c, '/api/surveys/post-delivery', { QuoteId: await bookNow(c), ...answers }, c.customerCookie),
    },
    {
      operation: 'POST /api/surveys/covid',
      status: 200,
      what: 'the acknowledgement before the drop-off',
      send: async (c) =>
        post(c, '/api/surveys/covid', { QuoteId: await bookNow(c), ...acknowledged }, c.customerCookie),
    },
    {
      operation: 'POST /api/surveys/covid',
      status: 409,
      what: 'a move with no crew visit to the home ahead (NoVisitsAhead)',
      send: async (c) =>
        post(
          c,
          '/api/surveys/covid',
          {
            QuoteId: await completed(c, [...DELIVERED, 'CustomerUnloading', 'DestinationPickup']),
            ...acknowledged,
          },
          c.customerCookie,
        ),
    },
    {
      operation: 'GET /api/staff/surveys',
      status: 200,
      what: 'staff, since a day',
      send: (c) => get(c, '/api/staff/surveys?since=2026-01-01', c.staffCookie),
    },
    {
      operation: 'GET /api/staff/surveys',
      status: 400,
      what: 'a since that is not a date',
      send: (c) => get(c, '/api/staff/surveys?since=2026-02-30', c.staffCookie),
    },
    ...signInRefusals(
      'GET /api/staff/surveys',
      (c, _id, cookie) => get(c, '/api/staff/surveys', cookie),
      'staff',
    ),
  );
  return cases;
}

/**
 * Issue 12: a new card (payment-info), paying the balance (payments/pay) and cancelling, each through its
 * answers, each on a move of its own (a cancelled or paid move answers differently afterwards).
 */
function moveMoneyCases(): Case[] {
  /** A move the demo customer books now, at its revision as booked. */
  const bookWithRevision = async (c: Context) => {
    const id = await bookNow(c);
    const view = await get(c, `/api/moves/${id}`, c.customerCookie);
    const revision = (view.body as { reservation: { Revision: number } }).reservation.Revision;
    return { id, revision };
  };
  const info = (c: Context, id: number | string, Revision: number, token: string, signedIn = true) =>
    post(
      c,
      `/api/moves/${id}/payment-info`,
      { Revision, PaymentInfo: { Method: 'CreditCard', CreditCard: { paymentProfileId: token } } },
      signedIn ? c.customerCookie : undefined,
    );
  const pay = (c: Context, body: unknown, signedIn = true, headers = freshKey()) =>
    post(c, '/api/payments/pay', body, { ...(signedIn ? c.customerCookie : {}), ...headers });
  const cancel = (c: Context, id: number | string, Revision: number, signedIn = true) =>
    post(
      c,
      `/api/moves/${id}/cancel`,
      { Revision },
      { ...(signedIn ? c.customerCookie : {}), ...freshKey() },
    );
  const infoOp = 'POST /api/moves/{id}/payment-info';
  const payOp = 'POST /api/payments/pay';
  const cancelOp = 'POST /api/moves/{id}/cancel';
  return [
    {
      operation: infoOp,
      status: 200,
      what: 'a new card for your booked move',
      async send(c) {
        const move = await bookWithRevision(c);
        return info(c, move.id, move.revision, await savedCard(c.api.json, c.customerCookie));
      },
    },
    {
      operation: infoOp,
      status: 400,
      what: 'a PaymentInfo without its card',
      send: (c) =>
        post(
          c,
          `/api/moves/${c.quote.QuoteId}/payment-info`,
          { Revision: 1, PaymentInfo: { Method: 'CreditCard' } },
          c.customerCookie,
        ),
    },
    {
      operation: infoOp,
      status: 401,
      what: 'nobody signed in',
      send: (c) => info(c, c.quote.QuoteId, 1, 'card_x', false),
    },
    {
      operation: infoOp,
      status: 402,
      what: "a card that is not saved for you: 'PaymentError (MyMove)'",
      async send(c) {
        const move = await bookWithRevision(c);
        return info(c, move.id, move.revision, 'card_forged');
      },
    },
    {
      operation: infoOp,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => info(c, c.noEmail.QuoteId, 1, 'card_x'),
    },
    {
      operation: infoOp,
      status: 409,
      what: "an older revision: 'WrongRevisionError (MyMove)'",
      async send(c) {
        const move = await bookWithRevision(c);
        return info(c, move.id, move.revision - 1, await savedCard(c.api.json, c.customerCookie));
      },
    },
    {
      operation: payOp,
      status: 200,
      what: 'the balance of your booked move (CardApproved)',
      send: async (c) => pay(c, { QuoteId: (await bookWithRevision(c)).id }),
    },
    {
      operation: payOp,
      status: 400,
      what: 'an amount in the body (the server computes it)',
      send: (c) => pay(c, { QuoteId: c.quote.QuoteId, Amount: 1 }),
    },
    { operation: payOp, status: 401, what: 'nobody signed in', send: (c) => pay(c, { QuoteId: 1 }, false) },
    {
      operation: payOp,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => pay(c, { QuoteId: c.noEmail.QuoteId }),
    },
    {
      operation: payOp,
      status: 409,
      what: 'a move with nothing due (reason NothingDue)',
      async send(c) {
        const { id } = await bookWithRevision(c);
        await pay(c, { QuoteId: id });
        return pay(c, { QuoteId: id });
      },
    },
    {
      operation: cancelOp,
      status: 200,
      what: 'your booked move, more than 7 days before its drop-off date (free)',
      async send(c) {
        const move = await bookWithRevision(c);
        return cancel(c, move.id, move.revision);
      },
    },
    {
      operation: cancelOp,
      status: 400,
      what: "an id that is not a number ('abc')",
      send: (c) => cancel(c, 'abc', 1),
    },
    {
      operation: cancelOp,
      status: 401,
      what: 'nobody signed in',
      send: (c) => cancel(c, c.quote.QuoteId, 1, false),
    },
    {
      operation: cancelOp,
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => cancel(c, c.noEmail.QuoteId, 1),
    },
    {
      operation: cancelOp,
      status: 409,
      what: "an older revision: 'WrongRevisionError (MyMove)'",
      async send(c) {
        const move = await bookWithRevision(c);
        return cancel(c, move.id, move.revision - 1);
      },
    },
  ];
}

/**
 * Issue 11 reservations: start, the draft, log-progress, SMS, labor referral, §4 Reserve, GET moves/{id},
 * contacts/me/links and moves/coupons, each through its answers. "Not yours" is the quote without an email
 * (nobody's), which answers exactly as a number that names no quote.
 */
function reservationCases(): Case[] {
  const as = (c: Context) => c.customerCookie;
  type Ask = (c: Context, id: number | string, signedIn?: boolean) => Promise<{ status: number }>;
  const call =
    (method: string, path: (id: number | string) => string, body?: (id: number | string) => unknown): Ask =>
    (c, id, signedIn = true) =>
      c.api.json(method, path(id), body?.(id), signedIn ? as(c) : undefined);
  /** The answers every route that names a quote gives: a bad id, nobody signed in, a quote not yours. */
  const common = (operation: string, ask: Ask): Case[] =>
    moveIdRefusals(
      operation,
      (c, id, cookie) => ask(c, id, cookie !== undefined),
      'owner',
      'a quote that is not yours',
    );
  const start = call('POST', (id) => `/api/moves/${id}/start`);
  const draft = call('GET', (id) => `/api/moves/${id}/draft`);
  const sms = call(
    'PUT',
    (id) => `/api/moves/${id}/contacts/sms`,
    () => ({ SmsNumber: '8165550199' }),
  );
  const labor = call(
    'PUT',
    (id) => `/api/moves/${id}/labor-referral`,
    () => ({ laborRequested: true }),
  );
  const log = call(
    'POST',
    (id) => `/api/moves/${id}/log-progress`,
    (id) => progress(Number(id)),
  );
  const view = call('GET', (id) => `/api/moves/${id}`);
  const coupon = (c: Context, QuoteId: number | string, Coupon = 'DITY10', signedIn = true) =>
    post(c, '/api/moves/coupons', { QuoteId, Coupon }, signedIn ? as(c) : undefined);
  const links = 'GET /api/contacts/me/links';
  return [
    {
      operation: 'POST /api/moves/{id}/start',
      status: 200,
      what: 'a quote made for your email (it becomes yours)',
      send: async (c) => start(c, (await quoteFor(c.api.json, customer.email)).QuoteId),
    },
    ...common('POST /api/moves/{id}/start', start),
    {
      operation: 'POST /api/moves/{id}/start',
      status: 409,
      what: 'a quote already reserved (reason Reserved, the way to /dashboard)',
      send: async (c) => start(c, (await booked(c)).quote.QuoteId),
    },
    {
      operation: 'GET /api/moves/{id}/draft',
      status: 200,
      what: 'your started quote',
      send: async (c) => draft(c, (await ready(c)).quote.QuoteId),
    },
    ...common('GET /api/moves/{id}/draft', draft),
    {
      operation: 'PUT /api/moves/{id}/draft/{step}',
      status: 200,
      what: 'the location step of your started quote',
      async send(c) {
        const quote = await quoteFor(c.api.json, customer.email);
        await start(c, quote.QuoteId);
        return c.api.json('PUT', `/api/moves/${quote.QuoteId}/draft/location`, locationAnswers(quote), as(c));
      },
    },
    ...common('PUT /api/moves/{id}/draft/{step}', (c, id, signedIn = true) =>
      c.api.json(
        'PUT',
        `/api/moves/${id}/draft/schedule`,
        {
          SpotDate: weekAhead(c),
          PickupDate: weekAhead(c),
          IsLiveLoad: false,
          OriginAppointment: { SelectedAppointmentOption: 'Unspecified', EarlyTime: '', LateTime: '' },
          GuaranteedTransitTime: null,
        },
        signedIn ? as(c) : undefined,
      ),
    ),
    {
      operation: 'PUT /api/moves/{id}/draft/{step}',
      status: 400,
      what: 'a pickup date before the drop-off date',
      async send(c) {
        const { quote } = await ready(c);
        const schedule = scheduleAnswers(quote);
        return c.api.json(
          'PUT',
          `/api/moves/${quote.QuoteId}/draft/schedule`,
          { ...schedule, PickupDate: '2026-11-30' },
          as(c),
        );
      },
    },
    {
      operation: 'PUT /api/moves/{id}/draft/{step}',
      status: 409,
      what: 'a step of a move already reserved',
      async send(c) {
        const { quote } = await booked(c);
        return c.api.json('PUT', `/api/moves/${quote.QuoteId}/draft/schedule`, scheduleAnswers(quote), as(c));
      },
    },
    {
      operation: 'POST /api/moves/{id}/log-progress',
      status: 200,
      what: 'step W done',
      send: async (c) => log(c, (await ready(c)).quote.QuoteId),
    },
    ...common('POST /api/moves/{id}/log-progress', log),
    {
      operation: 'POST /api/moves/{id}/log-progress',
      status: 400,
      what: 'a section that is not W, X or Y',
      send: async (c) =>
        post(
          c,
          `/api/moves/${c.quote.QuoteId}/log-progress`,
          { ...progress(c.quote.QuoteId), Section: 'Z' },
          as(c),
        ),
    },
    {
      operation: 'PUT /api/moves/{id}/contacts/sms',
      status: 200,
      what: 'a 10-digit number as typed',
      send: async (c) =>
        c.api.json(
          'PUT',
          `/api/moves/${(await ready(c)).quote.QuoteId}/contacts/sms`,
          { SmsNumber: '(816) 555-0199' },
          as(c),
        ),
    },
    ...common('PUT /api/moves/{id}/contacts/sms', sms),
    {
      operation: 'PUT /api/moves/{id}/contacts/sms',
      status: 400,
      what: 'a number that is not 10 digits',
      send: async (c) =>
        c.api.json(
          'PUT',
          `/api/moves/${(await booked(c)).quote.QuoteId}/contacts/sms`,
          { SmsNumber: '555' },
          as(c),
        ),
    },
    {
      operation: 'PUT /api/moves/{id}/labor-referral',
      status: 200,
      what: 'a referral asked for on a booked move',
      send: async (c) => labor(c, (await booked(c)).quote.QuoteId),
    },
    ...common('PUT /api/moves/{id}/labor-referral', labor),
    {
      operation: 'PUT /api/moves/{id}/labor-referral',
      status: 400,
      what: "laborRequested 'yes'",
      send: async (c) =>
        c.api.json(
          'PUT',
          `/api/moves/${(await booked(c)).quote.QuoteId}/labor-referral`,
          { laborRequested: 'yes' },
          as(c),
        ),
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 200,
      what: 'a started quote with both steps and a saved card (§4 Reserve)',
      send: async (c) => reserve(c, (await ready(c)).body),
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 400,
      what: "a quote with no steps answered: 'QuoteIsIncomplete (MyMove)'",
      async send(c) {
        const { body } = await ready(c);
        const quote = await quoteFor(c.api.json, customer.email);
        await start(c, quote.QuoteId);
        return reserve(c, {
          ...body,
          QuoteId: quote.QuoteId,
          Revision: quote.Revision,
          MyMove: { Location: null, Schedule: null },
        } as unknown as Ready['body']);
      },
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 401,
      what: 'nobody signed in',
      send: async (c) => reserve(c, (await booked(c)).body, false),
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 402,
      what: "a card that is not saved for you: 'PaymentError (MyMove)'",
      async send(c) {
        const { body } = await ready(c);
        return reserve(c, {
          ...body,
          Details: {
            PaymentMethods: [{ Method: 'CreditCard', CreditCard: { paymentProfileId: 'card_forged' } }],
          },
        });
      },
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 404,
      what: 'a quote that is not yours',
      async send(c) {
        const { body } = await ready(c);
        return reserve(c, { ...body, QuoteId: c.noEmail.QuoteId });
      },
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 409,
      what: "an older revision: 'WrongRevisionError (MyMove)'",
      async send(c) {
        const { body } = await ready(c);
        return reserve(c, { ...body, Revision: body.Revision + 5 });
      },
    },
    {
      operation: 'POST /api/moves/{id}/reserve',
      status: 409,
      what: 'an Idempotency-Key used before with another request',
      async send(c) {
        const { body } = await ready(c);
        const headers = { ...as(c), [RESERVE_KEY]: crypto.randomUUID() };
        await post(
          c,
          `/api/moves/${body.QuoteId}/reserve`,
          { ...body, Revision: body.Revision + 5 },
          headers,
        );
        return post(c, `/api/moves/${body.QuoteId}/reserve`, body, headers);
      },
    },
    {
      operation: 'GET /api/moves/{id}',
      status: 200,
      what: 'your booked move',
      send: async (c) => view(c, (await booked(c)).quote.QuoteId),
    },
    ...common('GET /api/moves/{id}', view),
    {
      operation: links,
      status: 200,
      what: 'a signed-in customer',
      send: (c) => get(c, '/api/contacts/me/links', as(c)),
    },
    {
      operation: links,
      status: 200,
      what: 'nobody signed in: loggedin false',
      send: (c) => get(c, '/api/contacts/me/links'),
    },
    {
      operation: links,
      status: 401,
      what: 'a bearer token that is no session',
      send: (c) => get(c, '/api/contacts/me/links', { authorization: 'Bearer no-such-session' }),
    },
    {
      operation: 'POST /api/moves/coupons',
      status: 200,
      what: 'a coupon on your booked move',
      send: async (c) => coupon(c, (await booked(c)).quote.QuoteId),
    },
    {
      operation: 'POST /api/moves/coupons',
      status: 400,
      what: 'a code that is no coupon',
      send: async (c) => coupon(c, (await booked(c)).quote.QuoteId, 'NO-SUCH-CODE'),
    },
    {
      operation: 'POST /api/moves/coupons',
      status: 401,
      what: 'nobody signed in',
      send: (c) => coupon(c, c.quote.QuoteId, 'DITY10', false),
    },
    {
      operation: 'POST /api/moves/coupons',
      status: 404,
      what: 'a quote that is not yours',
      send: (c) => coupon(c, c.noEmail.QuoteId),
    },
  ];
}

/** POST payments/cards (issue 11): a saved card, a card the check refuses, nobody signed in, a reused key. */
function paymentCases(): Case[] {
  const card = (CardNumber: string) => ({
    CardNumber,
    NameOnCard: 'Casey Demo',
    ExpirationMonth: '12',
    ExpirationYear: '2030',
    SecurityCode: '123',
    BillingZip: '64105',
  });
  const pay = (c: Context, body: unknown, key: string, signedIn = true) =>
    post(c, '/api/payments/cards', body, {
      ...(signedIn ? c.customerCookie : {}),
      'idempotency-key': key,
    });
  const operation = 'POST /api/payments/cards';
  return [
    {
      operation,
      status: 200,
      what: 'the sandbox Visa',
      send: (c) => pay(c, card('4242424242424242'), crypto.randomUUID()),
    },
    {
      operation,
      status: 200,
      what: 'a declined card',
      send: (c) => pay(c, card('4000000000000002'), crypto.randomUUID()),
    },
    {
      operation,
      status: 400,
      what: 'a number that fails the Luhn check',
      send: (c) => pay(c, card('4242424242424241'), crypto.randomUUID()),
    },
    {
      operation,
      status: 401,
      what: 'nobody signed in',
      send: (c) => pay(c, card('4242424242424242'), crypto.randomUUID(), false),
    },
    {
      operation,
      status: 409,
      what: 'a key used before with another card',
      async send(c) {
        const key = crypto.randomUUID();
        await pay(c, card('4242424242424242'), key);
        return pay(c, card('5555555555554444'), key);
      },
    },
  ];
}

/** A fresh app with a quote by the demo customer, a quote without email, and staff and customer sessions. */
async function setUp(database: DatabaseUnderTest, context: Context): Promise<void> {
  context.api = await testServer(database, { demoUsers: true, quoteLinkKey: LINK_KEY });
  const made = await post(context, '/api/quotes/add', quoteForm({ EmailAddress: customer.email }));
  context.quote = (made.body as { quote: WireQuote }).quote;
  const bare = await post(context, '/api/quotes/add', quoteForm({ EmailAddress: '' }));
  context.noEmail = (bare.body as { quote: WireQuote }).quote;
  const signIn = async (user: { email: string; password: string }, address: string) => {
    const answer = await post(
      context,
      '/api/user/login',
      { email: user.email, password: user.password },
      { 'x-forwarded-for': address },
    );
    return { cookie: `relomove_session=${sessionOf(answer.headers)}` };
  };
  context.staffCookie = await signIn(staff, '198.51.100.1');
  context.customerCookie = await signIn(customer, '198.51.100.2');
}

describe.each(databasesUnderTest())(
  'The OpenAPI document describes the server truthfully on $name (issue 9 finding 8)',
  (database) => {
    const context = {} as Context;
    const broken = {} as Context;
    let checker: OpenApiConformance;

    beforeAll(async () => {
      await setUp(database, context);
      checker = await context.api.conformance.checker();
      await setUp(database, broken);
      // Before the first rate card, nothing can be priced.
      broken.api.clock.advance(-TEN_YEARS_MS);
    }, 120_000);
    afterAll(async () => {
      await context.api?.close();
      // Its database was closed by a case; closing it again may fail, which is not what this test checks.
      await broken.api?.close().catch((error: Error) => {
        if (/OpenAPI conformance/.test(error.message)) throw error;
      });
    });

    it.each(CASES.map((c) => [c.operation, c.status, c.what, c] as const))(
      '%s answers %i to %s, as the document says',
      async (_operation, status, _what, c) => {
        const answer = await c.send(context);
        expect(answer.status).toBe(status);
        expect(context.api.conformance.exercised).toContain(
          answerKey(c.operation.split(' ')[0] ?? '', c.operation.split(' ')[1] ?? '', status),
        );
      },
      CASE_TIMEOUT_MS,
    );

    it.each(UNAVAILABLE.map((c) => [c.operation, c.status, c.what, c] as const))(
      '%s answers %i to %s, as the document says',
      async (_operation, status, _what, c) => {
        const answer = await c.send(broken);
        expect(answer.status).toBe(status);
      },
      CASE_TIMEOUT_MS,
    );

    // Issue 26 finding 4: every operation without a request body answers 400 to a body (no-body.ts).
    it('answers 400 to a body sent to each operation that declares none (issue 26 finding 4), as the document says', async () => {
      const noBody = Object.entries(checker.document.paths ?? {}).flatMap(([template, item]) =>
        Object.entries(item)
          .filter(([method, op]) => ['post', 'put', 'patch', 'delete'].includes(method) && !op.requestBody)
          .map(([method, op]) => ({ method: method.toUpperCase(), template, op })),
      );
      expect(noBody.length).toBeGreaterThan(0);
      for (const { method, template, op } of noBody) {
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
          const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
          return encodeURIComponent(param ? validValue(param) : 'x');
        });
        const answer = await context.api.request(method, path, { Amount: 1 }, context.staffCookie);
        expect(answer.status, `${method} ${path}`).toBe(400);
      }
    });

    it('drove every operation of the document through each answer it declares', () => {
      const exercised = new Set([...context.api.conformance.exercised, ...broken.api.conformance.exercised]);
      const missing: string[] = [];
      for (const { method, template, statuses } of checker.operations()) {
        for (const status of statuses) {
          const key = answerKey(method, template, status);
          if (key in NOT_PRODUCED) continue;
          if (!exercised.has(key)) missing.push(key);
        }
      }
      expect(missing).toEqual([]);
      // The list of exceptions names only answers the document declares.
      const declared = new Set(
        checker.operations().flatMap((o) => o.statuses.map((s) => answerKey(o.method, o.template, s))),
      );
      expect(Object.keys(NOT_PRODUCED).filter((key) => !declared.has(key))).toEqual([]);
    });
  },
);

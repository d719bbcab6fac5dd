import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWireQuote, type WireQuote } from '../../adapters/http/contract/quote';
import { MAX_BODY_BYTES } from '../../adapters/http/server/app';
import { OPENAPI_CACHE } from '../../adapters/http/server/routes/docs';
import { PgUserRepository } from '../../adapters/persistence/pg-user-repository';
import { HmacUnsubscribeTokens } from '../../adapters/system/hmac-unsubscribe-tokens';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { AddUser } from '../../application/accounts/add-user';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import {
  ADMIN_ONLY_MESSAGE,
  SIGN_IN_REQUIRED_MESSAGE,
  STAFF_ONLY_MESSAGE,
} from '../../domain/accounts/login-rules';
import { AnalyticsId } from '../../domain/analytics/events';
import { quoteForm } from '../fixtures/quote-form';
import {
  locationAnswers,
  readyToReserve,
  reserveBody,
  SANDBOX_VISA,
  scheduleAnswers,
} from '../fixtures/reservation';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { type TestServer, testServer } from '../support/test-server';

/**
 * Issue 9 "Security findings to fix", over the wire (in process, every route of the real app): staff
 * authorization before the body (finding 1), logout by bearer token (2), no-store on every answer that is
 * not public reference data (6) and hidden quote ids (7). Each walks the OpenAPI document, so an endpoint
 * added later is covered or makes these tests fail until it is.
 */

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

const UNSIGNED = JSON.stringify({ success: false, errors: [`session - ${SIGN_IN_REQUIRED_MESSAGE}`] });
const NOT_STAFF = JSON.stringify({ success: false, errors: [`session - ${STAFF_ONLY_MESSAGE}`] });

interface Operation {
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, unknown>;
}
interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
  allOf?: Schema[];
  anyOf?: Schema[];
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}
/** `POST /api/staff/price`, and its operation. */
type Op = { key: string; method: string; path: string; operation: Operation };

function operationsOf(doc: OpenApi): Op[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** The property names of a request body schema (following $ref, allOf and anyOf). */
function bodyFields(doc: OpenApi, schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (schema.$ref) return bodyFields(doc, doc.components?.schemas?.[schema.$ref.split('/').at(-1) ?? '']);
  return [
    ...Object.keys(schema.properties ?? {}),
    ...(schema.allOf ?? []).flatMap((s) => bodyFields(doc, s)),
    ...(schema.anyOf ?? []).flatMap((s) => bodyFields(doc, s)),
  ];
}

const session = (headers: Headers): string => {
  const match = /relomove_session=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no session cookie was set');
  return match[1];
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const idempotent = () => ({ 'idempotency-key': randomUUID() });

/** The server's quote-link key, so that the walk can sign an issue 14 unsubscribe link as its emails do. */
const LINK_KEY = randomBytes(32);
const unsubscribeToken = new HmacUnsubscribeTokens(LINK_KEY).sign({
  email: 'walker@example.com',
  topic: 'tips',
});

/** A second customer (issue 11), whose reservation nobody else may see. */
const OTHER = { email: 'someone-else@example.com', password: 'boxes-and-tape-2026' };

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

describe.each(databasesUnderTest())('Security findings of issue 9 over the wire on $name', (database) => {
  let api: TestServer;
  let doc: OpenApi;
  let ops: Op[];
  let customerToken = '';
  let staffToken = '';
  /** The customer's own quote, and one of somebody else's. */
  let own: { QuoteId: number; QuoteIdEncrypted: string; station: string };
  let others: { QuoteId: number; QuoteIdEncrypted: string };
  /** The customer's own quote as the domain reads it (for the reservation steps' answers). */
  let ownQuote: ReturnType<typeof fromWireQuote>;
  /** The customer's quote ready to reserve, booked by the walk's reserve call (issue 11). */
  let ready: Awaited<ReturnType<typeof readyToReserve>>;
  /** A move the other customer booked (issue 11). */
  let othersBooked: Awaited<ReturnType<typeof readyToReserve>>;
  /** The card the walk's reservation is booked with. */
  const cardToken = () => ready.body.Details.PaymentMethods[0]?.CreditCard.paymentProfileId ?? '';
  /** A well-formed reference number that names no quote. */
  const MISSING = 9_999_999;
  let address = 0;

  const signIn = async (user: { email: string; password: string }) => {
    const answer = await api.request(
      'POST',
      '/api/user/login',
      { email: user.email, password: user.password },
      { 'x-forwarded-for': `198.51.100.${++address}` },
    );
    expect(answer.status).toBe(200);
    return session(answer.headers);
  };
  const addQuote = async (email: string) => {
    const made = await api.json<{
      quote: WireQuote & {
        QuoteId: number;
        QuoteIdEncrypted: string;
        Details: { Origin: { StationDetail: { StationCode: string } } };
      };
    }>('POST', '/api/quotes/add', quoteForm({ EmailAddress: email }));
    expect(made.status).toBe(200);
    return made.body.quote;
  };

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true, quoteLinkKey: LINK_KEY });
    doc = (await api.json<OpenApi>('GET', '/api/openapi.json')).body;
    ops = operationsOf(doc);
    const mine = await addQuote(customer.email);
    own = { ...mine, station: mine.Details.Origin.StationDetail.StationCode };
    ownQuote = fromWireQuote(mine);
    others = await addQuote(OTHER.email);
    customerToken = await signIn(customer);
    staffToken = await signIn(staff);
    // Issue 11: a quote the customer is ready to reserve, and a move another customer booked.
    ready = await readyToReserve(api.json, customer.email, bearer(customerToken));
    const added = await new AddUser({
      users: new PgUserRepository(api.server.database.db),
      hasher: new ScryptPasswordHasher(TEST_SCRYPT),
      clock: api.clock,
    }).execute({ ...OTHER, role: 'customer' });
    if (added.isErr()) throw new Error('the second customer could not be added');
    const otherToken = await signIn(OTHER);
    othersBooked = await readyToReserve(api.json, OTHER.email, bearer(otherToken));
    const booked = await api.request(
      'POST',
      `/api/moves/${othersBooked.quote.QuoteId}/reserve`,
      othersBooked.body,
      { ...bearer(otherToken), ...idempotent() },
    );
    expect(booked.status).toBe(200);
  }, 120_000);
  afterAll(() => api?.close());

  describe('finding 1: staff-only endpoints check authorization before they read the body', () => {
    const staffOps = () => ops.filter((op) => op.operation.tags?.includes('Staff'));
    const huge = JSON.stringify({ search: 'x'.repeat(MAX_BODY_BYTES + 10) });
    /** Bodies that would each be refused with a 400 describing the schema, if the body were read first. */
    const badBodies: { name: string; body?: string; contentType?: string }[] = [
      { name: 'no body' },
      { name: 'invalid JSON', body: '{not json' },
      { name: 'the wrong schema', body: JSON.stringify({ unknown: 1, search: 42, from: [] }) },
      { name: 'a body over the size limit', body: huge },
      { name: 'a body that is not JSON', body: 'search=x', contentType: 'application/x-www-form-urlencoded' },
    ];

    it('lists the staff endpoints, each with its 401 and 403 answers (the OpenAPI document stays truthful)', () => {
      expect(staffOps().map((op) => op.key)).toEqual(
        expect.arrayContaining([
          'POST /api/quotes/lookup',
          'GET /api/staff/quotes/{id}',
          'POST /api/staff/quotes/{id}/recompute',
          'POST /api/staff/price',
          'GET /api/staff/service-centers',
          'GET /api/staff/outbox',
          'GET /api/staff/surveys',
          // Issue 15: the indirect mapping review and the budget-flow referrer counts.
          'GET /api/staff/place-mappings',
          'POST /api/staff/place-mappings/{id}/decision',
          'GET /api/staff/referrals',
        ]),
      );
      for (const op of staffOps()) {
        expect(Object.keys(op.operation.responses), op.key).toEqual(expect.arrayContaining(['401', '403']));
      }
    });

    it('answers 401 to an anonymous caller and 403 to a customer whatever the body: invalid JSON, wrong schema, huge (issue 9 finding 1)', async () => {
      for (const op of staffOps()) {
        const path = op.path.replace(/\{[^}]+\}/g, 'bad*id!');
        for (const bad of badBodies) {
          const withBody = op.method !== 'GET' && bad.body !== undefined;
          const query =
            op.method === 'GET' && bad.body !== undefined ? `?q=${encodeURIComponent(bad.body)}` : '';
          for (const [who, headers, status, expected] of [
            ['anonymous', {}, 401, UNSIGNED],
            ['a customer', bearer(customerToken), 403, NOT_STAFF],
          ] as const) {
            const answer = await api.request(
              op.method,
              `${path}${query}`,
              withBody ? bad.body : undefined,
              withBody ? { ...headers, 'content-type': bad.contentType ?? 'application/json' } : headers,
            );
            const label = `${op.key} as ${who} with ${bad.name}`;
            expect(answer.status, label).toBe(status);
            expect(await answer.text(), label).toBe(expected);
            expect(answer.headers.get('cache-control'), label).toBe('no-store');
          }
        }
      }
    });

    it('answers the admin endpoints (issue 26: accounts, backup) 401 to an anonymous caller and 403 to a customer and to staff, whatever the body', async () => {
      const adminOps = ops.filter((op) => op.path.startsWith('/api/admin/'));
      expect(adminOps.map((op) => op.key)).toEqual(
        expect.arrayContaining(['GET /api/admin/users', 'POST /api/admin/users', 'GET /api/admin/backup']),
      );
      const NOT_ADMIN = JSON.stringify({ success: false, errors: [`session - ${ADMIN_ONLY_MESSAGE}`] });
      for (const op of adminOps) {
        expect(Object.keys(op.operation.responses), op.key).toEqual(expect.arrayContaining(['401', '403']));
        for (const bad of badBodies) {
          const withBody = op.method !== 'GET' && bad.body !== undefined;
          for (const [who, headers, status, expected] of [
            ['anonymous', {}, 401, UNSIGNED],
            ['a customer', bearer(customerToken), 403, NOT_ADMIN],
            ['staff', bearer(staffToken), 403, NOT_ADMIN],
          ] as const) {
            const answer = await api.request(
              op.method,
              op.path,
              withBody ? bad.body : undefined,
              withBody ? { ...headers, 'content-type': bad.contentType ?? 'application/json' } : headers,
            );
            const label = `${op.key} as ${who} with ${bad.name}`;
            expect(answer.status, label).toBe(status);
            expect(await answer.text(), label).toBe(expected);
            expect(answer.headers.get('cache-control'), label).toBe('no-store');
          }
        }
      }
    });

    it('still validates the body for staff (400 with field lines), after the role check', async () => {
      const answer = await api.json('POST', '/api/quotes/lookup', { unknown: 1 }, bearer(staffToken));
      expect(answer.status).toBe(400);
    });
  });

  describe('finding 2: logout with only Authorization: Bearer ends that session', () => {
    it('ends the bearer session: the token answers 401 afterwards (issue 9 finding 2)', async () => {
      const token = await signIn(staff);
      expect((await api.request('GET', '/api/contacts/me', undefined, bearer(token))).status).toBe(200);
      const out = await api.request('POST', '/api/user/logout', undefined, bearer(token));
      expect(out.status).toBe(200);
      expect(await out.json()).toEqual({ success: true });
      expect(out.headers.get('cache-control')).toBe('no-store');
      const after = await api.request('GET', '/api/contacts/me', undefined, bearer(token));
      expect(after.status).toBe(401);
      expect(await after.text()).toBe(UNSIGNED);
      // Other sessions of the same account go on.
      expect((await api.request('GET', '/api/contacts/me', undefined, bearer(staffToken))).status).toBe(200);
    });

    it('answers 401 to a bearer token that is no session (unknown, already ended), so a client knows it was not signed out', async () => {
      for (const header of ['Bearer not-a-session', 'Bearer ']) {
        const out = await api.request('POST', '/api/user/logout', undefined, { authorization: header });
        expect(out.status, header).toBe(401);
        expect(await out.text()).toBe(UNSIGNED);
      }
    });

    it('keeps the cookie logout as it was: ends the session, clears the cookie, fine when not signed in', async () => {
      const token = await signIn(customer);
      const out = await api.request('POST', '/api/user/logout', undefined, {
        cookie: `relomove_session=${token}`,
      });
      expect(out.status).toBe(200);
      expect(out.headers.get('set-cookie')).toMatch(/relomove_session=;/);
      expect((await api.request('GET', '/api/contacts/me', undefined, bearer(token))).status).toBe(401);
      const again = await api.request('POST', '/api/user/logout', undefined, {
        cookie: `relomove_session=${token}`,
      });
      expect(again.status).toBe(200);
      expect((await api.request('POST', '/api/user/logout')).status).toBe(200);
    });
  });

  describe('finding 6: Cache-Control: no-store on every answer except public reference data', () => {
    type Role = 'anonymous' | 'owner' | 'staff';
    interface Sample {
      path?: string;
      body?: unknown;
      as?: Role[];
      headers?: () => Record<string, string>;
    }
    /** Public reference answers that caches may keep (their 200s only); everything else is no-store. */
    const PUBLIC: Record<string, string> = {
      // Issue 15: an hour (confirmed places join the answers); an answer that finds nothing is no-store.
      'GET /api/code/city_search.php': 'public, max-age=3600',
      'GET /api/cities/service-centers/{id}/detail': 'public, max-age=86400',
      'GET /api/cities/service-centers/near': 'public, max-age=86400',
      // Issue 15: the locator's "Use my location" and its map of every center.
      'GET /api/cities/service-centers/near-point': 'public, max-age=86400',
      'GET /api/cities/service-centers': 'public, max-age=86400',
      // Issue 12: the §1 financing promo's EXAMPLE term table, the same for everyone.
      'GET /api/financing/terms': 'public, max-age=86400',
    };
    /**
     * A valid, minimal call of every operation. An operation missing here fails the walk: a new endpoint
     * gets its sample, and with it the check.
     */
    const samples = (): Record<string, Sample> => ({
      'GET /api/health': {},
      'POST /api/quotes/add': { body: quoteForm({ EmailAddress: 'walker@example.com' }) },
      'GET /api/quotes/view/{id}': { path: `/api/quotes/view/${own.QuoteIdEncrypted}` },
      'POST /api/user/login': {
        body: { email: 'nobody@relomove.test', password: 'not the password' },
        as: ['anonymous'],
      },
      'POST /api/user/logout': { as: ['anonymous'] },
      'GET /api/contacts/me': {},
      'POST /api/quotes/lookup': { body: { search: customer.email } },
      'GET /api/code/city_search.php': { path: '/api/code/city_search.php?search=denver' },
      'GET /api/cities/service-centers/{id}/detail': {
        path: `/api/cities/service-centers/${own.station}/detail`,
      },
      'GET /api/cities/service-centers/near': { path: '/api/cities/service-centers/near?zip=80202' },
      'GET /api/cities/service-centers/near-point': {
        path: '/api/cities/service-centers/near-point?latitude=39.75&longitude=-104.99',
      },
      'GET /api/cities/service-centers': {},
      'GET /api/financing/terms': {},
      'POST /api/moves/movement-dates': { body: { id: own.QuoteIdEncrypted, SpotDate: '2026-12-08' } },
      'POST /api/moves/{id}/expedite-options': {
        path: `/api/moves/${own.QuoteIdEncrypted}/expedite-options`,
        body: {
          EquipDescAbbr: 'TRL',
          Quantity: 1,
          PickupDate: '2026-12-11',
          MoveDate: '2026-12-08',
          Revision: 1,
        },
      },
      'GET /api/quotes/{id}/prices-by-date': { path: `/api/quotes/${own.QuoteIdEncrypted}/prices-by-date` },
      'GET /api/moves/storage-charges/schedules': {
        path: '/api/moves/storage-charges/schedules?equip=Trailer&quantity=1',
      },
      'GET /api/captcha/challenge': {},
      'POST /api/ajax/recaptcha/verify': { body: { token: 'not-solved', action: 'quote' } },
      // A stale revision: the answer carries the stored quote and nothing is saved.
      'POST /api/quotes/edit/{qId}': { path: `/api/quotes/edit/${own.QuoteId}`, body: { Revision: 99 } },
      'PUT /api/quotes/{id}/contact': {
        path: `/api/quotes/${own.QuoteId}/contact`,
        body: { EmailAddress: customer.email },
      },
      'GET /api/notifications/send-quote-email': {
        path: `/api/notifications/send-quote-email?id=${own.QuoteIdEncrypted}`,
        as: ['owner'],
      },
      'POST /api/quotes/queue': { body: { id: own.QuoteIdEncrypted, PhoneNumber: '3125550199' } },
      'POST /api/quotes/encrypt/{id}': { path: `/api/quotes/encrypt/${own.QuoteId}` },
      'GET /api/quotes/decrypt/{id}': { path: `/api/quotes/decrypt/${own.QuoteIdEncrypted}` },
      'GET /api/expire/{qid}/{ts}': {
        path: `/api/expire/${own.QuoteIdEncrypted}/${api.clock.nowMs() - 60_000}`,
      },
      'POST /api/analytics/events': {
        body: {
          events: [{ id: AnalyticsId.quoteSuccess, name: 'quote_success', quoteReference: '', page: '/' }],
        },
      },
      'GET /api/analytics/clear-events': {},
      'GET /api/staff/quotes/{id}': { path: `/api/staff/quotes/${own.QuoteId}` },
      'POST /api/staff/quotes/{id}/recompute': {
        path: `/api/staff/quotes/${own.QuoteId}/recompute`,
        body: {},
      },
      'POST /api/staff/price': { body: { from: '10001', to: '90001', linearFeet: 13 } },
      'GET /api/staff/service-centers': {},
      'POST /api/user/register': {
        body: {
          EmailAddress: 'walker@example.com',
          FirstName: 'Pat',
          LastName: 'Walker',
          PhoneNumber: '8165550100',
          Password: 'boxes-and-tape-2026',
        },
        as: ['anonymous'],
      },
      'POST /api/user/register/verify': {
        body: { EmailAddress: 'walker@example.com', Code: '000000' },
        as: ['anonymous'],
      },
      'POST /api/contacts/me': {
        body: { FirstName: 'Pat', LastName: 'Walker', PhoneNumber: '8165550100' },
        as: ['anonymous'],
      },
      // Issue 11: the card, the schedule step and the reservation.
      'POST /api/payments/cards': { body: SANDBOX_VISA, headers: idempotent },
      'POST /api/moves/move-dates': { body: { SpotDate: '2026-12-08', MoveType: 'DD', TransTime: 5 } },
      'GET /api/moves/{id}/spot-dates': {
        path: `/api/moves/${own.QuoteIdEncrypted}/spot-dates?from=2026-12-07&to=2026-12-18`,
      },
      ...Object.fromEntries(
        (['origin', 'destination'] as const).map((end) => [
          `POST /api/appointments/{qid}/${end}/availability`,
          {
            path: `/api/appointments/${own.QuoteIdEncrypted}/${end}/availability`,
            body: { apptObj: { Date: '2026-12-08' } },
          },
        ]),
      ),
      'POST /api/moves/{id}/start': { path: `/api/moves/${own.QuoteId}/start` },
      'GET /api/moves/{id}/draft': { path: `/api/moves/${own.QuoteId}/draft` },
      'PUT /api/moves/{id}/draft/{step}': {
        path: `/api/moves/${own.QuoteId}/draft/location`,
        body: locationAnswers(ownQuote),
      },
      'POST /api/moves/{id}/log-progress': {
        path: `/api/moves/${own.QuoteId}/log-progress`,
        body: progress(own.QuoteId),
      },
      'PUT /api/moves/{id}/contacts/sms': {
        path: `/api/moves/${own.QuoteId}/contacts/sms`,
        body: { SmsNumber: '8165550199' },
      },
      'PUT /api/moves/{id}/labor-referral': {
        path: `/api/moves/${own.QuoteId}/labor-referral`,
        body: { laborRequested: true },
      },
      'POST /api/moves/{id}/reserve': {
        path: `/api/moves/${ready.quote.QuoteId}/reserve`,
        body: ready.body,
        headers: idempotent,
      },
      'GET /api/moves/{id}': { path: `/api/moves/${ready.quote.QuoteId}` },
      'GET /api/moves/{id}/payments': { path: `/api/moves/${ready.quote.QuoteId}/payments` },
      // Issue 14: the move's message log (the dashboard's "Messages we sent you").
      'GET /api/moves/{id}/messages': { path: `/api/moves/${ready.quote.QuoteId}/messages` },
      // Issue 28: the move's changes as server-sent events (an owner's stream stays open; the server ends it).
      'GET /api/moves/{id}/stream': { path: `/api/moves/${ready.quote.QuoteId}/stream` },
      'GET /api/staff/moves/{id}/payments': { path: `/api/staff/moves/${ready.quote.QuoteId}/payments` },
      'POST /api/staff/moves/{id}/transit': { path: `/api/staff/moves/${ready.quote.QuoteId}/transit` },
      // Issue 13: the shipment, staff recording an event, and the SANDBOX carrier feed.
      'GET /api/shipments/{id}': { path: `/api/shipments/${ready.quote.QuoteId}` },
      'POST /api/staff/shipments/{id}/events': {
        path: `/api/staff/shipments/${ready.quote.QuoteId}/events`,
        body: { Milestone: 'DropOff', Status: 'Started' },
        headers: idempotent,
      },
      'POST /api/staff/shipments/{id}/simulate': {
        path: `/api/staff/shipments/${ready.quote.QuoteId}/simulate`,
      },
      // Issue 14: the staff outbox, filtered by recipient and move.
      'GET /api/staff/outbox': { path: `/api/staff/outbox?to=${customer.email}&ref=${ready.quote.QuoteId}` },
      // Issue 26: the whole-database calls of the CLI (the reconcile and re-pricing staff; accounts and backup admins).
      'GET /api/staff/payments/reconcile': {},
      'POST /api/staff/quotes/recompute-all': { body: {} },
      'GET /api/admin/users': {},
      'POST /api/admin/users': {
        body: { email: 'walk-made@example.com', role: 'customer', password: 'Pebble lighthouse 72!' },
      },
      'GET /api/admin/backup': {},
      'PUT /api/staff/moves/{id}/dashboard-type': {
        path: `/api/staff/moves/${ready.quote.QuoteId}/dashboard-type`,
        body: { DashboardType: null },
      },
      // Issue 13: the move's calendar files (.ics).
      'GET /api/moves/{id}/calendar/{Milestone}.ics': {
        path: `/api/moves/${ready.quote.QuoteId}/calendar/DropOff.ics`,
      },
      'GET /api/moves/{id}/calendar.ics': { path: `/api/moves/${ready.quote.QuoteId}/calendar.ics` },
      'POST /api/shipments/{id}/{target}/pickup': {
        path: `/api/shipments/${ready.quote.QuoteId}/origin/pickup`,
        body: { PickupDate: '2026-12-02' },
        headers: idempotent,
      },
      // Issue 13 delivery tool: the kind now, and a booking (refused: the walk's move is not in transit).
      'GET /api/appointments/delivery/{id}': { path: `/api/appointments/delivery/${ready.quote.QuoteId}` },
      'POST /api/appointments/delivery': {
        body: {
          QuoteId: ready.quote.QuoteId,
          Date: '2026-12-21',
          AppointmentWindow: 'Open',
          EarlyTime: '0800',
          LateTime: '1700',
        },
        headers: idempotent,
      },
      // Issue 12: booking with PayPal or Affirm, and §7 affirm/cancel.
      'POST /api/moves/{id}/paypal/orders': {
        path: `/api/moves/${ready.quote.QuoteId}/paypal/orders`,
        headers: idempotent,
      },
      'POST /api/moves/{id}/affirm/checkouts': {
        path: `/api/moves/${ready.quote.QuoteId}/affirm/checkouts`,
        body: { Method: 'AffirmVCN' },
        headers: idempotent,
      },
      'GET /api/moves/{id}/affirm/checkouts/{checkoutId}': {
        path: `/api/moves/${ready.quote.QuoteId}/affirm/checkouts/chk_none`,
      },
      // Issue 27: the Affirm approval kept with the reservation.
      'GET /api/moves/{id}/affirm/approval': { path: `/api/moves/${ready.quote.QuoteId}/affirm/approval` },
      'POST /api/affirm/cancel': { body: { checkoutId: 'chk_none' } },
      'GET /api/contacts/me/links': {},
      'POST /api/moves/coupons': { body: { QuoteId: ready.quote.QuoteId, Coupon: 'DITY10' } },
      // Issue 12: a stale revision changes nothing; the payment charges the walk's booked move once.
      'POST /api/moves/{id}/payment-info': {
        path: `/api/moves/${ready.quote.QuoteId}/payment-info`,
        body: {
          Revision: 99,
          PaymentInfo: { Method: 'CreditCard', CreditCard: { paymentProfileId: cardToken() } },
        },
      },
      'POST /api/payments/pay': { body: { QuoteId: ready.quote.QuoteId }, headers: idempotent },
      'POST /api/moves/{id}/cancel': {
        path: `/api/moves/${ready.quote.QuoteId}/cancel`,
        body: { Revision: 99 },
        headers: idempotent,
      },
      // Issue 15 surveys: the walk's move is not delivered (post-delivery answers 409); staff read the answers.
      'GET /api/surveys/post-delivery/{id}': { path: `/api/surveys/post-delivery/${ready.quote.QuoteId}` },
      'POST /api/surveys/post-delivery': {
        body: { QuoteId: ready.quote.QuoteId, OverallRating: 5, RecommendScore: 10 },
      },
      'GET /api/surveys/covid/{id}': { path: `/api/surveys/covid/${ready.quote.QuoteId}` },
      'POST /api/surveys/covid': {
        body: { QuoteId: ready.quote.QuoteId, HouseholdWell: true, Acknowledged: true },
      },
      'GET /api/staff/surveys': { path: '/api/staff/surveys?since=2026-11-01' },
      // Issue 14: the signed-in customer's message choices, and an email's unsubscribe link (no sign-in).
      'GET /api/notifications/preferences': {},
      'PUT /api/notifications/preferences': { body: { SmsEnabled: true, OptedOut: [] } },
      'GET /api/notifications/unsubscribe': {
        path: `/api/notifications/unsubscribe?token=${unsubscribeToken}`,
      },
      'POST /api/notifications/unsubscribe': {
        path: `/api/notifications/unsubscribe?token=${unsubscribeToken}`,
      },
      'POST /api/notifications/resubscribe': {
        path: `/api/notifications/resubscribe?token=${unsubscribeToken}`,
      },
      // Issue 15 insect inspection tool: the lookup (no sign-in), a form the rules refuse (nothing stored),
      // and the owner's view.
      'POST /api/inspection/lookup': {
        body: { ReferenceNumber: String(ready.quote.QuoteId), EmailAddress: customer.email },
      },
      'POST /api/inspection/form': {
        body: {
          ReferenceNumber: String(ready.quote.QuoteId),
          EmailAddress: customer.email,
          ItemsChecked: ['grills'],
          NoOutdoorItems: false,
          SignerName: 'Casey Demo',
          Agreed: false,
          DateSigned: '2026-11-21',
        },
      },
      'GET /api/moves/{id}/inspection': { path: `/api/moves/${ready.quote.QuoteId}/inspection` },
      // Issue 15: the indirect mapping form (a request, its status by link), staff's review, and the
      // budget-flow referrers' arrivals and counts.
      'POST /api/place-mappings': {
        body: {
          PlaceName: 'Walker Hollow',
          NearCity: 'Denver',
          NearState: 'CO',
          NearZip: '80202',
          EmailAddress: 'walker@example.com',
        },
      },
      'GET /api/place-mappings/{token}': { path: `/api/place-mappings/${'A'.repeat(22)}` },
      'GET /api/staff/place-mappings': { path: '/api/staff/place-mappings?status=all' },
      'POST /api/staff/place-mappings/{id}/decision': {
        path: '/api/staff/place-mappings/999999/decision',
        body: { Decision: 'Confirm' },
      },
      'POST /api/referrals/arrivals': { body: { Referrer: 'PACKRATWEB', Page: '/moving-quote' } },
      'GET /api/staff/referrals': {},
      // Issue 13: a stale revision changes nothing.
      'POST /api/moves/edit/{id}': {
        path: `/api/moves/edit/${ready.quote.QuoteId}`,
        body: { Revision: 99, Confirm: true, Equipment: { LinearFeet: 10 } },
      },
    });

    it('has a sample call for every operation of the OpenAPI document', () => {
      const known = samples();
      const missing = ops
        .map((op) => op.key)
        .filter((key) => !(key in known) && !key.startsWith('GET /api/drupal_ab_test/'));
      expect(missing).toEqual([]);
    });

    it('answers no-store to every call of every operation, as anonymous, owner and staff, but public reference 200s (issue 9 finding 6)', async () => {
      const known = samples();
      const headersOf: Record<Role, Record<string, string>> = {
        anonymous: {},
        owner: bearer(customerToken),
        staff: bearer(staffToken),
      };
      const seen: string[] = [];
      for (const op of ops) {
        const sample = known[op.key] ?? {};
        for (const role of sample.as ?? (['anonymous', 'owner', 'staff'] as Role[])) {
          const answer = await api.request(op.method, sample.path ?? op.path, sample.body, {
            ...headersOf[role],
            ...sample.headers?.(),
          });
          const label = `${op.key} as ${role} (${answer.status})`;
          seen.push(label);
          const cacheControl = answer.headers.get('cache-control') ?? '';
          const declared = PUBLIC[op.key];
          if (declared !== undefined && answer.status === 200) expect(cacheControl, label).toBe(declared);
          else expect(cacheControl.split(/,\s*/), label).toContain('no-store');
        }
      }
      // The walk reached the data: the quote by its token, its prices by date, a decrypted id, a link check.
      for (const key of [
        'GET /api/quotes/view/{id} as anonymous (200)',
        'GET /api/quotes/{id}/prices-by-date as anonymous (200)',
        'GET /api/quotes/decrypt/{id} as anonymous (200)',
        'GET /api/expire/{qid}/{ts} as anonymous (200)',
        'GET /api/contacts/me as owner (200)',
        'POST /api/quotes/encrypt/{id} as owner (200)',
        'POST /api/staff/price as staff (200)',
        'POST /api/payments/cards as owner (200)',
        'POST /api/moves/{id}/start as owner (200)',
        'PUT /api/moves/{id}/draft/{step} as owner (200)',
        'POST /api/moves/{id}/reserve as owner (200)',
        'GET /api/moves/{id} as owner (200)',
        'GET /api/moves/{id} as staff (200)',
        'POST /api/inspection/lookup as anonymous (200)',
        'GET /api/moves/{id}/inspection as owner (200)',
        'GET /api/contacts/me/links as owner (200)',
        'POST /api/moves/coupons as owner (200)',
        'PUT /api/notifications/preferences as owner (200)',
        'POST /api/notifications/unsubscribe as anonymous (200)',
      ]) {
        expect(seen).toContain(key);
      }
    });

    it('answers no-store outside the operations too: an unknown /api path, the docs page; the OpenAPI document is public', async () => {
      for (const path of ['/api/nothing-here', '/api/docs', '/api/staff/nothing-here']) {
        const answer = await api.request('GET', path);
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
      }
      const openapi = await api.request('GET', '/api/openapi.json');
      expect(openapi.headers.get('cache-control')).toBe(OPENAPI_CACHE);
    });
  });

  describe('finding 5: a Content-Security-Policy on every page and on the API answers', () => {
    const PAGE_POLICY =
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";
    const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

    it('sends the page policy with the API docs page, which has no inline script or style (issue 9 finding 5)', async () => {
      const docs = await api.request('GET', '/api/docs');
      expect(docs.status).toBe(200);
      expect(docs.headers.get('content-type')).toContain('text/html');
      expect(docs.headers.get('content-security-policy')).toBe(PAGE_POLICY);
      const html = await docs.text();
      expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
      const sheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      expect(sheet).toBeDefined();
      const css = await api.request('GET', sheet ?? '');
      expect(css.status).toBe(200);
      expect(css.headers.get('content-type')).toContain('text/css');
    });

    it("sends default-src 'none' with every JSON answer, error answers included", async () => {
      for (const path of [
        '/api/openapi.json',
        '/api/code/city_search.php?search=denver',
        '/api/nothing-here',
      ]) {
        const answer = await api.request('GET', path);
        expect(answer.headers.get('content-security-policy'), path).toBe(API_POLICY);
      }
      const refused = await api.request('POST', '/api/staff/price', '{not json');
      expect(refused.headers.get('content-security-policy')).toBe(API_POLICY);
    });
  });

  describe('finding 7: a quote id the caller may not see answers 404, like one that does not exist', () => {
    type Call = { path: string; body?: unknown; headers?: Record<string, string> };
    /**
     * Issue 11: every reservation operation, called with `ref`. Answers that change something send what
     * the owner would, so only the ownership check stands between the caller and the change.
     */
    const reservationCalls: Record<string, (ref: string) => Call> = {
      'POST /api/moves/{id}/start': (ref) => ({ path: `/api/moves/${ref}/start` }),
      'GET /api/moves/{id}/draft': (ref) => ({ path: `/api/moves/${ref}/draft` }),
      'PUT /api/moves/{id}/draft/{step}': (ref) => ({
        path: `/api/moves/${ref}/draft/schedule`,
        body: scheduleAnswers(ownQuote),
      }),
      'POST /api/moves/{id}/log-progress': (ref) => ({
        path: `/api/moves/${ref}/log-progress`,
        body: progress(Number(ref)),
      }),
      'PUT /api/moves/{id}/contacts/sms': (ref) => ({
        path: `/api/moves/${ref}/contacts/sms`,
        body: { SmsNumber: '8165550199' },
      }),
      'PUT /api/moves/{id}/labor-referral': (ref) => ({
        path: `/api/moves/${ref}/labor-referral`,
        body: { laborRequested: true },
      }),
      'POST /api/moves/{id}/reserve': (ref) => ({
        path: `/api/moves/${ref}/reserve`,
        body: {
          ...reserveBody(ownQuote, ready.body.Details.PaymentMethods[0]?.CreditCard.paymentProfileId ?? ''),
          QuoteId: Number(ref),
        },
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000011' },
      }),
      'GET /api/moves/{id}': (ref) => ({ path: `/api/moves/${ref}` }),
      'GET /api/moves/{id}/payments': (ref) => ({ path: `/api/moves/${ref}/payments` }),
      'GET /api/moves/{id}/messages': (ref) => ({ path: `/api/moves/${ref}/messages` }),
      'GET /api/moves/{id}/stream': (ref) => ({ path: `/api/moves/${ref}/stream` }),
      'GET /api/shipments/{id}': (ref) => ({ path: `/api/shipments/${ref}` }),
      'GET /api/moves/{id}/calendar/{Milestone}.ics': (ref) => ({
        path: `/api/moves/${ref}/calendar/DropOff.ics`,
      }),
      'GET /api/moves/{id}/calendar.ics': (ref) => ({ path: `/api/moves/${ref}/calendar.ics` }),
      'POST /api/shipments/{id}/{target}/pickup': (ref) => ({
        path: `/api/shipments/${ref}/origin/pickup`,
        body: { PickupDate: '2026-12-02' },
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000021' },
      }),
      // Issue 13 delivery tool.
      'GET /api/appointments/delivery/{id}': (ref) => ({ path: `/api/appointments/delivery/${ref}` }),
      'POST /api/appointments/delivery': (ref) => ({
        path: '/api/appointments/delivery',
        body: {
          QuoteId: Number(ref),
          Date: '2026-12-21',
          AppointmentWindow: 'Open',
          EarlyTime: '0800',
          LateTime: '1700',
        },
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000031' },
      }),
      // Issue 12: a PayPal order or an Affirm checkout for the move, and a checkout's state.
      'POST /api/moves/{id}/paypal/orders': (ref) => ({
        path: `/api/moves/${ref}/paypal/orders`,
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000012' },
      }),
      'POST /api/moves/{id}/affirm/checkouts': (ref) => ({
        path: `/api/moves/${ref}/affirm/checkouts`,
        body: { Method: 'AffirmVCN' },
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000013' },
      }),
      'GET /api/moves/{id}/affirm/checkouts/{checkoutId}': (ref) => ({
        path: `/api/moves/${ref}/affirm/checkouts/chk_none`,
      }),
      'GET /api/moves/{id}/affirm/approval': (ref) => ({ path: `/api/moves/${ref}/affirm/approval` }),
      'POST /api/moves/coupons': (ref) => ({
        path: '/api/moves/coupons',
        body: { QuoteId: Number(ref), Coupon: 'DITY10' },
      }),
      // Issue 12: the money calls on a booked move.
      'POST /api/moves/{id}/payment-info': (ref) => ({
        path: `/api/moves/${ref}/payment-info`,
        body: {
          Revision: 1,
          PaymentInfo: { Method: 'CreditCard', CreditCard: { paymentProfileId: cardToken() } },
        },
      }),
      'POST /api/payments/pay': (ref) => ({
        path: '/api/payments/pay',
        body: { QuoteId: Number(ref) },
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000021' },
      }),
      'POST /api/moves/{id}/cancel': (ref) => ({
        path: `/api/moves/${ref}/cancel`,
        body: { Revision: 1 },
        headers: { 'idempotency-key': '7d3c1f9e-0000-4000-8000-000000000022' },
      }),
      // Issue 15 surveys: the owner's answers (post-delivery, covid) and reading them back.
      'GET /api/surveys/post-delivery/{id}': (ref) => ({ path: `/api/surveys/post-delivery/${ref}` }),
      'POST /api/surveys/post-delivery': (ref) => ({
        path: '/api/surveys/post-delivery',
        body: { QuoteId: Number(ref), OverallRating: 5, RecommendScore: 10 },
      }),
      'GET /api/surveys/covid/{id}': (ref) => ({ path: `/api/surveys/covid/${ref}` }),
      'POST /api/surveys/covid': (ref) => ({
        path: '/api/surveys/covid',
        body: { QuoteId: Number(ref), HouseholdWell: true, Acknowledged: true },
      }),
      // Issue 15: the owner's view of a booked move's inspection form.
      'GET /api/moves/{id}/inspection': (ref) => ({ path: `/api/moves/${ref}/inspection` }),
      // Issue 13: a change of a booked move.
      'POST /api/moves/edit/{id}': (ref) => ({
        path: `/api/moves/edit/${ref}`,
        body: { Revision: 1, Confirm: false, Equipment: { LinearFeet: 10 } },
      }),
    };
    /** The same 202 whatever the email and the quote (issue 11: sign-up answers never tell anything). */
    const REGISTER = 'POST /api/user/register';
    /** The operations that answer only a signed-in caller: 401 to anyone else, before the quote is looked up. */
    const signedInOnly = (key: string) =>
      '401' in (ops.find((op) => op.key === key)?.operation.responses ?? {});

    /** Every operation that takes a quote reference, called with `ref`. */
    const calls: Record<string, (ref: string) => Call> = {
      'GET /api/quotes/view/{id}': (ref) => ({ path: `/api/quotes/view/${ref}` }),
      'POST /api/quotes/encrypt/{id}': (ref) => ({ path: `/api/quotes/encrypt/${ref}` }),
      'GET /api/quotes/decrypt/{id}': (ref) => ({ path: `/api/quotes/decrypt/${ref}` }),
      'GET /api/expire/{qid}/{ts}': (ref) => ({ path: `/api/expire/${ref}/1790000000000` }),
      'GET /api/quotes/{id}/prices-by-date': (ref) => ({ path: `/api/quotes/${ref}/prices-by-date` }),
      'POST /api/quotes/edit/{qId}': (ref) => ({
        path: `/api/quotes/edit/${ref}`,
        body: { Revision: 1, MoveDate: '2026-12-09' },
      }),
      'PUT /api/quotes/{id}/contact': (ref) => ({
        path: `/api/quotes/${ref}/contact`,
        body: { EmailAddress: 'intruder@example.com' },
      }),
      'GET /api/notifications/send-quote-email': (ref) => ({
        path: `/api/notifications/send-quote-email?id=${ref}`,
      }),
      'POST /api/quotes/queue': (ref) => ({
        path: '/api/quotes/queue',
        body: { id: ref, PhoneNumber: '3125550199' },
      }),
      'POST /api/moves/movement-dates': (ref) => ({
        path: '/api/moves/movement-dates',
        body: { id: ref, SpotDate: '2026-12-08' },
      }),
      'POST /api/moves/{id}/expedite-options': (ref) => ({
        path: `/api/moves/${ref}/expedite-options`,
        body: {
          EquipDescAbbr: 'TRL',
          Quantity: 1,
          PickupDate: '2026-12-11',
          MoveDate: '2026-12-08',
          Revision: 1,
        },
      }),
      // Issue 11: the schedule step and the reservation.
      'GET /api/moves/{id}/spot-dates': (ref) => ({
        path: `/api/moves/${ref}/spot-dates?from=2026-12-07&to=2026-12-18`,
      }),
      'POST /api/appointments/{qid}/origin/availability': (ref) => ({
        path: `/api/appointments/${ref}/origin/availability`,
        body: { apptObj: { Date: '2026-12-08' } },
      }),
      'POST /api/appointments/{qid}/destination/availability': (ref) => ({
        path: `/api/appointments/${ref}/destination/availability`,
        body: { apptObj: { Date: '2026-12-08' } },
      }),
      ...reservationCalls,
      // Sign-up keeps the quote it started from until the code is confirmed; starting it checks ownership.
      [REGISTER]: (ref) => ({
        path: '/api/user/register',
        body: {
          EmailAddress: 'hidden-quote@example.com',
          FirstName: 'Pat',
          LastName: 'Walker',
          PhoneNumber: '8165550100',
          Password: 'boxes-and-tape-2026',
          QuoteId: Number(ref),
        },
      }),
    };

    it('covers every non-staff operation of the OpenAPI document that takes a quote reference', () => {
      const REFERENCE_NAMES = new Set(['id', 'qId', 'qid']);
      const takingReference = ops
        .filter((op) => !op.operation.tags?.includes('Staff') && !op.path.startsWith('/api/cities/'))
        .filter(
          (op) =>
            (op.operation.parameters ?? []).some((p) => REFERENCE_NAMES.has(p.name)) ||
            bodyFields(doc, op.operation.requestBody?.content['application/json']?.schema).some(
              (field) => field === 'id' || field === 'QuoteId',
            ),
        )
        .map((op) => op.key);
      expect(new Set(takingReference)).toEqual(new Set(Object.keys(calls)));
    });

    it("answers somebody else's quote number exactly as a number that names no quote: status and body, byte for byte (issue 9 finding 7)", async () => {
      for (const [key, call] of Object.entries(calls)) {
        const method = key.split(' ')[0] ?? 'GET';
        for (const [who, headers] of [
          ['anonymous', {}],
          ['a customer who does not own it', bearer(customerToken)],
        ] as const) {
          const hidden = call(String(others.QuoteId));
          const missing = call(String(MISSING));
          const a = await api.request(method, hidden.path, hidden.body, { ...headers, ...hidden.headers });
          const b = await api.request(method, missing.path, missing.body, { ...headers, ...missing.headers });
          const label = `${key} as ${who}`;
          const [aText, bText] = [await a.text(), await b.text()];
          expect({ status: a.status, body: aText }, label).toEqual({ status: b.status, body: bText });
          const allowed =
            who === 'anonymous' && signedInOnly(key) ? [401] : key === REGISTER ? [202] : [200, 404];
          expect(allowed, label).toContain(a.status);
        }
      }
      // Nothing was changed through the refused calls.
      const stored = await api.json<{ quote: { Details: { EmailAddress: string } } }>(
        'GET',
        `/api/quotes/view/${others.QuoteIdEncrypted}`,
      );
      expect(stored.body.quote.Details.EmailAddress).toBe('someone-else@example.com');
    });

    it('answers 404 to a customer for a quote id that is not theirs, and 200 to its owner and to staff', async () => {
      const path = `/api/quotes/view/${others.QuoteId}`;
      expect((await api.request('GET', path, undefined, bearer(customerToken))).status).toBe(404);
      expect((await api.request('GET', path, undefined, bearer(staffToken))).status).toBe(200);
      const ownView = `/api/quotes/view/${own.QuoteId}`;
      expect((await api.request('GET', ownView, undefined, bearer(customerToken))).status).toBe(200);
    });

    it("answers a customer another customer's booked move exactly as a number that names no quote, and changes nothing (issue 11, §7 moves/*)", async () => {
      const theirs = String(othersBooked.quote.QuoteId);
      // Staff see it (§7 GET moves/{id}: owner and staff): before and after, it is as booked.
      const asStaff = () => api.json('GET', `/api/moves/${theirs}`, undefined, bearer(staffToken));
      const before = await asStaff();
      expect(before.status).toBe(200);
      for (const [key, call] of Object.entries(reservationCalls)) {
        const method = key.split(' ')[0] ?? 'GET';
        const hidden = call(theirs);
        const missing = call(String(MISSING));
        const a = await api.request(method, hidden.path, hidden.body, {
          ...bearer(customerToken),
          ...hidden.headers,
        });
        const b = await api.request(method, missing.path, missing.body, {
          ...bearer(customerToken),
          ...missing.headers,
        });
        const [aText, bText] = [await a.text(), await b.text()];
        expect({ status: a.status, body: aText }, key).toEqual({ status: b.status, body: bText });
        expect(a.status, key).toBe(404);
      }
      // The link token is made afresh for every answer (a random IV), so it is the one field that differs.
      const booked = (answer: { body: unknown }) =>
        JSON.parse(
          JSON.stringify(answer.body).replace(/"QuoteIdEncrypted":"[^"]*"/g, '"QuoteIdEncrypted":""'),
        );
      expect(booked(await asStaff())).toEqual(booked(before));
    });
  });
});

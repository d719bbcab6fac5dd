import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchStaffApi } from '../../adapters/http/client/fetch-staff-api';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { STAFF_ONLY_MESSAGE } from '../../domain/accounts/login-rules';
import { toDollars } from '../../domain/money/money';
import { TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE } from '../../domain/quote/recompute-quote';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

const UNSIGNED = { success: false, errors: ['session - Please sign in'] };
const NOT_STAFF = { success: false, errors: [`session - ${STAFF_ONLY_MESSAGE}`] };
const LINE = /^[^\n]* - [^\n]+$/;

interface Explained {
  success: boolean;
  quote: {
    QuoteId: number;
    Revision: number;
    Details: { PricingOptions: { Price: number; Default: boolean }[] };
  };
  state: string;
  price: { option: { value: string }; breakdown: { total: number }; lines: { label: string }[] } | null;
  history: { fromRevision: number; toRevision: number; changedBy: string | null; reason: string | null }[];
}
interface Recomputed {
  success: boolean;
  failReason: string;
  quote: { QuoteId: number; Revision: number };
  saved: boolean;
  changed: boolean;
  before: { breakdown: { total: number } } | null;
  after: { breakdown: { total: number }; option: { LinearFeet: number } } | null;
  difference: number;
  errors?: string[];
}

/** The session cookie's value of a sign-in answer. */
function sessionOf(headers: Headers): string {
  const match = /relomove_session=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  if (!match?.[1]) throw new Error('no session cookie was set');
  return match[1];
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A body with its link tokens left out: each answer encrypts the quote id afresh (random IV). */
const withoutLinkTokens = (body: unknown) =>
  JSON.parse(JSON.stringify(body, (key, value) => (key === 'QuoteIdEncrypted' ? undefined : value)));

describe.each(databasesUnderTest())(
  'The staff endpoints of the CLI --api mode on $name (issue 5 "Where it works → Remote"; §6 staff roles)',
  (database) => {
    let api: TestServer;
    let staffToken: string;
    let customerToken: string;
    let reference: string;
    let linkToken: string;
    let address = 0;

    const signIn = async (user: { email: string; password: string }) => {
      const { email, password } = user;
      const answer = await api.json(
        'POST',
        '/api/user/login',
        { email, password },
        {
          'x-forwarded-for': `198.51.100.${++address}`,
        },
      );
      expect(answer.status).toBe(200);
      return sessionOf(answer.headers);
    };
    const recompute = (
      body: unknown,
      headers: Record<string, string> = bearer(staffToken),
      ref = reference,
    ) => api.json<Recomputed>('POST', `/api/staff/quotes/${ref}/recompute`, body, headers);

    beforeAll(async () => {
      api = await testServer(database, { demoUsers: true });
      const made = await api.json<{ quote: { QuoteId: number; QuoteIdEncrypted: string } }>(
        'POST',
        '/api/quotes/add',
        quoteForm({ EmailAddress: customer.email }),
      );
      expect(made.status).toBe(200);
      reference = String(made.body.quote.QuoteId);
      linkToken = made.body.quote.QuoteIdEncrypted;
      staffToken = await signIn(staff);
      customerToken = await signIn(customer);
    }, 120_000);
    afterAll(() => api.close());

    it('lists every staff endpoint in the OpenAPI document, so the contract fuzz test covers it (issue 3)', async () => {
      const doc = await api.json<{ paths: Record<string, Record<string, unknown>> }>(
        'GET',
        '/api/openapi.json',
      );
      expect(Object.keys(doc.body.paths['/api/staff/quotes/{id}'] ?? {})).toEqual(['get']);
      expect(Object.keys(doc.body.paths['/api/staff/quotes/{id}/recompute'] ?? {})).toEqual(['post']);
      expect(Object.keys(doc.body.paths['/api/staff/price'] ?? {})).toEqual(['post']);
      expect(Object.keys(doc.body.paths['/api/staff/service-centers'] ?? {})).toEqual(['get']);
    });

    describe('Authorization: Bearer <session token> is a session like the cookie (docs/decisions.md)', () => {
      it('signs in the API call with the same session the cookie carries', async () => {
        const asBearer = await api.json('GET', '/api/contacts/me', undefined, bearer(staffToken));
        const asCookie = await api.json('GET', '/api/contacts/me', undefined, {
          cookie: `relomove_session=${staffToken}`,
        });
        expect(asBearer.status).toBe(200);
        expect(asBearer.body).toEqual(asCookie.body);
      });

      it('treats an unknown or empty bearer token as nobody, without falling back to a cookie', async () => {
        for (const header of ['Bearer not-a-session', 'Bearer ', 'bearer x'.repeat(100)]) {
          const answer = await api.json('GET', `/api/staff/quotes/${reference}`, undefined, {
            authorization: header,
            cookie: `relomove_session=${staffToken}`,
          });
          expect(answer.status, header).toBe(401);
          expect(answer.body).toEqual(UNSIGNED);
        }
      });
    });

    describe('every staff endpoint answers 401 without a session and 403 to a customer (§6)', () => {
      const calls: [string, string, unknown][] = [
        ['GET', '/api/staff/quotes/1000000', undefined],
        ['POST', '/api/staff/quotes/1000000/recompute', {}],
        ['POST', '/api/staff/price', { from: '10001', to: '90001', linearFeet: 13 }],
        ['GET', '/api/staff/service-centers', undefined],
        ['POST', '/api/quotes/lookup', { search: 'x@example.com' }],
      ];
      it.each(calls)('%s %s', async (method, path, body) => {
        const unsigned = await api.json(method, path, body);
        expect(unsigned.status).toBe(401);
        expect(unsigned.body).toEqual(UNSIGNED);
        const asCustomer = await api.json(method, path, body, bearer(customerToken));
        expect(asCustomer.status).toBe(403);
        expect(asCustomer.body).toEqual(NOT_STAFF);
        expect(asCustomer.headers.get('cache-control')).toBe('no-store');
      });
    });

    describe('GET /api/staff/quotes/{id} (ExplainQuote)', () => {
      it('explains a quote by reference number or link token: state, price lines in dollars, history', async () => {
        const byNumber = await api.json<Explained>(
          'GET',
          `/api/staff/quotes/${reference}`,
          undefined,
          bearer(staffToken),
        );
        expect(byNumber.status).toBe(200);
        expect(byNumber.body).toMatchObject({ success: true, state: 'Quoted', history: [] });
        const selected = byNumber.body.quote.Details.PricingOptions.find((o) => o.Default);
        expect(byNumber.body.price?.option.value).toBeTruthy();
        expect(byNumber.body.price?.lines.length).toBeGreaterThan(0);
        // Wire dollars with at most two decimals.
        expect(Number.isInteger(Math.round((byNumber.body.price?.breakdown.total ?? 0.001) * 100))).toBe(
          true,
        );
        expect(selected).toBeDefined();
        const byToken = await api.json<Explained>(
          'GET',
          `/api/staff/quotes/${linkToken}`,
          undefined,
          bearer(staffToken),
        );
        expect(withoutLinkTokens(byToken.body)).toEqual(withoutLinkTokens(byNumber.body));
      });

      it("answers 404 'id - No quote matches this reference' for an unknown quote", async () => {
        const answer = await api.json('GET', '/api/staff/quotes/9999999', undefined, bearer(staffToken));
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ success: false, errors: ['id - No quote matches this reference'] });
      });

      it('reads back through the client (FetchStaffApi) as the use case answers it, money in cents', async () => {
        const client = new FetchStaffApi({
          baseUrl: 'http://relomove.test',
          token: staffToken,
          fetchFn: (input, init) => Promise.resolve(api.server.app.request(String(input), init)),
        });
        const explained = await client.explain(reference);
        if (!explained.ok) throw new Error(JSON.stringify(explained.error));
        const wire = await api.json<Explained>(
          'GET',
          `/api/staff/quotes/${reference}`,
          undefined,
          bearer(staffToken),
        );
        expect(explained.value.quote.QuoteId).toBe(Number(reference));
        expect(toDollars(explained.value.price?.breakdown.total ?? (0 as never))).toBe(
          wire.body.price?.breakdown.total,
        );
        const lookup = await client.lookup(customer.email);
        expect(lookup.ok && lookup.value.quotes.map((q) => q.QuoteId)).toEqual([Number(reference)]);
      });
    });

    describe('POST /api/staff/quotes/{id}/recompute (RecomputeQuote)', () => {
      it("issue 27: a trailer length on the ReloCube quote is refused with a 'LinearFeet - message' line, nothing stored", async () => {
        const refused = await recompute({ LinearFeet: 15 });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toEqual([`LinearFeet - ${TRAILER_LENGTH_NOT_APPLICABLE_MESSAGE}`]);
        const view = await api.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${linkToken}`);
        expect(view.body.quote.Revision).toBe(1);
      });

      it('previews a change without storing it, then saves it with who and why as the next revision', async () => {
        // The quote has 2 ReloCubes selected; a trailer length changes the trailer (issue 10: not the cubes).
        const preview = await recompute({ Equip: 'Trailer', LinearFeet: 15 });
        expect(preview.status).toBe(200);
        expect(preview.body).toMatchObject({
          success: true,
          failReason: 'None',
          saved: false,
          changed: true,
        });
        expect(preview.body.after?.option.LinearFeet).toBe(15);
        expect(preview.body.difference).toBeCloseTo(
          (preview.body.after?.breakdown.total ?? 0) - (preview.body.before?.breakdown.total ?? 0),
          2,
        );
        const view = await api.json<{ quote: { Revision: number } }>('GET', `/api/quotes/view/${linkToken}`);
        expect(view.body.quote.Revision).toBe(1);

        const saved = await recompute({
          Equip: 'Trailer',
          LinearFeet: 15,
          save: { reason: 'customer measured 15 ft' },
        });
        expect(saved.status).toBe(200);
        expect(saved.body).toMatchObject({ failReason: 'None', saved: true, quote: { Revision: 2 } });
        const after = await api.json<Explained>(
          'GET',
          `/api/staff/quotes/${reference}`,
          undefined,
          bearer(staffToken),
        );
        expect(after.body.quote.Revision).toBe(2);
        expect(after.body.history[0]).toMatchObject({
          fromRevision: 1,
          toRevision: 2,
          changedBy: staff.email,
          reason: 'customer measured 15 ft',
        });
      });

      it('answers a stale Revision with 200 and failReason NoRevisionMatch, changing nothing (§4 revision rules)', async () => {
        const before = await api.json<{ quote: unknown }>('GET', `/api/quotes/view/${linkToken}`);
        const stale = await recompute({ Revision: 1, LinearFeet: 16, save: { reason: 'late' } });
        expect(stale.status).toBe(200);
        expect(stale.body).toMatchObject({
          success: true,
          failReason: 'NoRevisionMatch',
          saved: false,
          before: null,
          after: null,
          quote: { Revision: 2 },
        });
        const now = await api.json('GET', `/api/quotes/view/${linkToken}`);
        expect(withoutLinkTokens(now.body)).toEqual(withoutLinkTokens(before.body));
      });

      it("answers bad changes with 400 'field - message' lines, and an unknown quote with 404", async () => {
        const bad = await recompute({
          LinearFeet: -3,
          Delivery: 'XX',
          Liability: 50,
          save: { reason: '  ' },
        });
        expect(bad.status).toBe(400);
        expect(bad.body.errors?.length).toBeGreaterThanOrEqual(4);
        for (const line of bad.body.errors ?? []) expect(line).toMatch(LINE);
        const unknown = await recompute({}, bearer(staffToken), '9999999');
        expect(unknown.status).toBe(404);
      });
    });

    describe('POST /api/staff/price (PriceMove) and GET /api/staff/service-centers', () => {
      it('prices a hypothetical move in wire dollars and stores nothing', async () => {
        const answer = await api.json<{
          options: { Price: number }[];
          moveDate: string;
          outcome: { result: string };
        }>(
          'POST',
          '/api/staff/price',
          { from: '10001', to: 'Los Angeles, CA', linearFeet: 13, moveDate: '2026-12-08' },
          bearer(staffToken),
        );
        expect(answer.status).toBe(200);
        expect(answer.body.moveDate).toBe('2026-12-08');
        expect(answer.body.outcome.result).toBe('Auto');
        expect(answer.body.options.length).toBeGreaterThan(0);
        const defaulted = await api.json<{ moveDate: string; pricedOn: string }>(
          'POST',
          '/api/staff/price',
          { from: '10001', to: '90001', linearFeet: 13 },
          bearer(staffToken),
        );
        expect(defaulted.body.moveDate > defaulted.body.pricedOn).toBe(true);
      });

      it("answers 404 'from - No place matches ...' for a place it cannot find", async () => {
        const answer = await api.json(
          'POST',
          '/api/staff/price',
          { from: 'Nowhereville, ZZ', to: '90001', linearFeet: 13 },
          bearer(staffToken),
        );
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({
          success: false,
          errors: ["from - No place matches 'Nowhereville, ZZ'"],
          reason: 'PlaceNotFound',
        });
      });

      it('lists every service center as §3 StationDetail', async () => {
        const answer = await api.json<{ serviceCenters: { StationCode: string }[] }>(
          'GET',
          '/api/staff/service-centers',
          undefined,
          bearer(staffToken),
        );
        expect(answer.status).toBe(200);
        expect(answer.body.serviceCenters.length).toBeGreaterThan(10);
      });
    });
  },
);

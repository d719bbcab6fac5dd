import { randomBytes, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleServer } from '../../adapters/http/server/container';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import { CARD_MESSAGES } from '../../domain/payment/card-check';
import { DECLINE_MESSAGES } from '../../domain/payment/card-results';
import { TestClock } from '../support/test-clock';
import { databasesUnderTest } from '../support/test-databases';
import { TEST_SCRYPT } from '../support/test-password-hashing';
import { referenceData, type TestServer, testServer } from '../support/test-server';

const [customer] = DEMO_USERS;
if (!customer) throw new Error('the demo users include a customer');

const PATH = '/api/payments/cards';
const LINE = /^[^\n]* - [^\n]+$|^- [^\n]+$/;
const FUZZ_RUNS = 1000;

const card = (CardNumber: string, more: Record<string, string> = {}) => ({
  CardNumber,
  NameOnCard: 'Casey Demo',
  ExpirationMonth: '12',
  ExpirationYear: '2030',
  SecurityCode: '123',
  BillingZip: '64105',
  ...more,
});

interface Answer {
  success: boolean;
  Result?: string;
  Message?: string;
  DeclineReason?: string;
  Card?: Record<string, string>;
  errors?: string[];
  reason?: string;
}

/** The session cookie a sign-in sets. */
async function signIn(request: (m: string, p: string, b?: unknown) => Promise<Response>): Promise<string> {
  const response = await request('POST', '/api/user/login', {
    email: customer?.email,
    password: customer?.password,
  });
  const token = /relomove_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error('the demo customer could not sign in');
  return `relomove_session=${token}`;
}

/** Every table's rows as text, for "nothing changed" and for searching the stored data. */
async function everything(db: TestServer['server']['database']['db']): Promise<string> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = await sql<{
      t: string;
    }>`select t::text as t from ${sql.table(table_name)} t order by 1`.execute(db);
    parts.push(`${table_name}: ${rows.rows.map((r) => r.t).join('\n')}`);
  }
  return parts.join('\n');
}

describe.each(databasesUnderTest())(
  'POST /api/payments/cards on $name (issue 11, payment step Y)',
  (database) => {
    let api: TestServer;
    let cookie: string;
    const pay = (body: unknown, key: string = randomUUID(), headers: Record<string, string> = { cookie }) =>
      api.json<Answer>('POST', PATH, body, { ...headers, 'idempotency-key': key });

    beforeAll(async () => {
      api = await testServer(database, { demoUsers: true });
      cookie = await signIn(api.request);
    }, 120_000);
    afterAll(() => api.close());

    it('approves the sandbox Visa 4242 4242 4242 4242: a token, the brand, last four and expiry, never the number', async () => {
      const { status, body } = await pay(card('4242 4242 4242 4242'));
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        Result: 'CardApproved',
        Card: {
          PaymentProfileId: expect.stringMatching(/^card_/),
          Type: 'Visa',
          LastFour: '4242',
          ExpirationDate: '12/2030',
          NameOnCard: 'Casey Demo',
          BillingZip: '64105',
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/4242424242424242|4242 4242 4242 4242/);
    });

    it('declines 4000 0000 0000 9995 with its reason and message (200, success false; payments.md)', async () => {
      const { status, body } = await pay(card('4000 0000 0000 9995'));
      expect(status).toBe(200);
      expect(body).toEqual({
        success: false,
        Result: 'CardDeclined',
        reason: 'CardDeclined',
        DeclineReason: 'insufficient_funds',
        Message: DECLINE_MESSAGES.insufficient_funds,
        errors: [`CardNumber - ${DECLINE_MESSAGES.insufficient_funds}`],
      });
    });

    it('answers the processing-error number as TechnicalError', async () => {
      const { status, body } = await pay(card('4000 0000 0000 0119'));
      expect(status).toBe(200);
      expect(body.Result).toBe('TechnicalError');
      for (const line of body.errors ?? []) expect(line).toMatch(LINE);
    });

    it("refuses a card that fails the card check with 400 'field - message' lines, reason CardError (§5)", async () => {
      const { status, body } = await pay(
        card('4242 4242 4242 4241', { SecurityCode: '12', ExpirationYear: '2020', BillingZip: 'nope' }),
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        reason: 'CardError',
        errors: [
          `CardNumber - ${CARD_MESSAGES.numberInvalid}`,
          `ExpirationYear - ${CARD_MESSAGES.expired}`,
          `SecurityCode - ${CARD_MESSAGES.securityCodeOther}`,
          `BillingZip - ${CARD_MESSAGES.zipInvalid}`,
        ],
      });
    });

    it('answers 401 to a visitor who is not signed in, whatever the body', async () => {
      for (const body of [card('4242424242424242'), { junk: true }]) {
        const { status, body: answer } = await pay(body, randomUUID(), {});
        expect(status).toBe(401);
        expect(answer).toEqual({ success: false, errors: ['session - Please sign in'] });
      }
    });

    it('wants an Idempotency-Key that is a UUID', async () => {
      const missing = await api.json<Answer>('POST', PATH, card('4242424242424242'), { cookie });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual(['idempotency-key - The value is required']);
      const odd = await pay(card('4242424242424242'), 'twice');
      expect(odd.status).toBe(400);
    });

    it('answers the same key and card with the first answer, and the same key with another card 409 (payments.md)', async () => {
      const key = randomUUID();
      const first = await pay(card('5555 5555 5555 4444'), key);
      const again = await pay(card('5555555555554444'), key);
      expect(again).toMatchObject({ status: 200, body: first.body });
      const declined = randomUUID();
      const firstDecline = await pay(card('4000000000000002'), declined);
      expect((await pay(card('4000000000000002'), declined)).body).toEqual(firstDecline.body);
      const other = await pay(card('6011 1111 1111 1117'), key);
      expect(other.status).toBe(409);
      expect(other.body.reason).toBe('IdempotencyKeyReused');
    });

    it(`answers ${FUZZ_RUNS} malformed bodies with 400 and 'field - message' lines, never 5xx, changing nothing`, async () => {
      const before = await everything(api.server.database.db);
      const field = fc.constantFrom(
        'CardNumber',
        'NameOnCard',
        'ExpirationMonth',
        'ExpirationYear',
        'SecurityCode',
        'BillingZip',
      );
      // Wrong for every field: not a string, empty, too long, or with control characters.
      const wrong = fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.constant({}),
        fc.constant([]),
        fc.constant(''),
        fc.string({ minLength: 201, maxLength: 300 }),
        fc.constantFrom('\u0000\u0007', "'; DROP TABLE sandbox_card_tokens; --\u0000"),
      );
      // Strings of the right type that the card check refuses, field by field.
      const refused = fc.constantFrom(
        { CardNumber: '4242 4242 4242 4241' },
        { CardNumber: "'; DROP TABLE sandbox_card_tokens; --" },
        { CardNumber: '3566 0020 2036 0505' },
        { ExpirationMonth: '13' },
        { ExpirationYear: '1999' },
        { SecurityCode: '1' },
        { SecurityCode: 'abc' },
        { BillingZip: '<script>' },
        { NameOnCard: '   ' },
      );
      const body = fc.oneof(
        // One or more fields wrong or missing.
        fc
          .tuple(
            fc.uniqueArray(field, { minLength: 1 }),
            fc.array(wrong, { minLength: 6, maxLength: 6 }),
            fc.boolean(),
          )
          .map(([fields, values, drop]) => {
            const b: Record<string, unknown> = card('4242424242424242');
            fields.forEach((f, i) => {
              if (drop) delete b[f];
              else b[f] = values[i];
            });
            return JSON.stringify(b);
          }),
        refused.map((fields) => JSON.stringify({ ...card('4242424242424242'), ...fields })),
        // An unknown field.
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter((k) => !(k in card('')) && k !== '__proto__')
          .map((k) => JSON.stringify({ ...card('4242424242424242'), [k]: 1 })),
        // Not JSON, or not an object.
        fc.constantFrom('{', '[]', 'null', '"card"', '{"CardNumber":', '1'),
        fc.string({ maxLength: 50 }).filter((s) => {
          try {
            const v = JSON.parse(s);
            return typeof v !== 'object' || v === null || Array.isArray(v);
          } catch {
            return true;
          }
        }),
      );
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const response = await api.request('POST', PATH, text, {
            cookie,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          });
          const answer = (await response.json()) as Answer;
          const where = `${text.slice(0, 120)} -> ${response.status} ${JSON.stringify(answer).slice(0, 200)}`;
          expect(response.status, where).toBe(400);
          expect(answer.success, where).toBe(false);
          expect(answer.errors?.length, where).toBeGreaterThan(0);
          for (const line of answer.errors ?? []) expect(line, where).toMatch(LINE);
        }),
        { numRuns: FUZZ_RUNS },
      );
      expect(await everything(api.server.database.db)).toBe(before);
    }, 300_000);
  },
);

describe.each(databasesUnderTest())(
  'card data is never stored or logged, on $name (issue 11, PCI DSS v4)',
  (database) => {
    it('pays with two cards, then finds neither number nor security code in a dump of every table or in the logs', async () => {
      const lines: string[] = [];
      const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
      const db = await database.open();
      const server = await assembleServer({
        database: db,
        reference: await referenceData(),
        logger,
        clock: new TestClock(),
        quoteLinkKey: randomBytes(32),
        botChecks: false,
        dataDir: null,
        demoUsers: true,
        passwordHashing: TEST_SCRYPT,
      });
      try {
        const request = (
          method: string,
          path: string,
          body?: unknown,
          headers: Record<string, string> = {},
        ) =>
          Promise.resolve(
            server.app.request(path, {
              method,
              headers: { 'content-type': 'application/json', ...headers },
              ...(body === undefined ? {} : { body: JSON.stringify(body) }),
            }),
          );
        const cookie = await signIn(request);
        const paid = [
          // Codes with a leading zero: no id, amount or duration is ever written that way.
          { number: '4242424242424242', code: '086', typed: '4242 4242 4242 4242' },
          { number: '378282246310005', code: '0731', typed: '3782 822463 10005' },
        ];
        for (const { typed, code } of paid) {
          const key = randomUUID();
          for (let i = 0; i < 2; i++) {
            const response = await request('POST', PATH, card(typed, { SecurityCode: code }), {
              cookie,
              'idempotency-key': key,
            });
            expect(response.status).toBe(200);
            expect(((await response.json()) as Answer).Result).toBe('CardApproved');
          }
        }
        // A declined and a refused card are not kept either.
        await request('POST', PATH, card('4000 0000 0000 0002', { SecurityCode: '053' }), {
          cookie,
          'idempotency-key': randomUUID(),
        });
        const dump = await everything(db.db);
        expect(dump).toMatch(/sandbox_card_tokens: [\s\S]*,Visa,4242,/);
        // A request's duration, time and pid are measurements, not data the customer typed.
        const logs = lines.join('\n').replace(/"(ms|time|pid)":[0-9.]+/g, '');
        expect(logs).toMatch(/payments\/cards/);
        const secrets = [...paid.flatMap((p) => [p.number, p.typed, p.code]), '4000000000000002', '053'];
        for (const secret of secrets) {
          const standalone = new RegExp(`(?<![0-9A-Za-z])${secret}(?![0-9A-Za-z])`);
          expect(dump, `the database holds ${secret}`).not.toMatch(standalone);
          expect(logs, `the logs hold ${secret}`).not.toMatch(standalone);
        }
      } finally {
        await server.close();
      }
    }, 120_000);
  },
);

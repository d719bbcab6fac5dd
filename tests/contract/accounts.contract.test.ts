import { createHash } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScryptPasswordHasher } from '../../adapters/system/scrypt-password-hasher';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import type { CaptchaVerifier } from '../../application/ports/captcha-verifier';
import { quoteForm } from '../fixtures/quote-form';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

const WRONG = { success: false, errors: ['email - The email or password is incorrect'] };
const FIFTEEN_MINUTES = 15 * 60 * 1000;

interface LoginBody {
  success: boolean;
  token: string;
  user: { id: number; email: string; role: string; FirstName: string; LastName: string };
  errors?: string[];
  reason?: string;
}

interface Summary {
  QuoteId: number;
  QuoteIdEncrypted: string;
  Revision: number;
  Result: string;
  QuoteStatus: string;
  state: string;
  email: string;
  origin: string;
  destination: string;
  MoveDate: string;
  HHGMiles: number;
  price: number | null;
  createdAt: string | null;
}
interface LookupBody {
  success: boolean;
  failReason: string;
  messages: string[];
  quotes: Summary[];
  errors?: string[];
}

/** A solved proof-of-work payload for a challenge from GET captcha/challenge. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The value of the session cookie in a Set-Cookie header. */
function sessionCookie(headers: Headers): string {
  const match = /relomove_session=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  if (!match) throw new Error('no session cookie was set');
  return match[1] ?? '';
}
const withSession = (token: string, more: Record<string, string> = {}) => ({
  cookie: `relomove_session=${token}`,
  ...more,
});

describe.each(databasesUnderTest())('Accounts and the staff lookup on $name (§4, §6, §7)', (database) => {
  let api: TestServer;
  let counter = 0;
  /** Each test signs in from its own address, so the per-address limit of one test never touches another. */
  const from = () => ({ 'x-forwarded-for': `203.0.113.${++counter}` });
  const login = (body: unknown, headers: Record<string, string> = from()) =>
    api.json<LoginBody>('POST', '/api/user/login', body, headers);
  const signIn = async (user: { email: string; password: string }) => {
    const answer = await login({ email: user.email, password: user.password });
    expect(answer.status).toBe(200);
    return sessionCookie(answer.headers);
  };
  /** GET contacts/me's `loggedin` for these headers (it always answers 200 to a browser, issue 10). */
  const loggedIn = async (headers: Record<string, string>) => {
    const answer = await api.json<{ loggedin: boolean }>('GET', '/api/contacts/me', undefined, headers);
    expect(answer.status).toBe(200);
    return answer.body.loggedin;
  };
  const count = async (table: 'sessions' | 'login_attempts' | 'users') =>
    Number(
      (
        await api.server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    api = await testServer(database, { demoUsers: true, passwordHashing: 'production' });
  }, 120_000);
  afterAll(() => api.close());

  describe('POST /user/login (§7 {email, password}; returns token and user)', () => {
    it('signs in with the demo customer: an HttpOnly, SameSite=Strict session cookie; the body token is not the credential', async () => {
      const { status, body, headers } = await login({ email: customer.email, password: customer.password });
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        token: expect.any(String),
        user: {
          id: expect.any(Number),
          email: customer.email,
          role: 'customer',
          FirstName: customer.firstName,
          LastName: customer.lastName,
        },
      });
      const setCookie = headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      expect(setCookie).toMatch(/Path=\//);
      expect(setCookie).toMatch(/Max-Age=2592000/);
      expect(setCookie).not.toMatch(/Secure/);
      expect(headers.get('cache-control')).toBe('no-store');
      const token = sessionCookie(headers);
      expect(body.token).not.toBe(token);
      // The body token opens nothing.
      expect(await loggedIn(withSession(body.token))).toBe(false);
    });

    it('the email is matched without regard to case or surrounding spaces', async () => {
      const { status } = await login({
        email: `  ${customer.email.toUpperCase()} `,
        password: customer.password,
      });
      expect(status).toBe(200);
    });

    it('marks the cookie Secure when the request came over https (X-Forwarded-Proto)', async () => {
      const { status, headers } = await login(
        { email: customer.email, password: customer.password },
        { ...from(), 'x-forwarded-proto': 'https' },
      );
      expect(status).toBe(200);
      expect(headers.get('set-cookie')).toMatch(/; Secure/);
    });

    it('a wrong password answers 401 with exactly the same body as an unknown email (which one is wrong is not revealed)', async () => {
      const wrongPassword = await login({ email: customer.email, password: 'not-the-password' });
      const unknownEmail = await login({ email: 'nobody@relomove.test', password: customer.password });
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.body).toEqual(WRONG);
      expect(unknownEmail.body).toEqual(WRONG);
      expect(wrongPassword.headers.get('set-cookie')).toBeNull();
    });

    it('a refused sign-in opens no session', async () => {
      const before = await count('sessions');
      await login({ email: customer.email, password: 'still-wrong' });
      expect(await count('sessions')).toBe(before);
    });

    it('issue 9 finding 3: wrong guesses from anywhere never lock the owner out: after 5, the right password with a solved proof of work of the asked work signs in', async () => {
      const email = 'under-attack@relomove.test';
      const passwordHash = (
        await new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('right-password')
      )._unsafeUnwrap();
      await api.server.database.db
        .insertInto('users')
        .values({ email, password_hash: passwordHash, role: 'customer' })
        .execute();
      for (let i = 0; i < 5; i++) {
        // Each guess from a different address: before issue 9 the account itself then answered 429.
        expect((await login({ email, password: `guess-${i}` })).status).toBe(401);
        api.clock.advance(60_000);
      }
      const plain = await login({ email, password: 'right-password' });
      expect(plain.status).toBe(400);
      expect(plain.body).toEqual({
        success: false,
        errors: ['captcha - Please complete the check that you are not a robot'],
        reason: 'RedirectToCaptcha',
      });
      // The sign-in challenge for this email asks for twice the everyday work; the owner solves it.
      const issued = await api.json<{ challenge: Challenge }>(
        'GET',
        `/api/captcha/challenge?email=${encodeURIComponent(email)}`,
      );
      expect(issued.status).toBe(200);
      expect(issued.body.challenge.parameters.cost).toBe(2);
      const light = await api.json<{ challenge: Challenge }>('GET', '/api/captcha/challenge');
      expect(light.body.challenge.parameters.cost).toBe(1);
      const tooLight = await login({
        email,
        password: 'right-password',
        captcha: await solve(light.body.challenge),
      });
      expect(tooLight.status).toBe(400);
      const owner = await login({
        email,
        password: 'right-password',
        captcha: await solve(issued.body.challenge),
      });
      expect(owner.status).toBe(200);
      expect(owner.headers.get('set-cookie')).toMatch(/relomove_session=/);
    });

    it('30 failures from one address in 15 minutes answer the 31st attempt 429 TooManyAttempts with Retry-After, whatever the email; other addresses are not affected', async () => {
      const address = { 'x-forwarded-for': '198.51.100.30' };
      for (let i = 0; i < 30; i++) {
        expect((await login({ email: `someone${i}@relomove.test`, password: 'guess' }, address)).status).toBe(
          401,
        );
      }
      const blocked = await login({ email: customer.email, password: customer.password }, address);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({
        success: false,
        errors: ['email - Too many sign-in attempts. Please try again in 15 minutes'],
        reason: 'TooManyAttempts',
      });
      expect(blocked.headers.get('retry-after')).toBe('900');
      expect((await login({ email: customer.email, password: customer.password })).status).toBe(200);
      api.clock.advance(FIFTEEN_MINUTES);
      expect((await login({ email: customer.email, password: customer.password }, address)).status).toBe(200);
    }, 60_000);

    it('refuses bad input with 400 field lines and records no attempt', async () => {
      const before = await count('login_attempts');
      const cases: [unknown, string[]][] = [
        [{ password: 'x' }, ['email - The value is required']],
        [{ email: customer.email }, ['password - The value is required']],
        [{ email: customer.email, password: '' }, ['password - The value is required']],
        [{ email: customer.email, password: 42 }, ['password - Value must be a string']],
        [{ email: 'not-an-email', password: 'x' }, ['email - Value is not a valid email address']],
        [{ email: `${'a'.repeat(250)}@x.io`, password: 'x' }, ['email - The maximum length allowed is 254']],
        [
          { email: customer.email, password: 'p'.repeat(201) },
          ['password - The maximum length allowed is 200'],
        ],
        [{ email: customer.email, password: 'x', remember: true }, ['remember - Unknown field']],
      ];
      for (const [body, errors] of cases) {
        const answer = await login(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toEqual({ success: false, errors });
      }
      expect(await count('login_attempts')).toBe(before);
    });

    it('never stores a password in plain text: only scrypt hashes, and sessions only as SHA-256 of the token', async () => {
      const rows = await api.server.database.db
        .selectFrom('users')
        .select(['email', 'password_hash'])
        .execute();
      for (const user of DEMO_USERS) {
        const row = rows.find((r) => r.email === user.email);
        expect(row?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
        expect(row?.password_hash).not.toContain(user.password);
      }
      const token = await signIn(customer);
      const sessions = await api.server.database.db.selectFrom('sessions').select('id').execute();
      expect(sessions.map((s) => s.id)).toContain(createHash('sha256').update(token).digest('hex'));
      expect(sessions.map((s) => s.id)).not.toContain(token);
    });
  });

  describe('GET contacts/me (§7 reads ContactGet) and POST /user/logout', () => {
    it("answers the signed-in user's own contact record", async () => {
      const token = await signIn(customer);
      const { status, body } = await api.json('GET', '/api/contacts/me', undefined, withSession(token));
      expect(status).toBe(200);
      expect(body).toEqual({
        success: true,
        loggedin: true,
        ContactGet: {
          EmailAddress: customer.email,
          FirstName: customer.firstName,
          LastName: customer.lastName,
          PhoneNumber: customer.phoneNumber,
          Role: 'customer',
        },
      });
    });

    it('answers a visitor who is not signed in as signed out (200, loggedin false), never as an error: no session, an unknown token, a malformed cookie (§7, issue 10)', async () => {
      for (const headers of [
        {},
        withSession('A'.repeat(43)),
        withSession('not a token'),
        { cookie: 'relomove_session' },
      ]) {
        const { status, body } = await api.json('GET', '/api/contacts/me', undefined, headers);
        expect(status).toBe(200);
        expect(body).toEqual({ success: true, loggedin: false });
      }
    });

    it('refuses a Bearer token that is no session with 401 "session - Please sign in"', async () => {
      const { status, body } = await api.json('GET', '/api/contacts/me', undefined, {
        authorization: `Bearer ${'A'.repeat(43)}`,
      });
      expect(status).toBe(401);
      expect(body).toEqual({ success: false, errors: ['session - Please sign in'] });
    });

    it('logout ends the session and clears the cookie: the old token no longer works', async () => {
      const token = await signIn(customer);
      const out = await api.json('POST', '/api/user/logout', undefined, withSession(token));
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ success: true });
      expect(out.headers.get('set-cookie')).toMatch(/relomove_session=;.*Max-Age=0/);
      expect(await loggedIn(withSession(token))).toBe(false);
    });

    it('signing in again over an open session ends the old session', async () => {
      const first = await signIn(customer);
      const again = await login(
        { email: customer.email, password: customer.password },
        { ...from(), ...withSession(first) },
      );
      expect(again.status).toBe(200);
      const second = sessionCookie(again.headers);
      expect(await loggedIn(withSession(first))).toBe(false);
      expect(await loggedIn(withSession(second))).toBe(true);
    });

    it('logout is fine when nobody is signed in', async () => {
      const { status, body } = await api.json('POST', '/api/user/logout');
      expect(status).toBe(200);
      expect(body).toEqual({ success: true });
    });

    it('a session ends after 14 idle days, and using it keeps it alive up to 30 days after sign-in', async () => {
      const day = 24 * 60 * 60 * 1000;
      const kept = await signIn(customer);
      const idle = await signIn(customer);
      for (let i = 0; i < 2; i++) {
        api.clock.advance(10 * day);
        expect(await loggedIn(withSession(kept))).toBe(true);
      }
      // 20 days without use.
      expect(await loggedIn(withSession(idle))).toBe(false);
      api.clock.advance(9 * day);
      expect(await loggedIn(withSession(kept))).toBe(true);
      // Day 31: past the absolute limit, however often it was used.
      api.clock.advance(2 * day);
      expect(await loggedIn(withSession(kept))).toBe(false);
    });
  });

  describe('POST /quotes/lookup (§1 "Staff use a lookup tool"; §4 lookup failure reasons)', () => {
    const email = 'lookup-family@example.com';
    let staffToken: string;
    let first: { QuoteId: number; QuoteIdEncrypted: string };
    let second: { QuoteId: number };
    let moveDate: string;
    const lookup = (body: unknown, token: string | null = staffToken) =>
      api.json<LookupBody>('POST', '/api/quotes/lookup', body, token ? withSession(token) : {});

    beforeAll(async () => {
      // Three weeks ahead of the test clock, which earlier tests move forward.
      moveDate = new Date(api.clock.nowMs() + 21 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const add = async (over: Record<string, unknown>) => {
        const { status, body } = await api.json<{ quote: { QuoteId: number; QuoteIdEncrypted: string } }>(
          'POST',
          '/api/quotes/add',
          quoteForm({ EmailAddress: email, MoveDate: moveDate, ...over }),
        );
        expect(status).toBe(200);
        return body.quote;
      };
      first = await add({});
      api.clock.advance(60 * 60 * 1000);
      second = await add({ ToZip: '60601', LinearFeet: 17, MovingOutOf: '3 bedroom' });
      staffToken = await signIn(staff);
    }, 60_000);

    it('finds a quote by its 7-digit reference number, with the summary staff need', async () => {
      const { status, body } = await lookup({ search: String(first.QuoteId) });
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.failReason).toBe('NoError');
      expect(body.messages).toEqual([]);
      expect(body.quotes).toHaveLength(1);
      const [summary] = body.quotes;
      expect(summary).toMatchObject({
        QuoteId: first.QuoteId,
        Revision: 1,
        Result: 'Auto',
        QuoteStatus: 'Open',
        state: 'Quoted',
        email,
        origin: 'New York, NY 10001',
        MoveDate: moveDate,
      });
      expect(summary?.destination).toMatch(/, CA 90001$/);
      expect(summary?.HHGMiles).toBeGreaterThan(2000);
      expect(summary?.price).toBeGreaterThan(0);
      expect(Number.isInteger(Math.round((summary?.price ?? 0) * 100))).toBe(true);
      expect(summary?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // The token in the summary opens the same quote.
      const view = await api.json<{ quote: { QuoteId: number } }>(
        'GET',
        `/api/quotes/view/${summary?.QuoteIdEncrypted}`,
      );
      expect(view.body.quote.QuoteId).toBe(first.QuoteId);
    });

    it('finds every quote sent to an email address (any case), newest first', async () => {
      const { status, body } = await lookup({ search: email.toUpperCase() });
      expect(status).toBe(200);
      expect(body.failReason).toBe('NoError');
      expect(body.quotes.map((q) => q.QuoteId)).toEqual([second.QuoteId, first.QuoteId]);
      const [newest, oldest] = body.quotes;
      expect(Date.parse(newest?.createdAt ?? '')).toBeGreaterThan(Date.parse(oldest?.createdAt ?? ''));
    });

    it('finds a quote by its QuoteIdEncrypted link token', async () => {
      const { body } = await lookup({ search: first.QuoteIdEncrypted });
      expect(body.failReason).toBe('NoError');
      expect(body.quotes.map((q) => q.QuoteId)).toEqual([first.QuoteId]);
    });

    it('a search that matches nothing is a UserError with a line that says why', async () => {
      const cases: [string, string][] = [
        ['9999999', 'search - No quote has the reference number 9999999'],
        ['nobody-here@example.com', 'search - No quotes were sent to nobody-here@example.com'],
        [
          'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
          'search - This quote link token is not valid, or its quote no longer exists',
        ],
        ['hello world', 'search - Enter a reference number, an email address or a quote link token'],
      ];
      for (const [search, line] of cases) {
        const { status, body } = await lookup({ search });
        expect(status, search).toBe(200);
        expect(body).toEqual({ success: true, failReason: 'UserError', messages: [line], quotes: [] });
      }
    });

    it('a signed-in customer is refused with 403; nobody signed in with 401', async () => {
      const customerToken = await signIn(customer);
      const asCustomer = await lookup({ search: String(first.QuoteId) }, customerToken);
      expect(asCustomer.status).toBe(403);
      expect(asCustomer.body).toEqual({
        success: false,
        errors: ['session - Only staff can use the lookup tool'],
      });
      const anonymous = await lookup({ search: String(first.QuoteId) }, null);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ success: false, errors: ['session - Please sign in'] });
    });

    it('refuses bad input with 400 field lines', async () => {
      const cases: [unknown, string[]][] = [
        [{}, ['search - The value is required']],
        [{ search: '   ' }, ['search - The value is required']],
        [{ search: 1000001 }, ['search - Value must be a string']],
        [{ search: 'x'.repeat(255) }, ['search - The maximum length allowed is 254']],
        [{ search: '1000001', all: true }, ['all - Unknown field']],
      ];
      for (const [body, errors] of cases) {
        const answer = await lookup(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toEqual({ success: false, errors });
      }
    });
  });
});

describe.each(databasesUnderTest())(
  'POST /user/login with bot checks on, on $name (§5 bot checks)',
  (database) => {
    let api: TestServer;
    const solved = 'solved-proof-of-work';
    const captcha: CaptchaVerifier = {
      challenge: () => okAsync({}),
      verify: (payload) => okAsync(payload === solved),
    };
    const human = { fieldDurationsMs: [2400, 3100], totalMs: 9000 };
    const attempt = (over: Record<string, unknown>) =>
      api.json<LoginBody>('POST', '/api/user/login', {
        email: customer.email,
        password: customer.password,
        ...over,
      });

    beforeAll(async () => {
      api = await testServer(database, { demoUsers: true, botChecks: true, captcha });
    }, 120_000);
    afterAll(() => api.close());

    it('signs in with a solved captcha and a human pace', async () => {
      expect((await attempt({ captcha: solved, formTiming: human })).status).toBe(200);
    });

    it('without a solved captcha, or filled in too fast, answers 400 RedirectToCaptcha and records no failure', async () => {
      const refused = {
        success: false,
        errors: ['captcha - Please complete the check that you are not a robot'],
        reason: 'RedirectToCaptcha',
      };
      const recorded = () => api.server.database.db.selectFrom('login_attempts').selectAll().execute();
      const before = await recorded();
      for (const over of [
        { formTiming: human },
        { captcha: 'forged', formTiming: human },
        { captcha: solved },
        { captcha: solved, formTiming: { fieldDurationsMs: [100, 120], totalMs: 900 } },
      ]) {
        const { status, body } = await attempt({ ...over, password: 'wrong' });
        expect(status, JSON.stringify(over)).toBe(400);
        expect(body).toEqual(refused);
      }
      // Nothing was checked, so nothing is recorded (an earlier sign-in in this file is, as every check is).
      expect(await recorded()).toEqual(before);
    });
  },
);

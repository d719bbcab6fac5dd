import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgSignUpStore } from '../../adapters/persistence/pg-sign-up-store';
import { DEMO_USERS } from '../../application/accounts/demo-users';
import {
  MAX_SIGN_UP_CODE_ATTEMPTS,
  SIGN_UP_CODE_LIFETIME_MS,
  SIGN_UP_EMAIL_THROTTLE,
} from '../../domain/accounts/sign-up-rules';
import { databasesUnderTest } from '../support/test-databases';
import { type TestServer, testServer } from '../support/test-server';

const [customer, staff] = DEMO_USERS;
if (!customer || !staff) throw new Error('the demo users are a customer and a staff member');

const WRONG_CODE = { success: false, errors: ['Code - The code is wrong or has expired'] };
const LINE = /^[^\n]* - [^\n]+$|^- [^\n]+$/;
const RUNS_PER_ENDPOINT = 1000;
const PASSWORD = 'boxes-and-tape-2026';

/** The value of the session cookie in a Set-Cookie header. */
function sessionCookie(headers: Headers): string {
  const match = /relomove_session=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  if (!match) throw new Error('no session cookie was set');
  return match[1] ?? '';
}

/** The headers that differ on every request whatever it asks (the time, a random request id). */
const PER_REQUEST = ['date', 'x-request-id'];
/** Every header but the skipped ones, as [name, value] pairs in order. */
const headersBut = (headers: Headers, skip: string[]) =>
  [...headers.entries()].filter(([name]) => !skip.includes(name.toLowerCase()));

describe.each(databasesUnderTest())(
  'Customer sign-up and contacts/me on $name (issue 11, §7)',
  (database) => {
    let api: TestServer;
    let counter = 0;
    let emails = 0;
    /** Each test signs up from its own address, so one test's limits never touch another's. */
    const from = () => ({ 'x-forwarded-for': `198.18.0.${++counter}` });
    /** A new address of the given length (so that answers about two addresses have the same length). */
    const newEmail = (length = 24) => {
      const stem = `n${++emails}x`;
      const domain = '@relomove.test';
      return `${stem}${'a'.repeat(Math.max(0, length - stem.length - domain.length))}${domain}`;
    };
    const signUp = (
      email: string,
      headers: Record<string, string> = from(),
      more: Record<string, unknown> = {},
    ) =>
      api.request(
        'POST',
        '/api/user/register',
        {
          EmailAddress: email,
          FirstName: 'Dana',
          LastName: 'Mover',
          PhoneNumber: '(816) 555-0100',
          Password: PASSWORD,
          ...more,
        },
        headers,
      );
    const verify = (email: string, code: string, headers: Record<string, string> = from()) =>
      api.json<{ success: boolean; token?: string; user?: Record<string, unknown>; errors?: string[] }>(
        'POST',
        '/api/user/register/verify',
        { EmailAddress: email, Code: code },
        headers,
      );
    /** The emails delivered to an address, newest first (the sandbox mailer's outbox). */
    const outbox = (to: string) =>
      api.server.database.db
        .selectFrom('outbox_emails')
        .select(['subject', 'text_body'])
        .where('to_address', '=', to)
        .orderBy('id', 'desc')
        .execute();
    const codeFor = async (to: string) => {
      const [latest] = await outbox(to);
      const code = /code is (\d{6})/.exec(latest?.text_body ?? '')?.[1];
      if (!code) throw new Error(`no sign-up code was emailed to ${to}`);
      return code;
    };
    const count = async (table: 'users' | 'signup_codes' | 'sessions') =>
      Number(
        (
          await api.server.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const me = (token: string) =>
      api.json<{ loggedin: boolean; ContactGet?: Record<string, string> }>(
        'GET',
        '/api/contacts/me',
        undefined,
        {
          cookie: `relomove_session=${token}`,
        },
      );

    beforeAll(async () => {
      api = await testServer(database, { demoUsers: true });
    }, 120_000);
    afterAll(() => api.close());

    it('a newcomer registers, reads the code from the email, verifies and is signed in with a working session cookie (issue 11)', async () => {
      const email = newEmail();
      const answer = await signUp(email.toUpperCase());
      expect(answer.status).toBe(202);
      expect(await answer.json()).toEqual({ success: true, Status: 'VerificationSent', EmailAddress: email });
      expect(await count('signup_codes')).toBeGreaterThan(0);
      const code = await codeFor(email);

      const verified = await verify(email, code);
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        success: true,
        token: expect.any(String),
        user: { id: expect.any(Number), email, role: 'customer', FirstName: 'Dana', LastName: 'Mover' },
      });
      const setCookie = verified.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(/HttpOnly/);
      expect(setCookie).toMatch(/SameSite=Strict/);
      const contact = await me(sessionCookie(verified.headers));
      expect(contact.body).toEqual({
        success: true,
        loggedin: true,
        ContactGet: {
          EmailAddress: email,
          FirstName: 'Dana',
          LastName: 'Mover',
          PhoneNumber: '8165550100',
          Role: 'customer',
        },
      });
      // The code is used up: the pending sign-up is gone and the password works at POST user/login.
      expect((await verify(email, code)).body).toEqual(WRONG_CODE);
      const login = await api.json('POST', '/api/user/login', { email, password: PASSWORD }, from());
      expect(login.status).toBe(200);
    });

    it('answers an email that already has an account exactly as a new one (status, headers but Date and X-Request-Id, body), emails a sign-in reminder and no code, and its verify fails (issue 11)', async () => {
      const fresh = newEmail(customer.email.length);
      expect(fresh.length).toBe(customer.email.length);
      const [known, unknown] = [await signUp(customer.email), await signUp(fresh)];
      expect(known.status).toBe(unknown.status);
      expect(headersBut(known.headers, PER_REQUEST)).toEqual(headersBut(unknown.headers, PER_REQUEST));
      const [knownBody, unknownBody] = [await known.json(), await unknown.json()];
      expect(knownBody).toEqual({ ...unknownBody, EmailAddress: customer.email });

      const [reminder] = await outbox(customer.email);
      expect(reminder?.subject).toBe('You already have a Relomove account');
      expect(reminder?.text_body).toContain('You already have a Relomove account — sign in');
      expect(reminder?.text_body).toContain('/user/login');
      expect(reminder?.text_body).not.toMatch(/\d{6}/);
      for (const code of ['000000', '123456', await codeFor(fresh)]) {
        expect((await verify(customer.email, code)).body).toEqual(WRONG_CODE);
      }
    });

    it(`refuses a code after ${MAX_SIGN_UP_CODE_ATTEMPTS} wrong tries, and after ${SIGN_UP_CODE_LIFETIME_MS / 60_000} minutes (issue 11)`, async () => {
      const tried = newEmail();
      await signUp(tried);
      const code = await codeFor(tried);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < MAX_SIGN_UP_CODE_ATTEMPTS; i++) {
        const answer = await verify(tried, wrong);
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual(WRONG_CODE);
      }
      expect((await verify(tried, code)).body).toEqual(WRONG_CODE);

      const late = newEmail();
      await signUp(late);
      api.clock.advance(SIGN_UP_CODE_LIFETIME_MS);
      expect((await verify(late, await codeFor(late))).body).toEqual(WRONG_CODE);
      // A new request sends a new code, which works.
      await signUp(late);
      expect((await verify(late, await codeFor(late))).status).toBe(200);
    });

    it(`of 20 simultaneous code tries at most ${MAX_SIGN_UP_CODE_ATTEMPTS} get a look at the code (one conditional update each, issue 11)`, async () => {
      const store = new PgSignUpStore(api.server.database.db);
      const email = newEmail();
      await signUp(email);
      const nowMs = api.clock.nowMs();
      const looks = await Promise.all(
        Array.from({ length: 20 }, () => store.claimAttempt(email, nowMs, MAX_SIGN_UP_CODE_ATTEMPTS)),
      );
      const granted = looks.filter((look) => look.isOk() && look.value !== null);
      expect(granted).toHaveLength(MAX_SIGN_UP_CODE_ATTEMPTS);
      expect(granted.map((look) => (look.isOk() ? look.value?.attempts : -1)).sort()).toEqual([
        0, 1, 2, 3, 4,
      ]);
    });

    it('POST contacts/me changes only the signed-in user’s own record, answers it as GET contacts/me reads it, and is 401 when signed out (§7)', async () => {
      const email = newEmail();
      await signUp(email);
      const token = sessionCookie((await verify(email, await codeFor(email))).headers);
      const other = await api.json(
        'POST',
        '/api/user/login',
        { email: customer.email, password: customer.password },
        from(),
      );
      const otherToken = sessionCookie(other.headers);
      const before = await me(otherToken);

      const changed = await api.json(
        'POST',
        '/api/contacts/me',
        { FirstName: ' Robin ', LastName: 'Lee', PhoneNumber: '913.555.0199' },
        { cookie: `relomove_session=${token}` },
      );
      expect(changed.status).toBe(200);
      const record = {
        EmailAddress: email,
        FirstName: 'Robin',
        LastName: 'Lee',
        PhoneNumber: '9135550199',
        Role: 'customer',
      };
      expect(changed.body).toEqual({ success: true, loggedin: true, ContactGet: record });
      expect((await me(token)).body).toEqual({ success: true, loggedin: true, ContactGet: record });
      expect((await me(otherToken)).body).toEqual(before.body);

      const bad = await api.json(
        'POST',
        '/api/contacts/me',
        { FirstName: '', LastName: 'Lee', PhoneNumber: '555-0199' },
        { cookie: `relomove_session=${token}` },
      );
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        success: false,
        errors: ['FirstName - The value is required', 'PhoneNumber - Please enter a 10-digit phone number'],
      });
      const signedOut = await api.json('POST', '/api/contacts/me', {
        FirstName: 'Robin',
        LastName: 'Lee',
        PhoneNumber: '9135550199',
      });
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual({ success: false, errors: ['session - Please sign in'] });
    });

    it('answers bad sign-ups with every field’s §5 line, storing nothing (issue 11, §5)', async () => {
      const before = await count('signup_codes');
      const answer = await api.json(
        'POST',
        '/api/user/register',
        {
          EmailAddress: 'x@relomove.test',
          FirstName: ' ',
          LastName: 'Mover',
          PhoneNumber: '12345',
          Password: 'short',
        },
        from(),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        success: false,
        errors: [
          'Password - This field should be at least 12 characters long',
          'FirstName - The value is required',
          'PhoneNumber - Please enter a 10-digit phone number',
        ],
      });
      expect(await count('signup_codes')).toBe(before);
    });

    it(`throttles sign-ups per email (${SIGN_UP_EMAIL_THROTTLE.limit} an hour, the same for any email) and code tries per address as sign-in does (issue 11)`, async () => {
      for (const email of [customer.email.replace('demo', 'demo2'), staff.email]) {
        for (let i = 0; i < SIGN_UP_EMAIL_THROTTLE.limit; i++) expect((await signUp(email)).status).toBe(202);
        const refused = await signUp(email);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toBe('3600');
        expect(await refused.json()).toEqual({
          success: false,
          errors: ['EmailAddress - Too many attempts. Please try again in 60 minutes'],
          reason: 'TooManyAttempts',
        });
      }
      const address = from();
      for (let i = 0; i < 30; i++) expect((await verify(newEmail(), '123456', address)).status).toBe(400);
      const refused = await verify(newEmail(), '123456', address);
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]).toMatch(/^EmailAddress - Too many attempts/);
    });

    describe('fuzzed with malformed requests (issue 11: no 5xx, field - message lines, nothing changed)', () => {
      /** Text without digits, so no generated phone number or code can be a valid one. */
      const noDigit = fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9]/.test(c));
      const text = fc.oneof(
        fc.string({ maxLength: 60, unit: noDigit }),
        fc.constantFrom("'; DROP TABLE users; --", '<script>', '\u0000', '𝕽💥', ' ', ''),
        fc.integer(),
        fc.constant(null),
        fc.constant({}),
        fc.string({ minLength: 120, maxLength: 300, unit: noDigit }),
      );
      /** A body with at least one field the rules refuse: a bad value, a missing field or an unknown one. */
      const badBody = (fields: Record<string, fc.Arbitrary<unknown>>) =>
        fc
          .record(
            Object.fromEntries(Object.keys(fields).map((k) => [k, fc.oneof(fields[k] ?? text, text)])),
            {
              requiredKeys: [],
            },
          )
          .chain((body) =>
            fc.oneof(
              fc.constant({ ...body, unexpected: 1 }),
              fc.constant(body),
              fc.constantFrom('{', '[1]', 'null', '"x"', ''),
            ),
          );
      const valid = {
        EmailAddress: fc.constant('fuzz@relomove.test'),
        FirstName: fc.constant('Dana'),
        LastName: fc.constant('Mover'),
        // Never a valid phone: every generated body is malformed.
        PhoneNumber: fc.constant('816'),
        Password: fc.constant(PASSWORD),
      };
      const ENDPOINTS = [
        { path: '/api/user/register', body: badBody(valid), signedIn: false },
        {
          path: '/api/user/register/verify',
          body: badBody({ EmailAddress: valid.EmailAddress, Code: fc.constant('12345x') }),
          signedIn: false,
        },
        {
          path: '/api/contacts/me',
          body: badBody({
            FirstName: valid.FirstName,
            LastName: valid.LastName,
            PhoneNumber: fc.constant('816'),
          }),
          signedIn: true,
        },
      ];

      it(`answers ${RUNS_PER_ENDPOINT} malformed bodies per endpoint with 4xx §5 lines, never 5xx, changing nothing`, async () => {
        const token = sessionCookie(
          (
            await api.json(
              'POST',
              '/api/user/login',
              { email: customer.email, password: customer.password },
              from(),
            )
          ).headers,
        );
        const snapshot = async () => ({
          users: await api.server.database.db.selectFrom('users').selectAll().orderBy('id').execute(),
          signups: await count('signup_codes'),
        });
        const before = await snapshot();
        for (const endpoint of ENDPOINTS) {
          await fc.assert(
            fc.asyncProperty(endpoint.body, async (body) => {
              const headers: Record<string, string> = {
                ...from(),
                ...(endpoint.signedIn ? { cookie: `relomove_session=${token}` } : {}),
              };
              const response = await api.request('POST', endpoint.path, body, headers);
              const answer = (await response.json()) as { success: boolean; errors?: string[] };
              expect(response.status).toBeGreaterThanOrEqual(400);
              expect(response.status).toBeLessThan(500);
              expect(answer.success).toBe(false);
              expect(answer.errors?.length).toBeGreaterThan(0);
              for (const line of answer.errors ?? []) expect(line).toMatch(LINE);
            }),
            { numRuns: RUNS_PER_ENDPOINT },
          );
        }
        const after = await snapshot();
        expect(after.users).toEqual(before.users);
        expect(after.signups).toBe(before.signups);
      }, 300_000);
    });
  },
);

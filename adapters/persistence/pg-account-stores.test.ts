import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../application/ports/session-store';
import type { NewUserAccount } from '../../application/ports/user-repository';
import { Role } from '../../domain/accounts/enums';
import { ACCOUNT_PROOF_OF_WORK, ADDRESS_THROTTLE } from '../../domain/accounts/login-rules';
import { TestClock } from '../../tests/support/test-clock';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgLoginThrottle } from './pg-login-throttle';
import { PgQuoteTimestamps } from './pg-quote-timestamps';
import { PgSessionStore } from './pg-session-store';
import { PgUserRepository } from './pg-user-repository';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let counter = 0;
const aUser = (over: Partial<NewUserAccount> = {}): NewUserAccount => ({
  email: `user${++counter}@example.com`,
  role: Role.customer,
  passwordHash: 'scrypt$1024$8$1$salt$hash',
  firstName: 'Pat',
  lastName: 'Mover',
  phoneNumber: '3125550199',
  ...over,
});

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('account stores on $name', (underTest) => {
  let database: Database;
  let users: PgUserRepository;
  let sessions: PgSessionStore;
  let throttle: PgLoginThrottle;
  const clock = new TestClock();

  beforeAll(async () => {
    database = await underTest.open();
    users = new PgUserRepository(database.db);
    sessions = new PgSessionStore(database.db);
    throttle = new PgLoginThrottle(database.db);
  }, 120_000);
  afterAll(() => database.close());

  describe('PgUserRepository', () => {
    it('creates an account with a lower-cased email and finds it by email (any case) and by id', async () => {
      const created = (
        await users.create(aUser({ email: 'Dana.W@Example.com' }), clock.now())
      )._unsafeUnwrap();
      expect(created).toMatchObject({ email: 'dana.w@example.com', role: 'customer', firstName: 'Pat' });
      expect((await users.findByEmail(' DANA.W@example.com '))._unsafeUnwrap()).toEqual(created);
      expect((await users.findById(created.id))._unsafeUnwrap()).toEqual(created);
      expect((await users.findByEmail('nobody@example.com'))._unsafeUnwrap()).toBeNull();
      expect((await users.findById(987_654))._unsafeUnwrap()).toBeNull();
      expect((await users.findById(Number.NaN))._unsafeUnwrap()).toBeNull();
    });

    it('refuses a second account with the same email as EmailTaken', async () => {
      const user = aUser();
      await users.create(user, clock.now());
      const again = await users.create({ ...user, email: user.email.toUpperCase() }, clock.now());
      expect(again._unsafeUnwrapErr()).toEqual({ kind: 'EmailTaken', email: user.email });
    });
  });

  describe('PgSessionStore', () => {
    let userId: number;
    let sessionUser: SessionUser;
    beforeAll(async () => {
      const user = (await users.create(aUser(), clock.now()))._unsafeUnwrap();
      userId = user.id;
      sessionUser = { id: user.id, email: user.email, role: user.role };
    });

    it('stores only the SHA-256 of the token, and finds the user of a live token', async () => {
      const session = (await sessions.create(userId, clock.nowMs()))._unsafeUnwrap();
      expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(session.publicId).not.toBe(session.token);
      const rows = await database.db.selectFrom('sessions').selectAll().execute();
      const hashed = createHash('sha256').update(session.token).digest('hex');
      expect(rows.map((r) => r.id)).toContain(hashed);
      expect(rows.map((r) => r.id)).not.toContain(session.token);
      // The session and its user in one read (issue 28): what a signed-in request needs of the user.
      expect((await sessions.findUser(session.token, clock.nowMs()))._unsafeUnwrap()).toEqual(sessionUser);
    });

    it('an unknown, malformed or deleted token finds nobody', async () => {
      const session = (await sessions.create(userId, clock.nowMs()))._unsafeUnwrap();
      expect((await sessions.findUser('A'.repeat(43), clock.nowMs()))._unsafeUnwrap()).toBeNull();
      expect(
        (await sessions.findUser("'; drop table sessions; --", clock.nowMs()))._unsafeUnwrap(),
      ).toBeNull();
      expect((await sessions.delete(session.token)).isOk()).toBe(true);
      expect((await sessions.findUser(session.token, clock.nowMs()))._unsafeUnwrap()).toBeNull();
      expect((await sessions.delete('not a token')).isOk()).toBe(true);
    });

    it('ends after 14 idle days; use pushes that forward, up to 30 days after sign-in', async () => {
      const start = clock.nowMs();
      const used = (await sessions.create(userId, start))._unsafeUnwrap();
      const unused = (await sessions.create(userId, start))._unsafeUnwrap();
      expect(used.expiresAt).toBe(new Date(start + 14 * DAY).toISOString());
      for (const day of [10, 20]) {
        expect((await sessions.findUser(used.token, start + day * DAY))._unsafeUnwrap()).toEqual(sessionUser);
      }
      expect((await sessions.findUser(unused.token, start + 14 * DAY))._unsafeUnwrap()).toBeNull();
      expect((await sessions.findUser(used.token, start + 30 * DAY - MINUTE))._unsafeUnwrap()).toEqual(
        sessionUser,
      );
      expect((await sessions.findUser(used.token, start + 30 * DAY))._unsafeUnwrap()).toBeNull();
    });

    it('opening a session removes the ones that have ended', async () => {
      const old = (await sessions.create(userId, clock.nowMs() - 40 * DAY))._unsafeUnwrap();
      await sessions.create(userId, clock.nowMs());
      const ids = (await database.db.selectFrom('sessions').select('id').execute()).map((r) => r.id);
      expect(ids).not.toContain(createHash('sha256').update(old.token).digest('hex'));
    });
  });

  describe('PgLoginThrottle (windows measured on the test clock)', () => {
    it('counts the failures of one key after a time, oldest first, and keeps keys apart', async () => {
      const local = new TestClock();
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        times.push(local.nowMs());
        await throttle.recordFailure('account:a@example.com', local.nowMs());
        local.advance(5 * MINUTE);
      }
      await throttle.recordFailure('account:b@example.com', local.nowMs());
      const since = local.nowMs() - ACCOUNT_PROOF_OF_WORK.windowMs;
      // Now = first + 15 minutes: the first failure has just left the 15-minute window.
      expect((await throttle.failuresSince('account:a@example.com', since))._unsafeUnwrap()).toEqual(
        times.slice(1),
      );
      expect((await throttle.failuresSince('account:a@example.com', 0))._unsafeUnwrap()).toEqual(times);
      expect((await throttle.failuresSince('account:b@example.com', since))._unsafeUnwrap()).toHaveLength(1);
    });

    it('clear forgets one key only', async () => {
      const at = clock.nowMs();
      await throttle.recordFailure('account:c@example.com', at);
      await throttle.recordFailure('address:192.0.2.5', at);
      await throttle.clear('account:c@example.com');
      expect((await throttle.failuresSince('account:c@example.com', 0))._unsafeUnwrap()).toEqual([]);
      expect((await throttle.failuresSince('address:192.0.2.5', 0))._unsafeUnwrap()).toEqual([at]);
    });

    it('issue 9: of 60 simultaneous reservations for one address, exactly the limit (30) get through, on separate connections too', async () => {
      const at = clock.nowMs();
      // PostgreSQL: half of them through a second pool, as from a second instance.
      const second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
      try {
        const throttles = [throttle, new PgLoginThrottle(second.db)];
        const answers = await Promise.all(
          Array.from({ length: 60 }, (_, i) =>
            (throttles[i % 2] ?? throttle).reserve('address:192.0.2.60', ADDRESS_THROTTLE, at),
          ),
        );
        const kinds = answers.map((a) => a._unsafeUnwrap().kind);
        expect(kinds.filter((k) => k === 'reserved')).toHaveLength(30);
        const refused = answers.map((a) => a._unsafeUnwrap()).find((a) => a.kind === 'refused');
        expect(refused).toEqual({ kind: 'refused', attemptsMs: Array(30).fill(at) });
      } finally {
        if (second !== database) await second.close();
      }
    });

    it('a reservation counts until it leaves the window, whatever the check it allowed answered', async () => {
      const local = new TestClock();
      const policy = { limit: 2, windowMs: 15 * MINUTE };
      const at = local.nowMs();
      expect((await throttle.reserve('address:192.0.2.61', policy, at))._unsafeUnwrap().kind).toBe(
        'reserved',
      );
      expect((await throttle.reserve('address:192.0.2.61', policy, at))._unsafeUnwrap().kind).toBe(
        'reserved',
      );
      expect((await throttle.reserve('address:192.0.2.61', policy, at))._unsafeUnwrap().kind).toBe('refused');
      expect((await throttle.failuresSince('address:192.0.2.61', 0))._unsafeUnwrap()).toEqual([at, at]);
      local.advance(15 * MINUTE + 1);
      expect((await throttle.reserve('address:192.0.2.61', policy, local.nowMs()))._unsafeUnwrap().kind).toBe(
        'reserved',
      );
    });

    it('deletes failures older than the longest window when recording a new one', async () => {
      const local = new TestClock();
      await throttle.recordFailure('account:d@example.com', local.nowMs());
      local.advance(16 * MINUTE);
      await throttle.recordFailure('account:e@example.com', local.nowMs());
      expect((await throttle.failuresSince('account:d@example.com', 0))._unsafeUnwrap()).toEqual([]);
    });
  });

  describe('PgQuoteTimestamps', () => {
    it('answers the created_at of the quotes that exist', async () => {
      const inserted = await sql<{ id: number }>`
        insert into quotes (revision, status, email, origin_zip, destination_zip, move_date, document, created_at, updated_at)
        values (1, 'Open', 'x@example.com', '10001', '90001', '2026-12-08', '{}', '2026-11-21T15:00:00Z', '2026-11-21T15:00:00Z')
        returning id`.execute(database.db);
      const id = inserted.rows[0]?.id ?? 0;
      const times = (await new PgQuoteTimestamps(database.db).createdAt([id, 42]))._unsafeUnwrap();
      expect([...times.entries()]).toEqual([[id, '2026-11-21T15:00:00.000Z']]);
      expect((await new PgQuoteTimestamps(database.db).createdAt([]))._unsafeUnwrap().size).toBe(0);
    });
  });

  it('a database that cannot be reached is StorageUnavailable, never an exception', async () => {
    const closed = await underTest.open();
    await closed.close();
    const fault = { kind: 'StorageUnavailable', message: expect.any(String) };
    expect((await new PgUserRepository(closed.db).findByEmail('a@example.com'))._unsafeUnwrapErr()).toEqual(
      fault,
    );
    expect((await new PgSessionStore(closed.db).findUser('A'.repeat(43), 0))._unsafeUnwrapErr()).toEqual(
      fault,
    );
    expect((await new PgLoginThrottle(closed.db).failuresSince('k', 0))._unsafeUnwrapErr()).toEqual(fault);
  }, 60_000);
});

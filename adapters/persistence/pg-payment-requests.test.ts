import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleQuote } from '../../domain/quote/example-quote';
import { databasesUnderTest, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgPaymentRequests } from './pg-payment-requests';
import { PgQuoteRepository } from './pg-quote-repository';
import { PgUserRepository } from './pg-user-repository';

const AT = '2026-12-01T15:00:00.000Z';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the kept answers of money requests on $name (issue 12: every money endpoint takes an idempotency key)',
  (underTest) => {
    let database: Database;
    let quoteId: number;
    let userId: number;
    let otherUserId: number;
    beforeAll(async () => {
      database = await underTest.open();
      quoteId = (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
      const users = new PgUserRepository(database.db);
      const account = (email: string) => ({
        email,
        role: 'customer' as const,
        passwordHash: 'not-a-hash',
        firstName: 'Casey',
        lastName: 'Demo',
        phoneNumber: '',
      });
      userId = (await users.create(account('keeps@example.com'), AT))._unsafeUnwrap().id;
      otherUserId = (await users.create(account('other@example.com'), AT))._unsafeUnwrap().id;
    }, 120_000);
    afterAll(() => database.close());

    const keep = (answer: unknown, over: Partial<{ userId: number; key: string; hash: string }> = {}) =>
      new PgPaymentRequests(database.db).keep({
        userId: over.userId ?? userId,
        idempotencyKey: over.key ?? 'key-1',
        operation: 'pay',
        quoteId,
        requestHash: over.hash ?? 'hash-1',
        answer,
        at: AT,
      });

    /** What the table keeps under a caller's key, as `find` read it: a claim without an answer is none yet. */
    const kept = async (user: number, key: string) => {
      const row = await database.db
        .selectFrom('payment_requests')
        .select(['request_hash', 'answer'])
        .where('user_id', '=', user)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return ok(
        row && row.answer !== '' ? { requestHash: row.request_hash, answer: JSON.parse(row.answer) } : null,
      );
    };

    it('finds nothing for a key never used', async () => {
      const found = await kept(userId, 'never-used');
      expect(found._unsafeUnwrap()).toBeNull();
    });

    it('keeps the first answer of a key: a second answer for it is not kept, and both callers get the first', async () => {
      const first = await keep({ Result: 'CardApproved', Amount: 1234 });
      expect(first._unsafeUnwrap()).toEqual({
        requestHash: 'hash-1',
        answer: { Result: 'CardApproved', Amount: 1234 },
      });
      const second = await keep({ Result: 'NothingDue' });
      expect(second._unsafeUnwrap().answer).toEqual({ Result: 'CardApproved', Amount: 1234 });
      const found = await kept(userId, 'key-1');
      expect(found._unsafeUnwrap()).toEqual(first._unsafeUnwrap());
    });

    it('keeps keys per caller: another user’s same key is their own', async () => {
      await keep({ Result: 'CardDeclined' }, { userId: otherUserId, hash: 'hash-2' });
      const mine = await kept(userId, 'key-1');
      const theirs = await kept(otherUserId, 'key-1');
      expect(mine._unsafeUnwrap()?.answer).toEqual({ Result: 'CardApproved', Amount: 1234 });
      expect(theirs._unsafeUnwrap()).toEqual({ requestHash: 'hash-2', answer: { Result: 'CardDeclined' } });
    });

    it('of many answers kept at once under one key, exactly one is kept and every caller gets it', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => keep({ n: i }, { key: 'raced', hash: `hash-${i}` })),
      );
      const kept = answers.map((a) => a._unsafeUnwrap());
      expect(new Set(kept.map((k) => JSON.stringify(k))).size).toBe(1);
    });

    const claim = (key: string, hash = 'hash-1', store = new PgPaymentRequests(database.db)) =>
      store.claim<unknown>({
        userId,
        idempotencyKey: key,
        operation: 'pay',
        quoteId,
        requestHash: hash,
        at: AT,
      });

    it('a key is claimed before the money moves: a second request with it waits for the first one’s answer and answers it (a double click pays once and both say so)', async () => {
      expect((await claim('double-click'))._unsafeUnwrap()).toEqual({ kind: 'Claimed' });
      // Not an answer yet: nothing is kept.
      expect((await kept(userId, 'double-click'))._unsafeUnwrap()).toBeNull();
      const second = claim('double-click');
      const first = await keep({ Result: 'CardApproved', Amount: 1234 }, { key: 'double-click' });
      expect(first._unsafeUnwrap().answer).toEqual({ Result: 'CardApproved', Amount: 1234 });
      expect((await second)._unsafeUnwrap()).toEqual({
        kind: 'Kept',
        kept: { requestHash: 'hash-1', answer: { Result: 'CardApproved', Amount: 1234 } },
      });
    });

    it('a claim with another request is answered at once with its hash, so the caller refuses the reused key', async () => {
      await claim('reused', 'hash-a');
      expect((await claim('reused', 'hash-b'))._unsafeUnwrap()).toEqual({
        kind: 'Kept',
        kept: { requestHash: 'hash-a', answer: null },
      });
    });

    it('a released claim (its request failed before it had an answer) is claimed again', async () => {
      await claim('released');
      const waiting = claim('released');
      (await new PgPaymentRequests(database.db).release(userId, 'released'))._unsafeUnwrap();
      expect((await waiting)._unsafeUnwrap()).toEqual({ kind: 'Claimed' });
    });

    it('a claim left without an answer past the wait is taken over (its request died); a kept answer is never released', async () => {
      await claim('abandoned');
      const impatient = new PgPaymentRequests(database.db, { pollMs: 1, maxMs: 0 });
      expect((await claim('abandoned', 'hash-1', impatient))._unsafeUnwrap()).toEqual({ kind: 'Claimed' });
      await keep({ Result: 'NothingDue' }, { key: 'abandoned' });
      (await new PgPaymentRequests(database.db).release(userId, 'abandoned'))._unsafeUnwrap();
      expect((await kept(userId, 'abandoned'))._unsafeUnwrap()?.answer).toEqual({
        Result: 'NothingDue',
      });
    });
  },
);

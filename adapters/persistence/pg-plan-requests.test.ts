import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgPlanRequests } from './pg-plan-requests';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'plan requests on $name (issue 28: a change asks for its move plan in one write)',
  (underTest) => {
    let database: Database;
    let second: Database;

    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it('a move asked for by several changes is one request; requests are taken oldest first, once, and gone after', async () => {
      const requests = new PgPlanRequests(database.db);
      let told = 0;
      requests.onRequested(() => {
        told += 1;
      });
      for (const quoteId of [501, 502, 501, 503, 501]) (await requests.request(quoteId))._unsafeUnwrap();
      expect(told).toBe(5);
      expect((await requests.take(2))._unsafeUnwrap()).toHaveLength(2);
      expect((await requests.take(10))._unsafeUnwrap()).toHaveLength(1);
      expect((await requests.take(10))._unsafeUnwrap()).toEqual([]);
      // Asked again once taken: a new request (the relay queued the earlier one).
      (await requests.request(502))._unsafeUnwrap();
      expect((await requests.take(10))._unsafeUnwrap()).toEqual([502]);
    });

    it('several moves are asked for in one write: one already waiting stays one, a move named twice is one', async () => {
      const requests = new PgPlanRequests(database.db);
      (await requests.request(601))._unsafeUnwrap();
      (await requests.request(601, 602, 603, 602))._unsafeUnwrap();
      (await requests.request())._unsafeUnwrap();
      expect([...(await requests.take(10))._unsafeUnwrap()].sort()).toEqual([601, 602, 603]);
    });

    it('two relays taking at the same moment, on two connection pools, take each request exactly once', async () => {
      const ids = Array.from({ length: 60 }, (_, i) => 1_000 + i);
      const one = new PgPlanRequests(database.db);
      const two = new PgPlanRequests(second.db);
      for (const id of ids) (await one.request(id))._unsafeUnwrap();
      const rounds = await Promise.all(
        Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? one : two).take(7)),
      );
      const taken = rounds.flatMap((r) => [...r._unsafeUnwrap()]);
      const rest = (await one.take(100))._unsafeUnwrap();
      expect([...taken, ...rest].sort((a, b) => a - b)).toEqual(ids);
    });
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  databasesUnderTest,
  type FreshDatabase,
  secondPool,
  warmUpDatabases,
} from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgCaptchaStore } from './pg-captcha-store';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'the captcha state shared through the database on $name (issue 9 scale-out)',
  (underTest) => {
    let fresh: FreshDatabase;
    let first: Database;
    let second: Database;

    beforeAll(async () => {
      fresh = await underTest.fresh();
      first = await fresh.open();
      // PostgreSQL: a second pool, as a second instance has. PGlite (one process by design): the same database.
      second = underTest.name === 'PostgreSQL' ? await secondPool(first) : first;
    }, 120_000);
    afterAll(async () => {
      if (second !== first) await second.close();
      await first.close();
      await fresh.dispose();
    });

    it('instances starting together agree on one secret, made once (insert-if-absent)', async () => {
      const stores = Array.from({ length: 6 }, (_, i) => new PgCaptchaStore((i % 2 ? second : first).db));
      const secrets = await Promise.all(stores.map(async (s) => (await s.secret())._unsafeUnwrap()));
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toMatch(/^[0-9a-f]{64}$/);
      const rows = await first.db.selectFrom('shared_secrets').select('name').execute();
      expect(rows).toEqual([{ name: 'captcha-hmac' }]);
    });

    it('of simultaneous spends of one signature on both instances, exactly one succeeds', async () => {
      const now = Date.parse('2026-11-23T12:00:00Z');
      const stores = Array.from({ length: 8 }, (_, i) => new PgCaptchaStore((i % 2 ? second : first).db));
      const answers = await Promise.all(
        stores.map(async (s) => (await s.spend('sig-race', now + 600_000, now))._unsafeUnwrap()),
      );
      expect(answers.filter(Boolean)).toHaveLength(1);
    });

    it('spent challenges are kept until they expire, then deleted by a later spend', async () => {
      const store = new PgCaptchaStore(first.db);
      const now = Date.parse('2026-11-23T12:00:00Z');
      expect((await store.spend('sig-old', now - 1000, now - 120_000))._unsafeUnwrap()).toBe(true);
      expect((await store.spend('sig-old', now - 1000, now - 110_000))._unsafeUnwrap()).toBe(false);
      // A minute later the next spend cleans up: the expired one is gone, the live one stays.
      expect((await store.spend('sig-new', now + 600_000, now))._unsafeUnwrap()).toBe(true);
      const left = (await first.db.selectFrom('captcha_spent').select('signature').execute()).map(
        (r) => r.signature,
      );
      expect(left).toContain('sig-new');
      expect(left).not.toContain('sig-old');
    });

    it('a database that cannot be reached is StorageUnavailable, never an exception', async () => {
      const closed = await underTest.open();
      await closed.close();
      const fault = { kind: 'StorageUnavailable', message: expect.any(String) };
      expect((await new PgCaptchaStore(closed.db).secret())._unsafeUnwrapErr()).toEqual(fault);
      expect((await new PgCaptchaStore(closed.db).spend('s', 1, 0))._unsafeUnwrapErr()).toEqual(fault);
    }, 60_000);
  },
);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../domain/notifications/message-kinds';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgMessagePreferencesStore } from './pg-message-preferences-store';

const AT = '2026-11-26T15:00:00.000Z';

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('message preferences on $name (issue 14 preferences)', (underTest) => {
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

  it('answers the defaults (texts on, nothing turned off) for an address never seen', async () => {
    const store = new PgMessagePreferencesStore(database.db);
    expect((await store.get('never@example.com'))._unsafeUnwrap()).toEqual(DEFAULT_PREFERENCES);
  });

  it('keeps the choices by address whatever its case or spaces, and reads them back after a restart', async () => {
    const store = new PgMessagePreferencesStore(database.db);
    const saved = await store.set(
      ' Pat@Example.com ',
      { smsEnabled: false, optedOut: ['tips', 'survey'] },
      AT,
    );
    expect(saved._unsafeUnwrap()).toEqual({ smsEnabled: false, optedOut: ['survey', 'tips'] });
    const again = new PgMessagePreferencesStore(second.db);
    expect((await again.get('pat@example.com'))._unsafeUnwrap()).toEqual({
      smsEnabled: false,
      optedOut: ['survey', 'tips'],
    });
    const row = await database.db
      .selectFrom('message_preferences')
      .selectAll()
      .where('email', '=', 'pat@example.com')
      .executeTakeFirstOrThrow();
    expect(new Date(row.updated_at).toISOString()).toBe(AT);
  });

  it('replaces the choices (one row per address), back to nothing turned off', async () => {
    const store = new PgMessagePreferencesStore(database.db);
    await store.set('sam@example.com', { smsEnabled: true, optedOut: ['survey'] }, AT);
    await store.set('SAM@example.com', { smsEnabled: true, optedOut: [] }, '2026-11-26T16:00:00.000Z');
    expect((await store.get('sam@example.com'))._unsafeUnwrap()).toEqual({ smsEnabled: true, optedOut: [] });
    const rows = await database.db
      .selectFrom('message_preferences')
      .select('email')
      .where('email', '=', 'sam@example.com')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('two instances writing the same address at once leave one row holding one of the writes', async () => {
    const a = { smsEnabled: false, optedOut: [] } as const;
    const b = { smsEnabled: true, optedOut: ['tips'] } as const;
    const [first, other] = await Promise.all([
      new PgMessagePreferencesStore(database.db).set('kim@example.com', { ...a, optedOut: [] }, AT),
      new PgMessagePreferencesStore(second.db).set('kim@example.com', { ...b, optedOut: ['tips'] }, AT),
    ]);
    expect(first.isOk() && other.isOk()).toBe(true);
    const now = (await new PgMessagePreferencesStore(database.db).get('kim@example.com'))._unsafeUnwrap();
    expect([a, b]).toContainEqual(now);
  });

  it('refuses an unknown category and a mixed-case key at the table (the store never writes either)', async () => {
    await expect(
      database.db
        .insertInto('message_preferences')
        .values({ email: 'x@example.com', sms_enabled: true, opted_out: ['booking'], updated_at: AT })
        .execute(),
    ).rejects.toThrow();
    await expect(
      database.db
        .insertInto('message_preferences')
        .values({ email: 'X@example.com', sms_enabled: true, opted_out: [], updated_at: AT })
        .execute(),
    ).rejects.toThrow();
  });

  it('answers StorageUnavailable, not an exception, when the database is closed', async () => {
    const made = await underTest.open();
    await made.close();
    const result = await new PgMessagePreferencesStore(made.db).get('pat@example.com');
    expect(result._unsafeUnwrapErr().kind).toBe('StorageUnavailable');
  });
});

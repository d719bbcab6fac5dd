import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../tests/support/test-databases';
import { openDatabase } from './database';
import { PreparedPglite } from './pglite-prepared';

/** One row of every kind of value the app's and pg-boss's queries return, arrays and nulls included. */
const EVERY_KIND = `select
  1::int4 as int4, 9007199254740991::int8 as int8, 1.5::float8 as float8, 12.34::numeric as numeric,
  'a'::text as text, 'b'::varchar as varchar, true as bool, null::int4 as nothing,
  '{"a":[1,"x"]}'::jsonb as jsonb, '{"b":2}'::json as json,
  '2026-12-06'::date as date, '2026-12-06 04:05:06.789+00'::timestamptz as timestamptz,
  '2026-12-06 04:05:06'::timestamp as timestamp, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'::uuid as uuid,
  array[1, null, 3]::int4[] as int4s, array[1, 2]::int8[] as int8s, array['a', 'b,c', null]::text[] as texts,
  array['{"a":1}']::jsonb[] as jsonbs, array['2026-12-06', '2027-01-01']::date[] as dates,
  array['2026-12-06 04:05:06+00']::timestamptz[] as timestamptzs, array[true, false]::bool[] as bools,
  array['a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11']::uuid[] as uuids, array[1.25]::float8[] as float8s,
  array[array[1, 2], array[3, 4]]::int4[] as matrix, '{}'::text[] as empty`;

describe('PGlite parses results with a compact parser table (issue 28: no per-query copy of ~300 parsers)', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const db of opened) await db.close();
  });

  it('the opened database answers every kind of value exactly as PGlite with its full table does', async () => {
    const plain = new PGlite({
      loadDataDir: await pgliteSnapshot(),
      parsers: { [types.DATE]: (value: string) => value },
    });
    opened.push(plain);
    const expected = (await plain.query(EVERY_KIND)).rows[0];
    const result = await openDatabase(
      { kind: 'pglite-memory', snapshot: await pgliteSnapshot() },
      { migrate: false },
    );
    const database = result._unsafeUnwrap();
    opened.push(database);
    if (database.jobStore.kind !== 'pglite') throw new Error('expected PGlite');
    const compact = (await database.jobStore.pglite.query(EVERY_KIND)).rows[0];
    expect(compact).toEqual(expected);
    expect((compact as { date: unknown }).date).toBe('2026-12-06');
    expect((compact as { dates: unknown }).dates).toEqual(['2026-12-06', '2027-01-01']);
    expect((compact as { int4s: unknown }).int4s).toEqual([1, null, 3]);
  });

  it("keeps on the instance only what differs from PGlite's default table (the dates and their arrays)", async () => {
    const database = (
      await openDatabase({ kind: 'pglite-memory', snapshot: await pgliteSnapshot() }, { migrate: false })
    )._unsafeUnwrap();
    opened.push(database);
    if (database.jobStore.kind !== 'pglite' || !(database.jobStore.pglite instanceof PreparedPglite))
      throw new Error('expected PGlite on this thread');
    expect(Object.keys(database.jobStore.pglite.database.parsers).sort()).toEqual(
      [String(types.DATE), '1182'].sort(),
    );
  });
});

import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../tests/support/test-databases';
import { PgliteDialect } from './pglite-dialect';
import { PreparedPglite } from './pglite-prepared';

/** The first message of each call into PGlite's WebAssembly: P(arse), B(ind), C(lose), ... */
function recordCalls(database: PGlite): string[] {
  const firsts: string[] = [];
  const send = database.execProtocolStream.bind(database);
  database.execProtocolStream = (message, options) => {
    firsts.push(String.fromCharCode(message[0] ?? 0));
    return send(message, options);
  };
  return firsts;
}

/** Parameters and results of every kind the app sends and reads, nulls and arrays included. */
const EVERY_KIND = `select $1::int4 as int4, $2::int8 as int8, $3::numeric as numeric, $4::text as text,
  $5::bool as bool, $6::jsonb as jsonb, $7::date as date, $8::timestamptz as timestamptz, $9::text[] as texts,
  $10::int4[] as int4s, $11::uuid as uuid, $12::int4 as nothing, $13::float8 as float8`;
const EVERY_VALUE = [
  7,
  9007199254740991,
  '12.34',
  "it's",
  true,
  { a: [1, 'x'], b: null },
  '2026-12-06',
  new Date('2026-12-06T04:05:06.789Z'),
  ['a', 'b,c', null],
  [1, null, 3],
  'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',
  null,
  1.5,
];

describe('PGlite with prepared statements (issue 28: no parse and plan per statement, one call per run)', () => {
  let database: PGlite;
  let prepared: PreparedPglite;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    database = new PGlite({
      loadDataDir: await pgliteSnapshot(),
      parsers: { [types.DATE]: (v: string) => v },
    });
    prepared = new PreparedPglite(database);
    opened.push(prepared);
    await prepared.query('create table kept (id int primary key, name text)');
  }, 120_000);
  afterAll(async () => {
    for (const each of opened) await each.close();
  });

  /** A PGlite of its own keeping at most `bound` statements prepared, after running `first`. */
  async function boundTo(bound: number, first: readonly string[]) {
    const own = new PGlite({ loadDataDir: await pgliteSnapshot() });
    const few = new PreparedPglite(own, bound);
    opened.push(few);
    for (const statement of first) await few.query(statement);
    return { own, few };
  }

  it("answers every kind of parameter and value exactly as PGlite's own query does", async () => {
    const expected = await database.query(EVERY_KIND, EVERY_VALUE);
    const first = await prepared.query(EVERY_KIND, EVERY_VALUE);
    const again = await prepared.query(EVERY_KIND, EVERY_VALUE);
    expect(first.rows).toEqual(expected.rows);
    expect(again.rows).toEqual(expected.rows);
    expect(first.rows[0]).toMatchObject({
      date: '2026-12-06',
      jsonb: { a: [1, 'x'], b: null },
      nothing: null,
    });
  });

  it('prepares a statement once: its first run parses and describes, every later run is one call that binds', async () => {
    const calls = recordCalls(database);
    const text = 'select name from kept where id = $1';
    await prepared.query(text, [1]);
    await prepared.query(text, [2]);
    await prepared.query(text, [3]);
    expect(calls).toEqual(['P', 'B', 'B', 'B']);
  });

  it('plans every run with its own values: an ON CONFLICT on a partial unique index works past the fifth run', async () => {
    await prepared.exec(`create table asks (id serial primary key, quote int, status text);
      create unique index one_open_ask on asks (quote) where status = 'open'`);
    const ask = `insert into asks (quote, status) values ($1, $2)
      on conflict (quote) where status = $3 do update set status = excluded.status returning id`;
    const ids: (number | undefined)[] = [];
    for (let run = 0; run < 12; run++)
      ids.push((await prepared.query<{ id: number }>(ask, [7, 'open', 'open'])).rows[0]?.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('counts the rows a write touched, as PGlite does', async () => {
    const inserted = await prepared.query('insert into kept (id, name) values ($1, $2), ($3, $4)', [
      10,
      'a',
      11,
      'b',
    ]);
    const updated = await prepared.query('update kept set name = $1 where id >= $2', ['c', 10]);
    const none = await prepared.query('delete from kept where id = $1', [999]);
    expect([inserted.affectedRows, updated.affectedRows, none.affectedRows]).toEqual([2, 2, 0]);
    expect((await prepared.query('select name from kept where id = $1', [11])).rows).toEqual([{ name: 'c' }]);
  });

  it('runs what it is sent in order, without waiting for answers in between (the dialect relies on it)', async () => {
    const sent = [
      prepared.query('insert into kept (id, name) values ($1, $2)', [20, 'first']),
      prepared.exec("update kept set name = 'second' where id = 20"),
      prepared.query('select name from kept where id = $1', [20]),
      prepared.query('update kept set name = $1 where id = $2', ['third', 20]),
      prepared.query('select name from kept where id = $1', [20]),
    ];
    const answers = await Promise.all(sent);
    expect(answers[2]).toMatchObject({ rows: [{ name: 'second' }] });
    expect(answers[4]).toMatchObject({ rows: [{ name: 'third' }] });
  });

  it("a failed statement is the caller's error with PostgreSQL's code, and the next statements run", async () => {
    const before = prepared.preparedCount;
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601', query: 'selec 1' });
    expect(prepared.preparedCount).toBe(before);
    const insert = 'insert into kept (id, name) values ($1, $2)';
    await prepared.query(insert, [30, 'once']);
    await expect(prepared.query(insert, [30, 'twice'])).rejects.toMatchObject({ code: '23505' });
    await prepared.query(insert, [31, 'after']);
    expect(
      (await prepared.query('select count(*)::int as n from kept where id in ($1, $2)', [30, 31])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('a rolled back transaction undoes its rows, and its prepared statements still run afterwards', async () => {
    const insert = 'insert into kept (id, name) values ($1, $2)';
    await prepared.query('begin');
    await prepared.query(insert, [40, 'undone']);
    await prepared.query('rollback');
    await prepared.query(insert, [41, 'kept']);
    const rows = await prepared.query('select id from kept where id in ($1, $2) order by id', [40, 41]);
    expect(rows.rows).toEqual([{ id: 41 }]);
  });

  it('a statement whose table changed its columns is prepared again and answers with the new columns', async () => {
    await prepared.query('create table changing (a int)');
    await prepared.query('insert into changing values (1)');
    const all = 'select * from changing';
    expect((await prepared.query(all)).rows).toEqual([{ a: 1 }]);
    await prepared.query('alter table changing add column b text default $$x$$');
    expect((await prepared.query(all)).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('in a transaction, a changed table fails that statement (as any failed statement does); the next run prepares afresh', async () => {
    await prepared.query('create table changing_in_transaction (a int)');
    const all = 'select * from changing_in_transaction';
    await prepared.query(all);
    await prepared.query('begin');
    await prepared.query('alter table changing_in_transaction add column b int');
    await expect(prepared.query(all)).rejects.toMatchObject({ code: '0A000' });
    await prepared.query('rollback');
    await prepared.query('alter table changing_in_transaction add column c int');
    expect((await prepared.query(all)).rows).toEqual([]);
    expect((await prepared.query(`${all} where a is null`)).rows).toEqual([]);
    await prepared.query('insert into changing_in_transaction values (1, 2)');
    expect((await prepared.query(all)).rows).toEqual([{ a: 1, c: 2 }]);
  });

  it('keeps at most its bound of prepared statements, closing the least recently used in PostgreSQL too', async () => {
    const { few } = await boundTo(3, ['select 1 as a', 'select 2 as b', 'select 3 as c']);
    await few.query('select 1 as a'); // used again: now the most recent
    await few.query('select 4 as d'); // evicts 'select 2 as b'
    const names = await few.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    ); // evicts 'select 3 as c', closed before this runs
    expect(few.preparedCount).toBe(3);
    expect(names.rows.map((row) => row.statement)).toEqual([
      'select 1 as a',
      'select 4 as d',
      'select statement from pg_prepared_statements order by statement',
    ]);
  }, 60_000);

  it('closes a statement let go inside a failed transaction (PostgreSQL takes a Close there), and the rollback runs', async () => {
    const { own, few } = await boundTo(2, ['select 1 as a', 'select 2 as b', 'begin']);
    await expect(few.query('select 1 / 0 as c')).rejects.toMatchObject({ code: '22012' });
    // In the failed transaction: the rollback is prepared, 'select 1 / 0 as c' let go and closed with it.
    await few.query('rollback');
    expect(own.isInTransaction()).toBe(false);
    const names = await few.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by statement',
    );
    expect(names.rows.map((row) => row.statement)).toEqual([
      'rollback',
      'select statement from pg_prepared_statements order by statement',
    ]);
    expect(few.preparedCount).toBe(2);
  }, 60_000);

  it('through the dialect, concurrent transactions never see the rows another one undoes (30, a third rolled back)', async () => {
    const db = new Kysely<{ kept: { id: number; name: string } }>({ dialect: new PgliteDialect(prepared) });
    const seen: number[][] = [];
    const transactions = Array.from({ length: 30 }, (_, i) =>
      db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('kept')
            .values({ id: 100 + i, name: 'concurrent' })
            .execute();
          if (i % 3 === 0) throw new Error('undone');
        })
        .catch(() => undefined),
    );
    const reads = Array.from({ length: 30 }, () =>
      sql<{ id: number }>`select id from kept where id >= 100 and (id - 100) % 3 = 0`
        .execute(db)
        .then((result) => seen.push(result.rows.map((row) => row.id))),
    );
    await Promise.all([...transactions, ...reads]);
    expect(seen.flat()).toEqual([]);
    const committed = await db.selectFrom('kept').select('id').where('id', '>=', 100).execute();
    expect(committed).toHaveLength(20);
  });
});

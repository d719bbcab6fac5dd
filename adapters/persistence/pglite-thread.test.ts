import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteMigratedSnapshot, pgliteSnapshot } from '../../tests/support/test-databases';
import { type Database, openDatabase } from './database';
import { moveChangesOf } from './pg-move-changes';
import { PgliteThread } from './pglite-thread';

const folders: string[] = [];
const opened: Database[] = [];

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'relomove-pglite-thread-'));
  folders.push(dir);
  return dir;
}

async function threaded(dataDir: string, snapshot?: Blob): Promise<Database> {
  const database = (
    await openDatabase({ kind: 'pglite', dataDir, thread: true, ...(snapshot ? { snapshot } : {}) })
  )._unsafeUnwrap();
  opened.push(database);
  return database;
}

afterAll(async () => {
  await Promise.all(opened.map((database) => database.close()));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('an embedded database on a worker thread of its own (issue 28, reserve under load)', () => {
  it('migrates, writes and reads a data folder, with values parsed as on the server thread', async () => {
    const database = await threaded(folder(), await pgliteMigratedSnapshot());
    expect(database.jobStore.kind === 'pglite' && database.jobStore.pglite instanceof PgliteThread).toBe(
      true,
    );
    const row = await sql<Record<string, unknown>>`select
        '2026-12-07'::date as date, array['2026-12-07'::date] as dates, 9007199254740991::int8 as int8,
        12.34::numeric as numeric, '{"a":[1,"x"]}'::jsonb as jsonb, true as bool, null::int4 as nothing,
        '2026-12-07T15:00:00Z'::timestamptz as at, array[1, null, 3]::int4[] as int4s`
      .execute(database.db)
      .then((r) => r.rows[0]);
    expect(row).toEqual({
      date: '2026-12-07',
      dates: ['2026-12-07'],
      int8: 9007199254740991,
      numeric: '12.34',
      jsonb: { a: [1, 'x'] },
      bool: true,
      nothing: null,
      at: new Date('2026-12-07T15:00:00Z'),
      int4s: [1, null, 3],
    });
    const table = await database.db
      .selectFrom('kysely_migration' as never)
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect((table as { n: number }).n).toBeGreaterThan(30);
  });

  it("refuses a failing statement with PostgreSQL's own message, code and constraint, and goes on", async () => {
    const database = await threaded(folder(), await pgliteSnapshot());
    await sql`create table things (id int primary key)`.execute(database.db);
    await sql`insert into things values (1)`.execute(database.db);
    const refusal = await sql`insert into things values (1)`
      .execute(database.db)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect(refusal).toMatchObject({
      message: expect.stringContaining('duplicate key value violates unique constraint'),
      code: '23505',
      constraint: 'things_pkey',
    });
    const counted = await sql<{ n: number }>`select count(*)::int as n from things`.execute(database.db);
    expect(counted.rows).toEqual([{ n: 1 }]);
  });

  it('keeps a transaction whole: a rollback undoes its statements, a commit keeps them', async () => {
    const database = await threaded(folder(), await pgliteSnapshot());
    await sql`create table ledger (cents int not null)`.execute(database.db);
    await database.db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into ledger values (100)`.execute(tx);
        throw new Error('a refusal inside the transaction');
      })
      .catch(() => undefined);
    await database.db.transaction().execute((tx) => sql`insert into ledger values (250)`.execute(tx));
    const rows = await sql<{ cents: number }>`select cents from ledger`.execute(database.db);
    expect(rows.rows).toEqual([{ cents: 250 }]);
  });

  it('hears its own notifications: the move change feed (LISTEN) works across the thread', async () => {
    const database = await threaded(folder(), await pgliteMigratedSnapshot());
    const feed = moveChangesOf(database);
    const heard: unknown[] = [];
    (await feed.subscribe(41, (change) => heard.push(change)))._unsafeUnwrap();
    const channel = await sql<{ channel: string }>`select move_changes_channel(current_schema()) as channel`
      .execute(database.db)
      .then((r) => r.rows[0]?.channel ?? '');
    await sql`select pg_notify(${channel}, ${JSON.stringify({ q: 41, c: 7 })})`.execute(database.db);
    await expect.poll(() => heard).toEqual([{ kind: 'Changed', quoteId: 41, changeId: 7 }]);
    await feed.close();
  });

  it('keeps what was written in the data folder after it closes, for the next process to open', async () => {
    const dir = folder();
    const first = await threaded(dir, await pgliteSnapshot());
    await sql`create table kept (word text)`.execute(first.db);
    await sql`insert into kept values ('moved')`.execute(first.db);
    await first.close();
    await first.close();
    const again = (await openDatabase({ kind: 'pglite', dataDir: dir }, { migrate: false }))._unsafeUnwrap();
    opened.push(again);
    const rows = await sql<{ word: string }>`select word from kept`.execute(again.db);
    expect(rows.rows).toEqual([{ word: 'moved' }]);
  });

  it('answers a statement after closing with a clear refusal, never a hang', async () => {
    const owner = new PgliteThread({ loadDataDir: await pgliteSnapshot() });
    await owner.waitReady;
    await expect(owner.query<{ one: number }>('select 1 as one')).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
    await owner.close();
    await expect(owner.query('select 1')).rejects.toThrow('the embedded database is closed');
  });

  it('reports a data folder that cannot be opened as DataDirUnusable, naming the folder', async () => {
    const dir = folder();
    // A folder whose database files are not a database.
    writeFileSync(join(dir, 'PG_VERSION'), 'not a version\n');
    const result = await openDatabase({ kind: 'pglite', dataDir: dir, thread: true });
    expect(result.isErr()).toBe(true);
    expect(result._unsafeUnwrapErr()).toMatchObject({
      kind: 'DataDirUnusable',
      message: expect.stringContaining(dir),
    });
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, type KyselyPlugin, Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { aQuote } from '../../tests/fixtures/quotes';
import {
  databasesUnderTest,
  openOrThrow,
  pgliteSnapshot,
  TEST_DATABASE_URL_VARIABLE,
  throwawaySchema,
  warmUpDatabases,
} from '../../tests/support/test-databases';
import { LOCK_FILE_NAME } from './data-dir-lock';
import { type Database, openDatabase } from './database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';
import { PgQuoteRepository } from './pg-quote-repository';

async function migrationRows(database: Database): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(
    database.db,
  );
  return result.rows[0]?.n ?? -1;
}

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('migrations on $name', (underTest) => {
  it('migrations started at the same moment apply each migration exactly once, and a later run applies nothing', async () => {
    const fresh = await underTest.fresh();
    const opened: Database[] = [];
    try {
      let applied: string[];
      if (fresh.config.kind === 'postgres') {
        // Two pools stand for two processes starting together against one server.
        const [first, second] = await Promise.all([
          fresh.open({ migrate: false }),
          fresh.open({ migrate: false }),
        ]);
        opened.push(first, second);
        const runs = await Promise.all([migrateToLatest(first.db), migrateToLatest(second.db)]);
        applied = runs.flatMap((run) => run._unsafeUnwrap().applied);
      } else {
        // One PGlite has one connection; two runs on it must still not collide.
        const only = await fresh.open({ migrate: false });
        opened.push(only);
        const runs = await Promise.all([migrateToLatest(only.db), migrateToLatest(only.db)]);
        applied = runs.flatMap((run) => run._unsafeUnwrap().applied);
      }
      expect(applied).toEqual(Object.keys(migrations));
      const [database] = opened;
      if (database === undefined) throw new Error('no database opened');
      expect((await migrateToLatest(database.db))._unsafeUnwrap()).toEqual({ applied: [] });
      expect(await migrationRows(database)).toBe(Object.keys(migrations).length);
      for (const table of ['quotes', 'quote_changes', 'users', 'sessions', 'login_attempts'] as const) {
        await expect(database.db.selectFrom(table).selectAll().limit(1).execute()).resolves.toEqual([]);
      }
    } finally {
      for (const database of opened) await database.close();
      await fresh.dispose();
    }
  });
});

describe.runIf(process.env[TEST_DATABASE_URL_VARIABLE])(
  'migrations on PostgreSQL beside other schemas',
  () => {
    it('fresh schemas migrate while other schemas on the same server are made and dropped at that moment', async () => {
      const url = process.env[TEST_DATABASE_URL_VARIABLE] ?? '';
      const postgres = databasesUnderTest().find((d) => d.name === 'PostgreSQL');
      if (postgres === undefined) throw new Error('PostgreSQL is under test');
      // Other instances' or test files' schemas come and go: tables with serial columns, dropped while the
      // migrator looks for its bookkeeping tables (Kysely's introspector once read every schema's columns by
      // name, and failed on a schema dropped under it).
      const churn = await openOrThrow({ kind: 'postgres', url }, { migrate: false });
      let migrating = true;
      const churning = (async () => {
        let rounds = 0;
        while (migrating || rounds < 3) {
          const other = await throwawaySchema(url, 'other');
          for (let table = 0; table < 6; table += 1) {
            await sql`create table ${sql.id(other.schema, `t${table}`)} (id serial primary key)`.execute(
              churn.db,
            );
          }
          await other.drop();
          rounds += 1;
        }
        return rounds;
      })();
      const fresh = await Promise.all(Array.from({ length: 4 }, () => postgres.fresh()));
      try {
        const opened = await Promise.allSettled(fresh.map((made) => made.open()));
        migrating = false;
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        expect(
          opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'migrated')),
        ).toEqual(fresh.map(() => 'migrated'));
        expect(await churning).toBeGreaterThanOrEqual(3);
      } finally {
        migrating = false;
        await churning.catch(() => undefined);
        await churn.close();
        await Promise.all(fresh.map((made) => made.dispose()));
      }
    });
  },
);

describe.each(databasesUnderTest())('the start-up migration check on $name (issue 9)', (underTest) => {
  /** Counts the statements a Kysely instance runs. */
  function counted(database: Database): { db: Kysely<unknown>; statements: string[] } {
    const statements: string[] = [];
    const recorder: KyselyPlugin = {
      transformQuery: (args) => {
        statements.push(args.node.kind);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    return { db: (database.db as Kysely<unknown>).withPlugin(recorder), statements };
  }

  it('an up-to-date schema is recognised with two reads, without the migrator reading the catalog and taking its lock', async () => {
    const database = await underTest.open();
    try {
      const { db, statements } = counted(database);
      expect((await migrateToLatest(db))._unsafeUnwrap()).toEqual({ applied: [] });
      expect(statements).toHaveLength(2);
    } finally {
      await database.close();
    }
  });

  it('a schema that lacks the newest migrations still gets them, each once', async () => {
    const fresh = await underTest.fresh();
    const database = await fresh.open({ migrate: false });
    try {
      const names = Object.keys(migrations);
      const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
      const partial = new Migrator({
        db: database.db,
        provider: { getMigrations: async () => migrations },
        migrationTableSchema: current.rows[0]?.schema ?? 'public',
      });
      const first = await partial.migrateTo(names[0] ?? '');
      expect(first.error).toBeUndefined();
      expect((await migrateToLatest(database.db))._unsafeUnwrap()).toEqual({ applied: names.slice(1) });
      expect(await migrationRows(database)).toBe(names.length);
    } finally {
      await database.close();
      await fresh.dispose();
    }
  });
});

describe('PGlite data folder', () => {
  let parent: string;
  let snapshot: Blob;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'relomove-db-'));
    snapshot = await pgliteSnapshot();
  });
  afterAll(() => {
    rmSync(parent, { recursive: true, force: true });
  });

  it('creates a missing folder, answers StorageUnavailable once closed, and a restart keeps every quote and revision', async () => {
    const dataDir = join(parent, 'restart', 'nested', 'data');
    const first = await openOrThrow({ kind: 'pglite', dataDir, snapshot });
    const repository = new PgQuoteRepository(first.db);
    const stored = [];
    for (const day of ['2026-06-15', '2026-06-16', '2026-06-17']) {
      const quote = aQuote({}, { MoveDate: isoDate(day) });
      stored.push((await repository.insert(quote, '2026-05-01T12:00:00Z'))._unsafeUnwrap());
    }
    const [edited] = stored;
    if (edited === undefined) throw new Error('nothing stored');
    const change = await repository.update(
      edited.QuoteId,
      (current) => ({ ok: true, quote: { ...current, IsUpdated: true } }),
      '2026-05-02T12:00:00Z',
    );
    const expected = [
      change._unsafeUnwrap().ok ? { ...edited, IsUpdated: true, Revision: 2 } : edited,
      ...stored.slice(1),
    ];
    await first.close();
    await first.close();
    // A call after close is an expected failure, not a crash.
    expect((await repository.findById(edited.QuoteId))._unsafeUnwrapErr()).toMatchObject({
      kind: 'StorageUnavailable',
    });

    const reopened = await openOrThrow({ kind: 'pglite', dataDir });
    try {
      const again = new PgQuoteRepository(reopened.db);
      for (const quote of expected) {
        expect((await again.findById(quote.QuoteId))._unsafeUnwrap()).toEqual(quote);
      }
      // The id sequence carries on after a restart: no id is issued twice.
      const next = (await again.insert(aQuote(), '2026-05-03T12:00:00Z'))._unsafeUnwrap();
      expect(next.QuoteId).toBeGreaterThan(Math.max(...expected.map((quote) => quote.QuoteId)));
    } finally {
      await reopened.close();
    }
  });

  it('answers while its folder holds the database, and no longer once the folder is removed under it (GET /api/health)', async () => {
    const dataDir = join(parent, 'removed');
    const database = await openOrThrow({ kind: 'pglite', dataDir, snapshot });
    try {
      expect(await database.answers()).toBe(true);
      rmSync(dataDir, { recursive: true, force: true });
      // A query that reads no table still goes through: the folder is what is gone.
      await expect(sql`select 1`.execute(database.db)).resolves.toBeDefined();
      expect(await database.answers()).toBe(false);
    } finally {
      await database.close().catch(() => undefined);
    }
  });

  it('refuses a second open of a folder in use with DataDirLocked naming the folder, and opens again after close', async () => {
    const dataDir = join(parent, 'locked');
    const holder = await openOrThrow({ kind: 'pglite', dataDir, snapshot });
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await holder.close();

    const error = second._unsafeUnwrapErr();
    expect(error.kind).toBe('DataDirLocked');
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`process ${process.pid}`);
    const afterClose = await openOrThrow({ kind: 'pglite', dataDir });
    await afterClose.close();
  });

  it('refuses a folder whose lock belongs to another live process', async () => {
    const dataDir = join(parent, 'other-process');
    mkdirSync(dataDir);
    // The parent process (vitest's) is alive and is not us: it stands for another server on this folder.
    const lock = { pid: process.ppid, hostname: hostname(), since: '2026-05-01T00:00:00.000Z' };
    writeFileSync(join(dataDir, LOCK_FILE_NAME), JSON.stringify(lock));

    const result = await openDatabase({ kind: 'pglite', dataDir });

    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'DataDirLocked' });
    expect(result._unsafeUnwrapErr().message).toContain(`process ${process.ppid}`);
  });

  it('answers DataDirUnusable when the folder cannot be created', async () => {
    const file = join(parent, 'a-file');
    writeFileSync(file, 'not a folder');
    const result = await openDatabase({ kind: 'pglite', dataDir: join(file, 'data') });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'DataDirUnusable' });
    expect(result._unsafeUnwrapErr().message).toContain(join(file, 'data'));
  });
});

describe.each(databasesUnderTest())(
  'whether the database answers, on $name (GET /api/health)',
  (underTest) => {
    it('answers while open, and not once closed', async () => {
      const database = await underTest.open();
      expect(await database.answers()).toBe(true);
      await database.close();
      expect(await database.answers()).toBe(false);
    });
  },
);

describe('PostgreSQL connection errors', () => {
  it('answers DatabaseUnreachable naming host, port and database, without the password', async () => {
    const result = await openDatabase({
      kind: 'postgres',
      url: 'postgres://relomove:s3cret@127.0.0.1:1/quotes',
    });
    const error = result._unsafeUnwrapErr();
    expect(error.kind).toBe('DatabaseUnreachable');
    expect(error.message).toContain('127.0.0.1:1/quotes');
    expect(error.message).toContain('ECONNREFUSED');
    expect(error.message).not.toContain('s3cret');
  });

  it('answers InvalidDatabaseUrl for something that is not a postgres:// URL', async () => {
    const result = await openDatabase({ kind: 'postgres', url: 'mysql://localhost/quotes' });
    expect(result._unsafeUnwrapErr().kind).toBe('InvalidDatabaseUrl');
  });
});

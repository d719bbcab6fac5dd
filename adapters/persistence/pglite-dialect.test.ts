import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../tests/support/test-databases';
import { inBackground } from './background-work';
import { BACKGROUND_MAX_WAIT_MS, PgliteDialect } from './pglite-dialect';

describe("PGlite's one connection: requests before background work (issue 28, reserve under load)", () => {
  let pglite: PGlite;
  let db: Kysely<unknown>;
  let now = 0;

  beforeAll(async () => {
    pglite = new PGlite({ loadDataDir: await pgliteSnapshot() });
    db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite, () => now) });
  }, 120_000);
  afterAll(() => db.destroy());

  /** Holds the connection until the returned release is called, so callers queue behind it. */
  async function holdConnection(): Promise<() => void> {
    let release = () => {};
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    void db.connection().execute(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          held();
        }),
    );
    await holding;
    return release;
  }

  const use = (order: string[], name: string) =>
    db.connection().execute(async (c) => {
      order.push(name);
      await sql`select 1`.execute(c);
    });

  it('a request waiting gets the connection before background work that queued earlier', async () => {
    const release = await holdConnection();
    const order: string[] = [];
    const queued = [
      inBackground(() => use(order, 'job 1')),
      inBackground(() => use(order, 'job 2')),
      use(order, 'request 1'),
      use(order, 'request 2'),
    ];
    release();
    await Promise.all(queued);
    expect(order).toEqual(['request 1', 'request 2', 'job 1', 'job 2']);
  });

  it(`background work that has waited ${BACKGROUND_MAX_WAIT_MS} ms goes next: it is delayed, never starved`, async () => {
    const release = await holdConnection();
    const order: string[] = [];
    const job = inBackground(() => use(order, 'job'));
    now += BACKGROUND_MAX_WAIT_MS;
    const queued = [job, use(order, 'request 1'), use(order, 'request 2')];
    release();
    await Promise.all(queued);
    expect(order).toEqual(['job', 'request 1', 'request 2']);
  });

  it('work a background task starts later (its timers, its promises) stays background', async () => {
    const release = await holdConnection();
    const order: string[] = [];
    const later = await inBackground(
      () =>
        new Promise<{ done: Promise<void> }>((resolve) =>
          setTimeout(() => resolve({ done: use(order, 'job from a timer') }), 0),
        ),
    );
    const queued = [later.done, use(order, 'request')];
    release();
    await Promise.all(queued);
    expect(order).toEqual(['request', 'job from a timer']);
  });

  it('transactions keep the connection to themselves and commit or roll back', async () => {
    await sql`create table if not exists dialect_probe (n int)`.execute(db);
    await db.transaction().execute((trx) => sql`insert into dialect_probe values (1)`.execute(trx));
    await expect(
      db.transaction().execute(async (trx) => {
        await sql`insert into dialect_probe values (2)`.execute(trx);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const rows = await sql<{ n: number }>`select n from dialect_probe order by n`.execute(db);
    expect(rows.rows).toEqual([{ n: 1 }]);
    const updated = await sql`update dialect_probe set n = n + 1`.execute(db);
    expect(updated.numAffectedRows).toBe(1n);
  });
});

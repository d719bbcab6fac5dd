import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteSnapshot } from '../../tests/support/test-databases';
import { inBackground } from './background-work';
import { BACKGROUND_MAX_WAIT_MS, PgliteDialect } from './pglite-dialect';
import type { EmbeddedPostgres } from './pglite-thread';

/**
 * An embedded database that answers only when told: what was sent, in order, and each answer held until the
 * test releases it (PGlite runs what it is sent in that order, one at a time).
 */
class HeldAnswers implements EmbeddedPostgres {
  readonly sent: string[] = [];
  private readonly waiting: { sql: string; answer: () => void; fail: (error: Error) => void }[] = [];

  query<R>(text: string): Promise<{ rows: R[]; affectedRows?: number }> {
    this.sent.push(text);
    return new Promise((resolve, reject) =>
      this.waiting.push({
        sql: text,
        answer: () => resolve({ rows: [] }),
        fail: reject,
      }),
    );
  }
  async exec(text: string): Promise<{ rows: unknown[] }[]> {
    await this.query(text);
    return [{ rows: [] }];
  }
  onNotification(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}

  /** Answers everything sent so far, in order. */
  async answerAll(): Promise<void> {
    while (this.waiting.length > 0) {
      this.waiting.shift()?.answer();
      await Promise.resolve();
    }
  }
  /** Fails the oldest statement not yet answered. */
  failNext(error: Error): void {
    this.waiting.shift()?.fail(error);
  }
}

/** Lets every promise that can settle settle (the driver's hand-offs are promise chains, no timers). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("PGlite's one session: statements queue without waiting for answers; a transaction holds it (issue 28, reserve under load)", () => {
  function session() {
    const pglite = new HeldAnswers();
    const db = new Kysely<unknown>({ dialect: new PgliteDialect(pglite) });
    return { pglite, db };
  }

  it('statements outside a transaction are all sent before the first is answered', async () => {
    const { pglite, db } = session();
    const reads = [sql`select 1`.execute(db), sql`select 2`.execute(db), sql`select 3`.execute(db)];
    await settle();
    expect(pglite.sent).toEqual(['select 1', 'select 2', 'select 3']);
    await pglite.answerAll();
    await Promise.all(reads);
  });

  it('a transaction sends its begin with its first statement, and holds the session until its commit is sent', async () => {
    const { pglite, db } = session();
    let second: () => void = () => undefined;
    const secondAsked = new Promise<void>((resolve) => {
      second = resolve;
    });
    const booking = db.transaction().execute(async (trx) => {
      await sql`select 'claim'`.execute(trx);
      await secondAsked;
      await sql`select 'write'`.execute(trx);
    });
    await settle();
    // Begin is not waited for: the first statement goes with it.
    expect(pglite.sent).toEqual(['begin', "select 'claim'"]);
    const other = sql`select 'another customer'`.execute(db);
    await pglite.answerAll();
    await settle();
    // The other caller waits while the transaction is open, however long it takes.
    expect(pglite.sent).toEqual(['begin', "select 'claim'"]);
    second();
    await settle();
    expect(pglite.sent).toEqual(['begin', "select 'claim'", "select 'write'"]);
    await pglite.answerAll();
    await settle();
    // Commit is sent and, before its answer, the next caller's statement goes behind it.
    expect(pglite.sent).toEqual([
      'begin',
      "select 'claim'",
      "select 'write'",
      'commit',
      "select 'another customer'",
    ]);
    await pglite.answerAll();
    await Promise.all([booking, other]);
  });

  it('a failed begin fails the transaction, which is rolled back', async () => {
    const { pglite, db } = session();
    const booking = db.transaction().execute((trx) => sql`select 'claim'`.execute(trx));
    await settle();
    pglite.failNext(new Error('begin refused'));
    await pglite.answerAll();
    await settle();
    await pglite.answerAll();
    await expect(booking).rejects.toThrow('begin refused');
    expect(pglite.sent).toEqual(['begin', "select 'claim'", 'rollback']);
  });

  it('a block run exclusively (pg-boss statements without parameters) is never interleaved with another caller', async () => {
    const pglite = new HeldAnswers();
    const dialect = new PgliteDialect(pglite);
    const db = new Kysely<unknown>({ dialect });
    const block = dialect.session.exclusive(async () => {
      await pglite.exec('BEGIN; lock; COMMIT');
      await pglite.exec('ROLLBACK');
    });
    await settle();
    const other = sql`select 'request'`.execute(db);
    await settle();
    expect(pglite.sent).toEqual(['BEGIN; lock; COMMIT']);
    await pglite.answerAll();
    await settle();
    expect(pglite.sent).toEqual(['BEGIN; lock; COMMIT', 'ROLLBACK']);
    await pglite.answerAll();
    await settle();
    expect(pglite.sent.at(-1)).toBe("select 'request'");
    await pglite.answerAll();
    await Promise.all([block, other]);
  });
});

describe("PGlite's one session: requests before background work (issue 28, reserve under load)", () => {
  let pglite: PGlite;
  let dialect: PgliteDialect;
  let db: Kysely<unknown>;
  let now = 0;

  beforeAll(async () => {
    pglite = new PGlite({ loadDataDir: await pgliteSnapshot() });
    dialect = new PgliteDialect(pglite, () => now);
    db = new Kysely<unknown>({ dialect });
  }, 120_000);
  afterAll(() => db.destroy());

  /** Holds the session until the returned release is called, so callers queue behind it. */
  async function holdSession(): Promise<() => void> {
    let release = () => {};
    let held = () => {};
    const holding = new Promise<void>((resolve) => {
      held = resolve;
    });
    void dialect.session.exclusive(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          held();
        }),
    );
    await holding;
    return release;
  }

  /** A statement; `order` gets its name once it is answered (PGlite answers in the order it was sent). */
  const use = (order: string[], name: string) =>
    sql`select 1`.execute(db).then(() => {
      order.push(name);
    });

  it('a request waiting is sent before background work that queued earlier', async () => {
    const release = await holdSession();
    const order: string[] = [];
    const queued = [
      inBackground(() => use(order, 'job 1')),
      inBackground(() => use(order, 'job 2')),
      use(order, 'request 1'),
      use(order, 'request 2'),
    ];
    await settle();
    release();
    await Promise.all(queued);
    expect(order).toEqual(['request 1', 'request 2', 'job 1', 'job 2']);
  });

  it(`background work that has waited ${BACKGROUND_MAX_WAIT_MS} ms goes next: it is delayed, never starved`, async () => {
    const release = await holdSession();
    const order: string[] = [];
    const job = inBackground(() => use(order, 'job'));
    await settle();
    now += BACKGROUND_MAX_WAIT_MS;
    const queued = [job, use(order, 'request 1'), use(order, 'request 2')];
    await settle();
    release();
    await Promise.all(queued);
    expect(order).toEqual(['job', 'request 1', 'request 2']);
  });

  it('work a background task starts later (its timers, its promises) stays background', async () => {
    const release = await holdSession();
    const order: string[] = [];
    const later = await inBackground(
      () =>
        new Promise<{ done: Promise<void> }>((resolve) =>
          setTimeout(() => resolve({ done: use(order, 'job from a timer') }), 0),
        ),
    );
    const queued = [later.done, use(order, 'request')];
    await settle();
    release();
    await Promise.all(queued);
    expect(order).toEqual(['request', 'job from a timer']);
  });

  it('transactions keep the session to themselves and commit or roll back', async () => {
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

  it('statements sent while transactions run never land inside them: 30 transactions and 30 reads at once', async () => {
    await sql`create table if not exists dialect_marks (n int)`.execute(db);
    await sql`delete from dialect_marks`.execute(db);
    const undone = (i: number) => i % 3 === 0;
    // Each transaction, while open, has another caller read: a read that landed inside a transaction later
    // undone would see its row.
    const reads: Promise<{ rows: { seen: number }[] }>[] = [];
    const transactions = Array.from({ length: 30 }, (_, i) =>
      db.transaction().execute(async (trx) => {
        await sql`insert into dialect_marks values (${i})`.execute(trx);
        reads.push(
          sql<{ seen: number }>`select count(*)::int as seen from dialect_marks where n % 3 = 0`.execute(db),
        );
        await sql`select count(*) from dialect_marks`.execute(trx);
        if (undone(i)) throw new Error('undone');
      }),
    );
    const ended = await Promise.allSettled(transactions);
    expect(ended.filter((r) => r.status === 'rejected')).toHaveLength(10);
    expect(reads).toHaveLength(30);
    for (const read of await Promise.all(reads)) expect(read.rows).toEqual([{ seen: 0 }]);
    const kept = await sql<{ n: number }>`select n from dialect_marks order by n`.execute(db);
    expect(kept.rows.map((r) => r.n)).toEqual(
      Array.from({ length: 30 }, (_, i) => i).filter((i) => !undone(i)),
    );
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MoveChangeSignal } from '../../application/ports/move-changes';
import { cents } from '../../domain/money/money';
import type { LedgerEntry } from '../../domain/payment/ledger-entry';
import { exampleQuote } from '../../domain/quote/example-quote';
import { event } from '../../tests/fixtures/shipment';
import { logMessage } from '../../tests/support/message-log-rows';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import { until } from '../../tests/support/until';
import { backupDatabase } from './backup';
import { restoreDatabase } from './backup-restore';
import type { Database } from './database';
import { moveChangesOf, type PgMoveChanges } from './pg-move-changes';
import { PgPaymentLedger } from './pg-payment-ledger';
import { PgQuoteRepository } from './pg-quote-repository';
import { PgShipmentEvents } from './pg-shipment-events';

const AT = '2026-12-01T15:00:00.000Z';

const charge = (quoteId: number, key: string): LedgerEntry => ({
  quoteId,
  kind: 'Capture',
  amount: cents(10_000),
  method: 'CreditCard',
  processorReference: `cap_${key}`,
  relatesTo: null,
  idempotencyKey: key,
  actor: 'system',
  at: AT,
  reason: 'Charged in transit',
  failure: null,
  expiresAt: null,
});

/** What a subscriber heard, in order. */
function hearing() {
  const heard: MoveChangeSignal[] = [];
  return { heard, listener: (signal: MoveChangeSignal) => heard.push(signal) };
}

const changedIds = (heard: readonly MoveChangeSignal[]) =>
  heard.flatMap((s) => (s.kind === 'Changed' ? [s.changeId] : []));

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('move changes on $name (issue 28, LISTEN/NOTIFY)', (underTest) => {
  let database: Database;
  let changes: PgMoveChanges;
  const newMove = async () =>
    (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
  const recordEvent = (quoteId: number, key: string, db = database) =>
    new PgShipmentEvents(db.db).record(
      { quoteId, idempotencyKey: key, recordedBy: 'staff@example.com' },
      () => ok(event('DropOff', 'Started', '2026-12-01T08:00:00-06:00')),
    );

  beforeAll(async () => {
    database = await underTest.open();
    changes = moveChangesOf(database);
  }, 120_000);
  afterAll(async () => {
    await changes?.close();
    await database?.close();
  });

  it('a shipment event, a charge and a message (logged, then sent) are each one change of their move, in order, with their own row ids', async () => {
    const quoteId = await newMove();
    const other = await newMove();
    const recorded = (await recordEvent(quoteId, 'e1'))._unsafeUnwrap();
    if (recorded.kind !== 'Recorded') throw new Error('the event was not recorded');
    const [row] = (
      await new PgPaymentLedger(database.db).append([charge(quoteId, `c-${quoteId}`)])
    )._unsafeUnwrap().rows;
    await recordEvent(other, 'e1');
    const message = await logMessage(database, {
      quoteId,
      channel: 'email',
      recipient: 'pat@example.com',
      summary: 'Your move is booked',
      at: AT,
    });
    const all = (await changes.after(quoteId, 0, 100))._unsafeUnwrap();
    // The message is two changes: claimed (sending), then sent.
    expect(all.map((c) => [c.kind, c.rowId])).toEqual([
      ['ShipmentEvent', recorded.event.id],
      ['Charge', row?.id],
      ['Message', message.id],
      ['Message', message.id],
    ]);
    expect(all.every((c) => c.quoteId === quoteId)).toBe(true);
    const ids = all.map((c) => c.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect((await changes.latest(quoteId))._unsafeUnwrap()).toBe(ids.at(-1));
    expect((await changes.after(quoteId, ids[1] ?? 0, 100))._unsafeUnwrap().map((c) => c.id)).toEqual(
      ids.slice(2),
    );
    expect((await changes.after(quoteId, 0, 1))._unsafeUnwrap().map((c) => c.id)).toEqual(ids.slice(0, 1));
    expect((await changes.latest(await newMove()))._unsafeUnwrap()).toBe(0);
  });

  it('a subscriber hears each change of its move once it commits, and nothing of other moves or of a rolled-back write', async () => {
    const quoteId = await newMove();
    const other = await newMove();
    const mine = hearing();
    const theirs = hearing();
    const stop = (await changes.subscribe(quoteId, mine.listener))._unsafeUnwrap();
    const stopOther = (await changes.subscribe(other, theirs.listener))._unsafeUnwrap();

    // Rolled back: the event and its change are undone, and the notification is never sent.
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into shipment_events (quote_id, milestone, status, occurred_at, recorded_at, source, recorded_by, idempotency_key)
          values (${quoteId}, 'DropOff', 'Started', ${AT}, ${AT}, 'staff', 'staff@example.com', 'rolled-back')`.execute(
          trx,
        );
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await recordEvent(quoteId, 'kept');
    await new PgPaymentLedger(database.db).append([charge(quoteId, `heard-${quoteId}`)]);

    const recorded = (await changes.after(quoteId, 0, 100))._unsafeUnwrap();
    expect(recorded.map((c) => c.kind)).toEqual(['ShipmentEvent', 'Charge']);
    await until(
      () => changedIds(mine.heard),
      (ids) => ids.length >= 2,
      'the two changes to be heard',
    );
    // The first signal heard is the kept event's: the rolled-back one sent nothing.
    expect(mine.heard).toEqual(recorded.map((c) => ({ kind: 'Changed', quoteId, changeId: c.id })));
    expect(theirs.heard).toEqual([]);

    stop();
    await recordEvent(other, 'after-stop');
    await until(
      () => theirs.heard.length,
      (n) => n === 1,
      'the other move to hear its change',
    );
    // Unsubscribed: the first move heard nothing more (its subscriber would have heard the other's change first).
    expect(mine.heard).toHaveLength(2);
    stopOther();
  });

  it('several subscribers of one move each hear the change', async () => {
    const quoteId = await newMove();
    const first = hearing();
    const second = hearing();
    const stops = [
      (await changes.subscribe(quoteId, first.listener))._unsafeUnwrap(),
      (await changes.subscribe(quoteId, second.listener))._unsafeUnwrap(),
    ];
    await recordEvent(quoteId, 'both');
    await until(
      () => [first.heard.length, second.heard.length],
      ([a, b]) => a === 1 && b === 1,
      'both subscribers to hear the change',
    );
    for (const stop of stops) stop();
  });

  if (underTest.name === 'PostgreSQL') {
    it('a change recorded by another instance (its own pool) is heard here', async () => {
      const other = await secondPool(database);
      try {
        const quoteId = await newMove();
        const mine = hearing();
        const stop = (await changes.subscribe(quoteId, mine.listener))._unsafeUnwrap();
        await recordEvent(quoteId, 'elsewhere', other);
        const [change] = (await changes.after(quoteId, 0, 10))._unsafeUnwrap();
        await until(
          () => mine.heard,
          (heard) => heard.length === 1,
          'the change made by the other instance',
        );
        expect(mine.heard).toEqual([{ kind: 'Changed', quoteId, changeId: change?.id }]);
        stop();
      } finally {
        await other.close();
      }
    });

    it('when the listening connection is lost it listens again and tells subscribers to read what they missed (Resync), then hears new changes', async () => {
      const quoteId = await newMove();
      const mine = hearing();
      const stop = (await changes.subscribe(quoteId, mine.listener))._unsafeUnwrap();
      const ended = await sql<{ ended: boolean }>`
        select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'relomove-changes' and query ilike 'listen%'
          and query ilike ${`%${(await sql<{ c: string }>`select move_changes_channel(current_schema()) as c`.execute(database.db)).rows[0]?.c}%`}`.execute(
        database.db,
      );
      expect(ended.rows.map((r) => r.ended)).toEqual([true]);
      await until(
        () => mine.heard,
        (heard) => heard.some((s) => s.kind === 'Resync'),
        'the Resync after the connection came back',
      );
      await recordEvent(quoteId, 'after-resync');
      const [change] = (await changes.after(quoteId, 0, 10))._unsafeUnwrap();
      await until(
        () => changedIds(mine.heard),
        (ids) => ids.includes(change?.id ?? -1),
        'the change after the reconnection',
      );
      stop();
    });
  }

  it('db restore puts the changes back as they were (no trigger adds to them), and the next change gets a new id', async () => {
    const quoteId = await newMove();
    await recordEvent(quoteId, 'before-backup');
    await logMessage(database, {
      quoteId,
      channel: 'sms',
      recipient: '2145550100',
      summary: 'Booked',
      at: AT,
    });
    const kept = (await changes.after(quoteId, 0, 100))._unsafeUnwrap();
    const file = join(mkdtempSync(join(tmpdir(), 'move-changes-backup-')), 'backup.jsonl');
    (await backupDatabase(database.db, { file, source: 'test', now: AT, overwrite: false }))._unsafeUnwrap();
    await recordEvent(quoteId, 'after-backup');
    (await restoreDatabase(database.db, file))._unsafeUnwrap();
    expect((await changes.after(quoteId, 0, 100))._unsafeUnwrap()).toEqual(kept);
    // The triggers are on again: a new event is one new change, after the restored ones.
    (await recordEvent(quoteId, 'after-restore'))._unsafeUnwrap();
    const now = (await changes.after(quoteId, 0, 100))._unsafeUnwrap();
    expect(now.slice(0, kept.length)).toEqual(kept);
    expect(now).toHaveLength(kept.length + 1);
    expect(now.at(-1)?.id).toBeGreaterThan(kept.at(-1)?.id ?? 0);
  });

  it('after close() a subscription is refused, and close() may be called again', async () => {
    const own = moveChangesOf(database);
    const quoteId = await newMove();
    (await own.subscribe(quoteId, () => undefined))._unsafeUnwrap();
    await own.close();
    await own.close();
    const refused = await own.subscribe(quoteId, () => undefined);
    expect(refused.isErr() && refused.error.kind).toBe('StorageUnavailable');
  });
});

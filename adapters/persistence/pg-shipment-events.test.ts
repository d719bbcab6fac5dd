import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { err, ok } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredShipmentEvent } from '../../application/ports/shipment-events';
import { exampleQuote } from '../../domain/quote/example-quote';
import { applyEvent, foldEvents, type ShipmentEvent } from '../../domain/shipment';
import { event, plan } from '../../tests/fixtures/shipment';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import { backupDatabase } from './backup';
import { restoreDatabase } from './backup-restore';
import type { Database } from './database';
import { PgQuoteRepository } from './pg-quote-repository';
import { PgShipmentEvents } from './pg-shipment-events';

const AT = '2026-12-01T15:00:00.000Z';

/** The decision the use case makes: fold the history with the domain, then apply the new event. */
const decideWith = (next: ShipmentEvent) => (events: readonly StoredShipmentEvent[]) =>
  foldEvents(plan(), events).andThen((shipment) => applyEvent(shipment, next).map(() => next));

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())('shipment events on $name (issue 13, convention 12)', (underTest) => {
  let database: Database;
  let second: Database;
  const newMove = async () =>
    (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
  beforeAll(async () => {
    database = await underTest.open();
    second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
  }, 120_000);
  afterAll(async () => {
    if (second !== database) await second.close();
    await database.close();
  });

  it('records events in order and reads them back exactly, oldest first, with who recorded them', async () => {
    const quoteId = await newMove();
    const store = new PgShipmentEvents(database.db);
    const started = event('DropOff', 'Started', '2026-12-01T08:00:00-06:00', { location: 'Dallas, TX' });
    const scheduled = event('Delivery', 'Scheduled', '2026-12-01T09:00:00-06:00', {
      window: { Early: '2026-12-09' as never, Late: '2026-12-10' as never },
      rawCode: 'SBX-PENDING',
      source: 'carrier-sandbox',
    });
    const first = (
      await store.record(
        { quoteId, idempotencyKey: 'k1', recordedBy: 'staff@example.com' },
        decideWith(started),
      )
    )._unsafeUnwrap();
    expect(first.kind).toBe('Recorded');
    const second = (
      await store.record(
        { quoteId, idempotencyKey: 'k2', recordedBy: 'carrier-sandbox' },
        decideWith(scheduled),
      )
    )._unsafeUnwrap();
    expect(second.kind).toBe('Recorded');
    const rows = (await store.events(quoteId))._unsafeUnwrap();
    expect(rows.map(({ id: _i, quoteId: _q, recordedBy: _r, idempotencyKey: _k, ...e }) => e)).toEqual([
      started,
      scheduled,
    ]);
    expect(rows.map((r) => [r.recordedBy, r.idempotencyKey])).toEqual([
      ['staff@example.com', 'k1'],
      ['carrier-sandbox', 'k2'],
    ]);
    expect(rows[0]?.id).toBeLessThan(rows[1]?.id ?? 0);
  });

  it('a key already stored answers its first event and adds nothing, whatever the decision would be now', async () => {
    const quoteId = await newMove();
    const store = new PgShipmentEvents(database.db);
    const started = event('DropOff', 'Started', '2026-12-01T08:00:00-06:00');
    const request = { quoteId, idempotencyKey: 'retry', recordedBy: 'system' };
    const first = (await store.record(request, decideWith(started)))._unsafeUnwrap();
    const again = (await store.record(request, () => err('never asked')))._unsafeUnwrap();
    expect(again.kind).toBe('Replayed');
    expect(again.kind === 'Replayed' && first.kind === 'Recorded' && again.event).toEqual(
      first.kind === 'Recorded' && first.event,
    );
    expect((await store.events(quoteId))._unsafeUnwrap()).toHaveLength(1);
  });

  it('a refused decision stores nothing and answers the refusal with the history', async () => {
    const quoteId = await newMove();
    const store = new PgShipmentEvents(database.db);
    const outOfOrder = event('Delivery', 'Completed', '2026-12-01T08:00:00-06:00');
    const refused = (
      await store.record({ quoteId, idempotencyKey: 'bad', recordedBy: 'system' }, decideWith(outOfOrder))
    )._unsafeUnwrap();
    expect(refused.kind).toBe('Refused');
    expect(refused.kind === 'Refused' && refused.refusal.message).toBe(
      'Delivery cannot be completed before DropOff is complete',
    );
    expect((await store.events(quoteId))._unsafeUnwrap()).toEqual([]);
  });

  it('two instances recording the same next event at once (other keys): one is stored, the domain refuses the other', async () => {
    const quoteId = await newMove();
    const stores = [new PgShipmentEvents(database.db), new PgShipmentEvents(second.db)];
    const completed = event('DropOff', 'Completed', '2026-12-01T08:00:00-06:00');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        stores[i % 2]?.record(
          { quoteId, idempotencyKey: `race-${i}`, recordedBy: 'system' },
          decideWith(completed),
        ),
      ),
    );
    const kinds = outcomes.map((o) => o?._unsafeUnwrap().kind);
    expect(kinds.filter((k) => k === 'Recorded')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'Refused')).toHaveLength(9);
    expect((await stores[0]?.events(quoteId))?._unsafeUnwrap()).toHaveLength(1);
  });

  it('two instances recording with one key at once: one row, the others replay it', async () => {
    const quoteId = await newMove();
    const stores = [new PgShipmentEvents(database.db), new PgShipmentEvents(second.db)];
    const started = event('DropOff', 'Started', '2026-12-01T08:00:00-06:00');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        stores[i % 2]?.record({ quoteId, idempotencyKey: 'one-key', recordedBy: 'system' }, () =>
          ok(started),
        ),
      ),
    );
    const kinds = outcomes.map((o) => o?._unsafeUnwrap().kind);
    expect(kinds.filter((k) => k === 'Recorded')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'Replayed')).toHaveLength(9);
    expect((await stores[0]?.events(quoteId))?._unsafeUnwrap()).toHaveLength(1);
  });

  it('one key on two moves is two events (keys are per move)', async () => {
    const [a, b] = [await newMove(), await newMove()];
    const store = new PgShipmentEvents(database.db);
    const started = event('DropOff', 'Started', '2026-12-01T08:00:00-06:00');
    for (const quoteId of [a, b])
      expect(
        (
          await store.record({ quoteId, idempotencyKey: 'shared', recordedBy: 'system' }, () => ok(started))
        )._unsafeUnwrap().kind,
      ).toBe('Recorded');
  });

  it("reads several moves' events in one read, each move's oldest first, as each move's own read gives them", async () => {
    const [a, b, none] = [await newMove(), await newMove(), await newMove()];
    const store = new PgShipmentEvents(database.db);
    const record = (quoteId: number, key: string, at: string) =>
      store.record({ quoteId, idempotencyKey: key, recordedBy: 'system' }, () =>
        ok(event('DropOff', 'Started', at)),
      );
    (await record(a, 'a1', '2026-12-01T08:00:00-06:00'))._unsafeUnwrap();
    (await record(b, 'b1', '2026-12-01T09:00:00-06:00'))._unsafeUnwrap();
    (await record(a, 'a2', '2026-12-01T10:00:00-06:00'))._unsafeUnwrap();
    const moves = (await store.eventsOfMoves([a, b, none]))._unsafeUnwrap();
    expect(moves.get(a)).toEqual((await store.events(a))._unsafeUnwrap());
    expect(moves.get(a)?.map((e) => e.idempotencyKey)).toEqual(['a1', 'a2']);
    expect(moves.get(b)).toEqual((await store.events(b))._unsafeUnwrap());
    expect(moves.has(none)).toBe(false);
    expect((await store.eventsOfMoves([]))._unsafeUnwrap().size).toBe(0);
  });

  it('refuses to update or delete a row: shipment events are append-only', async () => {
    const quoteId = await newMove();
    const store = new PgShipmentEvents(database.db);
    await store.record(
      { quoteId, idempotencyKey: 'kept', recordedBy: 'system' },
      decideWith(event('DropOff', 'Started', '2026-12-01T08:00:00-06:00')),
    );
    await expect(sql`update shipment_events set status = 'Completed'`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from shipment_events`.execute(database.db)).rejects.toThrow(/append-only/);
    expect((await store.events(quoteId))._unsafeUnwrap()).toHaveLength(1);
  });

  it('db backup and restore keep the events (restore empties the append-only table with TRUNCATE, which the trigger allows)', async () => {
    const quoteId = await newMove();
    const store = new PgShipmentEvents(database.db);
    const request = (key: string) => ({ quoteId, idempotencyKey: key, recordedBy: 'system' });
    await store.record(
      request('before'),
      decideWith(event('DropOff', 'Started', '2026-12-01T08:00:00-06:00')),
    );
    const kept = (await store.events(quoteId))._unsafeUnwrap();
    const file = join(mkdtempSync(join(tmpdir(), 'shipment-backup-')), 'backup.jsonl');
    (await backupDatabase(database.db, { file, source: 'test', now: AT, overwrite: false }))._unsafeUnwrap();
    await store.record(
      request('after'),
      decideWith(event('DropOff', 'Completed', '2026-12-01T10:00:00-06:00')),
    );
    expect((await store.events(quoteId))._unsafeUnwrap()).toHaveLength(2);
    const restored = (await restoreDatabase(database.db, file))._unsafeUnwrap();
    expect(restored.tables.shipment_events).toBeGreaterThan(0);
    expect((await store.events(quoteId))._unsafeUnwrap()).toEqual(kept);
    const again = (
      await store.record(
        request('after'),
        decideWith(event('DropOff', 'Completed', '2026-12-01T10:00:00-06:00')),
      )
    )._unsafeUnwrap();
    expect(again.kind).toBe('Recorded');
  });
});

import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Result, ResultAsync } from 'neverthrow';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type {
  RecordOutcome,
  ShipmentEventRequest,
  ShipmentEvents,
  StoredShipmentEvent,
} from '../../application/ports/shipment-events';
import type { EventSource, EventStatus, Instant, Milestone, ShipmentEvent } from '../../domain/shipment';
import { dateColumn, PgStore } from './pg-store';
import type { Schema } from './schema';
import type { ShipmentEventsTable } from './schema-moves';
import { storage } from './storage';

/**
 * A move's shipment events in the shipment_events table (migration 0020), on PGlite or PostgreSQL.
 * `record` is one transaction: a transaction-scoped advisory lock on the move (so every instance sharing
 * the database takes turns on it), the key's stored event if there is one, else the history, the caller's
 * decision and the insert. Rows are never updated or deleted (a trigger refuses it).
 */
export class PgShipmentEvents extends PgStore implements ShipmentEvents {
  events(quoteId: number): ResultAsync<StoredShipmentEvent[], RepositoryError> {
    return storage(() => historyOf(this.db, quoteId));
  }

  eventsOfMoves(
    quoteIds: readonly number[],
  ): ResultAsync<ReadonlyMap<number, StoredShipmentEvent[]>, RepositoryError> {
    return storage(async () => {
      const moves = new Map<number, StoredShipmentEvent[]>();
      if (quoteIds.length === 0) return moves;
      const rows = await this.db
        .selectFrom('shipment_events')
        .selectAll()
        .where('quote_id', 'in', [...quoteIds])
        .orderBy('id')
        .execute();
      for (const event of rows.map(eventOf)) {
        const move = moves.get(event.quoteId);
        if (move) move.push(event);
        else moves.set(event.quoteId, [event]);
      }
      return moves;
    });
  }

  record<E>(
    request: ShipmentEventRequest,
    decide: (events: readonly StoredShipmentEvent[]) => Result<ShipmentEvent, E>,
  ): ResultAsync<RecordOutcome<E>, RepositoryError> {
    return storage(() =>
      this.db.transaction().execute(async (trx): Promise<RecordOutcome<E>> => {
        const events = await lockedHistory(trx, request.quoteId);
        const kept = events.find((e) => e.idempotencyKey === request.idempotencyKey);
        if (kept) return { kind: 'Replayed', event: kept, events };
        const decided = decide(events);
        if (decided.isErr()) return { kind: 'Refused', refusal: decided.error, events };
        const stored = await appendEvent(trx, request, decided.value);
        return { kind: 'Recorded', event: stored, events: [...events, stored] };
      }),
    );
  }
}

/**
 * Takes the move's shipment lock (transaction-scoped: every instance sharing the database takes turns on
 * it) and reads its events, oldest first. Shared with the delivery booking's transaction.
 */
export async function lockedHistory(
  trx: Transaction<Schema>,
  quoteId: number,
): Promise<StoredShipmentEvent[]> {
  await sql`select pg_advisory_xact_lock(hashtext(${`shipment:${quoteId}`}))`.execute(trx);
  return historyOf(trx, quoteId);
}

/** A move's events, oldest first. */
async function historyOf(db: Kysely<Schema>, quoteId: number): Promise<StoredShipmentEvent[]> {
  const rows = await db
    .selectFrom('shipment_events')
    .selectAll()
    .where('quote_id', '=', quoteId)
    .orderBy('id')
    .execute();
  return rows.map(eventOf);
}

/** Appends one event (decided by the domain) under the request's key; answers it as stored. */
export async function appendEvent(
  trx: Transaction<Schema>,
  request: ShipmentEventRequest,
  event: ShipmentEvent,
): Promise<StoredShipmentEvent> {
  const inserted = await trx
    .insertInto('shipment_events')
    .values({
      quote_id: request.quoteId,
      milestone: event.milestone,
      status: event.status,
      reason: event.reason,
      occurred_at: event.occurredAt,
      recorded_at: event.recordedAt,
      source: event.source,
      location: event.location,
      window_early: event.window?.Early ?? null,
      window_late: event.window?.Late ?? null,
      raw_code: event.rawCode,
      recorded_by: request.recordedBy,
      idempotency_key: request.idempotencyKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return eventOf(inserted);
}

/** A row as the domain's event. Values were checked by the domain before they were written. */
function eventOf(row: Selectable<ShipmentEventsTable>): StoredShipmentEvent {
  return {
    id: Number(row.id),
    quoteId: Number(row.quote_id),
    milestone: row.milestone as Milestone,
    status: row.status as EventStatus,
    reason: row.reason,
    occurredAt: row.occurred_at as Instant,
    recordedAt: row.recorded_at as Instant,
    source: row.source as EventSource,
    location: row.location,
    window:
      row.window_early === null || row.window_late === null
        ? null
        : { Early: dateColumn(row.window_early), Late: dateColumn(row.window_late) },
    rawCode: row.raw_code,
    recordedBy: row.recorded_by,
    idempotencyKey: row.idempotency_key,
  };
}

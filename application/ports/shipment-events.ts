import type { Result, ResultAsync } from 'neverthrow';
import type { ShipmentEvent } from '../../domain/shipment';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** A shipment event as stored: its place in the move's history, who recorded it and under which key. */
export interface StoredShipmentEvent extends ShipmentEvent {
  readonly id: number;
  readonly quoteId: number;
  /** The staff member's email, 'carrier-sandbox' or 'system'. */
  readonly recordedBy: string;
  readonly idempotencyKey: string;
}

/** Who records an event, and the key that makes a retry answer the first outcome. */
export interface ShipmentEventRequest {
  readonly quoteId: number;
  readonly idempotencyKey: string;
  readonly recordedBy: string;
}

/**
 * What `record` did: stored the event `decide` answered, found the key already stored (its first event,
 * unchanged), or stored nothing because `decide` refused. `events` is the move's history after it, oldest
 * first.
 */
export type RecordOutcome<E> =
  | { readonly kind: 'Recorded'; readonly event: StoredShipmentEvent; readonly events: StoredShipmentEvent[] }
  | { readonly kind: 'Replayed'; readonly event: StoredShipmentEvent; readonly events: StoredShipmentEvent[] }
  | { readonly kind: 'Refused'; readonly refusal: E; readonly events: StoredShipmentEvent[] };

/**
 * Issue 13, a move's shipment events (architecture.md convention 12): appended, never edited. `record`
 * decides and appends in ONE transaction under a per-move lock, so two instances recording at once on one
 * database take turns: the second decides on a history that includes the first's event, and the domain
 * refuses a conflicting one. A key already stored for the move answers its first event, whatever `decide`
 * would say now.
 */
export interface ShipmentEvents {
  /** The move's events, oldest first. */
  events(quoteId: number): ResultAsync<StoredShipmentEvent[], RepositoryError>;
  /** Several moves' events in one read, each move's oldest first; a move with none has none in the map. */
  eventsOfMoves(
    quoteIds: readonly number[],
  ): ResultAsync<ReadonlyMap<number, StoredShipmentEvent[]>, RepositoryError>;
  /**
   * Under the move's lock: the key's stored event (Replayed), or `decide(history)` and, when it answers an
   * event, that event appended (Recorded); a refusal stores nothing (Refused).
   */
  record<E>(
    request: ShipmentEventRequest,
    decide: (events: readonly StoredShipmentEvent[]) => Result<ShipmentEvent, E>,
  ): ResultAsync<RecordOutcome<E>, RepositoryError>;
}
export const ShipmentEvents: Token<ShipmentEvents> = Symbol('ShipmentEvents');

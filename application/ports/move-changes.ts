import type { ResultAsync } from 'neverthrow';
import type { ValueOf } from '../../domain/shared/enum';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** What changed on a move that its dashboard shows (issue 28). */
export const MoveChangeKind = {
  /** A shipment event was recorded (shipment_events). */
  ShipmentEvent: 'ShipmentEvent',
  /** A charge, hold, refund, void or failure was recorded in the payments ledger (payment_ledger). */
  Charge: 'Charge',
  /** A message about the move was logged, or its state changed (message_log). */
  Message: 'Message',
} as const;
export type MoveChangeKind = ValueOf<typeof MoveChangeKind>;
export const MOVE_CHANGE_KINDS: readonly MoveChangeKind[] = Object.values(MoveChangeKind);

/**
 * One change, as recorded in the same transaction as what changed. `id` is shared by every instance and
 * increases with each change (it is given when the change is written, so two changes committed at nearly the
 * same moment may commit in the other order); `rowId` is the changed row's own id in its table.
 */
export interface MoveChange {
  readonly id: number;
  readonly quoteId: number;
  readonly kind: MoveChangeKind;
  readonly rowId: number;
}

/**
 * What a subscriber hears: a change committed for its move (ids only: read the change with `after`), or
 * Resync when changes may have been missed (the connection that listens was lost and is back), after which
 * the subscriber reads what it has not seen.
 */
export type MoveChangeSignal =
  | { readonly kind: 'Changed'; readonly quoteId: number; readonly changeId: number }
  | { readonly kind: 'Resync' };

/**
 * Issue 28, a dashboard that updates itself: the changes recorded for each move, and a signal for each one
 * committed from now on by any instance sharing the database (PostgreSQL LISTEN/NOTIFY; PGlite's own).
 * What is read is the database's; only the list of who listens lives in this process.
 */
export interface MoveChanges {
  /** The move's changes with an id above `afterId`, oldest first, at most `limit`. */
  after(quoteId: number, afterId: number, limit: number): ResultAsync<MoveChange[], RepositoryError>;
  /** The id of the move's newest change, 0 when it has none. */
  latest(quoteId: number): ResultAsync<number, RepositoryError>;
  /**
   * Calls `listener` for each change of the move committed after the subscription is answered, and with
   * Resync when some may have been missed. Answers the function that ends the subscription.
   */
  subscribe(
    quoteId: number,
    listener: (signal: MoveChangeSignal) => void,
  ): ResultAsync<() => void, RepositoryError>;
}
export const MoveChanges: Token<MoveChanges> = Symbol('MoveChanges');

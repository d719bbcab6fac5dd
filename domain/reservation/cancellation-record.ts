/**
 * Issue 12: how a reservation was cancelled, as kept on it (§3 Reservation Details `Cancellation`, ours:
 * docs/decisions.md). Its own module so that domain/quote/types.ts can name it; the decision that makes it
 * is domain/reservation/cancellation.ts.
 */
import type { Cents } from '../money/money';
import type { CancellationFeeTier } from '../payment/cancellation-fee';

/** Who cancelled: the customer (owner) or staff on the customer's behalf. */
export type CancelledBy = 'customer' | 'staff';

export interface ReservationCancellation {
  /** ISO-8601 instant from the injected clock. */
  readonly CancelledAt: string;
  readonly CancelledBy: CancelledBy;
  /** The cancellation fee: what the move costs once cancelled. */
  readonly Fee: Cents;
  readonly FeeTier: CancellationFeeTier;
  /** Calendar days from the day of cancelling to the drop-off date (0 on the day). */
  readonly DaysBefore: number;
  /** The rule in words: '$50.00: within 7 days of the drop-off date'. */
  readonly FeeDescription: string;
  /** The move's TotalPrice before it was cancelled. */
  readonly PriceBefore: Cents;
}

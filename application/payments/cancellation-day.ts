import type { Result } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { CancellationFees } from '../../domain/payment/cancellation-fee';
import type { Clock } from '../ports/clock';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';

/** The day a cancellation is decided on, and the rate card's cancellation fees in force that day. */
export interface CancellationDay {
  today: IsoDate;
  fees: CancellationFees;
}

/**
 * Issue 12/13 "Cancel the reservation, with the fee shown first": today on the business clock and the fees in
 * force today. The cancel (CancelReservation) decides with it and every view of a move's payments previews
 * with it (movePayments' `cancellation`), so the fee shown before confirming is the fee the cancel takes.
 */
export function cancellationDay(deps: {
  rateCards: RateCardSource;
  clock: Clock;
}): Result<CancellationDay, RateCardUnavailable> {
  const today = deps.clock.today();
  return deps.rateCards.inForceOn(today).map((card) => ({ today, fees: card.cancellation }));
}

import { errAsync, type ResultAsync } from 'neverthrow';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { RateCardSource } from '../ports/rate-card-source';
import { bookedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { cancellationDay } from './cancellation-day';
import { type MovePayments, movePayments } from './move-payments';

type ViewMovePaymentsDeps = ReservationStores & {
  ledger: PaymentLedger;
  rateCards: RateCardSource;
  clock: Clock;
};

/**
 * Issue 12: a move's ledger and balances (GET moves/{id}/payments for its owner, GET staff/moves/{id}/payments
 * and `relomove payments <ref>` for staff). Anyone else, and a quote that is not reserved, get
 * ReservationNotFound (404). Issue 13: with what cancelling today would cost (`cancellation`).
 */
export class ViewMovePayments extends UseCase<ViewMovePaymentsDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<MovePayments, ReservationError> {
    return bookedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) => {
      const day = cancellationDay(this.deps);
      if (day.isErr()) return errAsync<MovePayments, ReservationError>(day.error);
      // Staff see what they could do (they may cancel a move under way), the owner what the site allows.
      const by = isStaff(input.viewer) ? 'staff' : 'customer';
      return this.deps.ledger.entries(input.quoteId).map((rows) => movePayments(quote, rows, day.value, by));
    });
  }
}

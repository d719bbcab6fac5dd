import { okAsync, type ResultAsync } from 'neverthrow';
import { AffirmLoanStatus } from '../../domain/payment/affirm';
import type { Viewer } from '../accounts/viewer';
import type { AffirmBookingCheckouts } from '../ports/affirm-booking-checkouts';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import { UseCase } from '../use-case';
import type { AffirmCheckoutReader, AffirmCheckoutView } from './affirm-checkout-reader';
import type { BookingPaymentError } from './booking-payment-errors';

type ViewAffirmApprovalDeps = ReservationStores & {
  checkouts: AffirmBookingCheckouts;
  view: AffirmCheckoutReader;
};

/**
 * Issue 27 "An approved Affirm loan survives a reload" (our GET /api/moves/{id}/affirm/approval): the
 * approval kept with the reservation, for its owner: the newest Affirm checkout they opened for the move,
 * read as ViewAffirmCheckout reads it (its card saved at the processor on the first read after approval),
 * answered while it can still book the move (Authorized, its card saved, the move not booked yet); null
 * once it is used (the move booked), cancelled, expired or declined, or when there is none.
 */
export class ViewAffirmApproval extends UseCase<ViewAffirmApprovalDeps> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
  }): ResultAsync<AffirmCheckoutView | null, BookingPaymentError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId).andThen(({ quote, userId }) => {
      if (quote.Details.Reserved) return okAsync<AffirmCheckoutView | null, BookingPaymentError>(null);
      return this.deps.checkouts.latestFor(input.quoteId, userId).andThen((latest) => {
        if (latest === null) return okAsync<AffirmCheckoutView | null, BookingPaymentError>(null);
        return this.deps.view
          .execute({ viewer: input.viewer, quoteId: input.quoteId, checkoutId: latest.checkoutId })
          .map((view) => (view.status === AffirmLoanStatus.Authorized && view.saved !== null ? view : null));
      });
    });
  }
}

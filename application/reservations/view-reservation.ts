import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { balanceDue } from '../../domain/payment/ledger';
import type { StoredPrice } from '../../domain/quote/stored-price';
import type { Quote } from '../../domain/quote/types';
import { bookedPrice } from '../../domain/reservation/reserved-quote';
import type { Viewer } from '../accounts/viewer';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import { ownedQuote, type ReservationStores, withLink } from './reservation-access';
import type { ReservationError } from './reservation-errors';

export interface ViewedReservation {
  quote: Quote;
  price: StoredPrice | null;
}

/**
 * §7 GET moves/{id}: the booked move (§3 Reservation Details) for its owner and for staff; 404 otherwise.
 * InvoiceAmountDue is the ledger's (issue 12: TotalPrice less net captures), never the figure stored at
 * booking, so it cannot drift from the payments.
 */
export class ViewReservation {
  private readonly deps: ReservationStores & { cipher: QuoteIdCipher; ledger: PaymentLedger };

  constructor(deps: ViewReservation['deps']) {
    this.deps = deps;
  }

  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<ViewedReservation, ReservationError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) => {
      const reservation = quote.Details.Reservation;
      if (!quote.Details.Reserved || reservation === null)
        return errAsync<never, ReservationError>({ kind: 'ReservationNotFound' });
      return this.deps.ledger.entries(input.quoteId).andThen((rows) => {
        const due = balanceDue(reservation.TotalPrice, rows);
        const current = {
          ...quote,
          Details: { ...quote.Details, Reservation: { ...reservation, InvoiceAmountDue: due } },
        };
        return okAsync({ quote: withLink(this.deps.cipher, current), price: bookedPrice(current) });
      });
    });
  }
}

import { okAsync, type ResultAsync } from 'neverthrow';
import { balanceDue } from '../../domain/payment/ledger';
import type { StoredPrice } from '../../domain/quote/stored-price';
import type { Quote } from '../../domain/quote/types';
import { type EditWindow, moveEditWindow } from '../../domain/reservation/edit-cutoff';
import { bookedPrice } from '../../domain/reservation/reserved-quote';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { RateCardSource } from '../ports/rate-card-source';
import { bookedQuote, editActorOf, type ReservationStores, withLink } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export interface ViewedReservation {
  quote: Quote;
  price: StoredPrice | null;
  /**
   * Issue 13, §3/§6 IsMyMoveEditAllowed: whether the move can be changed online now, and until when (the
   * rate card's cut-off); null when no rate card is in force (editing is then off).
   */
  editWindow: EditWindow | null;
}

type ViewReservationDeps = ReservationStores & {
  cipher: QuoteIdCipher;
  ledger: PaymentLedger;
  clock: Clock;
  rateCards: RateCardSource;
};

/**
 * §7 GET moves/{id}: the booked move (§3 Reservation Details) for its owner and for staff; 404 otherwise.
 * InvoiceAmountDue is the ledger's (issue 12: TotalPrice less net captures), never the figure stored at
 * booking, so it cannot drift from the payments.
 */
export class ViewReservation extends UseCase<ViewReservationDeps> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<ViewedReservation, ReservationError> {
    return bookedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote, reservation }) => {
      return this.deps.ledger.entries(input.quoteId).andThen((rows) => {
        const due = balanceDue(reservation.TotalPrice, rows);
        const current = {
          ...quote,
          Details: { ...quote.Details, Reservation: { ...reservation, InvoiceAmountDue: due } },
        };
        const { clock, rateCards } = this.deps;
        const editWindow = rateCards
          .inForceOn(clock.today())
          .map((card) => moveEditWindow(current, clock.now(), card.moveEdits, editActorOf(input.viewer)))
          .unwrapOr(null);
        return okAsync({
          quote: withLink(this.deps.cipher, current),
          price: bookedPrice(current),
          editWindow,
        });
      });
    });
  }
}

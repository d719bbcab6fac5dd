import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StoredPrice } from '../../domain/quote/stored-price';
import type { Quote } from '../../domain/quote/types';
import { bookedPrice } from '../../domain/reservation/reserved-quote';
import type { Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import { ownedQuote, type ReservationStores, withLink } from './reservation-access';
import type { ReservationError } from './reservation-errors';

export interface ViewedReservation {
  quote: Quote;
  price: StoredPrice | null;
}

/** §7 GET moves/{id}: the booked move (§3 Reservation Details) for its owner and for staff; 404 otherwise. */
export class ViewReservation {
  private readonly deps: ReservationStores & { cipher: QuoteIdCipher };

  constructor(deps: ReservationStores & { cipher: QuoteIdCipher }) {
    this.deps = deps;
  }

  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<ViewedReservation, ReservationError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) =>
      quote.Details.Reserved
        ? okAsync({ quote: withLink(this.deps.cipher, quote), price: bookedPrice(quote) })
        : errAsync<never, ReservationError>({ kind: 'ReservationNotFound' }),
    );
  }
}

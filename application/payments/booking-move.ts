import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { bookingTotal } from '../shared/booking-price';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { BookingPaymentError } from './booking-payment-errors';

export type BookingMoveStores = ReservationStores & {
  centers: ServiceCenterDirectory;
  rates: AppointmentRateSource;
};

/** A move at its payment step: the owner's quote in reservation and the total §4 Reserve would book. */
export interface BookingMove {
  quote: Quote;
  userId: number;
  total: Cents;
}

/**
 * The signed-in owner's move in reservation, priced from the server-side draft exactly as §4 Reserve
 * prices it (application/reservations/booking-price.ts). Anyone else gets ReservationNotFound (404); a
 * booked move is NotInReservation; a draft without its location and schedule answers is
 * BookingAnswersMissing.
 */
export function bookingMove(
  stores: BookingMoveStores,
  viewer: Viewer,
  quoteId: number,
): ResultAsync<BookingMove, BookingPaymentError> {
  return ownedQuote(stores, viewer, quoteId).andThen(({ quote, userId }) => {
    if (quote.Details.Reserved || quote.IsDeleted) {
      return errAsync<BookingMove, BookingPaymentError>({ kind: 'NotInReservation' });
    }
    return stores.reservations.findDraft(quoteId, userId).andThen((draft) => {
      if (draft === null || draft.Location === null || draft.Schedule === null) {
        return errAsync<BookingMove, BookingPaymentError>({ kind: 'BookingAnswersMissing' });
      }
      const total = bookingTotal(quote, draft, stores);
      return total === null
        ? errAsync<BookingMove, BookingPaymentError>({ kind: 'BookingAnswersMissing' })
        : okAsync({ quote, userId, total });
    });
  });
}

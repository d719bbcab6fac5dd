import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Quote, ReservationDetails } from '../../domain/quote/types';
import { EditActor } from '../../domain/reservation/edit-cutoff';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ReservationError } from './reservation-errors';

export interface ReservationStores {
  quotes: QuoteRepository;
  reservations: ReservationRepository;
}

/**
 * The owner of a reservation's quote, for that owner (or staff when `staffToo`): anyone else, and a quote
 * that does not exist, get the same ReservationNotFound (404), so a reference number reveals nothing. A
 * quote with an owner exists, so nothing else is read (reserve needs no more: issue 28, one read less).
 */
export function quoteOwner(
  reservations: Pick<ReservationRepository, 'ownerOf'>,
  viewer: Viewer,
  quoteId: number,
  staffToo = false,
): ResultAsync<number, ReservationError> {
  if (viewer === null) return errAsync({ kind: 'SignInRequired' });
  return reservations.ownerOf(quoteId).andThen((owner) => {
    const allowed = owner === viewer.userId || (staffToo && isStaff(viewer) && owner !== null);
    return !allowed || owner === null
      ? errAsync<never, ReservationError>({ kind: 'ReservationNotFound' })
      : okAsync(owner);
  });
}

/** The quote of a reservation with its owner, under quoteOwner's rule. */
export function ownedQuote(
  stores: ReservationStores,
  viewer: Viewer,
  quoteId: number,
  staffToo = false,
): ResultAsync<{ quote: Quote; userId: number }, ReservationError> {
  return quoteOwner(stores.reservations, viewer, quoteId, staffToo).andThen((owner) =>
    stores.quotes
      .findById(quoteId)
      .andThen((quote) =>
        quote === null
          ? errAsync<never, ReservationError>({ kind: 'ReservationNotFound' })
          : okAsync({ quote, userId: owner }),
      ),
  );
}

/**
 * A booked move (§3 Reserved, with its Reservation) with its owner, under quoteOwner's rule; a quote that
 * is not booked gets the same ReservationNotFound.
 */
export function bookedQuote(
  stores: ReservationStores,
  viewer: Viewer,
  quoteId: number,
  staffToo = false,
): ResultAsync<{ quote: Quote; reservation: ReservationDetails; userId: number }, ReservationError> {
  return ownedQuote(stores, viewer, quoteId, staffToo).andThen(({ quote, userId }) => {
    const reservation = quote.Details.Reservation;
    return !quote.Details.Reserved || reservation === null
      ? errAsync<never, ReservationError>({ kind: 'ReservationNotFound' })
      : okAsync({ quote, reservation, userId });
  });
}

/** The quote as answered: with its link token (QuoteIdEncrypted is made per answer, never stored). */
export function withLink(cipher: QuoteIdCipher, quote: Quote): Quote {
  return { ...quote, QuoteIdEncrypted: cipher.encrypt(quote.QuoteId) };
}

/** Who changes a booked move (domain/reservation/edit-cutoff.ts): staff, agents and admins, or the customer. */
export function editActorOf(viewer: Viewer): EditActor {
  return viewer !== null && isStaff(viewer) ? EditActor.Staff : EditActor.Customer;
}

import { okAsync, type ResultAsync } from 'neverthrow';
import { type OriginDays, originDaysOf } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { OwnedQuote, ReservationRepository } from '../ports/reservation-repository';
import type { ShipmentEvents } from '../ports/shipment-events';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export interface MyLinks {
  loggedin: boolean;
  /** §7 ContactQuoteRetrieve ids: the customer's quotes, reserved or not, newest first. */
  quotes: OwnedQuote[];
}

/**
 * §7 GET contacts/me/links: the signed-in customer's quotes and reservations (none when signed out). A booked
 * move's SpotDate is its drop-off day as its shipment says it now (issue 27, domain originDays, as the
 * dashboard's Overview), so the move switcher never names a booked day the drop-off did not keep. Two reads
 * whatever the number of moves: the quotes with their documents, then the live booked moves' events.
 */
export class ListMyLinks extends UseCase<{
  reservations: ReservationRepository;
  events: ShipmentEvents;
}> {
  execute(input: { viewer: Viewer }): ResultAsync<MyLinks, ReservationError> {
    if (input.viewer === null) return okAsync({ loggedin: false, quotes: [] });
    return this.deps.reservations.ownedQuotes(input.viewer.userId).andThen((owned) => {
      const live = owned.filter(isLiveBooking).map((q) => q.QuoteId);
      const moves = live.length === 0 ? okAsync(new Map()) : this.deps.events.eventsOfMoves(live);
      return moves.map((events) => ({
        loggedin: true,
        quotes: owned.map(({ quote, ...link }) =>
          isLiveBooking(link)
            ? withDropOffNow(link, originDaysOf(quote, events.get(link.QuoteId) ?? []))
            : link,
        ),
      }));
    });
  }
}

const isLiveBooking = (owned: OwnedQuote) => owned.Reserved && !owned.Cancelled;

/** A live booked move with its drop-off day as the shipment says it now. */
function withDropOffNow(owned: OwnedQuote, days: OriginDays | null): OwnedQuote {
  return days?.dropOff ? { ...owned, SpotDate: days.dropOff } : owned;
}

import { okAsync, ResultAsync } from 'neverthrow';
import { originDaysOf } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { QuoteRepository } from '../ports/quote-repository';
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
 * dashboard's Overview), so the move switcher never names a booked day the drop-off did not keep.
 */
export class ListMyLinks extends UseCase<{
  reservations: ReservationRepository;
  quotes: QuoteRepository;
  events: ShipmentEvents;
}> {
  execute(input: { viewer: Viewer }): ResultAsync<MyLinks, ReservationError> {
    if (input.viewer === null) return okAsync({ loggedin: false, quotes: [] });
    return this.deps.reservations
      .ownedQuotes(input.viewer.userId)
      .andThen((owned) => ResultAsync.combine(owned.map((q) => this.withDropOffNow(q))))
      .map((quotes) => ({ loggedin: true, quotes }));
  }

  /** A live booked move with its drop-off day as the shipment says it now; any other quote as stored. */
  private withDropOffNow(owned: OwnedQuote): ResultAsync<OwnedQuote, ReservationError> {
    if (!owned.Reserved || owned.Cancelled) return okAsync(owned);
    return ResultAsync.combine([
      this.deps.quotes.findById(owned.QuoteId),
      this.deps.events.events(owned.QuoteId),
    ] as const).map(([quote, events]) => {
      const days = quote ? originDaysOf(quote, events) : null;
      return days?.dropOff ? { ...owned, SpotDate: days.dropOff } : owned;
    });
  }
}

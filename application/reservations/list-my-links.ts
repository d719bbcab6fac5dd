import { okAsync, type ResultAsync } from 'neverthrow';
import type { Viewer } from '../accounts/viewer';
import type { OwnedQuote, ReservationRepository } from '../ports/reservation-repository';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';

export interface MyLinks {
  loggedin: boolean;
  /** §7 ContactQuoteRetrieve ids: the customer's quotes, reserved or not, newest first. */
  quotes: OwnedQuote[];
}

/** §7 GET contacts/me/links: the signed-in customer's quotes and reservations (none when signed out). */
export class ListMyLinks extends UseCase<{ reservations: ReservationRepository }> {
  execute(input: { viewer: Viewer }): ResultAsync<MyLinks, ReservationError> {
    if (input.viewer === null) return okAsync({ loggedin: false, quotes: [] });
    return this.deps.reservations
      .ownedQuotes(input.viewer.userId)
      .map((quotes) => ({ loggedin: true, quotes }));
  }
}

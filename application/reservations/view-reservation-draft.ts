import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { emptyDraft } from '../../domain/reservation/draft';
import type { Viewer } from '../accounts/viewer';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import { ownedQuote, type ReservationStores, withLink } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { type OpenedReservation, ratesFor } from './opened-reservation';

/** GET moves/{id}/draft (ours): the owner's draft and quote, to resume at the furthest allowed step. */
export class ViewReservationDraft extends UseCase<
  ReservationStores & { clock: Clock; rates: AppointmentRateSource; cipher: QuoteIdCipher }
> {
  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<OpenedReservation, ReservationError> {
    const { viewer, quoteId } = input;
    return ownedQuote(this.deps, viewer, quoteId).andThen(({ quote, userId }) =>
      this.deps.reservations.findDraft(quoteId, userId).andThen((found) => {
        if (found === null && !quote.Details.Reserved) {
          return errAsync<never, ReservationError>({ kind: 'ReservationNotFound' });
        }
        const draft = found ?? emptyDraft(quoteId, this.deps.clock.now());
        return okAsync({
          quote: withLink(this.deps.cipher, quote),
          draft,
          rates: ratesFor(this.deps.rates, quote, draft),
        });
      }),
    );
  }
}

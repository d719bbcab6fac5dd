import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import { ownedQuote, type ReservationStores } from './reservation-access';
import type { ReservationError } from './reservation-errors';
import { emptyDraft, type OpenedReservation } from './start-reservation';

/** GET moves/{id}/draft (ours): the owner's draft and quote, to resume at the furthest allowed step. */
export class ViewReservationDraft {
  private readonly deps: ReservationStores & { clock: Clock };

  constructor(deps: ReservationStores & { clock: Clock }) {
    this.deps = deps;
  }

  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<OpenedReservation, ReservationError> {
    const { viewer, quoteId } = input;
    return ownedQuote(this.deps, viewer, quoteId).andThen(({ quote, userId }) =>
      this.deps.reservations
        .findDraft(quoteId, userId)
        .andThen((draft) =>
          draft === null
            ? quote.Details.Reserved
              ? okAsync({ quote, draft: emptyDraft(quoteId, this.deps.clock.now()) })
              : errAsync<never, ReservationError>({ kind: 'ReservationNotFound' })
            : okAsync({ quote, draft }),
        ),
    );
  }
}

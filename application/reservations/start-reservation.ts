import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import { INITIAL_ALLOWED_STEP } from '../../domain/reservation/allowed-step';
import type { ReservationDraft } from '../../domain/reservation/draft';
import { reservationBlock } from '../../domain/reservation/reservation-entry';
import { owns, type Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import type { ReservationError } from './reservation-errors';

export interface OpenedReservation {
  quote: Quote;
  draft: ReservationDraft;
}

/** A new draft: every step unanswered, the allowed step at location (§2). */
export function emptyDraft(quoteId: number, at: string): ReservationDraft {
  return {
    QuoteId: quoteId,
    AllowedStep: INITIAL_ALLOWED_STEP,
    Location: null,
    Schedule: null,
    Payment: null,
    UpdatedAt: at,
  };
}

/**
 * POST moves/{id}/start (ours, issue 11 "Entry and account"): a signed-in customer starts, or comes back
 * to, the reservation of a quote made for their email. The quote becomes their account's; a quote held
 * by another account, or made for another email, answers 404 like a missing one. A quote that cannot be
 * reserved (Manual, expired, already reserved) answers why and where to go instead.
 */
export class StartReservation {
  private readonly deps: { quotes: QuoteRepository; reservations: ReservationRepository; clock: Clock };

  constructor(deps: { quotes: QuoteRepository; reservations: ReservationRepository; clock: Clock }) {
    this.deps = deps;
  }

  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<OpenedReservation, ReservationError> {
    const { quotes, reservations, clock } = this.deps;
    const { viewer, quoteId } = input;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    return quotes
      .findById(quoteId)
      .andThen((quote) => reservations.ownerOf(quoteId).map((owner) => ({ quote, owner })))
      .andThen(({ quote, owner }) => {
        const mine = owner === viewer.userId;
        if (quote === null || (owner !== null && !mine) || (owner === null && !owns(viewer, quote))) {
          return errAsync<never, ReservationError>({ kind: 'ReservationNotFound' });
        }
        const block = reservationBlock(quote, clock.today());
        if (block !== null) return errAsync<never, ReservationError>({ kind: 'ReservationBlocked', block });
        return reservations
          .claim(quoteId, viewer.userId)
          .andThen((claim) =>
            claim === 'claimed' || claim === 'mine'
              ? okAsync(quote)
              : errAsync<never, ReservationError>({ kind: 'ReservationNotFound' }),
          );
      })
      .andThen((quote) =>
        reservations
          .findDraft(quoteId, viewer.userId)
          .andThen((found) =>
            found !== null
              ? okAsync({ quote, draft: found })
              : reservations
                  .saveDraft(emptyDraft(quoteId, clock.now()), viewer.userId)
                  .map((draft) => ({ quote, draft })),
          ),
      );
  }
}

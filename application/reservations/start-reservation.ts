import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { quoteEmailAddress } from '../../domain/quote/quote-email';
import { emptyDraft } from '../../domain/reservation/draft';
import { reservationBlock } from '../../domain/reservation/reservation-entry';
import { owns, type Viewer } from '../accounts/viewer';
import type { AppointmentRateSource } from '../ports/appointment-rates';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { ReservationRepository } from '../ports/reservation-repository';
import { withLink } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { type OpenedReservation, ratesFor } from './opened-reservation';

type StartReservationDeps = {
  quotes: QuoteRepository;
  reservations: ReservationRepository;
  clock: Clock;
  rates: AppointmentRateSource;
  cipher: QuoteIdCipher;
};

/**
 * POST moves/{id}/start (ours, issue 11 "Entry and account"): a signed-in customer starts, or comes back
 * to, the reservation of a quote made for their email. The quote becomes their account's; a quote held
 * by another account, or made for another email, answers 404 like a missing one. A quote that cannot be
 * reserved (Manual, expired, already reserved) answers why and where to go instead.
 */
export class StartReservation extends UseCase<StartReservationDeps> {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    /** The quote's link token (QuoteIdEncrypted), which proves access to a quote made without an email. */
    linkToken?: string;
  }): ResultAsync<OpenedReservation, ReservationError> {
    const { quotes, reservations, clock, cipher } = this.deps;
    const { viewer, quoteId } = input;
    const linked = input.linkToken ? cipher.decrypt(input.linkToken).unwrapOr(null) === quoteId : false;
    if (viewer === null) return errAsync({ kind: 'SignInRequired' });
    return quotes
      .findById(quoteId)
      .andThen((quote) => reservations.ownerOf(quoteId).map((owner) => ({ quote, owner })))
      .andThen(({ quote, owner }) => {
        const mine = owner === viewer.userId;
        // A quote made for another email, or without one and opened without its link, is not theirs to take.
        const emailless = quote !== null && quoteEmailAddress(quote) === '';
        const mayClaim = quote !== null && (owns(viewer, quote) || (emailless && linked));
        if (quote === null || (owner !== null && !mine) || (owner === null && !mayClaim)) {
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
          )
          .andThen((claimed) =>
            // A quote without an email takes the account's: the booking and its updates go there.
            quoteEmailAddress(claimed) !== ''
              ? okAsync(claimed)
              : quotes
                  .update(
                    quoteId,
                    (current) => ({
                      ok: true,
                      quote: { ...current, Details: { ...current.Details, EmailAddress: viewer.email } },
                    }),
                    clock.now(),
                  )
                  .map((change) => (change.ok ? change.quote : claimed)),
          );
      })
      .andThen((quote) =>
        reservations.findDraft(quoteId, viewer.userId).andThen((found) =>
          found !== null
            ? okAsync({
                quote: withLink(cipher, quote),
                draft: found,
                rates: ratesFor(this.deps.rates, quote, found),
              })
            : reservations.saveDraft(emptyDraft(quoteId, clock.now()), viewer.userId).map((draft) => ({
                quote: withLink(cipher, quote),
                draft,
                rates: ratesFor(this.deps.rates, quote, draft),
              })),
        ),
      );
  }
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { EditFailReason } from '../../domain/quote/enums';
import {
  type Recomputed,
  type RecomputeRefusal,
  type RecomputeRequest,
  recomputeQuote,
} from '../../domain/quote/recompute-quote';
import type { Quote } from '../../domain/quote/types';
import { formatFieldErrors } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { SignInRequired, StaffOnly, StorageTrouble } from '../errors';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { StationCapacity } from '../ports/station-capacity';
import { findQuoteFor } from '../quotes/quote-access';
import { UseCase } from '../use-case';
import { repricingSetup } from './repricing-setup';

export interface RecomputeQuoteDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  rateCards: RateCardSource;
  capacity: StationCapacity;
  clock: Clock;
}

export interface RecomputeQuoteInput {
  /** A reference number or a QuoteIdEncrypted link token. */
  reference: string;
  /** The changes; Revision defaults to the stored one (the revision the staff member is looking at). */
  changes: Omit<RecomputeRequest, 'Revision'> & { Revision?: number };
  /** Save the result, recording who (the viewer) and why; null for a preview that changes nothing. */
  save: { reason: string } | null;
  viewer: Viewer;
}

export interface RecomputeQuoteOutput extends Recomputed {
  /** True when the change was stored (the quote then carries its new revision). */
  saved: boolean;
}

export type RecomputeQuoteError =
  | SignInRequired
  | StaffOnly
  | { kind: 'QuoteNotFound' }
  | { kind: 'ReasonRequired' }
  /** §5 'field - message' lines, each naming a field of the request: it does not fit this quote. */
  | { kind: 'InvalidRecompute'; lines: string[] }
  /** §4 fail reasons (NoRevisionMatch, QuoteReserved, QuoteExpired, QuoteStatusInvalid, ...): nothing changed. */
  | { kind: 'RecomputeRefused'; failReason: EditFailReason; quote: Quote }
  | RateCardUnavailable
  | StorageTrouble;

/**
 * Staff re-price a quote with the rate card in force today (issue 5 `relomove quote recompute`), trying
 * a different trailer length, equipment, delivery, liability, coupon, guaranteed tier or storage. Without
 * `save` it is a preview. With `save`, the same decision runs again inside the repository's transaction
 * over the quote as it is then, at the revision the staff member saw (§4 revision rules: a newer revision
 * is refused with NoRevisionMatch, never overwritten), and the change is recorded with who made it and why.
 */
export class RecomputeQuote extends UseCase<RecomputeQuoteDeps> {
  execute(input: RecomputeQuoteInput): ResultAsync<RecomputeQuoteOutput, RecomputeQuoteError> {
    const { viewer } = input;
    const setup = repricingSetup(this.deps, viewer, input.save);
    if (setup.isErr()) return errAsync(setup.error);
    const { facts, note } = setup.value;

    return findQuoteFor(this.deps, input.reference.trim(), viewer)
      .mapErr((e): RecomputeQuoteError => (e.kind === 'StorageUnavailable' ? e : { kind: 'QuoteNotFound' }))
      .andThen((stored) => {
        const request: RecomputeRequest = {
          ...input.changes,
          Revision: input.changes.Revision ?? stored.Revision,
        };
        const decide = (current: Quote) => recomputeQuote(current, request, facts);
        const preview = decide(stored);
        if (preview.isErr()) return errAsync(refusal(preview.error, stored));
        if (!input.save) return okAsync({ ...preview.value, saved: false });

        let outcome: Recomputed | null = null;
        return this.deps.quotes
          .update(
            stored.QuoteId,
            (current) =>
              decide(current).match(
                (done) => {
                  outcome = done;
                  return {
                    ok: true as const,
                    quote: done.quote,
                    note,
                  };
                },
                (error) => ({ ok: false as const, error: refusal(error, current) }),
              ),
            this.deps.clock.now(),
          )
          .mapErr((e): RecomputeQuoteError => (e.kind === 'NotFound' ? { kind: 'QuoteNotFound' } : e))
          .andThen((change): ResultAsync<RecomputeQuoteOutput, RecomputeQuoteError> => {
            if (!change.ok) return errAsync(change.error);
            const done = outcome ?? preview.value;
            return okAsync({ ...done, quote: change.quote, saved: true });
          });
      });
  }
}

function refusal(error: RecomputeRefusal, quote: Quote): RecomputeQuoteError {
  return error.kind === 'InvalidRecompute'
    ? { kind: 'InvalidRecompute', lines: formatFieldErrors(error.problems) }
    : { kind: 'RecomputeRefused', failReason: error.failReason, quote };
}

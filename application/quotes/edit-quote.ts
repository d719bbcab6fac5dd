import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  EDIT_FAIL_MESSAGES,
  editQuote,
  editRequestProblems,
  type QuoteEditFacts,
  type QuoteEditRefusal,
  type QuoteEditRequest,
} from '../../domain/quote/edit-quote';
import { EditFailReason } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import { formatFieldErrors } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import { UseCase } from '../use-case';
import { type BotEvidence, passesBotChecks, type QuoteFormDeps } from './bot-checks';
import { findQuoteFor } from './quote-access';
import type { QuoteChangeError } from './quote-change-errors';

/** §7 POST quotes/edit/{qId}: the "resubmitted quote" (choices only, never prices), who asks, and the bot evidence. */
export interface EditQuoteInput extends QuoteEditRequest {
  reference: string;
  viewer: Viewer;
  bot: BotEvidence;
  visitor: { isAdmin: boolean };
}

/** §7 changeQuoteResponse. */
export interface ChangeQuoteResponse {
  failReason: EditFailReason;
  retrievedTimestamp: string;
  message: string;
}

export interface EditQuoteOutput {
  changeQuoteResponse: ChangeQuoteResponse;
  /** The saved quote (None), the stored one (other fail reasons), or null (RedirectToCaptcha). */
  quote: Quote | null;
}

export type EditQuoteError = Extract<
  QuoteChangeError,
  {
    kind:
      | 'QuoteNotFound'
      | 'StorageUnavailable'
      | 'NotFound'
      | 'QuoteIdInvalid'
      | 'InvalidEdit'
      | 'RateCardUnavailable';
  }
>;

export type EditQuoteDeps = QuoteFormDeps;

/**
 * POST quotes/edit/{qId} (§4 "Editing or changing a quote", §7). The bot check comes first (as for
 * creating a quote); then the reference is resolved with the view rule; the request's own problems are
 * reported before any lock is taken; and the decision (domain/quote/edit-quote) runs inside the
 * repository's transaction over the quote as it is now, so of concurrent edits at one revision exactly
 * one is saved and the others get NoRevisionMatch with the newer quote.
 */
export class EditQuote extends UseCase<EditQuoteDeps> {
  execute(input: EditQuoteInput): ResultAsync<EditQuoteOutput, EditQuoteError> {
    const now = this.deps.clock.now();
    return ResultAsync.fromSafePromise(passesBotChecks(this.deps, input.bot, input.visitor)).andThen(
      (human) =>
        human
          ? this.edit(input, now)
          : okAsync<EditQuoteOutput, EditQuoteError>(answer(now, EditFailReason.RedirectToCaptcha, null)),
    );
  }

  private edit(input: EditQuoteInput, now: string): ResultAsync<EditQuoteOutput, EditQuoteError> {
    const { quotes, rateCards, capacity, clock } = this.deps;
    return findQuoteFor(this.deps, input.reference, input.viewer)
      .mapErr((e): EditQuoteError => (e.kind === 'QuoteNotFound' ? { kind: 'QuoteIdInvalid' } : e))
      .andThen((found) => {
        const today = clock.today();
        const card = rateCards.inForceOn(today);
        if (card.isErr()) return errAsync<EditQuoteOutput, EditQuoteError>(card.error);
        const facts: QuoteEditFacts = {
          today,
          card: card.value,
          isFull: (station, date) => capacity.isFull(station, date),
        };
        const request = editRequest(input);
        const problems = editRequestProblems(request, facts);
        if (problems.length > 0) {
          return errAsync<EditQuoteOutput, EditQuoteError>({
            kind: 'InvalidEdit',
            lines: formatFieldErrors(problems),
          });
        }
        return quotes
          .update<QuoteEditRefusal & { quote: Quote }>(
            found.QuoteId,
            (current) =>
              editQuote(current, request, facts).match(
                (quote) => ({ ok: true as const, quote }),
                (refusal) => ({ ok: false as const, error: { ...refusal, quote: current } }),
              ),
            now,
          )
          .mapErr((e): EditQuoteError => (e.kind === 'NotFound' ? { kind: 'QuoteIdInvalid' } : e))
          .andThen((change): ResultAsync<EditQuoteOutput, EditQuoteError> => {
            if (change.ok) return okAsync(answer(now, EditFailReason.None, this.withToken(change.quote)));
            const refusal = change.error;
            if (refusal.kind === 'InvalidEdit')
              return errAsync({ kind: 'InvalidEdit', lines: formatFieldErrors(refusal.problems) });
            if (refusal.failReason === EditFailReason.QuoteIdInvalid)
              return errAsync({ kind: 'QuoteIdInvalid' });
            return okAsync(answer(now, refusal.failReason, this.withToken(refusal.quote)));
          });
      });
  }

  private withToken(quote: Quote): Quote {
    return { ...quote, QuoteIdEncrypted: this.deps.cipher.encrypt(quote.QuoteId) };
  }
}

/** The edit fields only, leaving out what the adapter added (reference, viewer, bot evidence). */
function editRequest(input: EditQuoteInput): QuoteEditRequest {
  const { reference: _r, viewer: _v, bot: _b, visitor: _s, ...request } = input;
  return request;
}

function answer(now: string, failReason: EditFailReason, quote: Quote | null): EditQuoteOutput {
  return {
    changeQuoteResponse: { failReason, retrievedTimestamp: now, message: EDIT_FAIL_MESSAGES[failReason] },
    quote,
  };
}

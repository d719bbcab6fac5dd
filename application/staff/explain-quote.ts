import { errAsync, type ResultAsync } from 'neverthrow';
import type { QuoteState } from '../../domain/quote/enums';
import { deriveQuoteState } from '../../domain/quote/quote-state';
import type { StoredPrice } from '../../domain/quote/stored-price';
import type { Quote } from '../../domain/quote/types';
import { currentPrice } from '../../domain/reservation/reserved-quote';
import { staffCheck, type Viewer } from '../accounts/viewer';
import type { SignInRequired, StaffOnly, StorageTrouble } from '../errors';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteChangeRecord, QuoteRepository } from '../ports/quote-repository';
import { findQuoteFor } from '../quotes/quote-access';
import { UseCase } from '../use-case';

/** How many past changes a staff view shows. */
export const HISTORY_SHOWN = 10;

export interface QuoteExplained {
  quote: Quote;
  /** §4 quote state. */
  state: QuoteState;
  /**
   * The selected option's §9 total and §3 price lines (a booked move's booked lines, issue 27 currentPrice);
   * null while the quote has no prices.
   */
  price: StoredPrice | null;
  /** Accepted changes, newest first: who made them and why. */
  history: QuoteChangeRecord[];
}

export type ExplainQuoteError = SignInRequired | StaffOnly | { kind: 'QuoteNotFound' } | StorageTrouble;

/**
 * A staff member's view of one quote (issue 5 `relomove quote lookup`): the whole quote, its state, why its
 * price is what it is (the §3 price lines of the selected option) and its change history.
 */
export class ExplainQuote extends UseCase<{ quotes: QuoteRepository; cipher: QuoteIdCipher }> {
  execute(input: { reference: string; viewer: Viewer }): ResultAsync<QuoteExplained, ExplainQuoteError> {
    const refused = staffCheck(input.viewer);
    if (refused) return errAsync(refused);
    return findQuoteFor(this.deps, input.reference.trim(), input.viewer)
      .mapErr((e): ExplainQuoteError => (e.kind === 'StorageUnavailable' ? e : { kind: 'QuoteNotFound' }))
      .andThen((quote) =>
        this.deps.quotes
          .history(quote.QuoteId, HISTORY_SHOWN)
          .mapErr((e): ExplainQuoteError => (e.kind === 'StorageUnavailable' ? e : { kind: 'QuoteNotFound' }))
          .map((history) => ({
            quote,
            state: deriveQuoteState(quote),
            price: currentPrice(quote),
            history,
          })),
      );
  }
}

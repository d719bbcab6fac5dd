import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  type ExpediteOptionsRequest,
  expediteOptionsForRequest,
} from '../../domain/pricing/expedite-options';
import { EditFailReason } from '../../domain/quote/enums';
import type { ExpediteOption } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import { findQuoteFor, type QuoteAccessError } from '../quotes/quote-access';
import { UseCase } from '../use-case';
import { type PlannedDateError, plannedDateError } from './planned-date';

export interface ListExpediteOptionsInput extends ExpediteOptionsRequest {
  reference: string;
  viewer: Viewer;
  /** The quote revision the customer is looking at (§4 NoRevisionMatch when it is not the stored one). */
  Revision: number;
}

/** §4 "Revision mismatch (NoRevisionMatch)": the customer's copy of the quote is out of date. */
export type NoRevisionMatch = { kind: typeof EditFailReason.NoRevisionMatch; current: number };

export type ListExpediteOptionsError =
  | QuoteAccessError
  | NoRevisionMatch
  | PlannedDateError
  | RateCardUnavailable;

export interface ListExpediteOptionsDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  rateCards: RateCardSource;
  clock: Clock;
}

/**
 * POST moves/{id}/expedite-options (§7, §4 Expedite options): the guaranteed delivery options of one of
 * the quote's equipment options, priced with the rate card in force today (domain/pricing/expedite-options).
 * Reads only: nothing is stored.
 */
export class ListExpediteOptions extends UseCase<ListExpediteOptionsDeps> {
  execute(input: ListExpediteOptionsInput): ResultAsync<ExpediteOption[], ListExpediteOptionsError> {
    const today = this.deps.clock.today();
    const outside = plannedDateError('MoveDate', input.MoveDate, today);
    if (outside) return errAsync(outside);
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen((quote) => {
      if (quote.Revision !== input.Revision) {
        return errAsync<ExpediteOption[], ListExpediteOptionsError>({
          kind: EditFailReason.NoRevisionMatch,
          current: quote.Revision,
        });
      }
      const card = this.deps.rateCards.inForceOn(today);
      if (card.isErr()) return errAsync(card.error);
      const holidays = quote.Details.Destination.StationDetail?.Holidays ?? [];
      return okAsync(expediteOptionsForRequest(card.value, quote.Details, input, holidays));
    });
  }
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type PricesByDate, pricesByDate, UNKNOWN_OPTION_MESSAGE } from '../../domain/quote/prices-by-date';
import { type ValidationFailure, validationFailed } from '../../domain/validation/field-messages';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import type { StationCapacity } from '../ports/station-capacity';
import { findQuoteFor, type QuoteAccessError } from '../quotes/quote-access';
import { UseCase } from '../use-case';

export interface ListPricesByDateInput {
  /** The quote's reference: its link token, or its number for its owner or staff (findQuoteFor). */
  reference: string;
  viewer: Viewer;
  /** A PricingOption value of the quote; null for its selected option. */
  option: string | null;
}

/** What the strip shows, with the revision it was priced from. */
export interface PricesByDateOutput extends PricesByDate {
  Revision: number;
}

export type ListPricesByDateError = QuoteAccessError | RateCardUnavailable | ValidationFailure;

export interface ListPricesByDateDeps {
  quotes: QuoteRepository;
  cipher: QuoteIdCipher;
  rateCards: RateCardSource;
  capacity: StationCapacity;
  clock: Clock;
}

/**
 * GET quotes/{id}/prices-by-date (issue 4 price-by-date strip; our design, docs/decisions.md): the price of
 * one of the quote's options on the nearby move dates, re-rated with today's rate card exactly as an edit
 * of MoveDate would (domain/quote/prices-by-date.ts), and the origin station's capacity on each. Same
 * access rule as quotes/view. Reads only.
 */
export class ListPricesByDate extends UseCase<ListPricesByDateDeps> {
  execute(input: ListPricesByDateInput): ResultAsync<PricesByDateOutput, ListPricesByDateError> {
    const { rateCards, capacity, clock } = this.deps;
    return findQuoteFor(this.deps, input.reference, input.viewer).andThen((quote) => {
      const today = clock.today();
      const card = rateCards.inForceOn(today);
      if (card.isErr()) return errAsync<PricesByDateOutput, ListPricesByDateError>(card.error);
      const strip = pricesByDate(quote, input.option, {
        today,
        card: card.value,
        isFull: (station, date) => capacity.isFull(station, date),
      });
      if (strip.isErr()) {
        return errAsync<PricesByDateOutput, ListPricesByDateError>(
          validationFailed([{ field: 'option', message: UNKNOWN_OPTION_MESSAGE }]),
        );
      }
      return okAsync<PricesByDateOutput, ListPricesByDateError>({ ...strip.value, Revision: quote.Revision });
    });
  }
}

import type { ResultAsync } from 'neverthrow';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { QuoteIdCipher } from '../ports/quote-id-cipher';
import type { QuoteRepository } from '../ports/quote-repository';
import { findQuoteFor, type QuoteAccessError } from '../quotes/quote-access';

/**
 * The one access check of the schedule step's endpoints (spot dates, appointment availability): for now
 * the same as GET quotes/view (findQuoteFor: the link token for anyone holding it, the number for its
 * owner or staff; anyone else gets QuoteNotFound, a 404). The lead changes only this function when quotes
 * get an owner account (issue 11 `owner_user_id`).
 */
export function findScheduledQuote(
  deps: { quotes: QuoteRepository; cipher: QuoteIdCipher },
  reference: string,
  viewer: Viewer,
): ResultAsync<Quote, QuoteAccessError> {
  return findQuoteFor(deps, reference, viewer);
}

/** The quote has no service center at that end, so there is nothing to schedule with. */
export type NoStationToSchedule = { kind: 'NoStationToSchedule'; end: 'origin' | 'destination' };

import type { Result } from 'neverthrow';
import type { RateCard } from '../../domain/rating/rate-card';
import type { JsonPath } from '../../domain/validation/json-path';
import type { Token } from './token';

/** One problem of a rate file, at its JSON location (`trailer.perFootBands[2].fromMiles`). */
export interface RateCardIssue {
  path: JsonPath;
  message: string;
}

/**
 * The check a rate file must pass to become a RateCard: the very check the server runs when it loads
 * data/rate-cards (issue 5 `relomove rates check|diff`). It takes parsed JSON; reading the file is the caller's.
 */
export interface RateCardChecker {
  check(json: unknown): Result<RateCard, RateCardIssue[]>;
}
export const RateCardChecker: Token<RateCardChecker> = Symbol('RateCardChecker');

import type { RateCard } from '../../domain/rating/rate-card';
import type { Token } from './token';

/** Every rate card the business has published (data/rate-cards), for showing a card's effective dates. */
export interface RateCardVersions {
  all(): readonly RateCard[];
}
export const RateCardVersions: Token<RateCardVersions> = Symbol('RateCardVersions');

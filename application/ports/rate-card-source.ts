import type { Result } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import type { RateCard } from '../../domain/rating/rate-card';
import type { Token } from './token';

export type RateCardUnavailable = { kind: 'RateCardUnavailable'; message: string };

/** The versioned rate cards (data/rate-cards): the one in force on a date. */
export interface RateCardSource {
  inForceOn(date: IsoDate): Result<RateCard, RateCardUnavailable>;
}
export const RateCardSource: Token<RateCardSource> = Symbol('RateCardSource');

import { addDays } from '../calendar/business-days';
import type { IsoDate } from '../calendar/iso-date';
import type { RateCard } from './rate-card';

/** The card in force on a date: the one with the latest effectiveFrom on or before it (docs/pricing.md). */
export function cardInForce(cards: readonly RateCard[], date: IsoDate): RateCard | undefined {
  let best: RateCard | undefined;
  for (const card of cards) {
    if (card.effectiveFrom <= date && (!best || card.effectiveFrom > best.effectiveFrom)) best = card;
  }
  return best;
}

/**
 * The last day a card is in force: the day before the next card (by effectiveFrom) takes over, or null
 * while no later card is known.
 */
export function effectiveUntil(cards: readonly RateCard[], card: RateCard): IsoDate | null {
  let next: IsoDate | null = null;
  for (const other of cards) {
    if (other.effectiveFrom > card.effectiveFrom && (next === null || other.effectiveFrom < next))
      next = other.effectiveFrom;
  }
  return next === null ? null : addDays(next, -1);
}

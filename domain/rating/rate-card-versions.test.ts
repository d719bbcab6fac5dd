import { describe, expect, it } from 'vitest';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { cardInForce, effectiveUntil } from './rate-card-versions';

const november = aRateCard({ version: '2026-11', effectiveFrom: isoDate('2026-11-01') });
const march = aRateCard({ version: '2027-03', effectiveFrom: isoDate('2027-03-01') });
const cards = [march, november];

describe('rate card versions (docs/pricing.md §2; issue 5 `rates show`)', () => {
  it('the card in force is the one with the latest effectiveFrom on or before the date', () => {
    expect(cardInForce(cards, isoDate('2026-11-01'))?.version).toBe('2026-11');
    expect(cardInForce(cards, isoDate('2027-02-28'))?.version).toBe('2026-11');
    expect(cardInForce(cards, isoDate('2027-03-01'))?.version).toBe('2027-03');
    expect(cardInForce(cards, isoDate('2026-10-31'))).toBeUndefined();
  });

  it('a card is in force until the day before the next card takes over, open-ended when it is the last', () => {
    expect(effectiveUntil(cards, november)).toBe('2027-02-28');
    expect(effectiveUntil(cards, march)).toBeNull();
  });
});

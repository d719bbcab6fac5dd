import { describe, expect, it } from 'vitest';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { DEFAULT_SIZE_CONVERSION } from '../pricing/size-conversion';
import type { PricingOption } from '../quote/types';
import { changeBp, comparePrices, summarizePriceChanges } from './price-changes';
import { rateOptions } from './rate-options';

const facts = {
  miles: 1500,
  moveDate: isoDate('2027-04-14'),
  originRegion: 'MW',
  destinationRegion: 'SC',
  linearFeet: 13,
  sizeConversion: DEFAULT_SIZE_CONVERSION,
};
const current = aRateCard();
const options = (card = current, linearFeet = 13): PricingOption[] =>
  rateOptions(card, { ...facts, linearFeet });

describe('price changes between two rate cards (issue 5 `relomove rates diff`)', () => {
  it('compares every parent option by its §3 value and leaves out expedited children (§9: the parent price)', () => {
    const changes = comparePrices(options(), options());
    expect(changes.map((c) => c.option)).toEqual([
      'Trailer-DD',
      'Relocube-DD',
      'Relocube-DT',
      'Relocube-TD',
      'Relocube-TT',
    ]);
    expect(changes.every((c) => c.difference === 0 && c.percentBp === 0)).toBe(true);
  });

  it('gives the difference in cents and the percent in basis points, rounded half away from zero', () => {
    const dearer = aRateCard({ seasonalFactorsBp: Array.from({ length: 12 }, () => 11000) });
    const [trailer] = comparePrices(options(), options(dearer));
    expect(trailer?.difference).toBe((trailer?.currentPrice ?? 0) / 10);
    expect(trailer?.percentBp).toBe(1000);
    expect(changeBp(cents(300), cents(-1))).toBe(-33);
    expect(changeBp(cents(200), cents(-1))).toBe(-50);
    expect(changeBp(cents(0), cents(5))).toBeNull();
  });

  it('shows an option only one card offers as added or removed, with no difference', () => {
    const noCubes = aRateCard({ relocube: { ...current.relocube, maximumCubes: 1 } });
    const changes = comparePrices(options(), options(noCubes));
    const cube = changes.find((c) => c.option === 'Relocube-DD');
    expect(cube).toMatchObject({ candidatePrice: null, difference: null, percentBp: null });
    expect(summarizePriceChanges(changes)).toMatchObject({ compared: 1, removed: 4, added: 0 });
  });

  it('sums the options both cards price, counts rises and falls, and names the largest of each', () => {
    const summary = summarizePriceChanges([
      {
        option: 'a',
        currentPrice: cents(10000),
        candidatePrice: cents(11000),
        difference: cents(1000),
        percentBp: 1000,
      },
      {
        option: 'b',
        currentPrice: cents(20000),
        candidatePrice: cents(19000),
        difference: cents(-1000),
        percentBp: -500,
      },
      {
        option: 'c',
        currentPrice: cents(5000),
        candidatePrice: cents(5000),
        difference: cents(0),
        percentBp: 0,
      },
      { option: 'd', currentPrice: null, candidatePrice: cents(5000), difference: null, percentBp: null },
    ]);
    expect(summary).toEqual({
      compared: 3,
      raised: 1,
      lowered: 1,
      unchanged: 1,
      added: 1,
      removed: 0,
      currentTotal: 35000,
      candidateTotal: 35000,
      difference: 0,
      percentBp: 0,
      largestRiseBp: 1000,
      largestFallBp: -500,
    });
  });
});

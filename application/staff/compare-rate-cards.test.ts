import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { QuoteResult } from '../../domain/quote/enums';
import type { RateCard } from '../../domain/rating/rate-card';
import { realReferenceData } from '../../tests/support/reference-data';
import { TestClock } from '../../tests/support/test-clock';
import { CompareRateCards } from './compare-rate-cards';
import { RATE_SAMPLE_LANES } from './rate-sample-lanes';

const clock = new TestClock('2026-11-21T15:00:00.000Z');

async function setup() {
  const data = await realReferenceData();
  const current = data.rateCards.inForceOn(clock.today())._unsafeUnwrap();
  const compare = new CompareRateCards(data.cities, data.stations, data.rateCards, clock);
  return { current, compare };
}

describe('CompareRateCards (issue 5 `relomove rates diff`, on the real reference data)', () => {
  it('prices every sample lane under both cards; the card in force against itself changes nothing', async () => {
    const { current, compare } = await setup();
    const result = (await compare.execute({ candidate: current }))._unsafeUnwrap();
    expect(result.lanes).toHaveLength(RATE_SAMPLE_LANES.length);
    expect(result.moveDate).toBe('2026-11-28');
    expect(result.current.version).toBe('2026-11');
    // Every sample place is known and every lane is priced online or by hand, never Invalid.
    for (const lane of result.lanes) {
      expect(lane.currentResult, `${lane.lane.from} -> ${lane.lane.to}`).not.toBe(QuoteResult.Invalid);
      expect(lane.changes.length, `${lane.lane.from} -> ${lane.lane.to}`).toBeGreaterThan(0);
    }
    expect(result.summary).toMatchObject({ raised: 0, lowered: 0, added: 0, removed: 0, difference: 0 });
    expect(result.summary.compared).toBe(result.summary.unchanged);
  });

  it('a card 10% dearer in every month raises every option by 10% (to the cent) and the total by 10%', async () => {
    const { current, compare } = await setup();
    const dearer: RateCard = {
      ...current,
      version: 'candidate',
      seasonalFactorsBp: current.seasonalFactorsBp.map((f) => Math.round(f * 1.1)),
    };
    const result = (
      await compare.execute({ candidate: dearer, moveDate: isoDate('2027-04-14') })
    )._unsafeUnwrap();
    expect(result.candidate.version).toBe('candidate');
    expect(result.summary.lowered).toBe(0);
    expect(result.summary.raised).toBe(result.summary.compared);
    for (const change of result.lanes.flatMap((l) => l.changes)) {
      expect(Math.abs((change.percentBp ?? 0) - 1000)).toBeLessThanOrEqual(1);
    }
    expect(result.summary.percentBp).toBe(1000);
  });

  it('shows a lane leaving online pricing (§4 Invalid, InvalidMiles) when the candidate lowers maxMiles', async () => {
    const { current, compare } = await setup();
    const shorter: RateCard = {
      ...current,
      maxMiles: 2000,
      transitBands: current.transitBands.filter((b) => b.upToMiles <= 2000),
    };
    const result = (await compare.execute({ candidate: shorter }))._unsafeUnwrap();
    const coastToCoast = result.lanes.find((l) => l.lane.from === '10001' && l.lane.to === '90001');
    expect(coastToCoast?.currentResult).toBe(QuoteResult.Auto);
    expect(coastToCoast?.candidateResult).toBe(QuoteResult.Invalid);
    expect(coastToCoast?.changes.every((c) => c.candidatePrice === null)).toBe(true);
    expect(result.summary.removed).toBeGreaterThan(0);
  });
});

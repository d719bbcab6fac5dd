import { describe, expect, it } from 'vitest';
import { aRateCard } from '../../tests/fixtures/rate-card';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import { trailerPrice } from '../pricing/trailer';
import { DeliveryType, EquipType, ExpeditedFlag, MoveType } from '../quote/enums';
import { greatCircleMiles, hhgMiles } from './distance';
import {
  availableCombinations,
  bandRate,
  expediteOptionsFor,
  factoredUnitPrice,
  type LaneFacts,
  rateOptions,
  transitBusinessDays,
} from './rate-options';

const base = aRateCard();
const card = aRateCard({
  handRatedStates: ['AK', 'HI'],
  trailer: {
    ...base.trailer,
    perFootBands: [
      { fromMiles: 0, baseCents: cents(10000), perMileMilliCents: 10000 },
      { fromMiles: 1000, baseCents: cents(20000), perMileMilliCents: 1000 },
    ],
  },
  relocube: { ...base.relocube, maximumCubes: 5 },
  laneFactorsBp: { NE: { PW: 11000 } },
  // June 1.20, every other month 1.00.
  seasonalFactorsBp: [10000, 10000, 10000, 10000, 10000, 12000, 10000, 10000, 10000, 10000, 10000, 10000],
  transitBands: [
    { upToMiles: 500, businessDays: 3 },
    { upToMiles: 4000, businessDays: 7 },
  ],
});

const lane = (over: Partial<LaneFacts> = {}): LaneFacts => ({
  miles: 1500,
  moveDate: isoDate('2026-03-10'),
  originRegion: 'MW',
  destinationRegion: 'SE',
  linearFeet: 13,
  sizeConversion: {
    TrailerLengthToCubes: { FeetPerCube: 6, Threshold: 1 },
    CubesToTrailerLength: { FeetPerCube: 6, Threshold: 5 },
  },
  ...over,
});

describe('distance (issue 3: HHGMiles from coordinates)', () => {
  it('measures great-circle miles and applies the road-circuity factor, rounded to whole miles (§3 HHGMiles)', () => {
    const nyc = { Latitude: 40.7506, Longitude: -73.9971 };
    const la = { Latitude: 33.9731, Longitude: -118.2479 };
    expect(greatCircleMiles(nyc, la)).toBeGreaterThan(2440);
    expect(greatCircleMiles(nyc, la)).toBeLessThan(2460);
    expect(hhgMiles(nyc, la, 1.2)).toBe(Math.round(greatCircleMiles(nyc, la) * 1.2));
    expect(hhgMiles(nyc, nyc, 1.2)).toBe(0);
    const kc = { Latitude: 39.0997, Longitude: -94.5786 };
    expect(greatCircleMiles(kc, nyc)).toBeCloseTo(greatCircleMiles(nyc, kc), 9);
  });
});

describe('rate bands and factors', () => {
  it('prices a unit from the band that covers the distance', () => {
    expect(bandRate(card.trailer.perFootBands, 0)).toBe(10000);
    expect(bandRate(card.trailer.perFootBands, 500)).toBe(15000);
    expect(bandRate(card.trailer.perFootBands, 1000)).toBe(20000);
    expect(bandRate(card.trailer.perFootBands, 1500)).toBe(20500);
  });

  it('applies every factor and rounds once to whole cents', () => {
    expect(factoredUnitPrice(cents(10001), [10000, 9250])).toBe(9251);
    expect(factoredUnitPrice(cents(20000), [11000, 12000])).toBe(26400);
  });

  it('takes the transit time from the first band that reaches the distance', () => {
    expect(transitBusinessDays(card, 100)).toBe(3);
    expect(transitBusinessDays(card, 500)).toBe(3);
    expect(transitBusinessDays(card, 501)).toBe(7);
    expect(transitBusinessDays(card, 9999)).toBe(7);
  });
});

describe('rating a lane into PricingOptions (§3 Pricing option)', () => {
  it('offers a door-to-door trailer and a ReloCube in all four delivery combinations', () => {
    const combos = availableCombinations(card, lane());
    expect(combos).toHaveLength(5);
    expect(combos.filter((c) => c.equip === EquipType.Relocube)).toHaveLength(4);
  });

  it('prices the trailer as the per-foot price times the quoted feet, so a length change follows §9', () => {
    const options = rateOptions(card, lane());
    const trailer = options.find((o) => o.value === 'Trailer-DD');
    expect(trailer).toBeDefined();
    if (!trailer) return;
    expect(trailer.PerFootPrice).toBe(20500);
    expect(trailer.LinearFeet).toBe(13);
    expect(trailer.Price).toBe(20500 * 13);
    expect(trailerPrice(trailer.Price, 13, 14, trailer.PerFootPrice)).toBe(20500 * 14);
    expect(trailer.MoveType).toBe(MoveType.DD);
    expect(trailer.Carrier).toBe('ABF');
    expect(trailer.CarrierTransitTime).toBe(7);
    expect(trailer.StorageDestCharge).toBe(30000);
    expect(trailer.StorageDestChargeDuration).toBe(30);
  });

  it('prices ReloCubes per cube with the terminal discount at each terminal end', () => {
    const options = rateOptions(card, lane());
    const dd = options.find((o) => o.value === 'Relocube-DD');
    const tt = options.find((o) => o.value === 'Relocube-TT');
    expect(dd?.EquipQuantity).toBe(2);
    expect(dd?.Price).toBe(2 * (50000 + 75000));
    expect(tt?.Price).toBe(2 * Math.round((125000 * 9000 * 9500) / 1e8));
    expect(tt?.MoveType).toBe(MoveType.TT);
    expect(tt?.OriginDelivery).toBe(DeliveryType.Terminal);
  });

  it('applies the lane and seasonal factors', () => {
    const base = rateOptions(card, lane({ originRegion: 'NE', destinationRegion: 'PW' }));
    const june = rateOptions(
      card,
      lane({ originRegion: 'NE', destinationRegion: 'PW', moveDate: isoDate('2026-06-02') }),
    );
    expect(base.find((o) => o.value === 'Trailer-DD')?.PerFootPrice).toBe(22550);
    expect(june.find((o) => o.value === 'Trailer-DD')?.PerFootPrice).toBe(27060);
  });

  it('marks one default parent, and follows door-to-door parents with guaranteed children at the parent price', () => {
    const options = rateOptions(card, lane());
    const defaults = options.filter((o) => o.DefaultParent);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.value).toBe('Relocube-DD');
    const children = options.filter(
      (o) => o.ExpeditedFlag === ExpeditedFlag.Child && o.value.startsWith('Trailer-DD'),
    );
    expect(children.map((c) => c.CarrierTransitTime)).toEqual([6, 5]);
    expect(children.every((c) => c.Price === options.find((o) => o.value === 'Trailer-DD')?.Price)).toBe(
      true,
    );
    expect(children.filter((c) => c.Default)).toHaveLength(1);
  });

  it('makes the trailer the default for a move too large for the default ReloCube count', () => {
    const options = rateOptions(card, lane({ linearFeet: 23 }));
    expect(options.find((o) => o.DefaultParent)?.value).toBe('Trailer-DD');
  });

  it('offers no trailer beyond one trailer and no ReloCube beyond the maximum quantity', () => {
    expect(rateOptions(card, lane({ linearFeet: 35 }))).toEqual([]);
    const beyondTrailer = rateOptions(card, lane({ linearFeet: 29 }));
    expect(beyondTrailer.length).toBeGreaterThan(0);
    expect(beyondTrailer.every((o) => o.EquipType === EquipType.Relocube)).toBe(true);
  });
});

describe('guaranteed expedite options (§3 Expedite option)', () => {
  it('dates each tier in business days from pickup, skipping holidays, with the first tier as default', () => {
    const options = expediteOptionsFor(
      card,
      { CarrierTransitTime: 7, Carrier: 'ABF', EquipDescription: 'Trailer', EquipQuantity: 1 },
      isoDate('2026-11-20'),
      [isoDate('2026-11-26')],
    );
    expect(
      options.map((o) => [o.RequestedTransitTime, o.DeliveryDate, o.GuaranteedServiceFee, o.Default]),
    ).toEqual([
      [6, '2026-12-01', 15000, true],
      [5, '2026-11-30', 27500, false],
    ]);
  });
});

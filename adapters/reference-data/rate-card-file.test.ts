import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { DEFAULT_SIZE_CONVERSION } from '../../domain/pricing/size-conversion';
import {
  RELOCUBE_MAXIMUM_ONLINE,
  TRAILER_MAXIMUM_FEET,
  TRAILER_MINIMUM_FEET,
} from '../../domain/pricing/trailer';
import { CANCELLATION_FEES_DEFAULT } from '../../domain/rating/rate-card';
import { rateOptions } from '../../domain/rating/rate-options';
import { loadRateCardFor, parseRateCard, readRateCardFile } from './rate-card-file';

const dir = fileURLToPath(new URL('../../data/rate-cards', import.meta.url));
const card = readRateCardFile(join(dir, '2026-11.json'))._unsafeUnwrap();

function trailerPriceDollars(miles: number, feet: number): number {
  // April: the seasonal factor is 1.00; MW -> SC has no lane factor. Calibration is about the base rates.
  const options = rateOptions(card, {
    miles,
    moveDate: isoDate('2027-04-14'),
    originRegion: 'MW',
    destinationRegion: 'SC',
    linearFeet: feet,
    sizeConversion: DEFAULT_SIZE_CONVERSION,
  });
  const trailer = options.find((o) => o.value === 'Trailer-DD');
  if (!trailer) throw new Error('no trailer option');
  return trailer.Price / 100;
}

describe('the rate card in data/rate-cards (issue 3 rating engine)', () => {
  it('says the same trailer and ReloCube limits as the domain constants the browser and the FAQ show', () => {
    expect(card.trailer.minimumFeet).toBe(TRAILER_MINIMUM_FEET);
    expect(card.trailer.maximumFeet).toBe(TRAILER_MAXIMUM_FEET);
    expect(card.relocube.maximumCubes).toBe(RELOCUBE_MAXIMUM_ONLINE);
  });

  it('is valid and in force today', () => {
    expect(card.version).toBe('2026-11');
    expect(loadRateCardFor(dir, isoDate('2026-11-21'))._unsafeUnwrap().version).toBe('2026-11');
  });

  it('calibration: about 10 linear feet over about 2,500 miles prices near $2,500 (within 20%)', () => {
    const price = trailerPriceDollars(2500, 10);
    expect(price).toBeGreaterThanOrEqual(2000);
    expect(price).toBeLessThanOrEqual(3000);
  });

  it('calibration: about 15 linear feet over about 1,850 miles prices near $4,000 (within 20%)', () => {
    const price = trailerPriceDollars(1850, 15);
    expect(price).toBeGreaterThanOrEqual(3200);
    expect(price).toBeLessThanOrEqual(4800);
  });

  it('prices never fall as the distance grows', () => {
    let last = 0;
    for (let miles = card.minMiles; miles <= card.maxMiles; miles += 10) {
      const price = trailerPriceDollars(miles, 13);
      expect(price).toBeGreaterThanOrEqual(last);
      last = price;
    }
  });
});

describe('checking a rate-card file (reports every problem with its location, §5 format)', () => {
  it('reports schema problems as json.path - message lines', () => {
    const bad = { ...JSON.parse(JSON.stringify(card)), seasonalFactorsBp: [10000], carrier: '' };
    const error = parseRateCard(bad, 'bad.json')._unsafeUnwrapErr();
    expect(error.lines.some((l) => l.startsWith('seasonalFactorsBp - '))).toBe(true);
    expect(error.lines.some((l) => l.startsWith('carrier - '))).toBe(true);
  });

  it('reports bands out of order and a first band that does not start at 0', () => {
    const json = JSON.parse(JSON.stringify(card));
    json.trailer.perFootBands[0].fromMiles = 10;
    json.relocube.perCubeBands[2].fromMiles = 1;
    const lines = parseRateCard(json, 'x.json')._unsafeUnwrapErr().lines;
    expect(lines).toContain('trailer.perFootBands[0].fromMiles - The first band must start at 0 miles');
    expect(lines).toContain('relocube.perCubeBands[2].fromMiles - Bands must be in ascending order of miles');
  });

  it('refuses unknown fields, unreadable files and bad JSON without throwing', () => {
    expect(parseRateCard({ ...card, surprise: 1 }, 'x')._unsafeUnwrapErr().lines).toEqual([
      'surprise - Unknown field',
    ]);
    expect(readRateCardFile('/nonexistent/rate.json')._unsafeUnwrapErr().lines[0]).toMatch(/^file - /);
    const tmp = mkdtempSync(join(tmpdir(), 'rate-card-'));
    writeFileSync(join(tmp, 'broken.json'), '{ not json');
    expect(readRateCardFile(join(tmp, 'broken.json'))._unsafeUnwrapErr().lines[0]).toMatch(
      /^file - Not valid JSON/,
    );
  });

  it('carries the cancellation fees (issue 12: free more than 7 days before, $50 within 7 days, $150 on the day)', () => {
    expect(card.cancellation).toEqual({ freeDaysBefore: 7, withinDaysFee: 5000, sameDayFee: 15000 });
    const { cancellation: _omitted, ...withoutFees } = JSON.parse(JSON.stringify(card));
    expect(parseRateCard(withoutFees, 'x')._unsafeUnwrap().cancellation).toEqual(CANCELLATION_FEES_DEFAULT);
  });

  it('refuses cancellation fees that fall as the drop-off date nears, and fractional days', () => {
    const json = JSON.parse(JSON.stringify(card));
    json.cancellation = { freeDaysBefore: 7, withinDaysFee: 20000, sameDayFee: 15000 };
    expect(parseRateCard(json, 'x')._unsafeUnwrapErr().lines).toEqual([
      'cancellation.withinDaysFee - withinDaysFee must not exceed sameDayFee (a fee never falls as the drop-off date nears)',
    ]);
    json.cancellation = { freeDaysBefore: 7.5, withinDaysFee: 5000, sameDayFee: 15000 };
    expect(parseRateCard(json, 'x')._unsafeUnwrapErr().lines[0]).toMatch(/^cancellation\.freeDaysBefore - /);
  });

  it('has no card in force before the first effective date', () => {
    expect(loadRateCardFor(dir, isoDate('2020-01-01'))._unsafeUnwrapErr().lines[0]).toMatch(
      /^effectiveFrom - /,
    );
  });
});

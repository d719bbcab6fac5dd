import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HOUSE_SIZE,
  HOUSE_SIZE_LABELS,
  HOUSE_SIZES,
  houseSizeForLinearFeet,
  linearFeetForHouseSize,
} from './house-sizes';

describe('house sizes (§9)', () => {
  it('lists the six sizes with their LinearFeet exactly as §9 writes them (§9)', () => {
    expect(HOUSE_SIZES.map((s) => [s.label, s.LinearFeet])).toEqual([
      ['under 1 room/studio', 5],
      ['1 bedroom', 7],
      ['2 bedroom', 13],
      ['3 bedroom', 17],
      ['4 bedroom home', 23],
      ['5+ bedroom home', 35],
    ]);
    expect(HOUSE_SIZE_LABELS).toHaveLength(6);
  });

  it('defaults to the first size (§9)', () => {
    expect(DEFAULT_HOUSE_SIZE).toEqual(HOUSE_SIZES[0]);
    expect(DEFAULT_HOUSE_SIZE.label).toBe('under 1 room/studio');
  });

  it('gives the LinearFeet of a label, and an error for an unknown label (§9)', () => {
    expect(linearFeetForHouseSize('2 bedroom')._unsafeUnwrap()).toBe(13);
    expect(linearFeetForHouseSize('5+ bedroom home')._unsafeUnwrap()).toBe(35);
    expect(linearFeetForHouseSize('2 Bedrooms')._unsafeUnwrapErr().kind).toBe('UnknownHouseSize');
  });

  it('maps each §9 LinearFeet back to its own label (§9)', () => {
    for (const size of HOUSE_SIZES) {
      expect(houseSizeForLinearFeet(size.LinearFeet)._unsafeUnwrap()).toEqual(size);
    }
  });

  it('maps other lengths to the smallest size that fits, capped at the largest (§9, decision)', () => {
    expect(houseSizeForLinearFeet(1)._unsafeUnwrap().label).toBe('under 1 room/studio');
    expect(houseSizeForLinearFeet(14)._unsafeUnwrap().label).toBe('3 bedroom');
    expect(houseSizeForLinearFeet(53)._unsafeUnwrap().label).toBe('5+ bedroom home');
    expect(houseSizeForLinearFeet(0)._unsafeUnwrapErr().kind).toBe('InvalidLinearFeet');
    expect(houseSizeForLinearFeet(Number.NaN).isErr()).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_SIZE_CONVERSION, reloCubeQuantity, trailerLengthForCubes } from './size-conversion';

describe('size conversion (§3 SizeConversion)', () => {
  it('defaults to 6 feet per cube with a 1-foot threshold and a 5-foot minimum trailer (§3)', () => {
    expect(DEFAULT_SIZE_CONVERSION).toEqual({
      TrailerLengthToCubes: { FeetPerCube: 6, Threshold: 1 },
      CubesToTrailerLength: { FeetPerCube: 6, Threshold: 5 },
    });
  });

  it('converts the §9 house sizes to ReloCubes: 5->1, 7->1, 13->2, 17->3, 23->4, 35->6 (§3, §9)', () => {
    expect([5, 7, 13, 17, 23, 35].map((feet) => reloCubeQuantity(feet))).toEqual([1, 1, 2, 3, 4, 6]);
  });

  it('adds a cube only when the remainder is above the threshold (§3 TrailerLengthToCubes)', () => {
    const conversion = { FeetPerCube: 6, Threshold: 1 };
    expect(reloCubeQuantity(12, conversion)).toBe(2);
    expect(reloCubeQuantity(13, conversion)).toBe(2);
    expect(reloCubeQuantity(14, conversion)).toBe(3);
  });

  it('never gives fewer than one cube (§3)', () => {
    expect(reloCubeQuantity(0)).toBe(1);
    expect(reloCubeQuantity(1)).toBe(1);
    expect(reloCubeQuantity(-4)).toBe(1);
  });

  it('refuses a conversion with no feet per cube (configuration bug)', () => {
    expect(() => reloCubeQuantity(10, { FeetPerCube: 0, Threshold: 1 })).toThrow(RangeError);
  });

  it('converts cubes to feet, never below the shortest trailer sold (§3 CubesToTrailerLength)', () => {
    expect(trailerLengthForCubes(3)).toBe(18);
    expect(trailerLengthForCubes(1)).toBe(6);
    expect(trailerLengthForCubes(0)).toBe(5);
    expect(trailerLengthForCubes(1, { FeetPerCube: 4, Threshold: 5 })).toBe(5);
  });
});

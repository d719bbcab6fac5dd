import { describe, expect, it } from 'vitest';
import { EquipType } from '../quote/enums';
import {
  DEFAULT_SIZE_CONVERSION,
  recommendedSize,
  recommendedSizeText,
  reloCubeQuantity,
  trailerLengthForCubes,
  undersizeWarning,
} from './size-conversion';

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

describe('recommended size (§9 house sizes, §3 SizeConversion)', () => {
  it('issue 10: a 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes', () => {
    const size = recommendedSize('3 bedroom');
    expect(size).toEqual({ label: '3 bedroom', feet: 17, cubes: 3 });
    expect(size && recommendedSizeText(size)).toBe(
      'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes.',
    );
    expect(recommendedSize('3 Bedroom Home')).toBeNull();
    expect(recommendedSize('4 BEDROOM HOME')?.feet).toBe(23);
  });

  it('issue 10: warns only when the chosen size is below what the house size needs', () => {
    const size = recommendedSize('3 bedroom');
    expect(undersizeWarning(size, { equip: EquipType.Trailer, feet: 5, cubes: 3 })).toBe(
      'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes. 5 ft of trailer may not be enough.',
    );
    expect(undersizeWarning(size, { equip: EquipType.Trailer, feet: 17, cubes: 1 })).toBeNull();
    expect(undersizeWarning(size, { equip: EquipType.Relocube, feet: 5, cubes: 3 })).toBeNull();
    expect(undersizeWarning(size, { equip: EquipType.Relocube, feet: 17, cubes: 2 })).toBe(
      'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes. 2 ReloCubes may not be enough.',
    );
    expect(undersizeWarning(null, { equip: EquipType.Relocube, feet: 5, cubes: 1 })).toBeNull();
  });
});

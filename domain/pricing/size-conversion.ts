import { EquipType } from '../quote/enums';
import { DEFAULT_HOUSE_SIZE, HOUSE_SIZES } from '../quote/house-sizes';
import type { SizeConversion } from '../quote/types';

/**
 * §3 Quote SizeConversion defaults (the real numbers are not shown; docs/decisions.md):
 * a ReloCube holds roughly one room, about 6 linear feet of trailer. A trailer remainder of more than
 * 1 foot needs one more cube; a number of cubes converts back to at least 5 feet, the shortest trailer sold.
 */
export const DEFAULT_SIZE_CONVERSION: SizeConversion = {
  TrailerLengthToCubes: { FeetPerCube: 6, Threshold: 1 },
  CubesToTrailerLength: { FeetPerCube: 6, Threshold: 5 },
};

/**
 * §3 SizeConversion.TrailerLengthToCubes: the ReloCube quantity for a trailer length in whole feet,
 * floor(feet / FeetPerCube) plus one more cube when the remainder is above Threshold, and at least 1.
 * FeetPerCube must be a positive whole number (a configuration bug otherwise).
 */
export function reloCubeQuantity(
  linearFeet: number,
  conversion: SizeConversion['TrailerLengthToCubes'] = DEFAULT_SIZE_CONVERSION.TrailerLengthToCubes,
): number {
  const { FeetPerCube, Threshold } = conversion;
  if (!Number.isSafeInteger(FeetPerCube) || FeetPerCube <= 0) {
    throw new RangeError(`FeetPerCube must be a positive whole number, got ${FeetPerCube}`);
  }
  const feet = Math.max(0, Math.floor(linearFeet));
  const cubes = Math.floor(feet / FeetPerCube) + (feet % FeetPerCube > Threshold ? 1 : 0);
  return Math.max(1, cubes);
}

/**
 * §3 SizeConversion.CubesToTrailerLength: the trailer length in feet for a number of ReloCubes,
 * cubes x FeetPerCube but never shorter than Threshold (the shortest trailer length sold).
 */
export function trailerLengthForCubes(
  cubes: number,
  conversion: SizeConversion['CubesToTrailerLength'] = DEFAULT_SIZE_CONVERSION.CubesToTrailerLength,
): number {
  return Math.max(Math.max(0, Math.floor(cubes)) * conversion.FeetPerCube, conversion.Threshold);
}

/** The size a house usually needs (§9 house sizes, §3 SizeConversion): trailer feet and ReloCubes. */
export interface RecommendedSize {
  /** The house size's §9 label. */
  label: string;
  feet: number;
  cubes: number;
}

/**
 * The recommended size for a quote's HouseSize (a §9 label, compared without regard to case), or null
 * when the quote's size is not one of them.
 */
export function recommendedSize(
  houseSize: string,
  conversion: SizeConversion['TrailerLengthToCubes'] = DEFAULT_SIZE_CONVERSION.TrailerLengthToCubes,
): RecommendedSize | null {
  const wanted = houseSize.trim().toLowerCase();
  const size = HOUSE_SIZES.find((s) => s.label.toLowerCase() === wanted);
  if (!size) return null;
  return { label: size.label, feet: size.LinearFeet, cubes: reloCubeQuantity(size.LinearFeet, conversion) };
}

/** 'A 3 bedroom home usually needs 17 ft of trailer or 3 ReloCubes.' (ours). */
export function recommendedSizeText(size: RecommendedSize): string {
  const home =
    size.label === DEFAULT_HOUSE_SIZE.label
      ? 'A studio or single room'
      : `A ${size.label.replace(/ home$/, '')} home`;
  return `${home} usually needs ${size.feet} ft of trailer or ${size.cubes} ReloCube${size.cubes === 1 ? '' : 's'}.`;
}

/**
 * The warning for a chosen size below what the house size needs, or null: a trailer shorter than the
 * recommended feet, or fewer ReloCubes than the recommended count (§3 SizeConversion with its Threshold).
 */
export function undersizeWarning(
  size: RecommendedSize | null,
  chosen: { equip: EquipType; feet: number; cubes: number },
): string | null {
  if (!size) return null;
  const below = chosen.equip === EquipType.Trailer ? chosen.feet < size.feet : chosen.cubes < size.cubes;
  if (!below) return null;
  const what =
    chosen.equip === EquipType.Trailer
      ? `${chosen.feet} ft of trailer`
      : `${chosen.cubes} ReloCube${chosen.cubes === 1 ? '' : 's'}`;
  return `${recommendedSizeText(size)} ${what} may not be enough.`;
}

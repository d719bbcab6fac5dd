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

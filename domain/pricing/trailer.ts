import { err, ok, type Result } from 'neverthrow';
import { add, type Cents, multiply } from '../money/money';

/** The shortest trailer length the rate card sells, in whole linear feet (§9 house sizes start at 5 feet). */
export const TRAILER_MINIMUM_FEET = 5;

/**
 * One trailer holds at most this many linear feet; a larger move is rated by hand. The rate card in force
 * carries the same number (trailer.maximumFeet); a test keeps the two equal, so screens without the rate
 * card (the browser, the FAQ) can say it.
 */
export const TRAILER_MAXIMUM_FEET = 28;

/** The most ReloCubes one quote can book online (the rate card's relocube.maximumCubes, kept equal by a test). */
export const RELOCUBE_MAXIMUM_ONLINE = 6;

export type TrailerLengthError =
  | { kind: 'TrailerLengthNotWhole'; message: string }
  | { kind: 'TrailerLengthTooShort'; message: string; minimumFeet: number };

/**
 * §9 Trailer price = base price + (chosen length - quoted length) x per-foot price.
 * Feet are whole numbers; a shorter chosen length lowers the price by the per-foot price for each foot.
 * The arithmetic is linear and unchecked: validate the chosen length with `validateTrailerLength` first.
 */
export function trailerPrice(
  basePrice: Cents,
  quotedFeet: number,
  chosenFeet: number,
  perFootPrice: Cents,
): Cents {
  return add(basePrice, multiply(perFootPrice, chosenFeet - quotedFeet));
}

/** §9 A trailer length is a whole number of feet, at least the rate card's minimum (default 5 feet). */
export function validateTrailerLength(
  chosenFeet: number,
  minimumFeet: number = TRAILER_MINIMUM_FEET,
): Result<number, TrailerLengthError> {
  if (!Number.isSafeInteger(chosenFeet)) {
    return err({ kind: 'TrailerLengthNotWhole', message: 'Trailer length must be a whole number of feet' });
  }
  if (chosenFeet < minimumFeet) {
    return err({
      kind: 'TrailerLengthTooShort',
      message: `Trailer length must be at least ${minimumFeet} feet`,
      minimumFeet,
    });
  }
  return ok(chosenFeet);
}

/** §9 The trailer price for a validated chosen length: `trailerPrice` after `validateTrailerLength`. */
export function checkedTrailerPrice(
  basePrice: Cents,
  quotedFeet: number,
  chosenFeet: number,
  perFootPrice: Cents,
  minimumFeet: number = TRAILER_MINIMUM_FEET,
): Result<Cents, TrailerLengthError> {
  return validateTrailerLength(chosenFeet, minimumFeet).map((feet) =>
    trailerPrice(basePrice, quotedFeet, feet, perFootPrice),
  );
}

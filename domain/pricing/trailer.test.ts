import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money/money';
import { checkedTrailerPrice, TRAILER_MINIMUM_FEET, trailerPrice, validateTrailerLength } from './trailer';

describe('trailer price (§9)', () => {
  it('adds the per-foot price for each foot above the quoted length (§9)', () => {
    expect(trailerPrice(dollars(2000), 13, 15, cents(9500))).toBe(219000);
  });

  it('takes the per-foot price off for each foot below the quoted length (§9)', () => {
    expect(trailerPrice(dollars(2000), 13, 10, cents(9500))).toBe(171500);
  });

  it('is the base price at the quoted length (§9)', () => {
    expect(trailerPrice(cents(123456), 17, 17, cents(8850))).toBe(123456);
  });

  it('has a 5-foot minimum by default (§9 rate card)', () => {
    expect(TRAILER_MINIMUM_FEET).toBe(5);
    expect(validateTrailerLength(5)._unsafeUnwrap()).toBe(5);
    expect(validateTrailerLength(4)._unsafeUnwrapErr()).toEqual({
      kind: 'TrailerLengthTooShort',
      message: 'Trailer length must be at least 5 feet',
      minimumFeet: 5,
    });
  });

  it('takes the minimum as a parameter (§9)', () => {
    expect(validateTrailerLength(7, 8).isErr()).toBe(true);
    expect(validateTrailerLength(8, 8).isOk()).toBe(true);
  });

  it('refuses fractions of a foot (§9 feet are whole numbers)', () => {
    expect(validateTrailerLength(12.5)._unsafeUnwrapErr().kind).toBe('TrailerLengthNotWhole');
    expect(validateTrailerLength(Number.NaN)._unsafeUnwrapErr().kind).toBe('TrailerLengthNotWhole');
  });

  it('prices only a valid chosen length (§9)', () => {
    expect(checkedTrailerPrice(dollars(2000), 13, 14, cents(9500))._unsafeUnwrap()).toBe(209500);
    expect(checkedTrailerPrice(dollars(2000), 13, 3, cents(9500))._unsafeUnwrapErr().kind).toBe(
      'TrailerLengthTooShort',
    );
  });
});

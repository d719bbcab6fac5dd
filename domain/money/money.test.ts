import { describe, expect, it } from 'vitest';
import {
  add,
  allocate,
  cents,
  dollars,
  formatUsd,
  formatUsdShort,
  fromDollars,
  multiply,
  negate,
  nonNegative,
  subtract,
  sum,
  toDollars,
  ZERO,
} from './money';

describe('money: integer cents (architecture convention 6, §9 prices)', () => {
  it('cents refuses fractions of a cent', () => {
    expect(() => cents(1.5)).toThrow(RangeError);
    expect(cents(150)).toBe(150);
  });

  it('adds, subtracts, negates and sums exactly', () => {
    expect(add(cents(10), cents(20))).toBe(30);
    expect(subtract(cents(10), cents(25))).toBe(-15);
    expect(negate(ZERO)).toBe(0);
    expect(Object.is(negate(ZERO), -0)).toBe(false);
    expect(sum([cents(1), cents(2), cents(3)])).toBe(6);
    expect(sum([])).toBe(0);
  });

  it('multiplies by whole quantities only', () => {
    expect(multiply(dollars(45), 3)).toBe(13500);
    expect(() => multiply(cents(100), 1.5)).toThrow(RangeError);
  });

  it('allocates without losing or creating a cent', () => {
    expect(allocate(cents(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(cents(-100), [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(cents(5), [0, 0])).toEqual([3, 2]);
    expect(allocate(cents(1000), [3, 1])).toEqual([750, 250]);
  });

  it('nonNegative floors a total at zero', () => {
    expect(nonNegative(cents(-1))).toBe(0);
    expect(nonNegative(cents(7))).toBe(7);
  });
});

describe('money: exact conversion at the wire', () => {
  it('reads JSON numbers and decimal strings of dollars exactly', () => {
    expect(fromDollars(19.99)._unsafeUnwrap()).toBe(1999);
    expect(fromDollars('19.9')._unsafeUnwrap()).toBe(1990);
    expect(fromDollars(0.29)._unsafeUnwrap()).toBe(29);
    expect(fromDollars(1004.99)._unsafeUnwrap()).toBe(100499);
    expect(fromDollars('-12.5')._unsafeUnwrap()).toBe(-1250);
    expect(fromDollars(150)._unsafeUnwrap()).toBe(15000);
  });

  it('refuses amounts with more than two decimals, exponents and non-numbers', () => {
    expect(fromDollars(0.1 + 0.2).isErr()).toBe(true);
    expect(fromDollars('1e3').isErr()).toBe(true);
    expect(fromDollars(Number.NaN).isErr()).toBe(true);
    expect(fromDollars(Number.POSITIVE_INFINITY).isErr()).toBe(true);
    expect(fromDollars('12.345').isErr()).toBe(true);
    expect(fromDollars('abc').isErr()).toBe(true);
  });

  it('writes cents as the nearest dollar number, which JSON prints exactly', () => {
    expect(toDollars(cents(1999))).toBe(19.99);
    expect(JSON.stringify(toDollars(cents(29)))).toBe('0.29');
  });

  it('formats for display', () => {
    expect(formatUsd(cents(123450))).toBe('$1,234.50');
    expect(formatUsd(cents(-2500))).toBe('-$25.00');
    expect(formatUsdShort(dollars(150))).toBe('$150');
    expect(formatUsdShort(cents(14950))).toBe('$149.50');
  });
});

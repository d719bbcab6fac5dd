import { err, ok, type Result } from 'neverthrow';

/**
 * Money is an integer number of US cents everywhere inside Relomove (architecture.md, convention 6).
 * The brand stops a raw number, or a dollar amount, from being used where cents are expected.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: 'Cents' };

export const ZERO = 0 as Cents;

/** Brands an integer as cents. A non-integer is a programming error, not bad input. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`cents must be a safe integer, got ${value}`);
  }
  return value as Cents;
}

/** Whole dollars to cents, e.g. a constant such as the $150 weight-tickets fee. */
export function dollars(wholeDollars: number): Cents {
  return cents(wholeDollars * 100);
}

export function add(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function subtract(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function negate(a: Cents): Cents {
  return cents(a === 0 ? 0 : -a);
}

/** Multiplies by a whole quantity (feet, cubes, days): the result stays exact. */
export function multiply(a: Cents, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`quantity must be a whole number, got ${quantity}`);
  }
  return cents(a * quantity);
}

export function sum(amounts: Iterable<Cents>): Cents {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

export function max(a: Cents, b: Cents): Cents {
  return a >= b ? a : b;
}

export function min(a: Cents, b: Cents): Cents {
  return a <= b ? a : b;
}

export function isNegative(a: Cents): boolean {
  return a < 0;
}

/** Never below zero: a total, or what a coupon may take off. */
export function nonNegative(a: Cents): Cents {
  return a < 0 ? ZERO : a;
}

/**
 * Splits `total` into parts proportional to `ratios` (largest-remainder method).
 * The parts always add up to `total` exactly: no cent is lost or created.
 */
export function allocate(total: Cents, ratios: readonly number[]): Cents[] {
  if (ratios.length === 0) throw new RangeError('allocate needs at least one ratio');
  if (ratios.some((r) => !Number.isFinite(r) || r < 0))
    throw new RangeError('ratios must be finite and >= 0');
  const ratioSum = ratios.reduce((s, r) => s + r, 0);
  const weights = ratioSum === 0 ? ratios.map(() => 1) : ratios;
  const weightSum = ratioSum === 0 ? ratios.length : ratioSum;
  const sign = total < 0 ? -1 : 1;
  const magnitude = Math.abs(total);
  const shares = weights.map((w) => (magnitude * w) / weightSum);
  const floors = shares.map((s) => Math.floor(s));
  let remainder = magnitude - floors.reduce((s, f) => s + f, 0);
  const order = shares
    .map((s, i) => ({ i, frac: s - Math.floor(s) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (remainder <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    remainder -= 1;
  }
  return floors.map((f) => cents(sign * f));
}

export type MoneyError = { kind: 'InvalidAmount'; message: string };

const WIRE_DOLLARS = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/;

/**
 * Exact conversion from a wire dollar amount (a JSON number or a decimal string with at most
 * two decimals) to cents. Never multiplies a float by 100.
 */
export function fromDollars(value: number | string): Result<Cents, MoneyError> {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  if (text === undefined) return err({ kind: 'InvalidAmount', message: 'Value must be numeric' });
  const match = WIRE_DOLLARS.exec(text);
  if (!match) {
    return err({ kind: 'InvalidAmount', message: 'Value must be a dollar amount with at most two decimals' });
  }
  const [, minus, whole = '0', fraction = ''] = match;
  const total = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return ok(cents(minus && total !== 0 ? -total : total));
}

function numberToPlainString(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  // Shortest round-trip representation; exponent forms (1e21, 1e-7) are refused by the pattern.
  return String(value);
}

/** Cents to a wire dollar number. An integer divided by 100 is the nearest double to the decimal. */
export function toDollars(amount: Cents): number {
  return amount / 100;
}

/**
 * The two formats, made on first use: making an Intl.NumberFormat costs far more than using one (ICU's
 * currency data), and a page that imports money without showing a price should not pay it on load
 * (issue 28: 300 ms of a phone's main thread on the landing page, measured with 4x CPU throttling).
 */
let usdFormat: Intl.NumberFormat | undefined;
let usdWholeFormat: Intl.NumberFormat | undefined;
const usd = () => {
  usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usdFormat;
};
const usdWhole = () => {
  usdWholeFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return usdWholeFormat;
};

/** '$1,234.50'. Negative amounts read '-$25.00'. */
export function formatUsd(amount: Cents): string {
  return usd().format(amount / 100);
}

/** '$150' for whole dollars, '$149.50' otherwise: the short form used in option labels. */
export function formatUsdShort(amount: Cents): string {
  return amount % 100 === 0 ? usdWhole().format(amount / 100) : usd().format(amount / 100);
}

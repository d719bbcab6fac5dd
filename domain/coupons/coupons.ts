import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents, dollars, nonNegative } from '../money/money';
import type { Coupon } from '../quote/types';

import { COUPON_SOURCES, CouponSource } from './coupon-source';

export { COUPON_SOURCES, CouponSource };

/** How a coupon is valued. Every rule is a discount: the amount taken off is never negative. */
export type CouponRule =
  | { readonly kind: 'AmountOff'; readonly amount: Cents }
  | { readonly kind: 'PercentOffBase'; readonly percent: number }
  | { readonly kind: 'FreeStorageDays'; readonly days: number };

export interface CouponDefinition {
  /** Upper case; codes compare case-insensitively (§8). */
  readonly code: string;
  readonly description: string;
  readonly rule: CouponRule;
}

/**
 * §4 DITY10 is special-cased (meaning not shown; docs/decisions.md): the do-it-yourself move promotion,
 * 10% off the base price, rounded to the nearest cent.
 */
export const DITY10: CouponDefinition = {
  code: 'DITY10',
  description: 'DITY10: 10% off the base price',
  rule: { kind: 'PercentOffBase', percent: 10 },
};

/** §4 USA100 is special-cased (meaning not shown; docs/decisions.md): $100 off the price. */
export const USA100: CouponDefinition = {
  code: 'USA100',
  description: 'USA100: $100 off',
  rule: { kind: 'AmountOff', amount: dollars(100) },
};

/** §4 The catalogue of coupon codes the domain knows by itself: the two special-cased codes. */
export const KNOWN_COUPONS: readonly CouponDefinition[] = [DITY10, USA100];

/**
 * A coupon applied to a quote. It carries its rule, not an amount: computeQuotePrice values it against
 * the same quote's base price and storage fee (couponAmount), so the discount is always current.
 */
export interface AppliedCoupon {
  readonly code: string;
  readonly source: CouponSource;
  readonly description: string;
  readonly rule: CouponRule;
  /** The free storage days the coupon grants (for display and freeStorageDays); 0 for other coupons. */
  readonly freeStorageDays: number;
}

/** Where a coupon comes from and which codes are known. */
export interface CouponContext {
  readonly source: CouponSource;
  /** The codes to look up; KNOWN_COUPONS by default. */
  readonly catalogue?: readonly CouponDefinition[];
}

/** What a coupon is valued against: the equipment (base) price and the current storage fee (0 when free or not added). */
export interface CouponValuation {
  readonly basePrice: Cents;
  readonly storageFee: Cents;
}

export type CouponError =
  | { kind: 'CouponCodeMissing'; message: string }
  | { kind: 'CouponInvalid'; code: string; message: string }
  | { kind: 'CouponNotReturned'; code: string; message: string }
  | { kind: 'CouponUnknown'; code: string; message: string };

export const COUPON_CODE_MISSING_MESSAGE = 'Please enter a coupon code.';

/** §8 Coupon codes compare case-insensitively: trimmed and upper-cased. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** §8 True when two codes are the same coupon, ignoring case and surrounding spaces. */
export function sameCouponCode(a: string, b: string): boolean {
  return normalizeCouponCode(a) === normalizeCouponCode(b);
}

/** §4 The definition of a code in a catalogue (KNOWN_COUPONS by default), or undefined. */
export function findCouponDefinition(
  code: string,
  catalogue: readonly CouponDefinition[] = KNOWN_COUPONS,
): CouponDefinition | undefined {
  const wanted = normalizeCouponCode(code);
  return catalogue.find((c) => normalizeCouponCode(c.code) === wanted);
}

/**
 * §4 The discount a rule is worth on the current quote: a fixed amount; a percentage of the base price
 * (rounded half up to the cent); or, for free storage days, the current storage fee (§4 "valued at the
 * current storage fee"). Never negative.
 */
export function couponAmount(rule: CouponRule, valuation: CouponValuation): Cents {
  switch (rule.kind) {
    case 'AmountOff':
      return nonNegative(rule.amount);
    case 'PercentOffBase':
      return cents(Math.round((nonNegative(valuation.basePrice) * Math.max(0, rule.percent)) / 100));
    case 'FreeStorageDays':
      return nonNegative(valuation.storageFee);
  }
}

function applied(definition: CouponDefinition, context: CouponContext): AppliedCoupon {
  return {
    code: normalizeCouponCode(definition.code),
    source: context.source,
    description: definition.description,
    rule: definition.rule,
    freeStorageDays: definition.rule.kind === 'FreeStorageDays' ? definition.rule.days : 0,
  };
}

/** §4 Evaluates a typed code against the catalogue: the applied coupon, or why it cannot be used. */
export function evaluateCoupon(code: string, context: CouponContext): Result<AppliedCoupon, CouponError> {
  const normalized = normalizeCouponCode(code);
  if (normalized === '') return err({ kind: 'CouponCodeMissing', message: COUPON_CODE_MISSING_MESSAGE });
  const definition = findCouponDefinition(normalized, context.catalogue);
  if (!definition) {
    return err({
      kind: 'CouponUnknown',
      code: normalized,
      message: `Coupon code ${normalized} is not recognized.`,
    });
  }
  return ok(applied(definition, context));
}

/**
 * §3, §4 The definition behind a coupon record returned by the coupon service: a special-cased code
 * (DITY10, USA100) keeps its own meaning; a record with FreeStorageDays > 0 is a free-storage coupon
 * valued at the storage fee; any other record takes its Amount off.
 */
export function couponDefinitionFromRecord(coupon: Coupon): CouponDefinition {
  const special = findCouponDefinition(coupon.Code);
  if (special) return special;
  const code = normalizeCouponCode(coupon.Code);
  const description = coupon.Description.trim() === '' ? code : coupon.Description;
  return coupon.FreeStorageDays > 0
    ? { code, description, rule: { kind: 'FreeStorageDays', days: coupon.FreeStorageDays } }
    : { code, description, rule: { kind: 'AmountOff', amount: nonNegative(coupon.Amount) } };
}

/** §4 A coupon record returned by the coupon service, applied from a source. */
export function appliedCouponFromRecord(coupon: Coupon, context: CouponContext): AppliedCoupon {
  return applied(couponDefinitionFromRecord(coupon), context);
}

/**
 * §8 A coupon fails if the response marks it Invalid or its code is absent from the returned list
 * (codes compared case-insensitively). Ok carries the matching coupon record.
 */
export function couponFailed(
  code: string,
  response: { readonly Coupons: readonly Coupon[] },
): Result<Coupon, CouponError> {
  const normalized = normalizeCouponCode(code);
  if (normalized === '') return err({ kind: 'CouponCodeMissing', message: COUPON_CODE_MISSING_MESSAGE });
  const match = response.Coupons.find((c) => normalizeCouponCode(c.Code) === normalized);
  if (!match) {
    return err({
      kind: 'CouponNotReturned',
      code: normalized,
      message: `Coupon code ${normalized} was not accepted.`,
    });
  }
  if (match.Invalid === true) {
    return err({ kind: 'CouponInvalid', code: normalized, message: `Coupon code ${normalized} is invalid.` });
  }
  return ok(match);
}

/**
 * §4 One user coupon is active at a time: applying a user-entered coupon replaces the previous one.
 * Agent-entered coupons stack; one auto online coupon at a time. The same code is never applied twice
 * (a re-applied code replaces its earlier entry). The new coupon goes last, so it applies last.
 */
export function applyCoupon(current: readonly AppliedCoupon[], next: AppliedCoupon): AppliedCoupon[] {
  const kept = current.filter(
    (c) =>
      !sameCouponCode(c.code, next.code) &&
      !(next.source !== CouponSource.AgentEntered && c.source === next.source),
  );
  kept.push(next);
  return kept;
}

/** §4 Removes a coupon by code (case-insensitive). */
export function removeCoupon(current: readonly AppliedCoupon[], code: string): AppliedCoupon[] {
  return current.filter((c) => !sameCouponCode(c.code, code));
}

/**
 * §3, §4 The Coupons entry for an applied coupon (Code, Amount, FreeStorageDays, Description), its Amount
 * valued now: a free-storage-day coupon gets Amount = the current storage fee.
 */
export function valuedCouponRecord(coupon: AppliedCoupon, valuation: CouponValuation): Coupon {
  return {
    Code: coupon.code,
    Amount: couponAmount(coupon.rule, valuation),
    FreeStorageDays: coupon.freeStorageDays,
    Description: coupon.description,
  };
}

import { err, ok, type Result } from 'neverthrow';
import {
  type AppliedCoupon,
  type CouponDefinition,
  type CouponError,
  CouponSource,
  type CouponValuation,
  evaluateCoupon,
  normalizeCouponCode,
  sameCouponCode,
  valuedCouponRecord,
} from '../coupons/coupons';
import type { Coupon } from './types';

/**
 * §4 Coupons on a quote before it is reserved: what a customer (quotes/edit) or an agent (`relomove quote
 * recompute`) enters, by one set of rules. A code is evaluated against the catalogue for its source; an empty
 * code from the customer removes their coupon.
 */
export type CouponEntry =
  | { readonly kind: 'Apply'; readonly coupon: AppliedCoupon }
  | { readonly kind: 'RemoveUserCoupon' };

/** Ours (the specification does not say): a customer typing a code an agent already applied to the quote. */
export const couponAppliedByAgentMessage = (code: string) =>
  `Coupon code ${code} is already applied to this quote.`;

export type CouponEntryError = CouponError | { kind: 'CouponAppliedByAgent'; code: string; message: string };

/** A saved record's source (a record without one counts as user-entered, as when pricing it). */
const sourceOf = (coupon: Coupon) => coupon.Source ?? CouponSource.UserEntered;

/** §4 The code of the quote's user-entered coupon ('' when it has none): one is active at a time. */
export function userCouponCode(coupons: readonly Coupon[] | undefined): string {
  return (coupons ?? []).find((c) => !c.Invalid && sourceOf(c) === CouponSource.UserEntered)?.Code ?? '';
}

/**
 * §4 A typed code as an entry: '' (after trimming) from the customer removes their coupon; any other code
 * must be in the catalogue (KNOWN_COUPONS by default), else the domain's CouponError (an agent's empty
 * code is CouponCodeMissing).
 */
export function couponEntry(
  code: string,
  source: CouponSource,
  catalogue?: readonly CouponDefinition[],
): Result<CouponEntry, CouponError> {
  if (source === CouponSource.UserEntered && normalizeCouponCode(code) === '') {
    return ok({ kind: 'RemoveUserCoupon' });
  }
  return evaluateCoupon(code, { source, ...(catalogue ? { catalogue } : {}) }).map(
    (coupon): CouponEntry => ({ kind: 'Apply', coupon }),
  );
}

/**
 * §4 The quote's coupons after an entry. One user coupon is active at a time: a new user coupon replaces
 * the previous one, and removing takes it off; agent coupons stay. A code is never on the quote twice: an
 * agent's code replaces a saved coupon with the same code, while a customer's code that an agent already
 * applied is refused (CouponAppliedByAgent), so the agent's coupon is never taken over. The new record is
 * valued now (§3 Amount; a free-storage-day coupon at the current storage fee) and goes last.
 */
export function couponsAfterEntry(
  coupons: readonly Coupon[] | undefined,
  entry: CouponEntry,
  valuation: CouponValuation,
): Result<Coupon[], CouponEntryError> {
  const saved = coupons ?? [];
  if (entry.kind === 'RemoveUserCoupon') {
    return ok(saved.filter((c) => sourceOf(c) !== CouponSource.UserEntered));
  }
  const { coupon } = entry;
  const byAgent = (c: Coupon) => sourceOf(c) === CouponSource.AgentEntered;
  if (
    coupon.source !== CouponSource.AgentEntered &&
    saved.some((c) => byAgent(c) && sameCouponCode(c.Code, coupon.code))
  ) {
    return err({
      kind: 'CouponAppliedByAgent',
      code: coupon.code,
      message: couponAppliedByAgentMessage(coupon.code),
    });
  }
  const kept = saved.filter(
    (c) =>
      !sameCouponCode(c.Code, coupon.code) &&
      !(coupon.source !== CouponSource.AgentEntered && sourceOf(c) === coupon.source),
  );
  return ok([...kept, { ...valuedCouponRecord(coupon, valuation), Source: coupon.source }]);
}

/**
 * §4 Coupons are user-entered or agent-entered; §3 also names an auto online coupon (applied by the
 * site itself, e.g. a promotion in a link).
 */
export const CouponSource = {
  UserEntered: 'UserEntered',
  AgentEntered: 'AgentEntered',
  AutoOnline: 'AutoOnline',
} as const;
export type CouponSource = (typeof CouponSource)[keyof typeof CouponSource];
export const COUPON_SOURCES: readonly CouponSource[] = Object.values(CouponSource);

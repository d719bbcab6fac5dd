import { enumOf, type ValueOf } from '../shared/enum';
/**
 * §4 Coupons are user-entered or agent-entered; §3 also names an auto online coupon (applied by the
 * site itself, e.g. a promotion in a link).
 */
export const CouponSource = enumOf('UserEntered', 'AgentEntered', 'AutoOnline');
export type CouponSource = ValueOf<typeof CouponSource>;
export const COUPON_SOURCES: readonly CouponSource[] = Object.values(CouponSource);

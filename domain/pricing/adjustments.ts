import { CouponSource } from '../coupons/coupons';
import type { Cents } from '../money/money';
import { enumOf, type ValueOf } from '../shared/enum';

/**
 * §3 Price adjustments: the kinds of adjustment entry. The first six are the specification's
 * (expedite option, liability coverage, user-entered coupon, agent-entered coupon, auto online coupon,
 * storage fees); weight tickets, spot appointment, broker fee and customs fee are the §9 additions
 * to the total (their names are ours, docs/decisions.md).
 */
export const AdjustmentKind = {
  ExpediteOption: 'expediteOption',
  LiabilityCoverage: 'liabilityCoverage',
  UserEnteredCoupon: 'userEnteredCoupon',
  AgentEnteredCoupon: 'agentEnteredCoupon',
  AutoOnlineCoupon: 'autoOnlineCoupon',
  StorageFees: 'storageFees',
  WeightTickets: 'weightTickets',
  SpotAppointment: 'spotAppointment',
  /** Issue 27: the delivery window booked with the delivery tool (its fee). Ours. */
  DeliveryAppointment: 'deliveryAppointment',
  BrokerFee: 'brokerFee',
  CustomsFee: 'customsFee',
} as const;
export type AdjustmentKind = ValueOf<typeof AdjustmentKind>;
export const ADJUSTMENT_KINDS: readonly AdjustmentKind[] = Object.values(AdjustmentKind);

/** §3 Option types: the options a customer chooses that carry a price. */
export const OptionType = enumOf('expedite', 'liabilityCoverage', 'weightTickets');
export type OptionType = ValueOf<typeof OptionType>;
export const OPTION_TYPES: readonly OptionType[] = Object.values(OptionType);

/** §3 Adjustment entry: type, description, value. A charge is positive, a discount negative. */
export interface PriceAdjustment {
  readonly type: AdjustmentKind;
  readonly description: string;
  readonly value: Cents;
}

/** §9 A priced quote: total = base + the sum of the adjustments, exactly, and never below zero. */
export interface PriceBreakdown {
  readonly base: Cents;
  readonly adjustments: readonly PriceAdjustment[];
  readonly total: Cents;
}

const COUPON_ADJUSTMENT_KIND: Readonly<Record<CouponSource, AdjustmentKind>> = {
  [CouponSource.UserEntered]: AdjustmentKind.UserEnteredCoupon,
  [CouponSource.AgentEntered]: AdjustmentKind.AgentEnteredCoupon,
  [CouponSource.AutoOnline]: AdjustmentKind.AutoOnlineCoupon,
};

/** §3, §4 Coupons: the adjustment kind of a coupon from each source. */
export function couponAdjustmentKind(source: CouponSource): AdjustmentKind {
  return COUPON_ADJUSTMENT_KIND[source];
}

/** §3 True for the three coupon kinds, the only adjustments that lower a price. */
export function isCouponAdjustment(kind: AdjustmentKind): boolean {
  return (
    kind === AdjustmentKind.UserEnteredCoupon ||
    kind === AdjustmentKind.AgentEnteredCoupon ||
    kind === AdjustmentKind.AutoOnlineCoupon
  );
}

const OPTION_TYPE_OF: Readonly<Partial<Record<AdjustmentKind, OptionType>>> = {
  [AdjustmentKind.ExpediteOption]: OptionType.expedite,
  [AdjustmentKind.LiabilityCoverage]: OptionType.liabilityCoverage,
  [AdjustmentKind.WeightTickets]: OptionType.weightTickets,
};

/** §3 The option type a customer chose to cause an adjustment, or null when the adjustment is not an option. */
export function optionTypeOf(kind: AdjustmentKind): OptionType | null {
  return OPTION_TYPE_OF[kind] ?? null;
}

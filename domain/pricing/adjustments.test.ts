import { describe, expect, it } from 'vitest';
import { CouponSource } from '../coupons/coupons';
import {
  ADJUSTMENT_KINDS,
  AdjustmentKind,
  couponAdjustmentKind,
  isCouponAdjustment,
  OPTION_TYPES,
  OptionType,
  optionTypeOf,
} from './adjustments';

describe('price adjustments (§3 Price adjustments and lines)', () => {
  it('names the six §3 kinds, the four §9 additions and the booked delivery window (issue 27)', () => {
    expect(ADJUSTMENT_KINDS).toEqual([
      'expediteOption',
      'liabilityCoverage',
      'userEnteredCoupon',
      'agentEnteredCoupon',
      'autoOnlineCoupon',
      'storageFees',
      'weightTickets',
      'spotAppointment',
      'deliveryAppointment',
      'brokerFee',
      'customsFee',
    ]);
  });

  it('has the option types expedite, liabilityCoverage and weightTickets (§3)', () => {
    expect(OPTION_TYPES).toEqual(['expedite', 'liabilityCoverage', 'weightTickets']);
  });

  it('maps each coupon source to its coupon kind (§3, §4)', () => {
    expect(couponAdjustmentKind(CouponSource.UserEntered)).toBe(AdjustmentKind.UserEnteredCoupon);
    expect(couponAdjustmentKind(CouponSource.AgentEntered)).toBe(AdjustmentKind.AgentEnteredCoupon);
    expect(couponAdjustmentKind(CouponSource.AutoOnline)).toBe(AdjustmentKind.AutoOnlineCoupon);
  });

  it('recognises exactly the three coupon kinds as coupons (§3)', () => {
    expect(ADJUSTMENT_KINDS.filter(isCouponAdjustment)).toEqual([
      'userEnteredCoupon',
      'agentEnteredCoupon',
      'autoOnlineCoupon',
    ]);
  });

  it('maps the chosen options to their option type and the rest to null (§3)', () => {
    expect(optionTypeOf(AdjustmentKind.ExpediteOption)).toBe(OptionType.expedite);
    expect(optionTypeOf(AdjustmentKind.LiabilityCoverage)).toBe(OptionType.liabilityCoverage);
    expect(optionTypeOf(AdjustmentKind.WeightTickets)).toBe(OptionType.weightTickets);
    expect(optionTypeOf(AdjustmentKind.StorageFees)).toBeNull();
    expect(optionTypeOf(AdjustmentKind.UserEnteredCoupon)).toBeNull();
  });
});

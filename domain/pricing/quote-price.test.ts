import { describe, expect, it } from 'vitest';
import { type AppliedCoupon, CouponSource, DITY10, USA100 } from '../coupons/coupons';
import { cents, dollars, ZERO } from '../money/money';
import { AppointmentWindow, EquipmentType } from '../quote/enums';
import { AdjustmentKind } from './adjustments';
import {
  computeQuotePrice,
  equipmentPrice,
  FEE_DESCRIPTIONS,
  type PriceInput,
  validatePriceInput,
} from './quote-price';

function coupon(overrides: Partial<AppliedCoupon>): AppliedCoupon {
  return {
    code: 'USA100',
    source: CouponSource.UserEntered,
    description: USA100.description,
    rule: USA100.rule,
    freeStorageDays: 0,
    ...overrides,
  };
}

const plain: PriceInput = {
  basePrice: dollars(1800),
  trailer: null,
  expedite: null,
  liabilitySelected: 0,
  weightTickets: { requested: false, waived: false },
  spotAppointment: null,
  brokerFee: null,
  customsFee: null,
  storage: null,
  coupons: [],
};

const realistic: PriceInput = {
  basePrice: dollars(2000),
  trailer: { quotedFeet: 13, chosenFeet: 15, perFootPrice: dollars(95) },
  expedite: { GuaranteedServiceFee: dollars(150) },
  liabilitySelected: 125,
  weightTickets: { requested: true, waived: false },
  spotAppointment: {
    AppointmentWindow: AppointmentWindow.TwoHourWindow,
    OneHourRate: dollars(99),
    TwoHourRate: dollars(49),
  },
  brokerFee: cents(4500),
  customsFee: cents(2550),
  storage: { equip: EquipmentType.Trailer, charge: dollars(200), quantity: 1, noChargeDays: 0, added: true },
  coupons: [coupon({})],
};

describe('quote price (§9 Total = base price + sum of adjustments)', () => {
  it('prices a plain ReloCube quote at its base price with standard coverage (§9)', () => {
    expect(computeQuotePrice(plain)).toEqual({
      base: 180000,
      adjustments: [{ type: AdjustmentKind.LiabilityCoverage, description: 'standard coverage', value: 0 }],
      total: 180000,
    });
  });

  it('prices a trailer with every option to the cent (§9)', () => {
    const breakdown = computeQuotePrice(realistic);
    expect(breakdown.base).toBe(219000); // 2000 + 2 ft x 95
    expect(breakdown.adjustments).toEqual([
      { type: AdjustmentKind.ExpediteOption, description: 'Expedite Shipping', value: 15000 },
      { type: AdjustmentKind.LiabilityCoverage, description: '$2 per pound (+$125)', value: 12500 },
      { type: AdjustmentKind.WeightTickets, description: 'Weight Tickets', value: 15000 },
      { type: AdjustmentKind.SpotAppointment, description: FEE_DESCRIPTIONS.twoHourWindow, value: 4900 },
      { type: AdjustmentKind.BrokerFee, description: 'Broker Fee', value: 4500 },
      { type: AdjustmentKind.CustomsFee, description: 'Customs Fee', value: 2550 },
      { type: AdjustmentKind.StorageFees, description: '30 Day Trailer Storage', value: 20000 },
      { type: AdjustmentKind.UserEnteredCoupon, description: 'USA100: $100 off', value: -10000 },
    ]);
    expect(breakdown.total).toBe(219000 + 15000 + 12500 + 15000 + 4900 + 4500 + 2550 + 20000 - 10000);
  });

  it("uses the parent's price passed as the base for an expedited child (§9)", () => {
    expect(computeQuotePrice({ ...plain, basePrice: dollars(2000) }).base).toBe(200000);
  });

  it('adds the one-hour rate for a one-hour window and nothing for an open window (§9)', () => {
    const rates = { OneHourRate: dollars(99), TwoHourRate: dollars(49) };
    const oneHour = computeQuotePrice({
      ...plain,
      spotAppointment: { ...rates, AppointmentWindow: AppointmentWindow.OneHourWindow },
    });
    expect(oneHour.total).toBe(189900);
    expect(oneHour.adjustments.at(-1)?.description).toBe(FEE_DESCRIPTIONS.oneHourWindow);
    const open = computeQuotePrice({
      ...plain,
      spotAppointment: { ...rates, AppointmentWindow: AppointmentWindow.Open },
    });
    expect(open.adjustments).toHaveLength(1);
    expect(open.total).toBe(180000);
  });

  it('shows waived weight tickets at 0 (§9)', () => {
    const breakdown = computeQuotePrice({ ...plain, weightTickets: { requested: true, waived: true } });
    expect(breakdown.adjustments[1]).toEqual({
      type: AdjustmentKind.WeightTickets,
      description: 'Weight Tickets (fee waived)',
      value: 0,
    });
    expect(breakdown.total).toBe(180000);
  });

  it('adds broker and customs fees only when present (§9)', () => {
    const breakdown = computeQuotePrice({ ...plain, brokerFee: cents(4500) });
    expect(breakdown.adjustments.map((a) => a.type)).toEqual([
      AdjustmentKind.LiabilityCoverage,
      AdjustmentKind.BrokerFee,
    ]);
  });

  it('leaves storage out unless added, and free with no-charge days (§4)', () => {
    const storage = {
      equip: EquipmentType.ReloCube,
      charge: dollars(150),
      quantity: 3,
      noChargeDays: 0,
      added: false,
    };
    expect(computeQuotePrice({ ...plain, storage }).adjustments).toHaveLength(1);
    const free = computeQuotePrice({ ...plain, storage: { ...storage, added: true, noChargeDays: 30 } });
    expect(free.adjustments[1]).toEqual({
      type: AdjustmentKind.StorageFees,
      description: 'ReloCube Storage (FIRST 30 DAYS FREE)',
      value: 0,
    });
    const paid = computeQuotePrice({ ...plain, storage: { ...storage, added: true } });
    expect(paid.total).toBe(180000 + 45000);
  });

  it('values DITY10 at 10% of the equipment price, after the trailer length change (§4 Coupons)', () => {
    const dity = coupon({ code: 'DITY10', description: DITY10.description, rule: DITY10.rule });
    const breakdown = computeQuotePrice({ ...realistic, coupons: [dity] });
    expect(breakdown.adjustments.at(-1)).toEqual({
      type: AdjustmentKind.UserEnteredCoupon,
      description: 'DITY10: 10% off the base price',
      value: -21900,
    });
  });

  it('values a free-storage coupon at the current storage fee (§4 Coupons)', () => {
    const storageCoupon = coupon({
      code: 'STORE30',
      source: CouponSource.AgentEntered,
      description: '30 days free storage',
      rule: { kind: 'FreeStorageDays', days: 30 },
      freeStorageDays: 30,
    });
    const storage = {
      equip: EquipmentType.ReloCube,
      charge: dollars(150),
      quantity: 3,
      noChargeDays: 0,
      added: true,
    };
    const breakdown = computeQuotePrice({ ...plain, storage, coupons: [storageCoupon] });
    expect(breakdown.adjustments.at(-1)).toEqual({
      type: AdjustmentKind.AgentEnteredCoupon,
      description: '30 days free storage',
      value: -45000,
    });
    expect(breakdown.total).toBe(180000);
    const noStorage = computeQuotePrice({ ...plain, coupons: [storageCoupon] });
    expect(noStorage.adjustments.at(-1)?.value).toBe(0);
  });

  it('caps coupons so the total is never negative: each takes at most what is left, in order (§9)', () => {
    const huge = coupon({ code: 'HUGE', rule: { kind: 'AmountOff', amount: dollars(5000) } });
    const second = coupon({
      code: 'AGENT',
      source: CouponSource.AutoOnline,
      rule: { kind: 'AmountOff', amount: dollars(50) },
    });
    const breakdown = computeQuotePrice({ ...plain, coupons: [huge, second] });
    expect(breakdown.adjustments.slice(1).map((a) => [a.type, a.value])).toEqual([
      [AdjustmentKind.UserEnteredCoupon, -180000],
      [AdjustmentKind.AutoOnlineCoupon, 0],
    ]);
    expect(breakdown.total).toBe(0);
    expect(breakdown.base + breakdown.adjustments.reduce((s, a) => s + a.value, 0)).toBe(breakdown.total);
  });

  it('never lets the base go below zero when a trailer is shortened a lot (§9)', () => {
    expect(equipmentPrice(dollars(100), { quotedFeet: 20, chosenFeet: 5, perFootPrice: dollars(95) })).toBe(
      0,
    );
    expect(equipmentPrice(dollars(100), null)).toBe(10000);
  });

  it('counts a negative charge as zero (§9)', () => {
    const breakdown = computeQuotePrice({
      ...plain,
      brokerFee: cents(-500),
      expedite: { GuaranteedServiceFee: cents(-1) },
    });
    expect(breakdown.total).toBe(180000);
    expect(breakdown.adjustments.map((a) => a.value)).toEqual([0, 0, 0]);
  });
});

describe('price input validation (§9)', () => {
  it('accepts a realistic input (§9)', () => {
    expect(validatePriceInput(realistic).isOk()).toBe(true);
  });

  it('refuses a chosen trailer length under 5 feet (§9)', () => {
    const result = validatePriceInput({
      ...realistic,
      trailer: { quotedFeet: 13, chosenFeet: 4, perFootPrice: ZERO },
    });
    expect(result._unsafeUnwrapErr()).toMatchObject({
      kind: 'TrailerLengthTooShort',
      field: 'trailer.chosenFeet',
    });
  });

  it('refuses negative or fractional amounts and bad quantities (§9)', () => {
    expect(validatePriceInput({ ...plain, brokerFee: cents(-1) })._unsafeUnwrapErr()).toMatchObject({
      kind: 'InvalidPriceInput',
      field: 'brokerFee',
    });
    expect(
      validatePriceInput({
        ...plain,
        storage: {
          equip: EquipmentType.Trailer,
          charge: dollars(1),
          quantity: 0,
          noChargeDays: 0,
          added: true,
        },
      })._unsafeUnwrapErr(),
    ).toMatchObject({ field: 'storage.quantity' });
    expect(
      validatePriceInput({
        ...plain,
        coupons: [coupon({ rule: { kind: 'PercentOffBase', percent: 150 } })],
      })._unsafeUnwrapErr(),
    ).toMatchObject({ field: 'coupons[0].rule.percent' });
  });
});

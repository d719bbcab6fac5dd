import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { type AppliedCoupon, COUPON_SOURCES, type CouponRule } from '../../domain/coupons/coupons';
import { type Cents, cents } from '../../domain/money/money';
import { isCouponAdjustment } from '../../domain/pricing/adjustments';
import { LIABILITY_SELECTED_VALUES, LIABILITY_TIERS, liabilityFee } from '../../domain/pricing/liability';
import { computeQuotePrice, type PriceInput } from '../../domain/pricing/quote-price';
import { reloCubeQuantity } from '../../domain/pricing/size-conversion';
import { storageFeeAdjustment } from '../../domain/pricing/storage';
import { trailerPrice } from '../../domain/pricing/trailer';
import { AppointmentWindow, EquipmentType } from '../../domain/quote/enums';

const money = (min: number, max: number): fc.Arbitrary<Cents> => fc.integer({ min, max }).map(cents);
/** Amounts as they come from a rate card: 0 to $100,000. */
const amount = money(0, 10_000_000);
/** Arbitrary amounts, including negative ones a buggy caller might pass. */
const anyAmount = money(-10_000_000, 10_000_000);

const couponRule: fc.Arbitrary<CouponRule> = fc.oneof(
  fc.record({ kind: fc.constant('AmountOff' as const), amount: money(-1_000_000, 1_000_000_000) }),
  fc.record({ kind: fc.constant('PercentOffBase' as const), percent: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('FreeStorageDays' as const), days: fc.integer({ min: 0, max: 90 }) }),
);

const appliedCoupon: fc.Arbitrary<AppliedCoupon> = fc.record({
  code: fc.string({ minLength: 1, maxLength: 8 }),
  source: fc.constantFrom(...COUPON_SOURCES),
  description: fc.string({ maxLength: 20 }),
  rule: couponRule,
  freeStorageDays: fc.integer({ min: 0, max: 90 }),
});

const feet = fc.integer({ min: 0, max: 60 });

const priceInput: fc.Arbitrary<PriceInput> = fc.record({
  basePrice: anyAmount,
  trailer: fc.option(fc.record({ quotedFeet: feet, chosenFeet: feet, perFootPrice: anyAmount })),
  expedite: fc.option(fc.record({ GuaranteedServiceFee: anyAmount })),
  liabilitySelected: fc.constantFrom(...LIABILITY_SELECTED_VALUES),
  weightTickets: fc.record({ requested: fc.boolean(), waived: fc.boolean() }),
  spotAppointment: fc.option(
    fc.record({
      AppointmentWindow: fc.constantFrom(...Object.values(AppointmentWindow)),
      OneHourRate: anyAmount,
      TwoHourRate: anyAmount,
    }),
  ),
  brokerFee: fc.option(anyAmount),
  customsFee: fc.option(anyAmount),
  storage: fc.option(
    fc.record({
      equip: fc.constantFrom(...Object.values(EquipmentType)),
      charge: anyAmount,
      quantity: fc.integer({ min: -2, max: 12 }),
      noChargeDays: fc.integer({ min: 0, max: 90 }),
      added: fc.boolean(),
    }),
  ),
  coupons: fc.array(appliedCoupon, { maxLength: 5 }),
});

function adjustmentsSum(breakdown: ReturnType<typeof computeQuotePrice>): number {
  return breakdown.adjustments.reduce((s, a) => s + a.value, 0);
}

test.prop([amount, fc.integer({ min: -60, max: 60 }), fc.integer({ min: -60, max: 60 }), anyAmount])(
  'a trailer price changes by exactly the per-foot price for each foot (§9)',
  (base, quoted, chosen, perFoot) => {
    expect(
      trailerPrice(base, quoted, chosen + 1, perFoot) - trailerPrice(base, quoted, chosen, perFoot),
    ).toBe(perFoot);
  },
);

test.prop([priceInput])(
  'the total equals the base plus the sum of the adjustments and is never negative (§9)',
  (input) => {
    const breakdown = computeQuotePrice(input);
    expect(breakdown.base + adjustmentsSum(breakdown)).toBe(breakdown.total);
    expect(breakdown.total).toBeGreaterThanOrEqual(0);
    expect(breakdown.base).toBeGreaterThanOrEqual(0);
    expect(Number.isSafeInteger(breakdown.total)).toBe(true);
  },
);

test.prop([
  fc.integer({ min: 0, max: LIABILITY_TIERS.length - 1 }),
  fc.integer({ min: 0, max: LIABILITY_TIERS.length - 1 }),
])('the liability fee rises strictly with the tier (§3, §9)', (i, j) => {
  const a = LIABILITY_TIERS[Math.min(i, j)];
  const b = LIABILITY_TIERS[Math.max(i, j)];
  if (a === undefined || b === undefined) throw new Error('tier index out of range');
  if (i === j) expect(liabilityFee(b.selected)).toBe(liabilityFee(a.selected));
  else expect(liabilityFee(b.selected)).toBeGreaterThan(liabilityFee(a.selected));
});

test.prop([
  fc.constantFrom(...Object.values(EquipmentType)),
  money(1, 1_000_000),
  fc.integer({ min: 1, max: 20 }),
  fc.integer({ min: 0, max: 90 }),
])(
  'the storage adjustment is 0 iff there are no-charge days, else charge x quantity (§4)',
  (equip, charge, quantity, days) => {
    const adjustment = storageFeeAdjustment(equip, charge, quantity, days);
    expect(adjustment.value === 0).toBe(days > 0);
    if (days === 0) expect(adjustment.value).toBe(charge * quantity);
  },
);

test.prop([
  fc.integer({ min: 0, max: 500 }),
  fc.integer({ min: 0, max: 500 }),
  fc.record({ FeetPerCube: fc.integer({ min: 1, max: 20 }), Threshold: fc.integer({ min: -2, max: 25 }) }),
])(
  'the ReloCube quantity is at least 1 and never decreases as feet grow (§3 SizeConversion)',
  (a, b, conversion) => {
    const [short, long] = a <= b ? [a, b] : [b, a];
    expect(reloCubeQuantity(short, conversion)).toBeGreaterThanOrEqual(1);
    expect(reloCubeQuantity(short, conversion)).toBeLessThanOrEqual(reloCubeQuantity(long, conversion));
  },
);

test.prop([priceInput, appliedCoupon])(
  'a coupon never makes the total negative and never increases it (§4, §9)',
  (input, coupon) => {
    const before = computeQuotePrice(input);
    const after = computeQuotePrice({ ...input, coupons: [...input.coupons, coupon] });
    expect(after.total).toBeGreaterThanOrEqual(0);
    expect(after.total).toBeLessThanOrEqual(before.total);
    const withoutCoupons = computeQuotePrice({ ...input, coupons: [] });
    expect(before.total).toBeLessThanOrEqual(withoutCoupons.total);
    for (const adjustment of after.adjustments) {
      if (isCouponAdjustment(adjustment.type)) expect(adjustment.value).toBeLessThanOrEqual(0);
    }
  },
);

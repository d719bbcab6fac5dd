import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isCouponAdjustment } from '../../domain/pricing/adjustments';
import { LIABILITY_TIERS, liabilityFee } from '../../domain/pricing/liability';
import { computeQuotePrice } from '../../domain/pricing/quote-price';
import { reloCubeQuantity } from '../../domain/pricing/size-conversion';
import { storageFeeAdjustment } from '../../domain/pricing/storage';
import { trailerPrice } from '../../domain/pricing/trailer';
import { EquipmentType } from '../../domain/quote/enums';
import { amount, anyAmount, appliedCoupon, money, priceInput } from '../fixtures/pricing-arbitraries';

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

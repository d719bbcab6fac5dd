import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { allocate, cents, formatUsd, fromDollars, sum, toDollars } from '../../domain/money/money';

const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map(cents);

test.prop([fc.array(amount, { maxLength: 50 })])(
  'money never drifts: the sum of the cents equals the cents of the sum of the wire dollars (architecture 6)',
  (amounts) => {
    const total = sum(amounts);
    expect(total).toBe(amounts.reduce((s, a) => s + a, 0));
    const viaWire = sum(amounts.map((a) => fromDollars(toDollars(a))._unsafeUnwrap()));
    expect(viaWire).toBe(total);
  },
);

test.prop([amount])('cents survive a round trip through wire dollars, as numbers and as strings', (a) => {
  expect(fromDollars(toDollars(a))._unsafeUnwrap()).toBe(a);
  expect(fromDollars(JSON.stringify(toDollars(a)))._unsafeUnwrap()).toBe(a);
});

test.prop([amount, fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 })])(
  'allocation neither loses nor creates a cent, and each share is within one cent of its exact share',
  (total, ratios) => {
    const parts = allocate(total, ratios);
    expect(parts).toHaveLength(ratios.length);
    expect(sum(parts)).toBe(total);
    const ratioSum = ratios.reduce((s, r) => s + r, 0);
    parts.forEach((part, i) => {
      const exact = ratioSum === 0 ? total / ratios.length : (total * (ratios[i] ?? 0)) / ratioSum;
      expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
    });
  },
);

test.prop([amount])('display formatting shows exactly the cents', (a) => {
  const digits = formatUsd(a).replace(/[^0-9]/g, '');
  expect(Number(digits)).toBe(Math.abs(a));
});

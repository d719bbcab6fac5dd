import { describe, expect, it } from 'vitest';
import { cents } from '../money/money';
import { LineType, type PriceLine } from '../pricing/price-lines';
import { exampleQuote } from './example-quote';
import { comparePrices } from './price-comparison';
import type { StoredPrice } from './stored-price';

const option = exampleQuote().Details.PricingOptions[0];
if (!option) throw new Error('the example quote has options');

const line = (type: PriceLine['type'], label: string, amount: number | null): PriceLine => ({
  type,
  label,
  amount: amount === null ? null : cents(amount),
});

function price(lines: PriceLine[], total: number): StoredPrice {
  return {
    option: option as NonNullable<typeof option>,
    breakdown: { base: cents(0), adjustments: [], total: cents(total) },
    lines,
  };
}

describe('a stored price beside its recomputed one (issue 5 recompute, issue 15 staff lookup)', () => {
  it('puts the base lines in one row even when their description changed, and matches the rest by description', () => {
    const before = price(
      [
        line(LineType.BasePrice, '17 ft trailer, 1,003 miles', 300_000),
        line(LineType.IncludedCharge, 'Door service at origin', null),
        line(LineType.Discount, 'Coupon USA100', -10_000),
      ],
      290_000,
    );
    const after = price(
      [
        line(LineType.BasePrice, '20 ft trailer, 1,003 miles', 325_000),
        line(LineType.IncludedCharge, 'Door service at origin', null),
        line(LineType.AdditionalItem, '$1 per pound (+$75)', 7_500),
      ],
      332_500,
    );
    const compared = comparePrices(before, after);
    expect(compared.rows.map((r) => [r.formerLabel, r.label, r.difference])).toEqual([
      ['17 ft trailer, 1,003 miles', '20 ft trailer, 1,003 miles', 25_000],
      [null, 'Door service at origin', null],
      [null, 'Coupon USA100', 10_000],
      [null, '$1 per pound (+$75)', 7_500],
    ]);
    expect(compared.rows[2]?.after).toBeNull();
    expect(compared.rows[3]?.before).toBeNull();
    expect(compared.total).toEqual({ before: 290_000, after: 332_500, difference: 42_500 });
  });

  it('shows no difference for an unchanged line, and none for the total when a side has no price (under review)', () => {
    const same = price([line(LineType.BasePrice, '1 ReloCube, 500 miles', 150_000)], 150_000);
    const compared = comparePrices(same, same);
    expect(compared.rows.map((r) => r.difference)).toEqual([null]);
    expect(compared.total.difference).toBe(0);
    expect(comparePrices(null, same).total).toEqual({ before: null, after: 150_000, difference: null });
    expect(comparePrices(null, null)).toEqual({
      rows: [],
      total: { before: null, after: null, difference: null },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { cents, dollars, ZERO } from '../money/money';
import { AdjustmentKind, type PriceBreakdown } from './adjustments';
import { BASE_PRICE_LABEL, LINE_TYPES, LineType, lineTypeOf, priceLines } from './price-lines';

const breakdown: PriceBreakdown = {
  base: dollars(2000),
  adjustments: [
    { type: AdjustmentKind.ExpediteOption, description: 'Expedite Shipping', value: dollars(150) },
    { type: AdjustmentKind.LiabilityCoverage, description: 'standard coverage', value: ZERO },
    { type: AdjustmentKind.BrokerFee, description: 'Broker Fee', value: cents(4500) },
    { type: AdjustmentKind.StorageFees, description: 'Trailer Storage (FIRST 30 DAYS FREE)', value: ZERO },
    { type: AdjustmentKind.UserEnteredCoupon, description: 'USA100: $100 off', value: cents(-10000) },
  ],
  total: cents(209500),
};

describe('price lines (§3 Price adjustments and lines)', () => {
  it('has the six §3 line types', () => {
    expect(LINE_TYPES).toEqual([
      'AdditionalIncludedCharge',
      'AdditionalItem',
      'BasePrice',
      'Description',
      'Discount',
      'IncludedCharge',
    ]);
  });

  it('turns a breakdown into base, adjustment and description lines (§3)', () => {
    expect(
      priceLines(breakdown, { baseLabel: 'Trailer 13 ft', descriptions: ['FREE Estimated Delivery'] }),
    ).toEqual([
      { type: 'BasePrice', label: 'Trailer 13 ft', amount: 200000 },
      { type: 'AdditionalItem', label: 'Expedite Shipping', amount: 15000 },
      { type: 'IncludedCharge', label: 'standard coverage', amount: 0 },
      { type: 'AdditionalIncludedCharge', label: 'Broker Fee', amount: 4500 },
      { type: 'IncludedCharge', label: 'Trailer Storage (FIRST 30 DAYS FREE)', amount: 0 },
      { type: 'Discount', label: 'USA100: $100 off', amount: -10000 },
      { type: 'Description', label: 'FREE Estimated Delivery', amount: null },
    ]);
  });

  it('produces every line type (§3)', () => {
    const types = new Set(priceLines(breakdown, { descriptions: ['note'] }).map((l) => l.type));
    expect([...types].sort()).toEqual([...LINE_TYPES].sort());
  });

  it("labels the base line 'Base Price' by default (§3)", () => {
    expect(priceLines({ base: dollars(10), adjustments: [], total: dollars(10) })).toEqual([
      { type: LineType.BasePrice, label: BASE_PRICE_LABEL, amount: 1000 },
    ]);
    expect(BASE_PRICE_LABEL).toBe('Base Price');
  });

  it('keeps customs fees as included charges even at zero and coupons as discounts even at zero (§3)', () => {
    expect(lineTypeOf({ type: AdjustmentKind.CustomsFee, description: 'Customs Fee', value: ZERO })).toBe(
      LineType.AdditionalIncludedCharge,
    );
    expect(lineTypeOf({ type: AdjustmentKind.AgentEnteredCoupon, description: 'x', value: ZERO })).toBe(
      LineType.Discount,
    );
    expect(
      lineTypeOf({ type: AdjustmentKind.WeightTickets, description: 'Weight Tickets', value: dollars(150) }),
    ).toBe(LineType.AdditionalItem);
  });
});

import type { Cents } from '../money/money';
import { AdjustmentKind, isCouponAdjustment, type PriceAdjustment, type PriceBreakdown } from './adjustments';

/** §3 Line types of a displayed price. */
export const LineType = {
  AdditionalIncludedCharge: 'AdditionalIncludedCharge',
  AdditionalItem: 'AdditionalItem',
  BasePrice: 'BasePrice',
  Description: 'Description',
  Discount: 'Discount',
  IncludedCharge: 'IncludedCharge',
} as const;
export type LineType = (typeof LineType)[keyof typeof LineType];
export const LINE_TYPES: readonly LineType[] = Object.values(LineType);

/** §3 A displayed price line. A Description line is text only: its amount is null. */
export interface PriceLine {
  readonly type: LineType;
  readonly label: string;
  readonly amount: Cents | null;
}

export const BASE_PRICE_LABEL = 'Base Price';

/**
 * §3 The line type of an adjustment: Discount for coupons; AdditionalIncludedCharge for the broker and
 * customs fees (part of the price, not chosen by the customer); IncludedCharge for anything else that
 * costs nothing (standard coverage, free storage, waived weight tickets); AdditionalItem for paid add-ons
 * (expedite, paid liability, weight tickets, spot appointment, storage).
 */
export function lineTypeOf(adjustment: PriceAdjustment): LineType {
  if (isCouponAdjustment(adjustment.type)) return LineType.Discount;
  if (adjustment.type === AdjustmentKind.BrokerFee || adjustment.type === AdjustmentKind.CustomsFee) {
    return LineType.AdditionalIncludedCharge;
  }
  return adjustment.value === 0 ? LineType.IncludedCharge : LineType.AdditionalItem;
}

export interface PriceLineOptions {
  /** The BasePrice line's label, e.g. the equipment description; 'Base Price' by default. */
  baseLabel?: string;
  /** Text-only lines shown after the priced ones, e.g. the free estimated delivery window (§9). */
  descriptions?: readonly string[];
}

/**
 * §3 Price lines: a BasePrice line for the equipment price, one line per adjustment (see lineTypeOf)
 * labelled with its description, then one Description line per text.
 */
export function priceLines(breakdown: PriceBreakdown, options: PriceLineOptions = {}): PriceLine[] {
  const lines: PriceLine[] = [
    { type: LineType.BasePrice, label: options.baseLabel ?? BASE_PRICE_LABEL, amount: breakdown.base },
  ];
  for (const adjustment of breakdown.adjustments) {
    lines.push({ type: lineTypeOf(adjustment), label: adjustment.description, amount: adjustment.value });
  }
  for (const text of options.descriptions ?? [])
    lines.push({ type: LineType.Description, label: text, amount: null });
  return lines;
}

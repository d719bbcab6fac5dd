import { type Cents, subtract, sum } from '../money/money';
import { ExpeditedFlag } from '../quote/enums';
import type { PricingOption } from '../quote/types';

/**
 * How a candidate rate card changes the price of one option of a lane (issue 5 `relomove rates diff`).
 * Options are matched by their §3 `value` ('Trailer-DD', 'Relocube-TD'...); expedited children are left
 * out, since their base price is their parent's (§9).
 */
export interface PriceChange {
  option: string;
  /** Under the current card, or null when the current card does not offer the option on this lane. */
  currentPrice: Cents | null;
  /** Under the candidate card, or null when the candidate does not offer it. */
  candidatePrice: Cents | null;
  /** candidate - current, when both price it. */
  difference: Cents | null;
  /** The difference as a share of the current price, in basis points (125 = +1.25%); null without a current price. */
  percentBp: number | null;
}

/** Half away from zero, as every rounding in the rating (docs/pricing.md). */
function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** A change as a share of a base, in basis points; null when the base is zero. */
export function changeBp(base: Cents, difference: Cents): number | null {
  return base === 0 ? null : roundHalfAway((difference * 10_000) / base);
}

const parents = (options: readonly PricingOption[]) =>
  options.filter((o) => o.ExpeditedFlag === ExpeditedFlag.Parent);

/** Every parent option of either list, in the current list's order, then the candidate's new ones. */
export function comparePrices(
  current: readonly PricingOption[],
  candidate: readonly PricingOption[],
): PriceChange[] {
  const before = new Map(parents(current).map((o) => [o.value, o.Price]));
  const after = new Map(parents(candidate).map((o) => [o.value, o.Price]));
  const names = [...new Set([...before.keys(), ...after.keys()])];
  return names.map((option) => {
    const currentPrice = before.get(option) ?? null;
    const candidatePrice = after.get(option) ?? null;
    const difference =
      currentPrice !== null && candidatePrice !== null ? subtract(candidatePrice, currentPrice) : null;
    const percentBp =
      currentPrice !== null && difference !== null ? changeBp(currentPrice, difference) : null;
    return { option, currentPrice, candidatePrice, difference, percentBp };
  });
}

export interface PriceChangeSummary {
  /** Options priced by both cards. */
  compared: number;
  raised: number;
  lowered: number;
  unchanged: number;
  /** Offered only under the candidate card. */
  added: number;
  /** Offered only under the current card. */
  removed: number;
  /** Totals over the options priced by both cards. */
  currentTotal: Cents;
  candidateTotal: Cents;
  difference: Cents;
  percentBp: number | null;
  /** The largest rise and the largest fall, in basis points (null when nothing rose or fell). */
  largestRiseBp: number | null;
  largestFallBp: number | null;
}

/** The summary of a list of changes, for the whole sample of lanes. */
export function summarizePriceChanges(changes: readonly PriceChange[]): PriceChangeSummary {
  const both = changes.filter(
    (c): c is PriceChange & { currentPrice: Cents; candidatePrice: Cents; difference: Cents } =>
      c.difference !== null,
  );
  const currentTotal = sum(both.map((c) => c.currentPrice));
  const candidateTotal = sum(both.map((c) => c.candidatePrice));
  const difference = subtract(candidateTotal, currentTotal);
  const rises = both.filter((c) => c.difference > 0).map((c) => c.percentBp ?? 0);
  const falls = both.filter((c) => c.difference < 0).map((c) => c.percentBp ?? 0);
  return {
    compared: both.length,
    raised: rises.length,
    lowered: falls.length,
    unchanged: both.length - rises.length - falls.length,
    added: changes.filter((c) => c.currentPrice === null && c.candidatePrice !== null).length,
    removed: changes.filter((c) => c.currentPrice !== null && c.candidatePrice === null).length,
    currentTotal,
    candidateTotal,
    difference,
    percentBp: changeBp(currentTotal, difference),
    largestRiseBp: rises.length > 0 ? Math.max(...rises) : null,
    largestFallBp: falls.length > 0 ? Math.min(...falls) : null,
  };
}

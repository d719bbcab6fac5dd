import { type Cents, cents } from '../money/money';
import type { PriceLine } from '../pricing/price-lines';
import type { StoredPrice } from './stored-price';

/**
 * A quote's stored price beside its recomputed one (issue 5 `relomove quote recompute`, issue 15 the staff
 * lookup page): one row per §3 price line, the old and new line of the same description side by side, and
 * the difference. The base lines share the first row even when their description changed (a longer trailer,
 * another equipment), so the row reads "17 ft trailer -> 20 ft trailer". Pure: both sides come in as data.
 */
export interface ComparedLine {
  /** The line's description; for the base row whose description changed, the new one. */
  label: string;
  /** The old base line's description when it differs from the new one; null otherwise. */
  formerLabel: string | null;
  /** The line on the stored price, or null when it was not there. */
  before: PriceLine | null;
  /** The line on the recomputed price, or null when it is gone. */
  after: PriceLine | null;
  /** after - before (a missing line or a text line counts 0); null when unchanged (or the base row is text). */
  difference: Cents | null;
}

export interface PriceComparison {
  rows: ComparedLine[];
  total: { before: Cents | null; after: Cents | null; difference: Cents | null };
}

const lineKey = (l: PriceLine) => `${l.type}|${l.label}`;

function change(before: Cents | null, after: Cents | null): Cents | null {
  if (before === null || after === null || before === after) return null;
  return cents(after - before);
}

/** The stored and recomputed price lines side by side (either side may be null: no price, under review). */
export function comparePrices(before: StoredPrice | null, after: StoredPrice | null): PriceComparison {
  const [b0, ...bRest] = before?.lines ?? [];
  const [a0, ...aRest] = after?.lines ?? [];
  const rows: ComparedLine[] = [];
  if (b0 || a0) {
    const renamed = b0 && a0 && b0.label !== a0.label;
    rows.push({
      label: (a0 ?? b0)?.label ?? '',
      formerLabel: renamed ? b0.label : null,
      before: b0 ?? null,
      after: a0 ?? null,
      difference: change(b0?.amount ?? null, a0?.amount ?? null),
    });
  }
  const keys = [...new Set([...bRest.map(lineKey), ...aRest.map(lineKey)])];
  for (const key of keys) {
    const b = bRest.find((l) => lineKey(l) === key) ?? null;
    const a = aRest.find((l) => lineKey(l) === key) ?? null;
    const zero = cents(0);
    rows.push({
      label: (a ?? b)?.label ?? '',
      formerLabel: null,
      before: b,
      after: a,
      difference: change(b?.amount ?? zero, a?.amount ?? zero),
    });
  }
  const bt = before?.breakdown.total ?? null;
  const at = after?.breakdown.total ?? null;
  return {
    rows,
    total: { before: bt, after: at, difference: bt !== null && at !== null ? cents(at - bt) : null },
  };
}

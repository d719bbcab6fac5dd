/** What `relomove quote lookup` and `recompute` print alike: money as dollars or USD, and price lines as JSON. */
import { type Cents, formatUsd, toDollars } from '../../../domain/money/money';
import type { StoredPrice } from '../../../domain/quote/stored-price';

/** In process the terminal operator is staff; through --api a session may be missing or not staff. */
export const SIGN_IN_AS_STAFF = 'Sign in as staff first (relomove login --api URL --email E).';

export const dollars = (amount: Cents | null) => (amount === null ? null : toDollars(amount));
export const usd = (amount: Cents | null) => (amount === null ? '-' : formatUsd(amount));
export const signed = (amount: Cents) => (amount > 0 ? `+${formatUsd(amount)}` : formatUsd(amount));

export function linesJson(price: StoredPrice | null) {
  if (!price) return null;
  return {
    option: price.option.value,
    total: toDollars(price.breakdown.total),
    lines: price.lines.map((l) => ({ type: l.type, label: l.label, amount: dollars(l.amount) })),
  };
}

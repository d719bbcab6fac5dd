/**
 * Issue 12 "Balance due before delivery" and "Price changes after payment", from the ledger
 * (domain/payment/ledger.ts). Relomove follows U-Pack: the full balance must be paid before delivery can be
 * scheduled (design/payments.md); the dashboard issue enforces it at the delivery tool.
 */
import { err, ok, type Result } from 'neverthrow';
import { type Cents, cents, formatUsd, min, nonNegative } from '../money/money';
import { balanceDue, ledgerTotals, overpaid } from './ledger';
import type { LedgerEntry } from './ledger-entry';
import { LedgerReason, moveRows } from './ledger-entry';

export type BalanceDue = { readonly kind: 'BalanceDue'; readonly amount: Cents; readonly message: string };

/** Delivery can be scheduled only once nothing is due: the total minus the net captured is 0. */
export function deliverySchedulingAllowed(
  totalPrice: Cents,
  entries: readonly LedgerEntry[],
): Result<void, BalanceDue> {
  const due = balanceDue(totalPrice, entries);
  if (due === 0) return ok(undefined);
  return err({
    kind: 'BalanceDue',
    amount: due,
    message: `The balance of ${formatUsd(due)} must be paid before delivery can be scheduled`,
  });
}

export type PriceChangeSettlement =
  | { readonly kind: 'charge'; readonly amount: Cents; readonly reason: LedgerReason }
  | { readonly kind: 'refund'; readonly amount: Cents; readonly reason: LedgerReason }
  | { readonly kind: 'none' };

/**
 * What to do with the money after the total changes from `oldTotal` to `newTotal` (an edit, an agent's
 * coupon), from the rows paid for the move's price (storage charges left out, moveRows):
 * - nothing captured yet: none; the Transit charge takes the new total;
 * - more captured (net) than the new total: refund the excess to the methods that paid (refundPlan), which
 *   includes any earlier overpayment;
 * - a higher total: charge the difference, less any part of it already paid (a balance left unpaid before
 *   the change stays due under deliverySchedulingAllowed and is not added here);
 * - otherwise none.
 */
export function priceChangeSettlement(
  oldTotal: Cents,
  newTotal: Cents,
  entries: readonly LedgerEntry[],
): PriceChangeSettlement {
  // Storage charges are not part of the price: only what was captured for the move counts.
  const totals = ledgerTotals(moveRows(entries));
  if (totals.captured === 0) return { kind: 'none' };
  const excess = overpaid(newTotal, entries);
  if (excess > 0) return { kind: 'refund', amount: excess, reason: LedgerReason.PriceDecrease };
  if (newTotal > oldTotal) {
    const charge = min(cents(newTotal - oldTotal), nonNegative(cents(newTotal - totals.netCaptured)));
    if (charge > 0) return { kind: 'charge', amount: charge, reason: LedgerReason.PriceIncrease };
  }
  return { kind: 'none' };
}

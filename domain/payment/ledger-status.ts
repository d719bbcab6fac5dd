/**
 * Issue 12: what a move's ledger says about the customer's next step. §3 PaymentInfoRequired is derived
 * from the rows (never stored, so it cannot drift): the last charge attempt was refused in a way that the
 * same method cannot fix (a decline or a refused card), and no capture came after it.
 */
import { isRetryable } from './card-results';
import { isStorageChargeRow, type LedgerEntry, LedgerEntryKind, moveRows } from './ledger-entry';

/** True when the last capture or failure of the ledger is a failure the same method cannot fix. */
export function chargeRefusedLast(rows: readonly LedgerEntry[]): boolean {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    if (row?.kind === LedgerEntryKind.Capture) return false;
    if (row?.kind === LedgerEntryKind.Failure && row.failure) return !isRetryable(row.failure.result);
  }
  return false;
}

/**
 * §3 PaymentInfoRequired: the move's balance is due and its last charge was refused (or the move has no
 * method left to charge: `chargeable` false), or the last storage charge was refused and none was made
 * after it (issue 13: a storage period declined waits for another card, like a declined Transit charge).
 */
export function paymentInfoRequired(due: number, rows: readonly LedgerEntry[], chargeable: boolean): boolean {
  const move = due > 0 && (chargeRefusedLast(moveRows(rows)) || !chargeable);
  return move || chargeRefusedLast(rows.filter(isStorageChargeRow));
}

/**
 * Issue 12: what a move's ledger says about the customer's next step. §3 PaymentInfoRequired is derived
 * from the rows (never stored, so it cannot drift): the last charge attempt was refused in a way that the
 * same method cannot fix (a decline or a refused card), and no capture came after it.
 */
import { isRetryable } from './card-results';
import { type LedgerEntry, LedgerEntryKind } from './ledger-entry';

/** True when the last capture or failure of the ledger is a failure the same method cannot fix. */
export function chargeRefusedLast(rows: readonly LedgerEntry[]): boolean {
  for (let i = rows.length - 1; i >= 0; i--) {
    const row = rows[i];
    if (row?.kind === LedgerEntryKind.Capture) return false;
    if (row?.kind === LedgerEntryKind.Failure && row.failure) return !isRetryable(row.failure.result);
  }
  return false;
}

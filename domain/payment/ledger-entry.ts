/**
 * Issue 12, the payments ledger's vocabulary (architecture.md convention 13: money moves only through the
 * ledger). Every authorization, capture, refund, void and failure is one appended row; balances are sums
 * of rows, never a stored running total. The rules over these rows live in domain/payment/ledger.ts.
 */
import type { Cents } from '../money/money';
import type { ValueOf } from '../shared/enum';
import type { CardResult, PaymentMethod } from './enums';

/** What a ledger row records. */
export const LedgerEntryKind = {
  /** Funds held (or a loan approved) for an amount; nothing moved yet. */
  Authorization: 'Authorization',
  /** Money taken, at most the authorization's amount, once per authorization. */
  Capture: 'Capture',
  /** Money given back from a capture, never more than was captured. */
  Refund: 'Refund',
  /** An authorization released with nothing (more) taken. */
  Void: 'Void',
  /** An attempt the processor refused or could not complete: amount is what was asked for. */
  Failure: 'Failure',
} as const;
export type LedgerEntryKind = ValueOf<typeof LedgerEntryKind>;
export const LEDGER_ENTRY_KINDS: readonly LedgerEntryKind[] = Object.values(LedgerEntryKind);

/** Who caused a row: the customer, a staff member (or agent) or the system (a job, the Transit charge). */
export const LedgerActor = { Customer: 'customer', Staff: 'staff', System: 'system' } as const;
export type LedgerActor = ValueOf<typeof LedgerActor>;

/** Why money moved, in words a customer and staff can read on the receipt and in `relomove payments`. */
export const LedgerReason = {
  Booking: 'Booking',
  TransitCharge: 'Charged in transit',
  PriceIncrease: 'Price change: the difference charged',
  PriceDecrease: 'Price change: the difference refunded',
  /** Issue 27: the fee of a delivery window booked with the delivery tool (its own line of the price). */
  DeliveryWindowFee: 'Delivery window fee',
  CancellationFee: 'Cancellation fee',
  Cancellation: 'Reservation cancelled',
  BalancePayment: 'Balance paid',
  AuthorizationExpired: 'Authorization expired',
  /**
   * A storage period beyond the move's price (issue 13, domain/payment/charges-timeline.ts storageCharges).
   * Its rows (and any refund or void of them) are not part of the move's price: balances leave them out.
   */
  StorageCharge: 'Storage charge',
} as const;
export type LedgerReason = ValueOf<typeof LedgerReason>;

/** One appended row of a move's ledger. Amounts are positive cents; the kind gives the direction. */
export interface LedgerEntry {
  readonly quoteId: number;
  readonly kind: LedgerEntryKind;
  readonly amount: Cents;
  readonly method: PaymentMethod;
  /** The processor's own id of what this row records (an authorization, capture, refund or void id). */
  readonly processorReference: string;
  /** For a capture or a void: the authorization it acts on; for a refund: the capture. Null otherwise. */
  readonly relatesTo: string | null;
  /** The key sent to the processor; unique per ledger, so a retry never adds a row twice. */
  readonly idempotencyKey: string;
  readonly actor: LedgerActor;
  /** ISO-8601 instant. */
  readonly at: string;
  readonly reason: string;
  /** For an Authorization: when its hold ends (ISO-8601); null or absent for every other row. */
  readonly expiresAt?: string | null;
  /** For a Failure: the §3/§8 card result and the processor's message. Null otherwise. */
  readonly failure: { readonly result: CardResult; readonly message: string } | null;
}

/** True for a row of a storage charge (its authorization, capture or failure). */
export function isStorageChargeRow(row: Pick<LedgerEntry, 'reason'>): boolean {
  return row.reason === LedgerReason.StorageCharge;
}

/**
 * The rows that pay for the move's price: every row but the storage charges' own and the rows acting on
 * them (a refund of a storage capture, a void of a storage hold, named by `relatesTo`). Balances, overpaid
 * and the refunds of a price decrease are computed from these, so a storage charge is never taken for an
 * overpayment and never refunded by a price change.
 */
export function moveRows<T extends LedgerEntry>(entries: readonly T[]): T[] {
  const storage = new Set(
    entries
      .filter((r) => isStorageChargeRow(r) && r.processorReference !== '')
      .map((r) => r.processorReference),
  );
  return entries.filter((r) => !isStorageChargeRow(r) && (r.relatesTo === null || !storage.has(r.relatesTo)));
}

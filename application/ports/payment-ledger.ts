import type { ResultAsync } from 'neverthrow';
import type { LedgerEntry } from '../../domain/payment/ledger-entry';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** A ledger row as stored: its place in the ledger (ids grow in the order rows were appended). */
export interface StoredLedgerEntry extends LedgerEntry {
  readonly id: number;
}

/** What `append` did with each entry: stored now, or already there under its idempotency key. */
export interface AppendOutcome {
  /** The rows of the appended entries, in the order given (an existing row for a key seen before). */
  readonly rows: readonly StoredLedgerEntry[];
  /** How many of them were new. */
  readonly added: number;
}

/**
 * Issue 12, the payments ledger (architecture.md convention 13): append-only rows in the database, one per
 * authorization, capture, refund, void and failure. Balances are computed from the rows
 * (domain/payment/ledger.ts), never kept as a running total. An idempotency key is stored once: appending
 * an entry whose key is already there adds nothing and answers the stored row, so a retry, a crash halfway
 * or two instances at once never write a row twice.
 */
export interface PaymentLedger {
  /** A move's rows, in the order they were appended. */
  entries(quoteId: number): ResultAsync<StoredLedgerEntry[], RepositoryError>;
  /** Appends the entries in one transaction; keys already present are kept as they are. */
  append(entries: readonly LedgerEntry[]): ResultAsync<AppendOutcome, RepositoryError>;
  /** Every row after `afterId` (0 for the start), at most `limit`, in order: for reconciling. */
  page(afterId: number, limit: number): ResultAsync<StoredLedgerEntry[], RepositoryError>;
}
export const PaymentLedger: Token<PaymentLedger> = Symbol('PaymentLedger');

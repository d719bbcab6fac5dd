import type { Selectable } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { AppendOutcome, PaymentLedger, StoredLedgerEntry } from '../../application/ports/payment-ledger';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { cents } from '../../domain/money/money';
import { type CardResult, PaymentMethod } from '../../domain/payment/enums';
import {
  LEDGER_ENTRY_KINDS,
  type LedgerActor,
  type LedgerEntry,
  type LedgerEntryKind,
} from '../../domain/payment/ledger-entry';
import { PgStore } from './pg-store';
import type { PaymentLedgerTable } from './schema-moves';
import { storage } from './storage';

/**
 * The payments ledger in the payment_ledger table (migration 0016), on PGlite or PostgreSQL. Appending is
 * one transaction; a key already stored keeps its first row (the unique idempotency key), so a retried,
 * crashed-and-rerun or raced write never adds a second row. Rows are never updated or deleted (a trigger
 * refuses it).
 */
export class PgPaymentLedger extends PgStore implements PaymentLedger {
  entries(quoteId: number): ResultAsync<StoredLedgerEntry[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('payment_ledger')
        .selectAll()
        .where('quote_id', '=', quoteId)
        .orderBy('id')
        .execute();
      return rows.map(entryOf);
    });
  }

  page(afterId: number, limit: number): ResultAsync<StoredLedgerEntry[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('payment_ledger')
        .selectAll()
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(entryOf);
    });
  }

  append(entries: readonly LedgerEntry[]): ResultAsync<AppendOutcome, RepositoryError> {
    if (entries.length === 0) return storage(async () => ({ rows: [], added: 0 }));
    return storage(() =>
      this.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('payment_ledger')
          .values(entries.map(rowOf))
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returningAll()
          .execute();
        const byKey = new Map(inserted.map((row) => [row.idempotency_key, row]));
        const missing = entries.map((e) => e.idempotencyKey).filter((key) => !byKey.has(key));
        if (missing.length > 0) {
          const existing = await trx
            .selectFrom('payment_ledger')
            .selectAll()
            .where('idempotency_key', 'in', missing)
            .execute();
          for (const row of existing) byKey.set(row.idempotency_key, row);
        }
        const rows = entries.map((entry) => {
          const row = byKey.get(entry.idempotencyKey);
          if (!row) throw new Error(`ledger row ${entry.idempotencyKey} vanished while appending`);
          return entryOf(row);
        });
        return { rows, added: inserted.length };
      }),
    );
  }
}

function rowOf(entry: LedgerEntry) {
  return {
    quote_id: entry.quoteId,
    kind: entry.kind,
    amount_cents: entry.amount,
    method: entry.method,
    processor_reference: entry.processorReference,
    relates_to: entry.relatesTo,
    idempotency_key: entry.idempotencyKey,
    actor: entry.actor,
    reason: entry.reason,
    failure_result: entry.failure?.result ?? null,
    failure_message: entry.failure?.message ?? null,
    expires_at: entry.expiresAt ?? null,
    recorded_at: entry.at,
  };
}

function entryOf(row: Selectable<PaymentLedgerTable>): StoredLedgerEntry {
  const kind = LEDGER_ENTRY_KINDS.find((k) => k === row.kind);
  const method = Object.values(PaymentMethod).find((m) => m === row.method);
  if (!kind || !method) throw new Error(`ledger row ${row.id} has an unknown kind or method`);
  return {
    id: Number(row.id),
    quoteId: Number(row.quote_id),
    kind: kind as LedgerEntryKind,
    amount: cents(Number(row.amount_cents)),
    method,
    processorReference: row.processor_reference,
    relatesTo: row.relates_to,
    idempotencyKey: row.idempotency_key,
    actor: row.actor as LedgerActor,
    at: row.recorded_at.toISOString(),
    reason: row.reason,
    failure:
      row.failure_result === null
        ? null
        : { result: row.failure_result as CardResult, message: row.failure_message ?? '' },
    expiresAt: row.expires_at ? row.expires_at.toISOString() : null,
  };
}

import { createHash } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Schema } from './schema';

/** The advisory lock of a text key: the first 8 bytes of its SHA-256, as a signed bigint (decimal text). */
export function advisoryLockId(key: string): string {
  return createHash('sha256').update(key).digest().readBigInt64BE(0).toString();
}

/**
 * Runs `work` in a transaction that first takes the transaction-scoped advisory lock of `key`: callers
 * with the same key, on any instance sharing the database, take turns (the same query on PGlite and
 * PostgreSQL). The lock ends with the transaction.
 */
export function underAdvisoryLock<T>(
  db: Kysely<Schema>,
  key: string,
  work: (trx: Transaction<Schema>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${advisoryLockId(key)}::bigint)`.execute(trx);
    return work(trx);
  });
}

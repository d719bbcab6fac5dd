import { okAsync, type ResultAsync } from 'neverthrow';
import type { QuoteTimestamps } from '../../application/ports/quote-timestamps';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { PgStore } from './pg-store';
import { storage } from './storage';

/** The quotes table's created_at, for the staff lookup (the §3 Quote document does not carry it). */
export class PgQuoteTimestamps extends PgStore implements QuoteTimestamps {
  createdAt(quoteIds: readonly number[]): ResultAsync<ReadonlyMap<number, string>, StorageUnavailable> {
    const ids = quoteIds.filter((id) => Number.isSafeInteger(id));
    if (ids.length === 0) return okAsync(new Map());
    return storage(async () => {
      const rows = await this.db
        .selectFrom('quotes')
        .select(['id', 'created_at'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.id, row.created_at.toISOString()]));
    });
  }
}

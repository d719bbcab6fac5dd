import type { Kysely } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { PlanRequests } from '../../application/ports/plan-requests';
import type { RepositoryError } from '../../application/ports/quote-repository';
import type { Schema } from './schema';
import { storage } from './storage';

/**
 * The plan requests (migration 0036) on PGlite or PostgreSQL: one row per move, one insert per request
 * of one or more moves (on conflict nothing), taken with FOR UPDATE SKIP LOCKED so two instances never take the same one.
 * `onRequested` is told after each request is stored, so this process relays it at once.
 */
export class PgPlanRequests implements PlanRequests {
  private readonly db: Kysely<Schema>;
  private readonly listeners: Array<() => void> = [];

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  /** Calls `listener` after each request this process stores. */
  onRequested(listener: () => void): void {
    this.listeners.push(listener);
  }

  request(...quoteIds: readonly number[]): ResultAsync<void, RepositoryError> {
    return storage(async () => {
      if (quoteIds.length === 0) return;
      await this.db
        .insertInto('plan_requests')
        .values([...new Set(quoteIds)].map((quote_id) => ({ quote_id })))
        .onConflict((oc) => oc.column('quote_id').doNothing())
        .execute();
      for (const listener of this.listeners) listener();
    });
  }

  take(limit: number): ResultAsync<readonly number[], RepositoryError> {
    return storage(async () => {
      const rows = await this.db
        .deleteFrom('plan_requests')
        .where('quote_id', 'in', (db) =>
          db
            .selectFrom('plan_requests')
            .select('quote_id')
            .orderBy('requested_at')
            .limit(limit)
            .forUpdate()
            .skipLocked(),
        )
        .returning('quote_id')
        .execute();
      return rows.map((r) => Number(r.quote_id));
    });
  }
}

import { type Kysely, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { LoginThrottle } from '../../application/ports/login-throttle';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE } from '../../domain/accounts/login-rules';
import type { Schema } from './schema';
import { iso, storage } from './storage';

/** Failures older than the longest throttle window count for nothing and are deleted. */
const KEEP_MS = Math.max(ACCOUNT_THROTTLE.windowMs, ADDRESS_THROTTLE.windowMs);
/** More failures than any limit, so a count is never cut short, yet a bounded read. */
const READ_LIMIT = 1000;

/** Failed sign-ins in the login_attempts table, one row per failure, keyed by account or address. */
export class PgLoginThrottle implements LoginThrottle {
  private readonly db: Kysely<Schema>;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  recordFailure(key: string, atMs: number): ResultAsync<void, StorageUnavailable> {
    return storage(async () => {
      await this.db
        .deleteFrom('login_attempts')
        .where('attempted_at', '<', sql<Date>`${iso(atMs - KEEP_MS)}::timestamptz`)
        .execute();
      await this.db
        .insertInto('login_attempts')
        .values({ key, attempted_at: iso(atMs) })
        .execute();
    });
  }

  failuresSince(key: string, sinceMs: number): ResultAsync<number[], StorageUnavailable> {
    return storage(async () => {
      const rows = await this.db
        .selectFrom('login_attempts')
        .select('attempted_at')
        .where('key', '=', key)
        .where('attempted_at', '>', sql<Date>`${iso(sinceMs)}::timestamptz`)
        .orderBy('attempted_at', 'desc')
        .limit(READ_LIMIT)
        .execute();
      return rows.map((row) => row.attempted_at.getTime()).reverse();
    });
  }

  clear(key: string): ResultAsync<void, StorageUnavailable> {
    return storage(async () => {
      await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
    });
  }
}

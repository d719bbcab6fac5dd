import { sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { LoginThrottle, Reservation } from '../../application/ports/login-throttle';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import {
  ACCOUNT_PROOF_OF_WORK,
  ADDRESS_THROTTLE,
  type ThrottlePolicy,
} from '../../domain/accounts/login-rules';
import { underAdvisoryLock } from './advisory-lock';
import { PgStore } from './pg-store';
import { iso, storage } from './storage';

/** Failures older than the longest throttle window count for nothing and are deleted. */
const KEEP_MS = Math.max(ACCOUNT_PROOF_OF_WORK.windowMs, ADDRESS_THROTTLE.windowMs);
/** More failures than any limit, so a count is never cut short, yet a bounded read. */
const READ_LIMIT = 1000;

/**
 * Sign-in attempts in the login_attempts table, keyed by account (one row per failure) or by address (one
 * row per password check, reserved before the check). `reserve` counts and inserts under a transaction-scoped
 * advisory lock on the key, so instances sharing the database take turns and never let more than the
 * limit through.
 */
export class PgLoginThrottle extends PgStore implements LoginThrottle {
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

  reserve(
    key: string,
    policy: Readonly<ThrottlePolicy>,
    atMs: number,
  ): ResultAsync<Reservation, StorageUnavailable> {
    return storage(() =>
      underAdvisoryLock(this.db, `login:${key}`, async (trx): Promise<Reservation> => {
        const rows = await trx
          .selectFrom('login_attempts')
          .select('attempted_at')
          .where('key', '=', key)
          .where('attempted_at', '>', sql<Date>`${iso(atMs - policy.windowMs)}::timestamptz`)
          .orderBy('attempted_at', 'desc')
          .limit(Math.min(policy.limit, READ_LIMIT))
          .execute();
        if (rows.length >= policy.limit) {
          return { kind: 'refused', attemptsMs: rows.map((row) => row.attempted_at.getTime()).reverse() };
        }
        await trx
          .insertInto('login_attempts')
          .values({ key, attempted_at: iso(atMs) })
          .execute();
        return { kind: 'reserved' };
      }),
    );
  }

  clear(key: string): ResultAsync<void, StorageUnavailable> {
    return storage(async () => {
      await this.db.deleteFrom('login_attempts').where('key', '=', key).execute();
    });
  }
}

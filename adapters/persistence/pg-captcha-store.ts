import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { ResultAsync } from 'neverthrow';
import type { CaptchaStore } from '../../application/ports/captcha-store';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import type { Schema } from './schema';
import { iso, storage } from './storage';

/** The shared_secrets row of the captcha's HMAC key. */
export const CAPTCHA_SECRET_NAME = 'captcha-hmac';

/** Expired spent challenges are deleted by the first spend after this long since the last clean-up. */
const CLEAN_EVERY_MS = 60_000;

/**
 * The captcha's shared state in PostgreSQL (or PGlite): the HMAC key in shared_secrets and the spent
 * challenges in captcha_spent (migration 0006). Both writes are single atomic statements, so any number
 * of instances agree: the first insert of the key wins and every instance reads that one; a signature
 * is spent by exactly one `insert ... on conflict do nothing`.
 */
export class PgCaptchaStore implements CaptchaStore {
  private readonly db: Kysely<Schema>;
  /**
   * The key, read once per process. Safe to keep: every instance reads the same row, and the row never
   * changes while instances run (rotation is delete-the-row-and-restart-all, docs/operations.md).
   */
  private key: Promise<string> | undefined;
  /**
   * When this process last deleted expired rows. Housekeeping only: a row left behind longer is never
   * consulted for an expired challenge (the signature's expiry is checked first), so instances may differ.
   */
  private cleanedAtMs = Number.NEGATIVE_INFINITY;

  constructor(db: Kysely<Schema>) {
    this.db = db;
  }

  secret(): ResultAsync<string, StorageUnavailable> {
    return storage(() => {
      this.key ??= this.readOrMakeKey().catch((error: unknown) => {
        this.key = undefined;
        throw error;
      });
      return this.key;
    });
  }

  spend(signature: string, expiresAtMs: number, nowMs: number): ResultAsync<boolean, StorageUnavailable> {
    return storage(async () => {
      if (nowMs - this.cleanedAtMs >= CLEAN_EVERY_MS) {
        this.cleanedAtMs = nowMs;
        await this.db
          .deleteFrom('captcha_spent')
          .where('expires_at', '<', sql<Date>`${iso(nowMs)}::timestamptz`)
          .execute();
      }
      const inserted = await this.db
        .insertInto('captcha_spent')
        .values({ signature, expires_at: iso(expiresAtMs) })
        .onConflict((oc) => oc.column('signature').doNothing())
        .returning('signature')
        .executeTakeFirst();
      return inserted !== undefined;
    });
  }

  private async readOrMakeKey(): Promise<string> {
    await this.db
      .insertInto('shared_secrets')
      .values({
        name: CAPTCHA_SECRET_NAME,
        value: randomBytes(32).toString('hex'),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('shared_secrets')
      .select('value')
      .where('name', '=', CAPTCHA_SECRET_NAME)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}

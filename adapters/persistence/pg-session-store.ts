import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { NewSession, SessionStore } from '../../application/ports/session-store';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { sessionExpiresAt, shouldExtendSession } from '../../domain/accounts/login-rules';
import { PgStore } from './pg-store';
import { iso, storage } from './storage';

const TOKEN_BYTES = 32;
/** base64url of 32 bytes. Anything else is not one of our tokens and is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The stored id of a session: SHA-256 of its token, so a leaked table opens no session. */
export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions in the sessions table. The random 256-bit token goes to the browser once; only its SHA-256
 * is stored (a fast hash is enough for a random secret of this size). Expiry: 14 idle days, 30 days at
 * most (domain/accounts/login-rules); ended sessions are removed whenever a new one is opened.
 */
export class PgSessionStore extends PgStore implements SessionStore {
  create(userId: number, nowMs: number): ResultAsync<NewSession, StorageUnavailable> {
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const publicId = randomBytes(16).toString('base64url');
    const expiresAt = iso(sessionExpiresAt(nowMs, nowMs));
    return storage(async () => {
      await this.db
        .deleteFrom('sessions')
        .where('expires_at', '<=', sql<Date>`${iso(nowMs)}::timestamptz`)
        .execute();
      await this.db
        .insertInto('sessions')
        .values({
          id: sessionIdOf(token),
          public_id: publicId,
          user_id: userId,
          created_at: iso(nowMs),
          expires_at: expiresAt,
        })
        .execute();
      return { token, publicId, expiresAt };
    });
  }

  findUser(token: string, nowMs: number): ResultAsync<number | null, StorageUnavailable> {
    if (!TOKEN_SHAPE.test(token)) return okAsync(null);
    const id = sessionIdOf(token);
    return storage(async () => {
      const row = await this.db
        .selectFrom('sessions')
        .select(['user_id', 'created_at', 'expires_at'])
        .where('id', '=', id)
        .where('expires_at', '>', sql<Date>`${iso(nowMs)}::timestamptz`)
        .executeTakeFirst();
      if (row === undefined) return null;
      const createdMs = row.created_at.getTime();
      if (shouldExtendSession(createdMs, row.expires_at.getTime(), nowMs)) {
        await this.db
          .updateTable('sessions')
          .set({ expires_at: iso(sessionExpiresAt(createdMs, nowMs)) })
          .where('id', '=', id)
          .execute();
      }
      return row.user_id;
    });
  }

  delete(token: string): ResultAsync<void, StorageUnavailable> {
    if (!TOKEN_SHAPE.test(token)) return okAsync(undefined);
    return storage(async () => {
      await this.db.deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
    });
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { okAsync, type ResultAsync } from 'neverthrow';
import type { NewSession, SessionStore, SessionUser } from '../../application/ports/session-store';
import type { StorageUnavailable } from '../../application/ports/user-repository';
import { sessionExpiresAt, shouldExtendSession } from '../../domain/accounts/login-rules';
import { PgStore } from './pg-store';
import { toRole } from './pg-user-repository';
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

  findUser(token: string, nowMs: number): ResultAsync<SessionUser | null, StorageUnavailable> {
    if (!TOKEN_SHAPE.test(token)) return okAsync(null);
    const id = sessionIdOf(token);
    return storage(async () => {
      // The session and its user in one statement (a deleted user has no row here: nobody).
      const row = await this.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.user_id as user_id',
          'sessions.created_at as created_at',
          'sessions.expires_at as expires_at',
          'users.email as email',
          'users.role as role',
        ])
        .where('sessions.id', '=', id)
        .where('sessions.expires_at', '>', sql<Date>`${iso(nowMs)}::timestamptz`)
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
      return { id: row.user_id, email: row.email, role: toRole(row.role) };
    });
  }

  delete(token: string): ResultAsync<void, StorageUnavailable> {
    if (!TOKEN_SHAPE.test(token)) return okAsync(undefined);
    return storage(async () => {
      await this.db.deleteFrom('sessions').where('id', '=', sessionIdOf(token)).execute();
    });
  }
}

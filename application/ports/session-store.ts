import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';
import type { StorageUnavailable, UserAccount } from './user-repository';

/** A session just opened: the credential for the cookie, and a public id that is safe to show. */
export interface NewSession {
  /** The secret credential: random, sent once in an httpOnly cookie, stored only as its SHA-256 hash. */
  token: string;
  /** A random id of the session that grants nothing by itself (the body's `token` of POST /user/login). */
  publicId: string;
  /** When the session ends if it is not used again (ISO-8601). */
  expiresAt: string;
}

/** Who a live session is: what a request needs of its user. */
export type SessionUser = Pick<UserAccount, 'id' | 'email' | 'role'>;

/**
 * Signed-in sessions. A session ends 14 days after its last use and at the latest 30 days after it was
 * opened (domain/accounts/login-rules); using it pushes the idle limit forward.
 */
export interface SessionStore {
  create(userId: number, nowMs: number): ResultAsync<NewSession, StorageUnavailable>;
  /**
   * The user of a live session, or null for an unknown, ended or malformed token and for a user who no longer
   * exists. One read: it is asked by every signed-in request (issue 28).
   */
  findUser(token: string, nowMs: number): ResultAsync<SessionUser | null, StorageUnavailable>;
  /** Ends a session; an unknown token is fine. */
  delete(token: string): ResultAsync<void, StorageUnavailable>;
}
export const SessionStore: Token<SessionStore> = Symbol('SessionStore');

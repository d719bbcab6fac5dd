import type { ResultAsync } from 'neverthrow';
import type { Token } from './token';
import type { StorageUnavailable } from './user-repository';

/** A sign-up waiting for its emailed code (issue 11): everything the account will be made of. */
export interface PendingSignUp {
  /** Lower-cased; one pending sign-up per email (a new one replaces the old, with a new code). */
  email: string;
  /** The SignUpCodes hash of the code; the code itself is never stored. */
  codeHash: string;
  firstName: string;
  lastName: string;
  /** Digits only. */
  phoneNumber: string;
  /** The PasswordHasher's hash, made when the sign-up was asked for. */
  passwordHash: string;
  /** The quote the sign-up started from, if any. */
  quoteId: number | null;
  /** ms since the epoch. */
  expiresMs: number;
  /** How many times its code was tried. */
  attempts: number;
}

/** The sign-ups waiting for their code (migration 0012-signup-codes). */
export interface SignUpStore {
  /** Stores a pending sign-up, replacing any other of the same email (its attempts start again). */
  save(pending: PendingSignUp, nowMs: number): ResultAsync<void, StorageUnavailable>;
  /**
   * Takes one try of the email's code, as one atomic step: when a pending sign-up exists, has not expired at
   * `nowMs` and has tries left, counts the try and answers the sign-up (with its attempts before this try);
   * else null. Of any number of simultaneous tries at most the allowed number get a sign-up back.
   */
  claimAttempt(
    email: string,
    nowMs: number,
    maxAttempts: number,
  ): ResultAsync<PendingSignUp | null, StorageUnavailable>;
  /** Forgets the email's pending sign-up (once its account is made); an unknown email is fine. */
  delete(email: string): ResultAsync<void, StorageUnavailable>;
}
export const SignUpStore: Token<SignUpStore> = Symbol('SignUpStore');

import type { ResultAsync } from 'neverthrow';
import type { ThrottlePolicy } from '../../domain/accounts/login-rules';
import type { Token } from './token';
import type { StorageUnavailable } from './user-repository';

/** One sign-in attempt let through by `reserve`, or the reason it was not. */
export type Reservation =
  | { kind: 'reserved' }
  /** The key is at its limit: the times (ms) of the attempts in the window, for the wait to be computed. */
  | { kind: 'refused'; attemptsMs: number[] };

/**
 * Sign-in attempts, remembered per key (an account's email, a client address) so that guessing
 * passwords is slowed down (domain/accounts/login-rules: ADDRESS_THROTTLE, ACCOUNT_PROOF_OF_WORK).
 * Kept in the database: every instance counts the same attempts (issue 9).
 */
export interface LoginThrottle {
  recordFailure(key: string, atMs: number): ResultAsync<void, StorageUnavailable>;
  /** The times (ms since the epoch) of the key's failures after `sinceMs`, oldest first. */
  failuresSince(key: string, sinceMs: number): ResultAsync<number[], StorageUnavailable>;
  /** Forgets a key's failures (after a successful sign-in to that account). */
  clear(key: string): ResultAsync<void, StorageUnavailable>;
  /**
   * Lets one attempt through for `key` if fewer than `policy.limit` attempts are in the window, and records
   * it, as one atomic step across all instances: of any number of simultaneous attempts at most the limit
   * get through. The record is the password check itself, whatever its outcome, so the bound is exact.
   */
  reserve(
    key: string,
    policy: Readonly<ThrottlePolicy>,
    atMs: number,
  ): ResultAsync<Reservation, StorageUnavailable>;
}
export const LoginThrottle: Token<LoginThrottle> = Symbol('LoginThrottle');

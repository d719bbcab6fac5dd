import type { ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from './user-repository';

/**
 * Failed sign-ins, remembered per key (an account's email, a client address) so that guessing
 * passwords is slowed down (domain/accounts/login-rules: ACCOUNT_THROTTLE, ADDRESS_THROTTLE).
 */
export interface LoginThrottle {
  recordFailure(key: string, atMs: number): ResultAsync<void, StorageUnavailable>;
  /** The times (ms since the epoch) of the key's failures after `sinceMs`, oldest first. */
  failuresSince(key: string, sinceMs: number): ResultAsync<number[], StorageUnavailable>;
  /** Forgets a key's failures (after a successful sign-in to that account). */
  clear(key: string): ResultAsync<void, StorageUnavailable>;
}
export const LoginThrottle = Symbol('LoginThrottle');

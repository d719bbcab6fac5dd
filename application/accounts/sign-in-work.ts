import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  ACCOUNT_PROOF_OF_WORK,
  accountKey,
  minutesToWait,
  signInWork,
  type ThrottlePolicy,
} from '../../domain/accounts/login-rules';
import type { LoginThrottle } from '../ports/login-throttle';
import type { StorageUnavailable } from '../ports/user-repository';

/**
 * The proof of work a sign-in to this email must carry now (domain signInWork over the account's recent
 * failures, read from the shared store: every instance asks the same).
 */
export function requiredSignInWork(
  throttle: LoginThrottle,
  email: string,
  nowMs: number,
): ResultAsync<number, StorageUnavailable> {
  return throttle
    .failuresSince(accountKey(email), nowMs - ACCOUNT_PROOF_OF_WORK.windowMs)
    .map((failures) => signInWork(failures.length));
}

/**
 * One attempt let through for `key` under `policy` (LoginThrottle.reserve), or the refusal `tooMany` makes
 * of the minutes to wait (at least 1) before the next one is.
 */
export function reserveAttempt<E>(
  throttle: LoginThrottle,
  key: string,
  policy: Readonly<ThrottlePolicy>,
  nowMs: number,
  tooMany: (minutes: number) => E,
): ResultAsync<void, E | StorageUnavailable> {
  return throttle
    .reserve(key, policy, nowMs)
    .andThen(
      (reservation): ResultAsync<void, E> =>
        reservation.kind === 'reserved'
          ? okAsync(undefined)
          : errAsync(tooMany(minutesToWait(reservation.attemptsMs, nowMs, policy) ?? 1)),
    );
}

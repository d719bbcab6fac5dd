import type { ResultAsync } from 'neverthrow';
import { ACCOUNT_PROOF_OF_WORK, accountKey, signInWork } from '../../domain/accounts/login-rules';
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

import type { ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from './user-repository';

/**
 * What the proof-of-work captcha keeps between requests (issue 9: several instances share one
 * database, so none of it may live in one process's memory): the HMAC secret that signs challenges,
 * the same for every instance, and the challenges already spent, so a solution verifies once
 * wherever it is sent.
 */
export interface CaptchaStore {
  /** The shared signing secret; made once, atomically, by whichever instance asks first. */
  secret(): ResultAsync<string, StorageUnavailable>;
  /**
   * Marks a challenge spent: true for the first call with this signature (in any instance), false for
   * every later one. `expiresAtMs` is when the challenge stops verifying anyway; the record may go then.
   */
  spend(signature: string, expiresAtMs: number, nowMs: number): ResultAsync<boolean, StorageUnavailable>;
}

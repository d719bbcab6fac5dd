import type { ResultAsync } from 'neverthrow';
import type { CaptchaUnavailable, CaptchaVerifier } from '../ports/captcha-verifier';
import { UseCase } from '../use-case';

export interface VerifyCaptchaInput {
  /** A solved challenge (base64 JSON { challenge, solution }). */
  token: string;
  /** What the visitor was doing (e.g. 'quote_submit'); recorded, not part of the proof. */
  action: string;
}

/**
 * POST /ajax/recaptcha/verify (§7 {token, action}; reads success): true only for a correctly solved,
 * unexpired challenge of ours that has not been used before. A token verifies once; a replay is refused.
 */
export class VerifyCaptcha extends UseCase<{ captcha: CaptchaVerifier }> {
  execute(input: VerifyCaptchaInput): ResultAsync<boolean, CaptchaUnavailable> {
    return this.deps.captcha.verify(input.token);
  }
}

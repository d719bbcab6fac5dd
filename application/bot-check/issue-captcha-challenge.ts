import type { ResultAsync } from 'neverthrow';
import type { CaptchaChallenge, CaptchaUnavailable, CaptchaVerifier } from '../ports/captcha-verifier';
import { UseCase } from '../use-case';

/** A fresh proof-of-work challenge for the browser's bot check (§5 "a recaptcha token is verified before submission"). */
export class IssueCaptchaChallenge extends UseCase<{ captcha: CaptchaVerifier }> {
  execute(): ResultAsync<CaptchaChallenge, CaptchaUnavailable> {
    return this.deps.captcha.challenge();
  }
}

import type { ResultAsync } from 'neverthrow';
import type { CaptchaChallenge, CaptchaUnavailable, CaptchaVerifier } from '../ports/captcha-verifier';

/** A fresh proof-of-work challenge for the browser's bot check (§5 "a recaptcha token is verified before submission"). */
export class IssueCaptchaChallenge {
  private readonly captcha: CaptchaVerifier;

  constructor(captcha: CaptchaVerifier) {
    this.captcha = captcha;
  }

  execute(): ResultAsync<CaptchaChallenge, CaptchaUnavailable> {
    return this.captcha.challenge();
  }
}

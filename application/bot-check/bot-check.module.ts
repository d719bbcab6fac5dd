import { bindingModule } from '../bind-use-case';
import { CaptchaVerifier } from '../ports/captcha-verifier';
import { IssueCaptchaChallenge } from './issue-captcha-challenge';
import { VerifyCaptcha } from './verify-captcha';

/** The proof-of-work bot check (§5 Bot checks, §7 /ajax/recaptcha/verify). */
export const botCheckModule = bindingModule((bind) => {
  bind(IssueCaptchaChallenge, { captcha: CaptchaVerifier });
  bind(VerifyCaptcha, { captcha: CaptchaVerifier });
});

import { ContainerModule } from 'inversify';
import { CaptchaVerifier } from '../ports/captcha-verifier';
import { IssueCaptchaChallenge } from './issue-captcha-challenge';
import { VerifyCaptcha } from './verify-captcha';

/** The proof-of-work bot check (§5 Bot checks, §7 /ajax/recaptcha/verify). */
export const botCheckModule = new ContainerModule((options) => {
  options
    .bind(IssueCaptchaChallenge)
    .toResolvedValue((captcha: CaptchaVerifier) => new IssueCaptchaChallenge(captcha), [CaptchaVerifier])
    .inSingletonScope();
  options
    .bind(VerifyCaptcha)
    .toResolvedValue((captcha: CaptchaVerifier) => new VerifyCaptcha(captcha), [CaptchaVerifier])
    .inSingletonScope();
});

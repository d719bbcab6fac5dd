import type { ResultAsync } from 'neverthrow';
import type { CaptchaChallenge, CaptchaUnavailable, CaptchaVerifier } from '../ports/captcha-verifier';
import type { Clock } from '../ports/clock';
import type { LoginThrottle } from '../ports/login-throttle';
import { UseCase } from '../use-case';
import { requiredSignInWork } from './sign-in-work';

export interface IssueSignInChallengeDeps {
  throttle: LoginThrottle;
  captcha: CaptchaVerifier;
  clock: Clock;
}

/**
 * GET captcha/challenge?email= (issue 9 finding 3): the challenge a sign-in to this email needs now, with
 * the work its recent failures ask for (at least the everyday bot check's). Anyone may ask: the work is
 * the same for the owner and for a guesser, and the answer says nothing about whether the account exists.
 */
export class IssueSignInChallenge extends UseCase<IssueSignInChallengeDeps> {
  execute(input: { email: string }): ResultAsync<CaptchaChallenge, CaptchaUnavailable> {
    return requiredSignInWork(this.deps.throttle, input.email, this.deps.clock.nowMs())
      .mapErr((e): CaptchaUnavailable => ({ kind: 'CaptchaUnavailable', message: e.message }))
      .andThen((work) => this.deps.captcha.challenge(Math.max(1, work)));
  }
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { ADDRESS_THROTTLE, accountKey, addressKey } from '../../domain/accounts/login-rules';
import { checkFormPace, type FormTiming } from '../../domain/bot-check/too-fast';
import type { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import type { Clock } from '../ports/clock';
import type { LoginThrottle } from '../ports/login-throttle';
import type { PasswordHasher } from '../ports/password-hasher';
import type { NewSession, SessionStore } from '../ports/session-store';
import type { StorageUnavailable, UserAccount, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import { requiredSignInWork, reserveAttempt } from './sign-in-work';

/** §3 "Login user: email and password", validated by the contract, plus the bot-check evidence. */
export interface LoginInput {
  email: string;
  password: string;
  /** The solved proof-of-work payload, and how the form was filled in (too-fast rule). */
  bot: { captcha: string | null; timing: FormTiming | null };
  /** The client's address, for the per-address limit. */
  clientAddress: string;
}

export interface LoginOutput {
  session: NewSession;
  user: UserAccount;
}

export type LoginError =
  | { kind: 'InvalidCredentials' }
  | { kind: 'TooManyAttempts'; minutes: number }
  | { kind: 'RedirectToCaptcha' }
  | StorageUnavailable;

export interface LoginDeps {
  users: UserRepository;
  sessions: SessionStore;
  throttle: LoginThrottle;
  hasher: PasswordHasher;
  captcha: CaptchaVerifier;
  botChecks: BotCheckSettings;
  clock: Clock;
}

/**
 * POST /user/login (§7, §4 login status, issue 9 finding 3). In order:
 * 1. the bot check (when on: who is an admin is only known after sign-in, §6) and the account's proof of
 *    work: after repeated failures an account asks every sign-in for a solved challenge of rising work
 *    (soft lockout: the owner can always get in by doing the work; a guesser pays it on every guess);
 * 2. the per-address limit, reserved atomically before the password is looked at, so that of any number
 *    of simultaneous attempts from one address (on any instance) at most the limit are checked;
 * 3. the password. Unknown email and wrong password fail the same way, after the same work (a hash is
 *    verified either way), so neither the answer nor its timing tells whether an account exists.
 */
export class Login extends UseCase<LoginDeps> {
  /**
   * A hash of nothing anyone types, verified when the email has no account. Per process, and safe to
   * differ between instances: it only makes an unknown email cost one hash like a known one; no answer
   * depends on which hash it is.
   */
  private decoy: ResultAsync<string, never> | undefined;

  execute(input: LoginInput): ResultAsync<LoginOutput, LoginError> {
    const { throttle } = this.deps;
    const nowMs = this.deps.clock.nowMs();
    return requiredSignInWork(throttle, input.email, nowMs)
      .andThen((work) => this.passesChecks(input, work))
      .andThen((passed) =>
        passed ? okAsync(undefined) : errAsync<never, LoginError>({ kind: 'RedirectToCaptcha' }),
      )
      .andThen(() =>
        reserveAttempt(
          throttle,
          addressKey(input.clientAddress),
          ADDRESS_THROTTLE,
          nowMs,
          (minutes): LoginError => ({ kind: 'TooManyAttempts', minutes }),
        ),
      )
      .andThen(() =>
        this.deps.users.findByEmail(input.email).andThen((user) =>
          this.verify(input.password, user).andThen((ok) => {
            // The address's reservation is the record of this check, whatever its outcome; a failure
            // also counts for the account.
            if (!user || !ok) {
              return throttle
                .recordFailure(accountKey(input.email), nowMs)
                .andThen(() => errAsync<never, LoginError>({ kind: 'InvalidCredentials' }));
            }
            return throttle
              .clear(accountKey(input.email))
              .andThen(() => this.deps.sessions.create(user.id, nowMs))
              .map((session) => ({ session, user }));
          }),
        ),
      );
  }

  /**
   * The bot check (when on: a solved challenge and a human pace) and the account's proof of work (when
   * its failures ask for one, bot checks on or off). One solved challenge serves both, if its work is enough.
   */
  private passesChecks(input: LoginInput, work: number): ResultAsync<boolean, never> {
    const botChecks = this.deps.botChecks.enabled;
    if (!botChecks && work === 0) return okAsync(true);
    if (botChecks) {
      const timing = input.bot.timing ?? { fieldDurationsMs: [], totalMs: 0 };
      const pace = checkFormPace(timing, undefined, { isAdmin: false, enabled: true });
      if (pace.isErr()) return okAsync(false);
    }
    if (!input.bot.captcha) return okAsync(false);
    return this.deps.captcha.verify(input.bot.captcha, Math.max(1, work)).orElse(() => okAsync(false));
  }

  private verify(password: string, user: UserAccount | null): ResultAsync<boolean, never> {
    if (user) return this.deps.hasher.verify(password, user.passwordHash);
    this.decoy ??= this.deps.hasher.hash('no account has this password');
    return this.decoy.andThen((decoy) => this.deps.hasher.verify(password, decoy)).map(() => false);
  }
}

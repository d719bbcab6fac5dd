import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  ACCOUNT_THROTTLE,
  ADDRESS_THROTTLE,
  minutesToWait,
  type ThrottlePolicy,
} from '../../domain/accounts/login-rules';
import { checkFormPace, type FormTiming } from '../../domain/bot-check/too-fast';
import type { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import type { Clock } from '../ports/clock';
import type { LoginThrottle } from '../ports/login-throttle';
import type { PasswordHasher } from '../ports/password-hasher';
import type { NewSession, SessionStore } from '../ports/session-store';
import type { StorageUnavailable, UserAccount, UserRepository } from '../ports/user-repository';

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

/** The throttle keys: the account by its typed email, and the client by its address. */
export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `address:${address}`;

/**
 * POST /user/login (§7, §4 login status). Checks for bots (always: who is an admin is only known after
 * sign-in, §6), then the failure limits, then the password. Unknown email and wrong password fail the
 * same way, after the same work (a hash is verified either way), so neither the answer nor its timing
 * tells whether an account exists.
 */
export class Login {
  /** A hash of nothing anyone types, verified when the email has no account. */
  private decoy: ResultAsync<string, never> | undefined;

  private readonly deps: LoginDeps;

  constructor(deps: LoginDeps) {
    this.deps = deps;
  }

  execute(input: LoginInput): ResultAsync<LoginOutput, LoginError> {
    const nowMs = this.deps.clock.nowMs();
    const keys = [
      { key: accountKey(input.email), policy: ACCOUNT_THROTTLE },
      { key: addressKey(input.clientAddress), policy: ADDRESS_THROTTLE },
    ];
    return this.passesBotChecks(input)
      .andThen((human) =>
        human ? okAsync(undefined) : errAsync<never, LoginError>({ kind: 'RedirectToCaptcha' }),
      )
      .andThen(() => this.longestWait(keys, nowMs))
      .andThen((minutes) =>
        minutes === null
          ? okAsync(undefined)
          : errAsync<never, LoginError>({ kind: 'TooManyAttempts', minutes }),
      )
      .andThen(() => this.deps.users.findByEmail(input.email))
      .andThen((user) =>
        this.verify(input.password, user).andThen((ok) => {
          if (user && ok) return okAsync<UserAccount, LoginError>(user);
          return this.recordFailure(keys, nowMs).andThen(() =>
            errAsync<UserAccount, LoginError>({ kind: 'InvalidCredentials' }),
          );
        }),
      )
      .andThen((user) =>
        this.deps.throttle
          .clear(accountKey(input.email))
          .andThen(() => this.deps.sessions.create(user.id, nowMs))
          .map((session) => ({ session, user })),
      );
  }

  private passesBotChecks(input: LoginInput): ResultAsync<boolean, never> {
    if (!this.deps.botChecks.enabled) return okAsync(true);
    const timing = input.bot.timing ?? { fieldDurationsMs: [], totalMs: 0 };
    const pace = checkFormPace(timing, undefined, { isAdmin: false, enabled: true });
    if (pace.isErr() || !input.bot.captcha) return okAsync(false);
    return this.deps.captcha.verify(input.bot.captcha).orElse(() => okAsync(false));
  }

  private longestWait(
    keys: readonly { key: string; policy: Readonly<ThrottlePolicy> }[],
    nowMs: number,
  ): ResultAsync<number | null, StorageUnavailable> {
    let result: ResultAsync<number | null, StorageUnavailable> = okAsync(null);
    for (const { key, policy } of keys) {
      result = result.andThen((longest) =>
        this.deps.throttle.failuresSince(key, nowMs - policy.windowMs).map((failures) => {
          const wait = minutesToWait(failures, nowMs, policy);
          return wait === null ? longest : Math.max(wait, longest ?? 0);
        }),
      );
    }
    return result;
  }

  private verify(password: string, user: UserAccount | null): ResultAsync<boolean, never> {
    if (user) return this.deps.hasher.verify(password, user.passwordHash);
    this.decoy ??= this.deps.hasher.hash('no account has this password');
    return this.decoy.andThen((decoy) => this.deps.hasher.verify(password, decoy)).map(() => false);
  }

  private recordFailure(
    keys: readonly { key: string }[],
    nowMs: number,
  ): ResultAsync<void, StorageUnavailable> {
    let result: ResultAsync<void, StorageUnavailable> = okAsync(undefined);
    for (const { key } of keys) result = result.andThen(() => this.deps.throttle.recordFailure(key, nowMs));
    return result;
  }
}

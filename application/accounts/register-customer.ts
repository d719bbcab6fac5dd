import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { ADDRESS_THROTTLE, minutesToWait, type ThrottlePolicy } from '../../domain/accounts/login-rules';
import {
  type AccountEmail,
  existingAccountEmail,
  SIGN_UP_EMAIL_THROTTLE,
  type SignUpInput,
  signUpCodeEmail,
  signUpCodeExpiresAt,
  validateSignUp,
} from '../../domain/accounts/sign-up-rules';
import { Route } from '../../domain/quote/routes';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { Clock } from '../ports/clock';
import type { LoginThrottle } from '../ports/login-throttle';
import type { Mailer, MailSettings } from '../ports/mailer';
import type { PasswordHasher } from '../ports/password-hasher';
import type { SignUpCodes } from '../ports/sign-up-codes';
import type { SignUpStore } from '../ports/sign-up-store';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';

export interface RegisterCustomerInput extends SignUpInput {
  /** The quote the sign-up starts from (the reservation flow), if any. */
  quoteId: number | null;
  /** The client's address, for the per-address limit. */
  clientAddress: string;
}

/** Every sign-up answers the same, whether or not the email has an account (issue 11). */
export interface RegisterCustomerOutput {
  email: string;
}

/** Too many sign-up requests (or code tries) from this address or for this email: wait `minutes`. */
export type TooManySignUps = { kind: 'TooManySignUps'; minutes: number };
/**
 * The email service would not take the message. It depends only on the address (a malformed one, a bounce,
 * or the service being down for now), never on whether the address has an account.
 */
export type SignUpMailRefused = { kind: 'SignUpMailRefused'; message: string; temporary: boolean };

export type RegisterCustomerError =
  | ValidationFailure
  | TooManySignUps
  | SignUpMailRefused
  | StorageUnavailable;

export interface RegisterCustomerDeps {
  users: UserRepository;
  signUps: SignUpStore;
  codes: SignUpCodes;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  mailer: Mailer;
  settings: MailSettings;
  clock: Clock;
}

/** The throttle keys of sign-up requests: the typed email, and the client address. */
export const signUpEmailKey = (email: string) => `signup:${email.trim().toLowerCase()}`;
export const signUpAddressKey = (address: string) => `signup-address:${address}`;

/**
 * POST user/register (issue 11, our route): a customer account, started inside the reservation flow. In
 * order: the §5 checks (new-account rules, a 10-digit phone); the limits per address and per typed email
 * (reserved atomically, like sign-in's); the password is hashed; then
 * - an email with no account gets a pending sign-up (replacing any earlier one) and a 6-digit code by email;
 * - an email with an account gets "You already have a Relomove account — sign in", and no code.
 * Both cases do the same work up to the email and answer the same, so the answer never tells whether an
 * account exists (issue 11). The account is made by VerifySignUp.
 */
export class RegisterCustomer {
  private readonly deps: RegisterCustomerDeps;

  constructor(deps: RegisterCustomerDeps) {
    this.deps = deps;
  }

  execute(input: RegisterCustomerInput): ResultAsync<RegisterCustomerOutput, RegisterCustomerError> {
    const valid = validateSignUp(input);
    if (valid.isErr()) return errAsync(valid.error);
    const signUp = valid.value;
    const { users, hasher, clock } = this.deps;
    const nowMs = clock.nowMs();
    return this.reserve(signUpAddressKey(input.clientAddress), ADDRESS_THROTTLE, nowMs)
      .andThen(() => this.reserve(signUpEmailKey(signUp.email), SIGN_UP_EMAIL_THROTTLE, nowMs))
      .andThen(() => hasher.hash(signUp.password))
      .andThen((passwordHash) =>
        users.findByEmail(signUp.email).andThen((existing) => {
          if (existing !== null) {
            const loginUrl = `${this.deps.settings.siteUrl.replace(/\/+$/, '')}${Route.login}`;
            return this.send(signUp.email, existingAccountEmail(loginUrl));
          }
          const { code, hash } = this.deps.codes.issue();
          return this.deps.signUps
            .save(
              {
                email: signUp.email,
                codeHash: hash,
                firstName: signUp.firstName,
                lastName: signUp.lastName,
                phoneNumber: signUp.phoneNumber,
                passwordHash,
                quoteId: input.quoteId,
                expiresMs: signUpCodeExpiresAt(nowMs),
                attempts: 0,
              },
              nowMs,
            )
            .andThen(() =>
              this.send(signUp.email, signUpCodeEmail(code, signUp.firstName), `sign-up code ${code}`),
            );
        }),
      )
      .map(() => ({ email: signUp.email }));
  }

  private reserve(
    key: string,
    policy: Readonly<ThrottlePolicy>,
    nowMs: number,
  ): ResultAsync<void, TooManySignUps | StorageUnavailable> {
    return this.deps.throttle.reserve(key, policy, nowMs).andThen((reservation) =>
      reservation.kind === 'reserved'
        ? okAsync(undefined)
        : errAsync<void, TooManySignUps>({
            kind: 'TooManySignUps',
            minutes: minutesToWait(reservation.attemptsMs, nowMs, policy) ?? 1,
          }),
    );
  }

  private send(
    to: string,
    email: AccountEmail,
    sandboxNote?: string,
  ): ResultAsync<void, SignUpMailRefused | StorageUnavailable> {
    return (
      this.deps.mailer
        // Not tied to a quote: the outbox's quote_id must name a stored quote, and the account email is about the account.
        .send({ to, ...email, quoteId: null, ...(sandboxNote === undefined ? {} : { sandboxNote }) })
        .map(() => undefined)
        .mapErr((error): SignUpMailRefused | StorageUnavailable =>
          error.kind === 'StorageUnavailable'
            ? error
            : {
                kind: 'SignUpMailRefused',
                message: error.message,
                temporary: error.kind === 'TemporaryFailure',
              },
        )
    );
  }
}

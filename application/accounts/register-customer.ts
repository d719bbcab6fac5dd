import { errAsync, type ResultAsync } from 'neverthrow';
import { ADDRESS_THROTTLE, type ThrottlePolicy } from '../../domain/accounts/login-rules';
import {
  type AccountEmail,
  existingAccountEmail,
  SIGN_UP_CODE_SUMMARY,
  SIGN_UP_EMAIL_THROTTLE,
  type SignUpInput,
  signUpCodeEmail,
  signUpCodeExpiresAt,
  validateSignUp,
} from '../../domain/accounts/sign-up-rules';
import { CATEGORY_OF, Channel, MessageKind } from '../../domain/notifications/message-kinds';
import { Route } from '../../domain/quote/routes';
import type { ValidationFailure } from '../../domain/validation/field-messages';
import type { Clock } from '../ports/clock';
import type { LoginThrottle } from '../ports/login-throttle';
import type { Mailer, MailerError, MailSettings } from '../ports/mailer';
import type { MessageLog, SendResult } from '../ports/message-log';
import type { PasswordHasher } from '../ports/password-hasher';
import type { RepositoryError } from '../ports/quote-repository';
import type { SignUpCodes } from '../ports/sign-up-codes';
import type { SignUpStore } from '../ports/sign-up-store';
import type { StorageUnavailable, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import { reserveAttempt } from './sign-in-work';
import type { SignUpMailRefused, TooManySignUps } from './sign-up-errors';

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
  /** Issue 26: each account email gets a row in the message log, which the staff outbox lists. */
  log: MessageLog;
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
export class RegisterCustomer extends UseCase<RegisterCustomerDeps> {
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
            return this.send(signUp.email, MessageKind.AccountExists, existingAccountEmail(loginUrl));
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
              this.send(
                signUp.email,
                MessageKind.SignUpCode,
                signUpCodeEmail(code, signUp.firstName),
                `sign-up code ${code}`,
              ),
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
    return reserveAttempt(
      this.deps.throttle,
      key,
      policy,
      nowMs,
      (minutes): TooManySignUps => ({ kind: 'TooManySignUps', minutes }),
    );
  }

  /**
   * Sends an account email and records it in the message log like every other message (issue 26): claimed
   * as 'sending', then 'sent' or 'failed' with the service's reason. The row names no move (quote_id null)
   * and its summary never carries the code. Each send is its own row, keyed by kind, address and time.
   */
  private send(
    to: string,
    kind: MessageKind,
    email: AccountEmail,
    sandboxNote?: string,
  ): ResultAsync<void, SignUpMailRefused | StorageUnavailable> {
    const { log, mailer, clock } = this.deps;
    const at = clock.now();
    const messageKey = `account:${kind}:${to}:${at}`;
    const finish = (result: SendResult) =>
      log.finish(messageKey, Channel.Email, result, clock.now()).mapErr(storageError);
    return log
      .claim({
        quoteId: null,
        messageKey,
        kind,
        category: CATEGORY_OF[kind],
        channel: Channel.Email,
        recipient: to,
        summary: kind === MessageKind.SignUpCode ? SIGN_UP_CODE_SUMMARY : email.subject,
        dueAt: at,
        at,
      })
      .mapErr(storageError)
      .andThen(() =>
        mailer
          // Not tied to a quote: the outbox's quote_id must name a stored quote, and the account email is about the account.
          .send({ to, ...email, quoteId: null, ...(sandboxNote === undefined ? {} : { sandboxNote }) })
          .orElse((error) =>
            finish({ state: 'failed', reason: error.message }).andThen(() => errAsync(mailFailure(error))),
          )
          .andThen((sent) =>
            finish({ state: 'sent', transport: Channel.Email, providerMessageId: sent.messageId }),
          )
          .map(() => undefined),
      );
  }
}

/** A message-log failure, as the sign-up's own storage failures are told. */
function storageError(e: RepositoryError): StorageUnavailable {
  return {
    kind: 'StorageUnavailable',
    message: e.kind === 'StorageUnavailable' ? e.message : `message log: ${e.kind}`,
  };
}

/** What the customer is told when the email service refuses the message (issue 11). */
function mailFailure(error: MailerError): SignUpMailRefused | StorageUnavailable {
  return error.kind === 'StorageUnavailable'
    ? { kind: 'StorageUnavailable', message: error.message }
    : { kind: 'SignUpMailRefused', message: error.message, temporary: error.kind === 'TemporaryFailure' };
}

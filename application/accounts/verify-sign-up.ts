import { errAsync, type ResultAsync } from 'neverthrow';
import { Role } from '../../domain/accounts/enums';
import { ADDRESS_THROTTLE, addressKey } from '../../domain/accounts/login-rules';
import { MAX_SIGN_UP_CODE_ATTEMPTS, normalizeSignUpCode } from '../../domain/accounts/sign-up-rules';
import type { Clock } from '../ports/clock';
import type { LoginThrottle } from '../ports/login-throttle';
import type { NewSession, SessionStore } from '../ports/session-store';
import type { SignUpCodes } from '../ports/sign-up-codes';
import type { SignUpStore } from '../ports/sign-up-store';
import type { StorageUnavailable, UserAccount, UserRepository } from '../ports/user-repository';
import { UseCase } from '../use-case';
import { reserveAttempt } from './sign-in-work';
import type { TooManySignUps } from './sign-up-errors';

export interface VerifySignUpInput {
  email: string;
  code: string;
  clientAddress: string;
}

export interface VerifySignUpOutput {
  session: NewSession;
  user: UserAccount;
  /** The quote the sign-up started from, if any (the reservation flow takes it on). */
  quoteId: number | null;
}

/** A wrong, expired or used-up code, or an email that has no pending sign-up (or already has an account). */
export type WrongSignUpCode = { kind: 'WrongSignUpCode' };

export type VerifySignUpError = WrongSignUpCode | TooManySignUps | StorageUnavailable;

export interface VerifySignUpDeps {
  users: UserRepository;
  signUps: SignUpStore;
  codes: SignUpCodes;
  sessions: SessionStore;
  throttle: LoginThrottle;
  clock: Clock;
}

/**
 * POST user/register/verify (issue 11, our route): the emailed code makes the customer account and signs
 * it in. A code try counts against the client address exactly as a sign-in does (the same key and limit:
 * a code is a credential), and against the pending sign-up (at most 5 tries, within 30 minutes; the try is
 * counted before the code is compared, atomically). The account gets the stored password hash and contact
 * record; the pending sign-up is then forgotten and a session is opened as POST user/login does. Every
 * failure is the same WrongSignUpCode, including an email that already has an account.
 */
export class VerifySignUp extends UseCase<VerifySignUpDeps> {
  execute(input: VerifySignUpInput): ResultAsync<VerifySignUpOutput, VerifySignUpError> {
    const { throttle, signUps, codes, users, sessions, clock } = this.deps;
    const nowMs = clock.nowMs();
    const wrong = errAsync<never, WrongSignUpCode>({ kind: 'WrongSignUpCode' });
    return reserveAttempt(
      throttle,
      addressKey(input.clientAddress),
      ADDRESS_THROTTLE,
      nowMs,
      (minutes): TooManySignUps => ({ kind: 'TooManySignUps', minutes }),
    ).andThen(() => {
      const code = normalizeSignUpCode(input.code);
      if (code === null) return wrong;
      return signUps.claimAttempt(input.email, nowMs, MAX_SIGN_UP_CODE_ATTEMPTS).andThen((pending) => {
        if (pending === null || !codes.matches(code, pending.codeHash)) return wrong;
        return users
          .create(
            {
              email: pending.email,
              role: Role.customer,
              passwordHash: pending.passwordHash,
              firstName: pending.firstName,
              lastName: pending.lastName,
              phoneNumber: pending.phoneNumber,
            },
            clock.now(),
          )
          .orElse((error) =>
            // An account made meanwhile (another device, staff): the pending sign-up is of no use any more.
            error.kind === 'EmailTaken'
              ? signUps.delete(pending.email).andThen(() => wrong)
              : errAsync(error),
          )
          .andThen((user) =>
            signUps
              .delete(pending.email)
              .andThen(() => sessions.create(user.id, nowMs))
              .map((session) => ({ session, user, quoteId: pending.quoteId })),
          );
      });
    });
  }
}

import { ContainerModule } from 'inversify';
import { BotCheckSettings, CaptchaVerifier } from '../ports/captcha-verifier';
import { Clock } from '../ports/clock';
import { LoginThrottle } from '../ports/login-throttle';
import { Mailer, MailSettings } from '../ports/mailer';
import { MessageLog } from '../ports/message-log';
import { PasswordHasher } from '../ports/password-hasher';
import { SessionStore } from '../ports/session-store';
import { SignUpCodes } from '../ports/sign-up-codes';
import { SignUpStore } from '../ports/sign-up-store';
import { UserRepository } from '../ports/user-repository';
import { AddUser } from './add-user';
import { CurrentContact } from './current-contact';
import { IssueSignInChallenge } from './issue-sign-in-challenge';
import { ListUsers } from './list-users';
import { Login } from './login';
import { Logout } from './logout';
import { RegisterCustomer } from './register-customer';
import { ResolveViewer } from './resolve-viewer';
import { SeedDemoUsers } from './seed-demo-users';
import { UpdateMyContact } from './update-my-contact';
import { VerifySignUp } from './verify-sign-up';

/** The account use cases (§4 login status, §6 roles, §7 user/login and contacts/me), bound to their ports. */
export const accountsModule = new ContainerModule((options) => {
  options
    .bind(Login)
    .toResolvedValue(
      (
        users: UserRepository,
        sessions: SessionStore,
        throttle: LoginThrottle,
        hasher: PasswordHasher,
        captcha: CaptchaVerifier,
        botChecks: BotCheckSettings,
        clock: Clock,
      ) => new Login({ users, sessions, throttle, hasher, captcha, botChecks, clock }),
      [UserRepository, SessionStore, LoginThrottle, PasswordHasher, CaptchaVerifier, BotCheckSettings, Clock],
    )
    .inSingletonScope();
  options
    .bind(IssueSignInChallenge)
    .toResolvedValue(
      (throttle: LoginThrottle, captcha: CaptchaVerifier, clock: Clock) =>
        new IssueSignInChallenge({ throttle, captcha, clock }),
      [LoginThrottle, CaptchaVerifier, Clock],
    )
    .inSingletonScope();
  options
    .bind(Logout)
    .toResolvedValue((sessions: SessionStore) => new Logout({ sessions }), [SessionStore])
    .inSingletonScope();
  options
    .bind(ResolveViewer)
    .toResolvedValue(
      (sessions: SessionStore, users: UserRepository, clock: Clock) =>
        new ResolveViewer({ sessions, users, clock }),
      [SessionStore, UserRepository, Clock],
    )
    .inSingletonScope();
  options
    .bind(CurrentContact)
    .toResolvedValue((users: UserRepository) => new CurrentContact({ users }), [UserRepository])
    .inSingletonScope();
  options
    .bind(AddUser)
    .toResolvedValue(
      (users: UserRepository, hasher: PasswordHasher, clock: Clock) => new AddUser({ users, hasher, clock }),
      [UserRepository, PasswordHasher, Clock],
    )
    .inSingletonScope();
  options
    .bind(ListUsers)
    .toResolvedValue((users: UserRepository) => new ListUsers({ users }), [UserRepository])
    .inSingletonScope();
  options
    .bind(SeedDemoUsers)
    .toResolvedValue(
      (users: UserRepository, hasher: PasswordHasher, clock: Clock) =>
        new SeedDemoUsers({ users, hasher, clock }),
      [UserRepository, PasswordHasher, Clock],
    )
    .inSingletonScope();
  options
    .bind(RegisterCustomer)
    .toResolvedValue(
      (
        users: UserRepository,
        signUps: SignUpStore,
        codes: SignUpCodes,
        hasher: PasswordHasher,
        throttle: LoginThrottle,
        mailer: Mailer,
        settings: MailSettings,
        clock: Clock,
        log: MessageLog,
      ) => new RegisterCustomer({ users, signUps, codes, hasher, throttle, mailer, settings, clock, log }),
      [
        UserRepository,
        SignUpStore,
        SignUpCodes,
        PasswordHasher,
        LoginThrottle,
        Mailer,
        MailSettings,
        Clock,
        MessageLog,
      ],
    )
    .inSingletonScope();
  options
    .bind(VerifySignUp)
    .toResolvedValue(
      (
        users: UserRepository,
        signUps: SignUpStore,
        codes: SignUpCodes,
        sessions: SessionStore,
        throttle: LoginThrottle,
        clock: Clock,
      ) => new VerifySignUp({ users, signUps, codes, sessions, throttle, clock }),
      [UserRepository, SignUpStore, SignUpCodes, SessionStore, LoginThrottle, Clock],
    )
    .inSingletonScope();
  options
    .bind(UpdateMyContact)
    .toResolvedValue((users: UserRepository) => new UpdateMyContact({ users }), [UserRepository])
    .inSingletonScope();
});

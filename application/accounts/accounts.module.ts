import { bindingModule } from '../bind-use-case';
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
export const accountsModule = bindingModule((bind) => {
  bind(Login, {
    users: UserRepository,
    sessions: SessionStore,
    throttle: LoginThrottle,
    hasher: PasswordHasher,
    captcha: CaptchaVerifier,
    botChecks: BotCheckSettings,
    clock: Clock,
  });
  bind(IssueSignInChallenge, { throttle: LoginThrottle, captcha: CaptchaVerifier, clock: Clock });
  bind(Logout, { sessions: SessionStore });
  bind(ResolveViewer, { sessions: SessionStore, clock: Clock });
  bind(CurrentContact, { users: UserRepository });
  bind(AddUser, { users: UserRepository, hasher: PasswordHasher, clock: Clock });
  bind(ListUsers, { users: UserRepository });
  bind(SeedDemoUsers, { users: UserRepository, hasher: PasswordHasher, clock: Clock });
  bind(RegisterCustomer, {
    users: UserRepository,
    signUps: SignUpStore,
    codes: SignUpCodes,
    hasher: PasswordHasher,
    throttle: LoginThrottle,
    mailer: Mailer,
    settings: MailSettings,
    clock: Clock,
    log: MessageLog,
  });
  bind(VerifySignUp, {
    users: UserRepository,
    signUps: SignUpStore,
    codes: SignUpCodes,
    sessions: SessionStore,
    throttle: LoginThrottle,
    clock: Clock,
  });
  bind(UpdateMyContact, { users: UserRepository });
});

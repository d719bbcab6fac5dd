import type { Container } from 'inversify';
import { CurrentContact } from '../../../../application/accounts/current-contact';
import { Login } from '../../../../application/accounts/login';
import { Logout } from '../../../../application/accounts/logout';
import { RegisterCustomer } from '../../../../application/accounts/register-customer';
import { ResolveViewer } from '../../../../application/accounts/resolve-viewer';
import { SeedDemoUsers } from '../../../../application/accounts/seed-demo-users';
import { UpdateMyContact } from '../../../../application/accounts/update-my-contact';
import { VerifySignUp } from '../../../../application/accounts/verify-sign-up';
import type { Viewer } from '../../../../application/accounts/viewer';
import { LoginThrottle } from '../../../../application/ports/login-throttle';
import { PasswordHasher } from '../../../../application/ports/password-hasher';
import { QuoteTimestamps } from '../../../../application/ports/quote-timestamps';
import { SessionStore } from '../../../../application/ports/session-store';
import { SignUpCodes } from '../../../../application/ports/sign-up-codes';
import { SignUpStore } from '../../../../application/ports/sign-up-store';
import { UserRepository } from '../../../../application/ports/user-repository';
import { SeedDemoQuotes } from '../../../../application/quotes/seed-demo-quotes';
import { LookupQuotes } from '../../../../application/staff/lookup-quotes';
import { PgLoginThrottle } from '../../../persistence/pg-login-throttle';
import { PgQuoteTimestamps } from '../../../persistence/pg-quote-timestamps';
import { PgSessionStore } from '../../../persistence/pg-session-store';
import { PgSignUpStore } from '../../../persistence/pg-sign-up-store';
import { PgUserRepository } from '../../../persistence/pg-user-repository';
import { HmacSignUpCodes } from '../../../system/hmac-sign-up-codes';
import { ScryptPasswordHasher } from '../../../system/scrypt-password-hasher';
import { bearerTokenFrom } from '../bearer';
import { registerAccountRoutes, sessionTokenFrom } from '../routes/accounts';
import type { EndpointGroup, ServerParts } from './group';

/**
 * Accounts (§4 login status, §6 roles, §7 user/login, user/logout, contacts/me; issue 11 user/register
 * and user/register/verify) and the staff lookup
 * (§7 quotes/lookup). Provides the viewer of every request from the session cookie. Needs the quotes
 * group's QuoteRepository, QuoteIdCipher and bot-check bindings.
 */
export const accountsGroup: EndpointGroup = {
  name: 'accounts',
  bind(container, parts) {
    const { db } = parts.database;
    container.bind<UserRepository>(UserRepository).toConstantValue(new PgUserRepository(db));
    container.bind<SessionStore>(SessionStore).toConstantValue(new PgSessionStore(db));
    container.bind<LoginThrottle>(LoginThrottle).toConstantValue(new PgLoginThrottle(db));
    container
      .bind<PasswordHasher>(PasswordHasher)
      .toConstantValue(new ScryptPasswordHasher(parts.passwordHashing));
    container.bind<QuoteTimestamps>(QuoteTimestamps).toConstantValue(new PgQuoteTimestamps(db));
    // Sign-up (issue 11): pending sign-ups in the database; codes keyed by a key derived from the server's
    // quote-link secret (shared by every instance). Their email goes through the quote-changes group's Mailer.
    container.bind<SignUpStore>(SignUpStore).toConstantValue(new PgSignUpStore(db));
    container.bind<SignUpCodes>(SignUpCodes).toConstantValue(new HmacSignUpCodes(parts.quoteLinkKey));
  },
  async start(container, parts) {
    if (!parts.demoUsers) return;
    const seeded = await container.get(SeedDemoUsers).execute();
    if (seeded.isErr()) {
      parts.logger.error({ fault: seeded.error.message }, 'the demo accounts could not be created');
    } else if (seeded.value.created.length > 0) {
      parts.logger.info({ created: seeded.value.created }, 'demo accounts created');
    }
    // The demo customer's quotes, so the staff lookup and the customer's account have something to show
    // (the same use case as `relomove db seed`; a lane the customer already has is skipped).
    if (!parts.demoQuotes) return;
    const quotes = await container.get(SeedDemoQuotes).execute();
    if (quotes.isErr()) {
      parts.logger.error({ fault: quotes.error.kind }, 'the demo quotes could not be created');
    } else if (quotes.value.created.length > 0) {
      parts.logger.info({ created: quotes.value.created.map((q) => q.QuoteId) }, 'demo quotes created');
    }
  },
  routes(app, container) {
    registerAccountRoutes(app, {
      login: container.get(Login),
      logout: container.get(Logout),
      currentContact: container.get(CurrentContact),
      lookupQuotes: container.get(LookupQuotes),
      registerCustomer: container.get(RegisterCustomer),
      verifySignUp: container.get(VerifySignUp),
      updateMyContact: container.get(UpdateMyContact),
    });
  },
  viewerResolver: viewerFromSession,
};

/**
 * The session middleware's lookup: the session token to the signed-in user, or nobody. A request with
 * `Authorization: Bearer <session token>` (the CLI's --api mode, issue 5) is signed in by that token
 * alone, with the same store and expiry as the cookie; any other request by its session cookie.
 */
function viewerFromSession(
  container: Container,
  parts: ServerParts,
): (cookieHeader: string | undefined, authorization?: string) => Promise<Viewer> {
  const resolve = container.get(ResolveViewer);
  return async (cookieHeader, authorization) => {
    const bearer = bearerTokenFrom(authorization);
    const token = bearer === undefined ? sessionTokenFrom(cookieHeader) : bearer;
    if (token === null) return null;
    const viewer = await resolve.execute({ token });
    if (viewer.isErr()) {
      // Without the store nobody can be recognised: the request goes on as anonymous and says so in the log.
      parts.logger.warn(
        { fault: viewer.error.message },
        'session lookup failed; treating the request as signed out',
      );
      return null;
    }
    return viewer.value;
  };
}

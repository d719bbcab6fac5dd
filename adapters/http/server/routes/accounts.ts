import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { CurrentContact } from '../../../../application/accounts/current-contact';
import type { Login } from '../../../../application/accounts/login';
import type { Logout } from '../../../../application/accounts/logout';
import type { RegisterCustomer } from '../../../../application/accounts/register-customer';
import type { UpdateMyContact } from '../../../../application/accounts/update-my-contact';
import type { VerifySignUp } from '../../../../application/accounts/verify-sign-up';
import type { NewSession } from '../../../../application/ports/session-store';
import type { UserAccount } from '../../../../application/ports/user-repository';
import type { LookupQuotes } from '../../../../application/staff/lookup-quotes';
import { SESSION_MAX_MS } from '../../../../domain/accounts/login-rules';
import { VERIFICATION_SENT } from '../../../../domain/accounts/sign-up-rules';
import {
  ContactsMeResponse,
  LoginRequest,
  LoginResponse,
  LogoutResponse,
  LookupRequest,
  LookupResponse,
  RegisterRequest,
  RegisterResponse,
  SESSION_COOKIE,
  toWireContact,
  toWireSummary,
  UpdateMeRequest,
  UpdateMeResponse,
  VerifySignUpRequest,
} from '../../contract/accounts';
import { ErrorResponse, errorBody } from '../../contract/common';
import { type ApiError, type HttpFailure, httpFailure } from '../../contract/error-status';
import { type App, type AppEnv, requestHeader } from '../app';
import { bearerTokenFrom } from '../bearer';
import { clientAddress, isHttps } from '../forwarded';
import { badInput, json, signInRequired, storageUnavailable } from './openapi';

const login = createRoute({
  method: 'post',
  path: '/api/user/login',
  tags: ['Accounts'],
  summary:
    'Sign in (§7 {email, password}); the session is set as an httpOnly cookie, the body token is a public id',
  request: {
    body: { ...json(LoginRequest, 'Email and password, with the bot-check evidence'), required: true },
  },
  responses: {
    200: json(LoginResponse, 'Signed in: Set-Cookie relomove_session, and the user'),
    400: json(ErrorResponse, "Bad input, or reason RedirectToCaptcha: 'captcha - ...'"),
    401: json(ErrorResponse, "'email - The email or password is incorrect'"),
    429: json(ErrorResponse, 'Too many failed attempts (reason TooManyAttempts, Retry-After header)'),
    ...storageUnavailable,
  },
});

const logout = createRoute({
  method: 'post',
  path: '/api/user/logout',
  tags: ['Accounts'],
  summary:
    'Sign out: ends the session of the cookie and clears it (fine when not signed in), or the session of an Authorization: Bearer token',
  responses: {
    200: json(LogoutResponse, 'Signed out'),
    401: json(
      ErrorResponse,
      "Authorization: Bearer with a token that is no session (unknown, signed out, expired): 'session - Please sign in'",
    ),
    ...storageUnavailable,
  },
});

const contactsMe = createRoute({
  method: 'get',
  path: '/api/contacts/me',
  tags: ['Accounts'],
  summary:
    "The signed-in user's own contact record (§7 reads ContactGet), or loggedin false for a visitor who is not signed in",
  responses: {
    200: json(
      ContactsMeResponse,
      'The contact record, or { success: true, loggedin: false } when signed out',
    ),
    401: json(
      ErrorResponse,
      "Authorization: Bearer with a token that is no session (unknown, signed out, expired): 'session - Please sign in'",
    ),
    ...storageUnavailable,
  },
});

const lookup = createRoute({
  method: 'post',
  path: '/api/quotes/lookup',
  tags: ['Staff'],
  summary:
    'Staff lookup: quotes by reference number, contact email or link token (§4 lookup failure reasons)',
  request: { body: { ...json(LookupRequest, 'The search term'), required: true } },
  responses: {
    200: json(LookupResponse, 'NoError with quotes, or UserError / TechnicalError with messages'),
    ...badInput,
    ...signInRequired,
    403: json(ErrorResponse, 'Signed in without a staff role'),
  },
});

const register = createRoute({
  method: 'post',
  path: '/api/user/register',
  tags: ['Accounts'],
  summary:
    'Customer sign-up (issue 11): emails a 6-digit code, or a sign-in reminder when the email already has an account; the answer is the same either way',
  request: {
    body: {
      ...json(RegisterRequest, 'EmailAddress (from the quote), names, phone, password'),
      required: true,
    },
  },
  responses: {
    202: json(RegisterResponse, "Status 'VerificationSent', whether or not the email has an account"),
    400: json(ErrorResponse, "Bad input, or an address that cannot receive mail: 'field - message' lines"),
    429: json(ErrorResponse, 'Too many sign-up requests (reason TooManyAttempts, Retry-After header)'),
    503: json(ErrorResponse, 'Storage or the mail service unavailable'),
  },
});

const verifySignUp = createRoute({
  method: 'post',
  path: '/api/user/register/verify',
  tags: ['Accounts'],
  summary:
    'Confirms a sign-up with its emailed code (issue 11): makes the customer account and signs it in as POST user/login does',
  request: { body: { ...json(VerifySignUpRequest, 'EmailAddress and the 6-digit Code'), required: true } },
  responses: {
    200: json(LoginResponse, 'Signed in: Set-Cookie relomove_session, and the user'),
    400: json(ErrorResponse, "Bad input, or 'Code - The code is wrong or has expired'"),
    429: json(ErrorResponse, 'Too many attempts (reason TooManyAttempts, Retry-After header)'),
    ...storageUnavailable,
  },
});

const updateMe = createRoute({
  method: 'post',
  path: '/api/contacts/me',
  tags: ['Accounts'],
  summary:
    "Changes the signed-in user's own contact record (§7 POST contacts/me; phone sent as digits only, §5)",
  request: { body: { ...json(UpdateMeRequest, 'FirstName, LastName, PhoneNumber'), required: true } },
  responses: {
    200: json(UpdateMeResponse, 'The changed record, as GET contacts/me reads it'),
    ...badInput,
    ...signInRequired,
    ...storageUnavailable,
  },
});

export interface AccountUseCases {
  login: Login;
  logout: Logout;
  currentContact: CurrentContact;
  lookupQuotes: LookupQuotes;
  registerCustomer: RegisterCustomer;
  verifySignUp: VerifySignUp;
  updateMyContact: UpdateMyContact;
}

export function registerAccountRoutes(app: App, useCases: AccountUseCases): void {
  app.openapi(login, async (c) => {
    const { email, password, captcha, formTiming } = c.req.valid('json');
    const result = await useCases.login.execute({
      email,
      password,
      bot: { captcha: captcha ?? null, timing: formTiming ?? null },
      clientAddress: clientAddress(c),
    });
    if (result.isErr()) {
      if (result.error.kind === 'TooManyAttempts') c.header('Retry-After', String(result.error.minutes * 60));
      const failure = fail(c, result.error);
      return c.json(failure.body, failure.status as 400 | 401 | 429 | 503);
    }
    const { session, user } = result.value;
    return c.json(await openSession(c, useCases.logout, session, user), 200);
  });

  app.openapi(register, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.registerCustomer.execute({
      EmailAddress: body.EmailAddress,
      FirstName: body.FirstName,
      LastName: body.LastName,
      PhoneNumber: body.PhoneNumber,
      Password: body.Password,
      quoteId: body.QuoteId ?? null,
      clientAddress: clientAddress(c),
    });
    if (result.isErr()) return signUpRefused(c, result.error);
    return c.json(
      { success: true as const, Status: VERIFICATION_SENT, EmailAddress: result.value.email },
      202,
    );
  });

  app.openapi(verifySignUp, async (c) => {
    const { EmailAddress, Code } = c.req.valid('json');
    const result = await useCases.verifySignUp.execute({
      email: EmailAddress,
      code: Code,
      clientAddress: clientAddress(c),
    });
    if (result.isErr()) return signUpRefused(c, result.error);
    const { session, user } = result.value;
    return c.json(await openSession(c, useCases.logout, session, user), 200);
  });

  app.openapi(updateMe, async (c) => {
    const contact = c.req.valid('json');
    const result = await useCases.updateMyContact.execute({ viewer: c.get('viewer'), contact });
    if (result.isErr()) {
      const failure = fail(c, result.error);
      return c.json(failure.body, failure.status as 400 | 401 | 503);
    }
    return c.json(
      { success: true as const, loggedin: true as const, ContactGet: toWireContact(result.value) },
      200,
    );
  });

  app.openapi(logout, async (c) => {
    // A program signed in by Authorization: Bearer signs that session out (issue 9 finding 2). A token that
    // is no session is refused, so the caller knows nothing was signed out; the cookie is left alone.
    const bearer = bearerTokenFrom(requestHeader(c, 'authorization'));
    if (bearer !== undefined) {
      if (bearer === null || c.get('viewer') === null) {
        const failure = fail(c, { kind: 'SignInRequired' });
        return c.json(failure.body, 401);
      }
      const ended = await useCases.logout.execute({ token: bearer });
      if (ended.isErr()) return c.json(fail(c, ended.error).body, 503);
      return c.json({ success: true as const }, 200);
    }
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    // The cookie goes whatever happens: the browser is signed out even if the store cannot be reached.
    deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Strict', secure: isHttps(c) });
    const result = await useCases.logout.execute({ token });
    if (result.isErr()) return c.json(fail(c, result.error).body, 503);
    return c.json({ success: true as const }, 200);
  });

  app.openapi(contactsMe, async (c) => {
    const result = await useCases.currentContact.execute({ viewer: c.get('viewer') });
    // A browser that is not signed in is told so (issue 10: no error on an anonymous page load); a token
    // presented in an Authorization header that is no session is refused, as everywhere else.
    if (result.isErr() && result.error.kind === 'SignInRequired' && !c.req.header('authorization')) {
      return c.json({ success: true as const, loggedin: false as const }, 200);
    }
    if (result.isErr()) {
      const failure = fail(c, result.error);
      return c.json(failure.body, failure.status as 401 | 503);
    }
    return c.json(
      { success: true as const, loggedin: true as const, ContactGet: toWireContact(result.value) },
      200,
    );
  });

  app.openapi(lookup, async (c) => {
    const { search } = c.req.valid('json');
    const result = await useCases.lookupQuotes.execute({ search, viewer: c.get('viewer') });
    if (result.isErr()) {
      const failure = fail(c, result.error);
      return c.json(failure.body, failure.status as 401 | 403);
    }
    const { failReason, messages, quotes, fault } = result.value;
    if (fault !== null) c.get('log').error({ fault }, 'quote lookup failed');
    return c.json({ success: true as const, failReason, messages, quotes: quotes.map(toWireSummary) }, 200);
  });
}

/**
 * Opens a signed-in session on the response (POST user/login and POST user/register/verify): the session
 * credential as an httpOnly, SameSite=Strict cookie, and the body's public token and user. A sign-in over
 * an open session replaces it rather than leaving it alive beside the new one.
 */
async function openSession(
  c: Context<AppEnv>,
  logout: Logout,
  session: NewSession,
  user: UserAccount,
): Promise<LoginResponse> {
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await logout.execute({ token: previous });
  setCookie(c, SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: Math.floor(SESSION_MAX_MS / 1000),
    secure: isHttps(c),
  });
  return {
    success: true as const,
    token: session.publicId,
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      FirstName: user.firstName,
      LastName: user.lastName,
    },
  };
}

/** The answer to an application error (status and lines from error-status.ts); a storage fault is logged. */
function fail(c: Context<AppEnv>, error: ApiError): { body: ErrorResponse; status: HttpFailure['status'] } {
  const failure = httpFailure(error);
  if (error.kind === 'StorageUnavailable') {
    c.get('log').error({ fault: error.message }, 'account storage failed');
  }
  return { body: errorBody(failure.lines, failure.reason), status: failure.status };
}

/** A refused sign-up step: its failure, with Retry-After when there were too many sign-ups. */
function signUpRefused(c: Context<AppEnv>, error: ApiError) {
  if (error.kind === 'TooManySignUps') c.header('Retry-After', String(error.minutes * 60));
  const failure = fail(c, error);
  return c.json(failure.body, failure.status as 400 | 429 | 503);
}

/** The session token in a Cookie header, or null. */
export function sessionTokenFrom(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, SESSION_COOKIE)[SESSION_COOKIE] || null;
}

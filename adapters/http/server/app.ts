import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from 'pino';
import type { Viewer } from '../../../application/accounts/viewer';
import { errorBody, zodErrorLines } from '../contract/common';
import { OPERATOR_HEADER } from '../contract/staff-operations';
import { type AccessLog, loggerAccessLog } from './access-log';
import { bearerTokenFrom } from './bearer';
import { BODY_METHODS, withNoBodyRule } from './no-body';
import { type OperatorAccess, operatorViewer } from './operator-access';
import {
  ADMIN_ONLY_PATHS,
  requireAdmin,
  requireSignIn,
  requireStaff,
  SIGNED_IN_PATHS,
  STAFF_ONLY_PATHS,
} from './staff-access';
import { TrustedProxies } from './trusted-proxies';

/** A request's logger: every line carries the request id. */
export interface RequestLog {
  error(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

/** What every request carries through the app. */
export type AppEnv = {
  Variables: {
    requestId: string;
    viewer: Viewer;
    /**
     * Issue 26: the request carries this server's operator token (DATA_DIR's control file): the operator
     * at the server's machine, a staff viewer who may also use the admin endpoints (operator-access.ts).
     */
    operator: boolean;
    log: RequestLog;
    /** The proxies whose forwarding headers are believed (TRUST_PROXY; forwarded.ts reads them). */
    proxies: TrustedProxies;
  };
};

/** Adds the request id to each line; cheaper than a pino child per request, since most requests log once. */
function requestLog(logger: Logger, reqId: string): RequestLog {
  return {
    error: (fields, message) => logger.error({ reqId, ...fields }, message),
    warn: (fields, message) => logger.warn({ reqId, ...fields }, message),
    info: (fields, message) => logger.info({ reqId, ...fields }, message),
  };
}

export type App = OpenAPIHono<AppEnv>;

/**
 * A request header, read from Node's own request when the app runs on @hono/node-server. Reading a
 * header through the Fetch Request would make the adapter build a full Request object (headers, an
 * AbortSignal) for every call, which costs more than the whole city search; tests that call
 * `app.request` have no Node request and read the Fetch one.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const env = c.env as { incoming?: { headers: Record<string, string | string[] | undefined> } } | undefined;
  const incoming = env?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Node's own response, when the app runs on @hono/node-server. */
function nodeResponse(c: Context): { setHeader(name: string, value: string): void } | undefined {
  return (c.env as { outgoing?: { setHeader(name: string, value: string): void } } | undefined)?.outgoing;
}

/**
 * Sets a response header. On Node it goes straight onto Node's response, which is several times cheaper
 * per request than merging into the Fetch Response (bench/api.bench.ts, docs/performance.md).
 */
export function responseHeader(c: Context, name: string, value: string): void {
  const outgoing = nodeResponse(c);
  if (outgoing) outgoing.setHeader(name, value);
  else c.header(name, value);
}

/**
 * The Content-Security-Policy of API answers (issue 9 finding 5): JSON loads nothing and is never framed.
 * An HTML answer replaces it with PAGE_CONTENT_SECURITY_POLICY.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The Content-Security-Policy of every page: the built UI's index.html on every screen path and the /api/docs
 * page (issue 9 finding 5). Scripts, styles, fonts and API calls from this site only, no inline script or
 * <style> (React's style properties are set through the CSSOM, which style-src allows), images from the
 * site or data: URLs (the stylesheet's inline SVG), no plugins, no <base>, no framing, forms post here.
 */
export const PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** The headers an HTML page answer adds over the API's (give them to c.html or set them on the Response). */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PAGE_CONTENT_SECURITY_POLICY,
};

/** The security headers of every answer (what hono's secureHeaders sets that matters for this app). */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
];

/**
 * Every answer is `Cache-Control: no-store` unless its route declares itself public and cacheable with
 * `cacheable()` (issue 9 finding 6): quotes, contacts, prices and tokens are never kept by a browser or a
 * proxy, and a new endpoint is private until it says otherwise.
 */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/** Declares this answer public and cacheable for `cacheControl` (e.g. reference data), over the no-store default. */
export function cacheable(c: Context, cacheControl: string): void {
  responseHeader(c, 'Cache-Control', cacheControl);
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** A caller's X-Request-Id is kept when it is a plain token; otherwise one is made. */
export function requestIdFrom(given: string | undefined): string {
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
}

/** Request bodies larger than this are refused before parsing (a quote form is about 1 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  logger: Logger;
  /**
   * Who is signed in, from the session cookie or an `Authorization: Bearer <session token>` header
   * (accounts); null when nobody is.
   */
  resolveViewer?: (cookieHeader: string | undefined, authorization?: string) => Promise<Viewer>;
  /** Where each request's access line goes (default: through `logger`); main.ts writes it straight to the log stream. */
  accessLog?: AccessLog;
  /** The proxies in front of the server (TRUST_PROXY); default: none, the socket's peer is the client. */
  trustProxy?: TrustedProxies;
  /** Issue 26: the operator token of the embedded server's control file; none with PostgreSQL or in tests. */
  operator?: OperatorAccess;
}

/**
 * The /api application: thin adapter over the use cases. Client mistakes always answer 4xx with
 * §5 'field - message' lines in `errors`; an unexpected fault is logged with the request id.
 */
export function createApp(options: AppOptions): App {
  const accessLog = options.accessLog ?? loggerAccessLog(options.logger);
  const proxies = options.trustProxy ?? TrustedProxies.none;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody(zodErrorLines(result.error, result.target)), 400);
    },
  });

  // Issue 26 finding 4: every route is registered through this, so each endpoint that takes no body
  // refuses one (no-body.ts) in one place.
  const register = app.openapi;
  app.openapi = ((route, handler, hook) => register(withNoBodyRule(route), handler, hook)) as App['openapi'];

  app.use('*', async (c, next) => {
    const started = performance.now();
    const reqId = requestIdFrom(requestHeader(c, 'x-request-id'));
    c.set('requestId', reqId);
    for (const [name, value] of SECURITY_HEADERS) responseHeader(c, name, value);
    responseHeader(c, 'Cache-Control', DEFAULT_CACHE_CONTROL);
    responseHeader(c, 'X-Request-Id', reqId);
    const log = requestLog(options.logger, reqId);
    c.set('log', log);
    c.set('proxies', proxies);
    // Only a request with a cookie or an Authorization header can carry a session: skip the lookup for the rest.
    const cookie = requestHeader(c, 'cookie');
    const authorization = requestHeader(c, 'authorization');
    const operator =
      options.operator && authorization
        ? operatorViewer(bearerTokenFrom(authorization), requestHeader(c, OPERATOR_HEADER), options.operator)
        : null;
    c.set('operator', operator !== null);
    c.set(
      'viewer',
      operator ??
        (options.resolveViewer && (cookie || authorization)
          ? await options.resolveViewer(cookie, authorization)
          : null),
    );
    await next();
    // The path only: query strings can carry search terms or emails, which stay out of the logs.
    accessLog({
      reqId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  // Staff-only paths refuse everyone else before the body is measured or read (issue 9 finding 1).
  for (const path of STAFF_ONLY_PATHS) app.use(path, requireStaff);
  for (const path of ADMIN_ONLY_PATHS) app.use(path, requireAdmin);
  for (const path of SIGNED_IN_PATHS) app.use(path, requireSignIn);
  // GET moves/{id} (the booked move) too; POST moves/movement-dates on the same pattern stays public.
  app.on('GET', '/api/moves/:id{[0-9]+}', requireSignIn);
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(errorBody([`body - The request body must be at most ${MAX_BODY_BYTES} bytes`]), 400),
  });
  // Only methods that carry a body are measured, so a GET never builds the full Fetch request.
  app.use('/api/*', (c, next) => (BODY_METHODS.has(c.req.method) ? limitBody(c, next) : next()));

  app.onError((error, c) => {
    // The client closed the connection (or the listener did, past the request time) before its body arrived.
    if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') {
      return c.json(errorBody(['body - The connection closed before the request body arrived']), 400);
    }
    if (error instanceof HTTPException && error.status < 500) {
      const line =
        error.status === 415
          ? 'body - Send the body as JSON with Content-Type: application/json'
          : `body - ${error.message || 'The request could not be read'}`;
      return c.json(errorBody([line]), 400);
    }
    const log = c.get('log') ?? requestLog(options.logger, 'none');
    log.error({ err: error }, 'unexpected error');
    return c.json(errorBody(['server - Something went wrong on our side; please try again']), 500);
  });

  app.notFound((c) => c.json(errorBody([`path - There is no ${c.req.method} ${c.req.path}`]), 404));
  return app;
}

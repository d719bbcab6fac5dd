import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { Viewer } from '../../../application/accounts/viewer';
import { errorBody, zodErrorLines } from '../contract/common';

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
    log: RequestLog;
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

/** Request bodies larger than this are refused before parsing (a quote form is about 1 KB). */
export const MAX_BODY_BYTES = 64 * 1024;

export interface AppOptions {
  logger: Logger;
  /** Who is signed in, from the session cookie (accounts); null when nobody is. */
  resolveViewer?: (cookieHeader: string | undefined) => Promise<Viewer>;
}

/**
 * The /api application: thin adapter over the use cases. Client mistakes always answer 4xx with
 * §5 'field - message' lines in `errors`; an unexpected fault is logged with the request id.
 */
export function createApp(options: AppOptions): App {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(errorBody(zodErrorLines(result.error, result.target)), 400);
    },
  });

  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  app.use('*', async (c, next) => {
    const started = performance.now();
    const log = requestLog(options.logger, c.get('requestId'));
    c.set('log', log);
    // Only a request with a cookie can carry a session: skip the lookup for the rest.
    const cookie = c.req.header('cookie');
    c.set('viewer', options.resolveViewer && cookie ? await options.resolveViewer(cookie) : null);
    await next();
    // The path only: query strings can carry search terms or emails, which stay out of the logs.
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(errorBody([`body - The request body must be at most ${MAX_BODY_BYTES} bytes`]), 400),
    }),
  );

  app.onError((error, c) => {
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

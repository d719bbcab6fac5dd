import type { RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from '../contract/common';
import { badInput } from './routes/openapi';

/** The methods that can carry a request body. */
export const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The one line a body sent to an endpoint that takes none is refused with (issue 26 finding 4). */
export const NO_BODY_LINE = 'body - This request takes no body: send none, or {}';

/** An operation that can carry a body by its method but declares none (POST staff/moves/{id}/transit). */
export function takesNoBody(route: Pick<RouteConfig, 'method' | 'request'>): boolean {
  return BODY_METHODS.has(route.method.toUpperCase()) && route.request?.body === undefined;
}

/** An empty body, or the empty JSON object (what a client sends when it always sends JSON). */
function isNoBody(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === '') return true;
  try {
    const value: unknown = JSON.parse(trimmed);
    return (
      typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0
    );
  } catch {
    return false;
  }
}

/** Refuses any body but none or {} with 400 and NO_BODY_LINE (the body was already size-limited). */
export const refuseBody: MiddlewareHandler = async (c, next) => {
  if (isNoBody(await c.req.text())) return next();
  return c.json(errorBody([NO_BODY_LINE]), 400);
};

/**
 * Issue 26 finding 4: docs/api.md says unknown fields are refused, yet an endpoint without a body ignored
 * whatever it was sent (`{"Amount":1}` to POST staff/moves/{id}/transit answered 200). One rule for every
 * such endpoint, applied where routes are registered (app.ts wraps `app.openapi` with this): a body other
 * than none or `{}` is refused before the route runs, and the operation documents that 400.
 */
export function withNoBodyRule<R extends RouteConfig>(route: R): R {
  if (!takesNoBody(route)) return route;
  const own = route.middleware === undefined ? [] : [route.middleware].flat();
  return { ...route, middleware: [...own, refuseBody], responses: { ...badInput, ...route.responses } };
}

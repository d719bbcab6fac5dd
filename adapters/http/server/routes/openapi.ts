import type { z } from '@hono/zod-openapi';
import { STAFF_ONLY_MESSAGE } from '../../../../domain/accounts/login-rules';
import { ErrorResponse } from '../../contract/common';

/** An OpenAPI JSON response (or request body) of a schema, for createRoute. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The 400 answer every route with input has: 'field - message' lines (§5). */
export const badInput = { 400: json(ErrorResponse, "Bad input: 'field - message' lines") };

/** The 401 of a customer's route: no session cookie, or one of no session. */
export const signInRequired = { 401: json(ErrorResponse, "Not signed in: 'session - Please sign in'") };

/** The 403 of a staff route called by a customer. */
export const staffRoleRequired = {
  403: json(ErrorResponse, `Signed in without a staff role: 'session - ${STAFF_ONLY_MESSAGE}'`),
};

/** The 401 and 403 of a staff route, which the CLI calls with a bearer session token too. */
export const staffOnly = {
  401: json(ErrorResponse, "Not signed in (cookie or Authorization: Bearer): 'session - Please sign in'"),
  ...staffRoleRequired,
};

/**
 * The failures of a route about one of the signed-in customer's moves: bad input, not signed in, 404
 * `notYours` (no such move, or not theirs) and 503 `unavailable` (what the route needs).
 */
export const ownMoveFailures = (notYours: string, unavailable = 'Storage unavailable') => ({
  ...badInput,
  ...signInRequired,
  404: json(ErrorResponse, notYours),
  503: json(ErrorResponse, unavailable),
});

/** The 503 of a route whose only outside need is storage. */
export const storageUnavailable = { 503: json(ErrorResponse, 'Storage unavailable') };

/**
 * The 404 of every endpoint that takes a quote reference: a number that names no quote and a number the
 * caller may not see (not signed in as its owner or staff) answer the same (issue 9 finding 7).
 */
export const NOT_FOUND_OR_NOT_YOURS =
  "'id - No quote matches this reference': no such quote, or a reference number that is not yours (use the link token)";

/** The failures of a route that takes a quote reference: bad input, no such quote or not yours, storage. */
export const quoteFailures = {
  ...badInput,
  404: json(ErrorResponse, NOT_FOUND_OR_NOT_YOURS),
  ...storageUnavailable,
};

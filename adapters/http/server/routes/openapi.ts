import type { z } from '@hono/zod-openapi';
import { ErrorResponse } from '../../contract/common';

/** An OpenAPI JSON response (or request body) of a schema, for createRoute. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The 400 answer every route with input has: 'field - message' lines (§5). */
export const badInput = { 400: json(ErrorResponse, "Bad input: 'field - message' lines") };

/**
 * The 404 of every endpoint that takes a quote reference: a number that names no quote and a number the
 * caller may not see (not signed in as its owner or staff) answer the same (issue 9 finding 7).
 */
export const NOT_FOUND_OR_NOT_YOURS =
  "'id - No quote matches this reference': no such quote, or a reference number that is not yours (use the link token)";

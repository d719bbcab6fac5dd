import type { z } from '@hono/zod-openapi';
import { ErrorResponse } from '../../contract/common';

/** An OpenAPI JSON response (or request body) of a schema, for createRoute. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/** The 400 answer every route with input has: 'field - message' lines (§5). */
export const badInput = { 400: json(ErrorResponse, "Bad input: 'field - message' lines") };

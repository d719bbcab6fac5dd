import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponse, errorBody } from '../../contract/common';
import type { App } from '../app';

const health = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['Operations'],
  summary: 'Readiness: the database answers',
  responses: {
    200: {
      content: {
        'application/json': { schema: z.object({ success: z.literal(true), database: z.literal('ready') }) },
      },
      description: 'Ready',
    },
    503: { content: { 'application/json': { schema: ErrorResponse } }, description: 'Not ready' },
  },
});

export function registerHealthRoutes(app: App, databaseReady: () => Promise<boolean>): void {
  app.openapi(health, async (c) =>
    (await databaseReady())
      ? c.json({ success: true as const, database: 'ready' as const }, 200)
      : c.json(errorBody(['database - not ready']), 503),
  );
}

import { createRoute } from '@hono/zod-openapi';
import type { ReadOutbox } from '../../../../application/notifications/read-outbox';
import { OUTBOX_PATH, OutboxQuery, OutboxResponse, toWireOutbox } from '../../contract/outbox';
import type { App } from '../app';
import { badInput, json, staffOnly, storageUnavailable } from './openapi';
import { refused } from './refused';

const outbox = createRoute({
  method: 'get',
  path: OUTBOX_PATH,
  tags: ['Staff'],
  summary:
    'Issue 14 "Staff view": the outbox, the newest messages of every move (email and SMS) and what became of each, optionally to one recipient (?to= email or phone) or about one move (?ref=): staff only',
  request: { query: OutboxQuery },
  responses: {
    200: json(OutboxResponse, 'The messages, newest first (at most ?limit=, 50 by default)'),
    ...badInput,
    ...staffOnly,
    ...storageUnavailable,
  },
});

/**
 * GET staff/outbox (issue 14). Under /api/staff/, so requireStaff (staff-access.ts) answers 401 or 403
 * before the query is read; the use case checks the role again.
 */
export function registerOutboxRoutes(app: App, readOutbox: ReadOutbox): void {
  app.openapi(outbox, async (c) => {
    const { to, ref, limit } = c.req.valid('query');
    const reference = ref?.trim() ?? '';
    const result = await readOutbox.execute({
      viewer: c.get('viewer'),
      ...(to !== undefined ? { recipient: to } : {}),
      ...(reference !== '' ? { quoteId: Number(reference) } : {}),
      ...(limit !== undefined ? { limit } : {}),
    });
    if (result.isErr()) return refused<401 | 403 | 503>(c, result.error, 'the outbox could not be read');
    return c.json(toWireOutbox(result.value), 200);
  });
}

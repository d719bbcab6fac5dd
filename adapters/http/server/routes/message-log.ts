import { createRoute } from '@hono/zod-openapi';
import type { ViewMessageLog } from '../../../../application/notifications/view-message-log';
import { ErrorResponse } from '../../contract/common';
import { MESSAGE_LOG_PATH, MessageLogResponse, toWireMessageLog } from '../../contract/messages';
import { MoveParams } from '../../contract/reservations';
import type { App } from '../app';
import { badInput, json, signInRequired, storageUnavailable } from './openapi';
import { refused } from './refused';
import { callerAndMove } from './request-parts';

const messageLog = createRoute({
  method: 'get',
  path: MESSAGE_LOG_PATH,
  tags: ['Notifications'],
  summary:
    'Issue 14: what was sent about a booked move, when and by which channel (newest first), with a notice for a channel that fails: owner and staff only',
  request: { params: MoveParams },
  responses: {
    200: json(MessageLogResponse, 'The messages, newest first, and the notices'),
    ...badInput,
    ...signInRequired,
    404: json(
      ErrorResponse,
      "No reservation you may see has this reference: 'id - No reservation matches this reference'",
    ),
    ...storageUnavailable,
  },
});

/** GET moves/{id}/messages (issue 14). */
export function registerMessageLogRoutes(app: App, viewMessageLog: ViewMessageLog): void {
  app.openapi(messageLog, async (c) => {
    const result = await viewMessageLog.execute(callerAndMove(c));
    if (result.isErr()) return refused<401 | 404 | 503>(c, result.error, 'the message log could not be read');
    return c.json(toWireMessageLog(result.value), 200);
  });
}

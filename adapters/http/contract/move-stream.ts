import { z } from '@hono/zod-openapi';

/** Issue 28: the id of an event the stream sent (a change id; 0 before the move's first change). */
const EventId = z
  .string()
  .regex(/^\d{1,15}$/, 'Value must be the id of an event this stream sent')
  .openapi({ example: '42' });

/** GET moves/{id}/stream: where to resume, as the browser sends it when it reconnects by itself. */
export const MoveStreamHeaders = z.object({
  'last-event-id': EventId.optional().openapi({
    description:
      'The id of the last event received: the stream starts with the changes after it (sent by the browser when it reconnects)',
  }),
});

/** The same as a query parameter, for a new connection after the stream was refused (the header wins). */
export const MoveStreamQuery = z.object({
  lastEventId: EventId.optional().openapi({
    description: 'As the Last-Event-ID header, for a new EventSource (which cannot set it)',
  }),
});

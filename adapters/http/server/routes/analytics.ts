import { createRoute } from '@hono/zod-openapi';
import type { RecordAnalyticsEvents } from '../../../../application/analytics/record-events';
import {
  ClearAnalyticsEventsResponse,
  RecordAnalyticsEventsRequest,
  RecordAnalyticsEventsResponse,
} from '../../contract/analytics';
import { ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import type { App } from '../app';
import { visitorIdOf } from '../visitor';
import { badInput, json } from './openapi';

const recordEvents = createRoute({
  method: 'post',
  path: '/api/analytics/events',
  tags: ['Analytics'],
  summary:
    'Records 1 to 50 analytics events (§8 error events, §9 tracking ids 4..10005); all or none are stored',
  request: { body: { ...json(RecordAnalyticsEventsRequest, 'The events'), required: true } },
  responses: {
    200: json(RecordAnalyticsEventsResponse, 'How many events were stored'),
    ...badInput,
    503: json(ErrorResponse, 'Storage is unavailable'),
  },
});

const clearEvents = createRoute({
  method: 'get',
  path: '/api/analytics/clear-events',
  tags: ['Analytics'],
  summary:
    '§7 clear-events: the server keeps no per-visitor analytics queue (events are stored as they arrive), so there is nothing to clear; recorded events are kept. Answers success',
  responses: { 200: json(ClearAnalyticsEventsResponse, 'Nothing to clear') },
});

export function registerAnalyticsRoutes(app: App, useCases: { recordEvents: RecordAnalyticsEvents }): void {
  app.openapi(recordEvents, async (c) => {
    const { events } = c.req.valid('json');
    const stored = await useCases.recordEvents.execute({ events, visitorId: visitorIdOf(c) });
    if (stored.isErr()) {
      const failure = httpFailure(stored.error);
      return c.json(errorBody(failure.lines, failure.reason), failure.status as 400 | 503);
    }
    return c.json({ success: true as const, stored: stored.value }, 200);
  });

  app.openapi(clearEvents, (c) => c.json({ success: true as const }, 200));
}

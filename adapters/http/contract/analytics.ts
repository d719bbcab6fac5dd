import { z } from 'zod';
import {
  ANALYTICS_BATCH_MAX,
  ANALYTICS_DETAIL_KEY_MAX,
  ANALYTICS_DETAIL_MAX_ENTRIES,
  ANALYTICS_DETAIL_VALUE_MAX,
  ANALYTICS_ID_MAX,
  ANALYTICS_ID_MIN,
  ANALYTICS_NAME_MAX,
  ANALYTICS_PAGE_MAX,
  ANALYTICS_REFERENCE_MAX,
} from '../../../domain/analytics/events';
import { REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import { Text } from './common';

/** One analytics event (§8 error events, §9 tracking ids 4..10005); the domain checks it again. */
export const AnalyticsEventBody = z
  .object({
    id: z.number().int().min(ANALYTICS_ID_MIN).max(ANALYTICS_ID_MAX),
    name: Text(ANALYTICS_NAME_MAX).pipe(z.string().min(1, REQUIRED_MESSAGE)),
    /** §5 reference numbers are digits only; '' before there is a quote. */
    quoteReference: z
      .string()
      .max(ANALYTICS_REFERENCE_MAX)
      .regex(/^[0-9]*$/, 'Value must be digits only'),
    page: Text(ANALYTICS_PAGE_MAX),
    detail: z
      .record(Text(ANALYTICS_DETAIL_KEY_MAX), Text(ANALYTICS_DETAIL_VALUE_MAX))
      .refine((d) => Object.keys(d).length <= ANALYTICS_DETAIL_MAX_ENTRIES, {
        message: `At most ${ANALYTICS_DETAIL_MAX_ENTRIES} items are allowed`,
      })
      .optional(),
  })
  .strict();
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBody>;

/** POST /api/analytics/events: up to 50 events per call. */
export const RecordAnalyticsEventsRequest = z
  .object({ events: z.array(AnalyticsEventBody).min(1).max(ANALYTICS_BATCH_MAX) })
  .strict();
export type RecordAnalyticsEventsRequest = z.input<typeof RecordAnalyticsEventsRequest>;

export const RecordAnalyticsEventsResponse = z.object({
  success: z.literal(true),
  /** How many events were stored (all of the request's, or the request is refused). */
  stored: z.number().int().min(0),
});
export type RecordAnalyticsEventsResponse = z.infer<typeof RecordAnalyticsEventsResponse>;

/** §7 GET /api/analytics/clear-events: only success. */
export const ClearAnalyticsEventsResponse = z.object({ success: z.literal(true) });

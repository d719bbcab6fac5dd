import { RecordAnalyticsEvents } from '../../../../application/analytics/record-events';
import { AnalyticsSink } from '../../../../application/ports/analytics-sink';
import { PgAnalyticsSink } from '../../../persistence/pg-analytics-sink';
import { registerAnalyticsRoutes } from '../routes/analytics';
import type { EndpointGroup } from './group';

/**
 * Analytics events (§8, §9): POST /api/analytics/events into the analytics_events table (the default
 * AnalyticsSink; §7's web-analytics client, marketing tracker and session-replay tool are not wired),
 * and §7 GET /api/analytics/clear-events.
 */
export const analyticsGroup: EndpointGroup = {
  name: 'analytics',
  bind(container, parts) {
    container.bind<AnalyticsSink>(AnalyticsSink).toConstantValue(new PgAnalyticsSink(parts.database.db));
  },
  routes(app, container) {
    registerAnalyticsRoutes(app, { recordEvents: container.get(RecordAnalyticsEvents) });
  },
};

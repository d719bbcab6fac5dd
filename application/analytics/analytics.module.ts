import { ContainerModule } from 'inversify';
import { AnalyticsSink } from '../ports/analytics-sink';
import { Clock } from '../ports/clock';
import { RecordAnalyticsEvents } from './record-events';

/** Analytics events (§8, §9). */
export const analyticsModule = new ContainerModule((options) => {
  options
    .bind(RecordAnalyticsEvents)
    .toResolvedValue(
      (sink: AnalyticsSink, clock: Clock) => new RecordAnalyticsEvents(sink, clock),
      [AnalyticsSink, Clock],
    )
    .inSingletonScope();
});

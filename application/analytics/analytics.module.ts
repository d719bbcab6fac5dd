import { bindingModule } from '../bind-use-case';
import { AnalyticsSink } from '../ports/analytics-sink';
import { Clock } from '../ports/clock';
import { RecordAnalyticsEvents } from './record-events';

/** Analytics events (§8, §9). */
export const analyticsModule = bindingModule((bind) => {
  bind(RecordAnalyticsEvents, { sink: AnalyticsSink, clock: Clock });
});

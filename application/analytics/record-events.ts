import { errAsync, type ResultAsync } from 'neverthrow';
import { type AnalyticsEvent, validateAnalyticsEvent } from '../../domain/analytics/events';
import { type ValidationFailure, validationFailed } from '../../domain/validation/field-messages';
import type { AnalyticsSink } from '../ports/analytics-sink';
import type { Clock } from '../ports/clock';
import type { RepositoryError } from '../ports/quote-repository';
import { UseCase } from '../use-case';

export interface RecordEventsInput {
  events: readonly AnalyticsEvent[];
  visitorId: string | null;
}

/**
 * Records a batch of analytics events (§8 error events, §9 tracking ids): every event must pass the
 * domain's rules, else nothing is stored and the failures name the event by its index ('events.2.id').
 */
export class RecordAnalyticsEvents extends UseCase<{ sink: AnalyticsSink; clock: Clock }> {
  execute(input: RecordEventsInput): ResultAsync<number, ValidationFailure | RepositoryError> {
    const problems = input.events.flatMap((event, i) =>
      validateAnalyticsEvent(event).match(
        () => [],
        (errors) => errors.map((e) => ({ field: `events.${i}.${e.field}`, message: e.message })),
      ),
    );
    if (problems.length > 0) return errAsync(validationFailed(problems));
    const receivedAt = this.deps.clock.now();
    return this.deps.sink.record(
      input.events.map((event) => ({ ...event, visitorId: input.visitorId, receivedAt })),
    );
  }
}

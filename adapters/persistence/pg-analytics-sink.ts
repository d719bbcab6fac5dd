import { ResultAsync } from 'neverthrow';
import type { AnalyticsSink, RecordedAnalyticsEvent } from '../../application/ports/analytics-sink';
import type { RepositoryError } from '../../application/ports/quote-repository';
import { messageOf } from './error-message';
import { PgStore } from './pg-store';

/** Analytics events in the `analytics_events` table (migration 0005): one insert per batch, all or none. */
export class PgAnalyticsSink extends PgStore implements AnalyticsSink {
  record(events: readonly RecordedAnalyticsEvent[]): ResultAsync<number, RepositoryError> {
    if (events.length === 0) return ResultAsync.fromSafePromise(Promise.resolve(0));
    return ResultAsync.fromPromise(
      Promise.resolve().then(async () => {
        await this.db
          .insertInto('analytics_events')
          .values(
            events.map((event) => ({
              event_id: event.id,
              name: event.name,
              quote_reference: event.quoteReference,
              page: event.page,
              detail: event.detail === undefined ? null : JSON.stringify(event.detail),
              visitor_id: event.visitorId,
              received_at: event.receivedAt,
            })),
          )
          .execute();
        return events.length;
      }),
      (error): RepositoryError => ({ kind: 'StorageUnavailable', message: messageOf(error) }),
    );
  }
}

import type { ResultAsync } from 'neverthrow';
import type { AnalyticsEvent } from '../../domain/analytics/events';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** An analytics event as it is kept: who sent it (the visitor cookie's id) and when (the Clock). */
export interface RecordedAnalyticsEvent extends AnalyticsEvent {
  visitorId: string | null;
  /** ISO-8601 time it was received. */
  receivedAt: string;
}

/**
 * Where analytics events (§8 error events, §9 tracking ids) go. §7 names a web-analytics client, a
 * marketing-automation tracker and a session-replay tool; the default adapter keeps them in our database.
 */
export interface AnalyticsSink {
  /** Stores every event, all or none; answers how many were stored. */
  record(events: readonly RecordedAnalyticsEvent[]): ResultAsync<number, RepositoryError>;
}
export const AnalyticsSink: Token<AnalyticsSink> = Symbol('AnalyticsSink');

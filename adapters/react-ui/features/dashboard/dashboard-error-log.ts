import { useCallback } from 'react';
import { AnalyticsLogEvent } from '../../../../domain/analytics/log-events';
import { dashboardErrorFrom } from '../../../../domain/reservation/dashboard-errors';
import { DashboardError } from '../../../../domain/reservation/enums';
import type { ApiFailure } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';

/**
 * §8 the dashboard error of a refused call: "read from the first Messages entry, else the first ModelErrors
 * type, else Unknown". A refusal without them (a §5 bad-input answer) reads its reason as the first entry;
 * no answer at all (the network, the server down) is Unknown.
 */
export function dashboardErrorOf(failure: ApiFailure): DashboardError {
  if (failure.kind !== 'Refused') return DashboardError.Unknown;
  return dashboardErrorFrom(
    failure.messages !== undefined || failure.modelErrors !== undefined
      ? { Messages: failure.messages, ModelErrors: failure.modelErrors }
      : { Messages: failure.reason ? [failure.reason] : [] },
  );
}

/** What the dashboard was doing when it failed (the event's `step`). */
export type DashboardStep =
  | 'load'
  | 'preview'
  | 'confirm'
  | 'cancel'
  | 'pickup-request'
  | 'delivery-appointment';

/**
 * §8 "Dashboard errors ... logged to analytics": one `dashboard_error` event per failure of a dashboard
 * page (loading the move, changing it, cancelling it, requesting pickup, booking delivery), with its §8
 * error, the step and the server's reason. The same event everywhere, so one report counts them all.
 */
export function useDashboardErrorLog() {
  const analytics = useAnalytics();
  return useCallback(
    (quoteId: number | null, step: DashboardStep, failure: ApiFailure | DashboardError) => {
      const error = typeof failure === 'string' ? failure : dashboardErrorOf(failure);
      const reason =
        typeof failure === 'string' ? '' : failure.kind === 'Refused' ? (failure.reason ?? '') : failure.kind;
      analytics.track({
        ...AnalyticsLogEvent.dashboardError,
        quoteReference: quoteId === null ? '' : String(quoteId),
        error,
        step,
        reason,
      });
    },
    [analytics],
  );
}

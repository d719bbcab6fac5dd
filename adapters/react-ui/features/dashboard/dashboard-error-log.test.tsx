// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AnalyticsLogEvent } from '../../../../domain/analytics/log-events';
import type { ApiFailure } from '../../../http/client/relomove-api';
import { AnalyticsProvider, InMemoryAnalytics } from '../../app/analytics';
import { dashboardErrorOf, useDashboardErrorLog } from './dashboard-error-log';

const refused = (parts: Partial<Extract<ApiFailure, { kind: 'Refused' }>>): ApiFailure => ({
  kind: 'Refused',
  status: 409,
  errors: [],
  ...parts,
});

describe('§8 dashboard errors, read and logged to analytics (issue 13)', () => {
  it('reads the first Messages entry, else the first ModelErrors type, else Unknown; no answer is Unknown', () => {
    expect(dashboardErrorOf(refused({ messages: ['WrongRevisionError (MyMove)'], modelErrors: [] }))).toBe(
      'WrongRevision',
    );
    expect(
      dashboardErrorOf(refused({ messages: [], modelErrors: [{ type: 'SpotDateIsPast', message: '' }] })),
    ).toBe('SpotDateIsPast');
    expect(dashboardErrorOf(refused({ messages: ['Something else'], modelErrors: [] }))).toBe('Unknown');
    expect(dashboardErrorOf(refused({ modelErrors: [{ type: 'SpotDateIsPast', message: '' }] }))).toBe(
      'SpotDateIsPast',
    );
    expect(dashboardErrorOf(refused({ reason: 'QuoteCannotBeEdited' }))).toBe('EditNotAllowed');
    expect(dashboardErrorOf(refused({}))).toBe('Unknown');
    expect(dashboardErrorOf({ kind: 'Unavailable', message: 'offline' })).toBe('Unknown');
  });

  it('logs one dashboard_error event with the error, the step and the reason, for a refusal and for an error of its own', () => {
    const analytics = new InMemoryAnalytics();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AnalyticsProvider analytics={analytics}>{children}</AnalyticsProvider>
    );
    const { result } = renderHook(() => useDashboardErrorLog(), { wrapper });
    result.current(1000123, 'cancel', refused({ reason: 'WrongRevisionError (MyMove)' }));
    result.current(1000123, 'load', 'QuoteIsIncomplete');
    result.current(null, 'pickup-request', { kind: 'Unavailable', message: 'offline' });
    expect(analytics.events).toEqual([
      {
        ...AnalyticsLogEvent.dashboardError,
        quoteReference: '1000123',
        error: 'WrongRevision',
        step: 'cancel',
        reason: 'WrongRevisionError (MyMove)',
      },
      {
        ...AnalyticsLogEvent.dashboardError,
        quoteReference: '1000123',
        error: 'QuoteIsIncomplete',
        step: 'load',
        reason: '',
      },
      {
        ...AnalyticsLogEvent.dashboardError,
        quoteReference: '',
        error: 'Unknown',
        step: 'pickup-request',
        reason: 'Unavailable',
      },
    ]);
  });
});

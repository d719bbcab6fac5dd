// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '../test-support/render-app';
import { AnalyticsProvider, InMemoryAnalytics } from './analytics';
import { logPreloadErrors, PRELOAD_ERROR_EVENT, QuietLazy } from './chunk-errors';
import { Layout, RouteError } from './layout';

afterEach(cleanup);

const signedOut = () =>
  vi.fn(async () => ({
    ok: false as const,
    error: { kind: 'Refused' as const, status: 401, errors: ['session - Please sign in'] },
  }));

/** Fires the event as Vite's preloader does: cancelable, with the failure as its payload. */
function firePreloadError(target: EventTarget, error: Error): Event {
  const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), { payload: error });
  target.dispatchEvent(event);
  return event;
}

describe('failed chunk loads (§8)', () => {
  it('a failed chunk load fires a preload-error event that is logged and left to be rethrown', () => {
    const analytics = new InMemoryAnalytics();
    const target = new EventTarget();
    const stop = logPreloadErrors(target, analytics);
    const event = firePreloadError(
      target,
      new Error('Failed to fetch dynamically imported module: /assets/x.js'),
    );
    expect(analytics.events).toEqual([
      {
        id: 9060,
        name: 'preload_error',
        quoteReference: '',
        message: 'Failed to fetch dynamically imported module: /assets/x.js',
      },
    ]);
    // Not prevented: Vite's preloader rethrows the failure to the importer (§8 "are rethrown").
    expect(event.defaultPrevented).toBe(false);
    stop();
    firePreloadError(target, new Error('again'));
    expect(analytics.events).toHaveLength(1);
  });

  it('a failed lazy part of a page logs and shows nothing; the rest of the page stays (§8 failed lazy screens)', async () => {
    const analytics = new InMemoryAnalytics();
    const Broken = lazy(() => Promise.reject(new Error('chunk gone')));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AnalyticsProvider analytics={analytics}>
        <p>Rest of the page</p>
        <QuietLazy part="quote-banner">
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </QuietLazy>
      </AnalyticsProvider>,
    );
    await waitFor(() => expect(analytics.events).toHaveLength(1));
    expect(analytics.events[0]).toEqual({
      id: 9061,
      name: 'lazy_screen_error',
      quoteReference: '',
      part: 'quote-banner',
      message: 'chunk gone',
    });
    expect(screen.getByText('Rest of the page')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('a screen whose chunk fails is logged and offers a way forward (our choice over a blank page, §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes = [
      {
        element: <Layout />,
        errorElement: <RouteError />,
        children: [{ path: '/broken', lazy: () => Promise.reject(new Error('chunk gone')) }],
      },
    ];
    const { analytics } = renderApp('/broken', fakeApi({ me: signedOut() }), undefined, routes);
    expect(await screen.findByRole('heading', { name: 'This page did not load' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'new quote' }).getAttribute('href')).toBe('/moving-quote');
    await waitFor(() =>
      expect(analytics.events).toContainEqual(
        expect.objectContaining({ name: 'lazy_screen_error', part: 'screen', message: 'chunk gone' }),
      ),
    );
    vi.restoreAllMocks();
  });
});

import { Component, type ReactNode } from 'react';
import { AnalyticsLogEvent } from '../../../domain/analytics/log-events';
import { type Analytics, useAnalytics } from './analytics';

/** The event Vite's module preloader fires on `window` when a chunk (or its CSS) fails to load. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * §8 "Failed chunk loads fire a preload-error event and are rethrown": each `vite:preloadError` is logged
 * to analytics. The event is left as it is (not `preventDefault`ed), so Vite rethrows the failure to the
 * code that imported the chunk, which handles it (a route's error page, a quiet lazy part, a retry).
 * Returns the function that stops listening.
 */
export function logPreloadErrors(target: EventTarget, analytics: Analytics): () => void {
  const onPreloadError = (event: Event) => {
    analytics.track({
      ...AnalyticsLogEvent.preloadError,
      quoteReference: '',
      message: messageOf((event as Event & { payload?: unknown }).payload),
    });
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  return () => target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
}

/** §8 a failed lazy part of a screen, as logged. */
export function lazyScreenErrorEvent(part: string, error: unknown) {
  return { ...AnalyticsLogEvent.lazyScreenError, quoteReference: '', part, message: messageOf(error) };
}

class QuietBoundary extends Component<
  { children: ReactNode; onError: (error: unknown) => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * §8 "failed lazy screens log and show nothing", for the lazily loaded parts of every page (the quote
 * banner, the account links): when one fails (its chunk did not load, or it threw) it is logged and
 * shows nothing, and the rest of the page goes on. Whole screens show a way forward instead (RouteError).
 */
export function QuietLazy({ part, children }: { part: string; children: ReactNode }) {
  const analytics = useAnalytics();
  return (
    <QuietBoundary onError={(error) => analytics.track(lazyScreenErrorEvent(part, error))}>
      {children}
    </QuietBoundary>
  );
}

import { createContext, type ReactNode, useContext } from 'react';

/**
 * §2 analytics events (e.g. the eyebrow's menu clicks), §8 error events and §9 tracking ids. §7 sends
 * them to a web-analytics client, a marketing-automation tracker and a session-replay tool; none of
 * those is wired. This is the port the screens call: an event is a name (domain/analytics/events.ts
 * catalogue) or an explicit §9 `id`, a `quoteReference`, and flat fields that become its detail.
 * The default adapter is ServerAnalytics (./server-analytics.ts, wired in main.tsx): it records them
 * on our server (POST /api/analytics/events).
 */
export interface AnalyticsEvent {
  name: string;
  [field: string]: string | number | boolean | null;
}

export interface Analytics {
  track(event: AnalyticsEvent): void;
}

/**
 * The adapter for tests (and the fallback without a provider): it SENDS NOTHING. It keeps the events in memory, in order, so tests (and a
 * curious developer in the console) can read what would have been sent.
 */
export class InMemoryAnalytics implements Analytics {
  private readonly recorded: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.recorded.push({ ...event });
  }

  /** Every event tracked so far, oldest first. */
  get events(): readonly AnalyticsEvent[] {
    return this.recorded;
  }
}

/** Used when no provider is given (tests; main.tsx provides ServerAnalytics). */
const fallback = new InMemoryAnalytics();
const AnalyticsContext = createContext<Analytics>(fallback);

export function AnalyticsProvider({ analytics, children }: { analytics: Analytics; children: ReactNode }) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

/** The Analytics of the nearest AnalyticsProvider, else an in-memory recorder that sends nothing. */
export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}

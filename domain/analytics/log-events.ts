/**
 * §8 "Failed city search is logged as a null result; invalid-city events are logged. Failed chunk loads fire
 * a preload-error event and are rethrown; failed lazy screens log and show nothing." The events these are
 * logged as, and the dashboard's errors (§8 "logged to analytics"), with the ids we gave them inside the §9 error range 9000-9253 (their ids are not shown). On
 * their own so that the landing page, which logs the first two, loads no more of the analytics rules.
 */
export const AnalyticsLogEvent = {
  /** §8 a city search that failed, logged as a null result (`results: 'null'`). */
  citySearchNullResult: { id: 9050, name: 'city_search_null_result' },
  /** §5, §8 the server's invalid-city reason (both, origin, destination). */
  invalidCity: { id: 9051, name: 'invalid_city' },
  /** §8 a chunk that failed to load (Vite's `vite:preloadError`); the failure is rethrown. */
  preloadError: { id: 9060, name: 'preload_error' },
  /** §8 a lazily loaded screen or part of one that failed. */
  lazyScreenError: { id: 9061, name: 'lazy_screen_error' },
  /**
   * §8 "Dashboard errors ... logged to analytics" (issue 13): a refused change of a booked move, with its
   * §8 dashboard error (WrongRevision, EditNotAllowed, SpotDateIsPast, QuoteIsIncomplete, Unknown).
   */
  dashboardError: { id: 9070, name: 'dashboard_error' },
} as const satisfies Record<string, { id: number; name: string }>;

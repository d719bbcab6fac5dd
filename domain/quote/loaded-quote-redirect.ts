/** §4 "Loaded quote redirects": where a freshly loaded quote sends the visitor. */
import { isQuoteCompleted, type QuoteStateInput } from './quote-state';
import { isOnRoute, Route, type StaticRoute } from './routes';

/** The parts of a loaded quote that decide the redirect (a full `Quote` fits). */
export type LoadedQuote = Pick<QuoteStateInput, 'IsCompleted' | 'Details'>;

/**
 * §4: a reserved quote (and not on /dashboard) goes to /dashboard; a quote not completed (and not
 * on /manual-quote) goes to /manual-quote; otherwise no redirect (null).
 *
 * Precedence: reserved wins. A reserved quote is completed in practice; if one arrives flagged
 * incomplete, the dashboard is still its home (it reports 'quote is incomplete' itself, §4
 * Dashboard), so a reserved quote is never bounced to /manual-quote, even from /dashboard.
 * "On a route" includes its sub-paths ('/dashboard/move-schedule/' is on /dashboard).
 */
export function redirectForLoadedQuote(quote: LoadedQuote, currentPath: string): StaticRoute | null {
  if (quote.Details.Reserved) {
    return isOnRoute(currentPath, Route.dashboard) ? null : Route.dashboard;
  }
  if (!isQuoteCompleted(quote)) {
    return isOnRoute(currentPath, Route.manualQuote) ? null : Route.manualQuote;
  }
  return null;
}

import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { QuoteStatus } from './enums';
import { Route, type StaticRoute } from './routes';
import type { Quote } from './types';

/**
 * The link in a quote email (§7 GET expire/{qid}/{ts}, "not shown": our design, docs/decisions.md).
 * The email links to the quote view with the quote's QuoteIdEncrypted and the email's send time; the
 * page asks the server whether the link is still good before showing the quote.
 */

/** A quote email's link is good for this many days after the email was sent. */
export const QUOTE_LINK_LIFETIME_DAYS = 30;
export const QUOTE_LINK_LIFETIME_MS = QUOTE_LINK_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** A send time later than now by more than this is not one of our links (clocks may differ a little). */
export const QUOTE_LINK_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** The statuses under which a quote can still be used from an email: open, or waiting for our review. */
export const LINKABLE_STATUSES: readonly QuoteStatus[] = [QuoteStatus.Open, QuoteStatus.UnderReview];

export interface QuoteLinkFacts {
  /** The email's send time (epoch milliseconds), from the link. */
  sentAtMs: number;
  nowMs: number;
  today: IsoDate;
  /** The quote the link names, or null when the token names none (tampered, foreign, deleted). */
  quote: Pick<Quote, 'IsDeleted' | 'QuoteStatus' | 'Details'> | null;
}

/** True when a send time lies in the future beyond the allowed clock skew (a forged or broken link). */
export function isFutureSendTime(sentAtMs: number, nowMs: number): boolean {
  return sentAtMs > nowMs + QUOTE_LINK_CLOCK_SKEW_MS;
}

/**
 * Expired unless all hold: the quote exists and is not deleted; at most 30 days have passed since the
 * email was sent (exactly 30 days is still good); the move date is today or later; the status is Open
 * or UnderReview.
 */
export function isQuoteLinkExpired(facts: QuoteLinkFacts): boolean {
  const { quote } = facts;
  if (quote === null || quote.IsDeleted) return true;
  if (facts.nowMs - facts.sentAtMs > QUOTE_LINK_LIFETIME_MS) return true;
  if (compareIsoDates(quote.Details.MoveDate, facts.today) < 0) return true;
  return !LINKABLE_STATUSES.includes(quote.QuoteStatus);
}

/** §2: a good link opens the quote view; an expired or invalid quote id goes to the quote form. */
export function quoteLinkRoute(expired: boolean): StaticRoute {
  return expired ? Route.movingQuote : Route.quoteView;
}

/** The link a quote email carries: the quote view with the token and the send time (`qId`, `ts`). */
export function quoteEmailLink(siteUrl: string, token: string, sentAtMs: number): string {
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${Route.quoteView}?qId=${encodeURIComponent(token)}&ts=${sentAtMs}`;
}

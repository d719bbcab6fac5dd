import { Link } from 'react-router';
import { QuoteBannerState } from '../../../../domain/quote/quote-state';
import { Route } from '../../../../domain/quote/routes';
import { landingGreeting } from '../../../../domain/reservation/move-messages';
import type { StoredQuote } from '../../app/quote-storage';
import { useQuoteBanner } from '../quote-banner/use-quote-banner';

/**
 * The returning visitor's link on '/' (issue 27): a booked move is greeted as a move, on its dashboard,
 * never as "View your quote". It reads the quote's state through the query client, so the landing page
 * loads it lazily, after the first paint (issue 4's landing budget; landing-page.tsx).
 */
export function ReturningGreeting({ stored }: { stored: StoredQuote }) {
  const banner = useQuoteBanner();
  const reserved = banner.state === QuoteBannerState.Reserved;
  const greeting = landingGreeting(String(stored.QuoteId), {
    reserved,
    stage: reserved ? banner.stage : null,
  });
  return (
    <p className="returning">
      Welcome back.{' '}
      <Link
        to={
          greeting.to === 'dashboard'
            ? Route.dashboard
            : `${Route.quoteView}?qId=${encodeURIComponent(stored.QuoteIdEncrypted)}`
        }
      >
        {greeting.text}
      </Link>
    </p>
  );
}

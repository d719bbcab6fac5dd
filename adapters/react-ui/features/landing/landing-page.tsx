import { useState } from 'react';
import { Link } from 'react-router';
import { QuoteBannerState } from '../../../../domain/quote/quote-state';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { Route } from '../../../../domain/quote/routes';
import { landingGreeting } from '../../../../domain/reservation/move-messages';
import { readStoredQuote } from '../../app/quote-storage';
import { useQuoteBanner } from '../quote-banner/use-quote-banner';
import { QuoteForm } from '../quote-form/quote-form';

/** '/': the §1 default banner with the short quote form (§2), and the returning visitor's last quote. */
export function LandingPage() {
  const [stored] = useState(readStoredQuote);
  // Issue 27: a booked move is greeted as a move, on its dashboard, never as "View your quote".
  const banner = useQuoteBanner();
  const reserved = banner.state === QuoteBannerState.Reserved;
  const greeting = stored
    ? landingGreeting(String(stored.QuoteId), { reserved, stage: reserved ? banner.stage : null })
    : null;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{BannerText.landingTitle}</h1>
          <p className="hero-subtitle">{BannerText.landingSubtitle}</p>
          {stored && greeting ? (
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
          ) : null}
          <div className="card">
            <QuoteForm layout="horizontal" />
          </div>
        </div>
      </section>
      <section className="container benefits" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="steps">
          <li>
            <strong>Tell us where and when.</strong> Enter where you are moving from and to, and roughly when.
          </li>
          <li>
            <strong>Compare a trailer and ReloCubes.</strong> See both prices side by side, with transit
            times.
          </li>
          <li>
            <strong>Reserve when you are ready.</strong> Nothing is charged until we're in transit with your
            loaded container.
          </li>
        </ol>
      </section>
    </>
  );
}

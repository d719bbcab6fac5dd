import { lazy, Suspense, useState } from 'react';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { QuietLazy } from '../../app/chunk-errors';
import { WithQueryClient } from '../../app/query-scope';
import { readStoredQuote } from '../../app/quote-storage';
import { QuoteForm } from '../quote-form/quote-form';

const ReturningGreeting = lazy(() =>
  import('./returning-greeting').then((m) => ({ default: m.ReturningGreeting })),
);

/** '/': the §1 default banner with the short quote form (§2), and the returning visitor's last quote. */
export function LandingPage() {
  const [stored] = useState(readStoredQuote);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{BannerText.landingTitle}</h1>
          <p className="hero-subtitle">{BannerText.landingSubtitle}</p>
          {stored ? (
            <QuietLazy part="returning-greeting">
              {/* The line's space is kept while the quote's state loads: nothing moves (issue 28). */}
              <Suspense
                fallback={
                  <p className="returning" aria-hidden="true">
                    &nbsp;
                  </p>
                }
              >
                <WithQueryClient>
                  <ReturningGreeting stored={stored} />
                </WithQueryClient>
              </Suspense>
            </QuietLazy>
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

import { pageTitle } from '../../../domain/quote/screens';
import './layout.css';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigationType, useRouteError } from 'react-router';
import { Route, SERVICE_CENTERS_PATH } from '../../../domain/quote/routes';
import { Eyebrow } from '../features/eyebrow/eyebrow';
import { useAnalytics } from './analytics';
import { lazyScreenErrorEvent, QuietLazy } from './chunk-errors';
import { PhoneLink } from './phone-link';
import { WithQueryClient } from './query-scope';
import { useReferrerArrival } from './referrer-arrival';
import { RouteNotice } from './route-notice';

/**
 * §2 quote banner: its own chunk (it loads the stored quote through TanStack Query), so it does not count
 * against the landing page's JavaScript budget (issue 4); it shows nothing until it has a quote anyway.
 */
const QuoteBanner = lazy(() =>
  import('../features/quote-banner/quote-banner').then((m) => ({ default: m.QuoteBanner })),
);

function Header() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          Relomove
        </Link>
        <Eyebrow />
      </div>
    </header>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <p>
          Questions? Call <PhoneLink /> or read the <Link to={Route.faq}>FAQ</Link>.
        </p>
        <p>
          <Link to={SERVICE_CENTERS_PATH}>Find a service center</Link>
        </p>
      </div>
    </footer>
  );
}

/** While a lazily loaded screen arrives. */
export function PageLoading() {
  return (
    <p className="container page-loading" role="status">
      Loading…
    </p>
  );
}

/**
 * Every screen: skip link, header (with the §2 eyebrow), the §2 quote banner, the routed screen, footer.
 * The shell is a flex column so the banner can move below the content at mobile width (quote-banner.css).
 */
export function Layout() {
  usePageTitle();
  useReferrerArrival();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <QuietLazy part="quote-banner">
        <Suspense fallback={null}>
          <WithQueryClient>
            <QuoteBanner />
          </WithQueryClient>
        </Suspense>
      </QuietLazy>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <RouteNotice />
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/**
 * §8 "Failed chunk loads ... are rethrown; failed lazy screens log and show nothing": a screen that failed
 * (its chunk did not load, or it threw) is logged to analytics, and shows a way forward instead of a
 * blank page (docs/decisions.md). Lazy parts of a page log and show nothing (QuietLazy).
 */
export function RouteError() {
  const error = useRouteError();
  const analytics = useAnalytics();
  useEffect(() => {
    console.error(error);
    analytics.track(lazyScreenErrorEvent('screen', error));
  }, [analytics, error]);
  return (
    <>
      <Header />
      <main id="main" className="container page">
        <h1>This page did not load</h1>
        <p>
          Please <a href={typeof window === 'undefined' ? '/' : window.location.href}>try again</a>, start a{' '}
          <a href={Route.movingQuote}>new quote</a>, or call us at <PhoneLink />.
        </p>
      </main>
    </>
  );
}

/**
 * Issue 10: each page's own <title>, from the one screen list (domain/quote/screens.ts). A page that a link or a
 * finished form opens starts at its top, as a full page load does (the dashboard after Book my move opened
 * where the payment page had been scrolled to); Back and Forward (POP) and a link to a #part keep their place.
 */
function usePageTitle() {
  const { pathname, hash } = useLocation();
  const how = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only arriving at another path moves the page; a new query or #part on the same page (a saved quote, a replaced search) keeps its place.
  useEffect(() => {
    document.title = pageTitle(pathname);
    if (how !== 'POP' && !hash) scrollTo(0, 0);
  }, [pathname]);
}

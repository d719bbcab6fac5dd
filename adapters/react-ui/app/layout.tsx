import './layout.css';
import { lazy, Suspense } from 'react';
import { Link, Outlet, useRouteError } from 'react-router';
import { Route } from '../../../domain/quote/routes';
import { Eyebrow } from '../features/eyebrow/eyebrow';
import { WithQueryClient } from './query-scope';
import { RouteNotice } from './route-notice';
import { DEFAULT_PHONE, telHref } from './site';

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
          Questions? Call <a href={telHref(DEFAULT_PHONE)}>{DEFAULT_PHONE}</a> or read the{' '}
          <Link to={Route.faq}>FAQ</Link>.
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
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Suspense fallback={null}>
        <WithQueryClient>
          <QuoteBanner />
        </WithQueryClient>
      </Suspense>
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
 * §8 "Failed chunk loads ... are rethrown; failed lazy screens log and show nothing": we log, and show
 * a way forward instead of a blank page.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <>
      <Header />
      <main id="main" className="container page">
        <h1>This page did not load</h1>
        <p>
          Please <a href={typeof window === 'undefined' ? '/' : window.location.href}>try again</a>, start a{' '}
          <a href={Route.movingQuote}>new quote</a>, or call us at{' '}
          <a href={telHref(DEFAULT_PHONE)}>{DEFAULT_PHONE}</a>.
        </p>
      </main>
    </>
  );
}

import { Suspense } from 'react';
import { Link, Outlet, useRouteError } from 'react-router';
import { Route } from '../../../domain/quote/routes';
import { DEFAULT_PHONE, telHref } from './site';

function Header() {
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="brand">
          Relomove
        </Link>
        <nav aria-label="Help and contact">
          <ul className="nav-list">
            <li>
              <Link to={Route.faq}>Help</Link>
            </li>
            <li>
              <a href={telHref(DEFAULT_PHONE)}>{DEFAULT_PHONE}</a>
            </li>
          </ul>
        </nav>
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

/** Every screen: skip link, header, the routed screen, footer. */
export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </>
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

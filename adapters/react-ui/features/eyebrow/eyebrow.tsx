import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { EYEBROW_SEARCH_HREF, EyebrowText } from '../../../../domain/accounts/eyebrow-texts';
import { Route } from '../../../../domain/quote/routes';
import { QuietLazy } from '../../app/chunk-errors';
import { WithQueryClient } from '../../app/query-scope';

/**
 * Login or My Account needs the session (GET contacts/me through TanStack Query): its own chunk, loaded
 * after the first paint, so it does not count against the landing page's JavaScript budget (issue 4).
 */
const AccountLinks = lazy(() => import('./account-links').then((m) => ({ default: m.AccountLinks })));

/**
 * §2 "Top navigation (eyebrow)": a hidden search link (visually hidden until focused, so keyboard and
 * screen-reader users reach it), Help, and Login or the My Account menu.
 */
export function Eyebrow() {
  return (
    <nav aria-label="Account and help" className="eyebrow">
      <ul className="nav-list">
        <li className="eyebrow-search">
          <Link to={EYEBROW_SEARCH_HREF} className="visually-hidden-focusable">
            {EyebrowText.search}
          </Link>
        </li>
        <li>
          <Link to={Route.faq}>{EyebrowText.help}</Link>
        </li>
        {/* Its place is kept while the session is read (layout.css .eyebrow-account, issue 28). */}
        <li className="eyebrow-account">
          <QuietLazy part="account-links">
            <Suspense fallback={null}>
              <WithQueryClient>
                <AccountLinks />
              </WithQueryClient>
            </Suspense>
          </QuietLazy>
        </li>
      </ul>
    </nav>
  );
}

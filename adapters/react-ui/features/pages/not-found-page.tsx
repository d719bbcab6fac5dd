import { Link, useLocation } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/**
 * Any path that is no screen (the server answers it with HTTP 404, issue 10): says what happened, shows the
 * address that was asked for, and offers the ways on: a quote, help, the home page, a call.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <InfoPage title="Page not found">
      <p>
        There is no page at <code className="not-found-path">{pathname}</code>. The link may be old, or the
        address may have a typo.
      </p>
      <p>
        <NewQuoteLink>Get a moving quote</NewQuoteLink>
      </p>
      <ul className="not-found-links">
        <li>
          Already have a quote? Open the link in your quote email, or <Link to={Route.login}>sign in</Link>.
        </li>
        <li>
          Questions? See <Link to={Route.faq}>Help and FAQ</Link>.
        </li>
        <li>
          Go to the <Link to="/">home page</Link>, or call us at <PhoneLink />.
        </li>
      </ul>
    </InfoPage>
  );
}

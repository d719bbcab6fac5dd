import { Link } from 'react-router';
import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/** Any path that is not a §2 route. */
export function NotFoundPage() {
  return (
    <InfoPage title="Page not found">
      <p>There is no page at this address.</p>
      <p>
        <NewQuoteLink>Get a moving quote</NewQuoteLink>
      </p>
      <p>
        Go to the <Link to="/">home page</Link>, or call us at <PhoneLink />.
      </p>
    </InfoPage>
  );
}

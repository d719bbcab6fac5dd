import { Link } from 'react-router';
import { BannerText } from '../../../../domain/quote/quote-state';
import { Route } from '../../../../domain/quote/routes';
import { digitsOnly } from '../../../../domain/validation/digits';
import { readStoredQuote } from '../../app/quote-storage';
import { InfoPage, PhoneLink } from './page-parts';

/** /manual-quote (§2): the quote is under review or incomplete; our team finishes it. */
export function ManualQuotePage() {
  const stored = readStoredQuote();
  return (
    <InfoPage title={BannerText.manualTitle}>
      <p>
        Your move needs a closer look before we can price it, so a moving specialist is reviewing your quote.
        We will contact you with your price, usually within one business day.
      </p>
      {stored ? (
        <p>
          Your reference number is <strong>{digitsOnly(stored.QuoteId)}</strong>. Please have it ready when
          you call.
        </p>
      ) : null}
      <p>
        Want your price sooner? Call us at <PhoneLink />.
      </p>
      <p>
        <Link to={Route.movingQuote}>Quote a different move</Link>
      </p>
    </InfoPage>
  );
}

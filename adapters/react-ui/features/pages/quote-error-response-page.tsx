import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/** /moving-quotes/quote-error-response (§2, §4 step 6): error, service error, unknown error or invalid input. */
export function QuoteErrorResponsePage() {
  return (
    <InfoPage title="We couldn't build your quote">
      <p>
        Something went wrong while we priced your move. Nothing was charged. Please check the locations and
        try again.
      </p>
      <p>
        <NewQuoteLink>Try again</NewQuoteLink>
      </p>
      <p>
        If it happens again, call us at <PhoneLink /> and we will quote your move by phone.
      </p>
    </InfoPage>
  );
}

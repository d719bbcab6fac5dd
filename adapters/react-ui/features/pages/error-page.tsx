import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/** /moving-quotes/error (§2, §4 step 7): the server answered success=false. */
export function ErrorPage() {
  return (
    <InfoPage title="Something went wrong">
      <p>We could not finish your request. Nothing was charged and no quote was changed.</p>
      <p>
        <NewQuoteLink>Start a new quote</NewQuoteLink>
      </p>
      <p>
        You can also call us at <PhoneLink />.
      </p>
    </InfoPage>
  );
}

import { InfoPage, NewQuoteLink, PhoneLink } from './page-parts';

/** /moving-quotes/capacity-constraints (§2): no equipment on the date asked for. */
export function CapacityPage() {
  return (
    <InfoPage title="No equipment is available on that date">
      <p>
        The service center near your origin has no equipment free around your move date. A different move date
        often works.
      </p>
      <p>
        <NewQuoteLink>Choose another date</NewQuoteLink>
      </p>
      <p>
        Need this date? Call us at <PhoneLink /> and we will look for options.
      </p>
    </InfoPage>
  );
}

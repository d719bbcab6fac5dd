import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { Location, Quote } from '../../../../domain/quote/types';
import { digitsOnly } from '../../../../domain/validation/digits';

const place = (l: Location) => `${l.City}, ${l.State} ${l.ZIP}`.trim();

/** The quote's route, move date and reference number (§5 digits only), above its options. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <dl className="quote-summary">
      <div>
        <dt>Route</dt>
        <dd>
          {place(quote.Details.Origin)} <span aria-hidden="true">→</span>
          <span className="visually-hidden"> to </span> {place(quote.Details.Destination)}
        </dd>
      </div>
      <div>
        <dt>Move date</dt>
        <dd>{formatMMDDYYYY(quote.Details.MoveDate)}</dd>
      </div>
      <div>
        <dt>Reference number</dt>
        <dd>{digitsOnly(quote.QuoteId)}</dd>
      </div>
    </dl>
  );
}

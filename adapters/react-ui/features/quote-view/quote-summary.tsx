import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import type { Location, Quote } from '../../../../domain/quote/types';
import { digitsOnly } from '../../../../domain/validation/digits';

/**
 * Issue 10 "The route line shows the places as the customer chose them": City, State, which every
 * choice of the quote form names (a city, or a ZIP within it). The stored ZIP of a city chosen without
 * one is a central ZIP the customer never saw, so no ZIP is shown as theirs (docs/decisions.md).
 */
const place = (l: Location) => `${l.City}, ${l.State}`;

/** 'service center 80216 (Denver, CO)': a station's ZIP, always labelled as the service center's. */
function serviceCenter(l: Location): string | null {
  const station = l.StationDetail;
  if (!station) return null;
  return `service center ${station.ZipCode} (${station.CityName}, ${station.StateCode})`;
}

/**
 * The quote's route, move date and reference number (§5 digits only), above its options. Issue 10: a
 * move date picked and not saved yet shows at once, marked unsaved with the saved one beside it.
 */
export function QuoteSummary({
  quote,
  unsavedMoveDate = null,
}: {
  quote: Quote;
  unsavedMoveDate?: IsoDate | null;
}) {
  const { Origin, Destination, MoveDate } = quote.Details;
  const from = serviceCenter(Origin);
  const to = serviceCenter(Destination);
  const changed = unsavedMoveDate !== null && unsavedMoveDate !== MoveDate;
  return (
    <dl className="quote-summary">
      <div>
        <dt>Route</dt>
        <dd data-testid="route-line">
          {place(Origin)} <span aria-hidden="true">→</span>
          <span className="visually-hidden"> to </span> {place(Destination)}
          {from && to ? (
            <span className="quote-summary-stations" data-testid="route-service-centers">
              From {from} to {to}
            </span>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>Move date</dt>
        <dd data-testid="summary-move-date">
          {changed ? (
            <>
              {formatMMDDYYYY(unsavedMoveDate)}{' '}
              <span className="quote-summary-unsaved">(unsaved; saved: {formatMMDDYYYY(MoveDate)})</span>
            </>
          ) : (
            formatMMDDYYYY(MoveDate)
          )}
        </dd>
      </div>
      <div>
        <dt>Reference number</dt>
        <dd>{digitsOnly(quote.QuoteId)}</dd>
      </div>
    </dl>
  );
}

import type { QuoteExplained } from '../../../../application/staff/explain-quote';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { formatMiles, type PriceLine } from '../../../../domain/pricing/price-lines';
import { placeLine } from '../../../../domain/quote/lookup-search';
import type { Location } from '../../../../domain/quote/types';
import { moveTimeZones } from '../../../../domain/shipment/milestone-appointment';
import { TableHead } from '../../app/table-head';
import { Fact, StaffTable, when } from './move-desk-parts';
import { QuoteText, STATE_TEXT } from './staff-lookup-text';

/** A §3 price line's amount (nothing for a text line). */
export function lineAmount(line: PriceLine): string {
  return line.amount === null ? '' : formatUsd(line.amount);
}

function Station({ place }: { place: Location }) {
  const s = place.StationDetail;
  return (
    <>
      {placeLine(place)}
      <br />
      <span className="staff-lookup-muted">
        {s ? QuoteText.station(s.StationCode, s.CityName, s.StateCode) : QuoteText.noStation}
        {s?.CustomerServicePhoneNumber ? ` · ${s.CustomerServicePhoneNumber}` : ''}
      </span>
    </>
  );
}

/** A §3 price lines table (the stored price of the selected option) with its §9 total. */
export function PriceLinesTable({
  lines,
  total,
  caption,
}: {
  lines: readonly PriceLine[];
  total: Cents;
  caption: string;
}) {
  return (
    <table className="staff-lookup-table staff-lookup-lines staff-lookup-keep">
      <caption>{caption}</caption>
      <TableHead columns={['Line', { label: 'Amount', className: 'staff-lookup-money' }]} />
      <tbody>
        {lines.map((l) => (
          <tr key={`${l.type}|${l.label}`} data-type={l.type}>
            <td data-label="Line">{l.label}</td>
            <td data-label="Amount" className="staff-lookup-money">
              {lineAmount(l)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{QuoteText.total}</th>
          <td data-label={QuoteText.total} className="staff-lookup-money" data-testid="stored-total">
            {formatUsd(total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A quote explained for staff (GET staff/quotes/{id}, the same use case as `relomove quote lookup`): its §4
 * state and revision, the customer and the stations at each end, the selected option's §3 price lines with
 * the §9 total (money formatted here, from integer cents), and the change history with who and why.
 */
export function QuoteExplanationView({
  explained,
  headingId,
}: {
  explained: QuoteExplained;
  headingId: string;
}) {
  const q = explained.quote;
  const d = q.Details;
  const email = (d.EmailAddress || d.ContactEmailAddress).trim();
  const name = [d.Origin.FirstName, d.Origin.LastName].filter(Boolean).join(' ');
  return (
    <>
      <div className="staff-lookup-quote-heading">
        <h2 id={headingId}>{QuoteText.heading(q.QuoteId)}</h2>
        <span className={`staff-lookup-badge staff-lookup-badge-${explained.state.toLowerCase()}`}>
          {STATE_TEXT[explained.state]}
        </span>
      </div>
      <dl className="staff-lookup-facts" aria-label={QuoteText.facts}>
        <Fact term={QuoteText.revision}>{q.Revision}</Fact>
        <Fact term={QuoteText.result}>
          {q.Result} · {q.QuoteStatus}
        </Fact>
        <Fact term={QuoteText.customer}>
          <span className="staff-lookup-wrap">{[name, email].filter(Boolean).join(' · ') || '—'}</span>
        </Fact>
        {d.PhoneNumber ? <Fact term={QuoteText.phone}>{d.PhoneNumber}</Fact> : null}
        <Fact term={QuoteText.from}>
          <Station place={d.Origin} />
        </Fact>
        <Fact term={QuoteText.to}>
          <Station place={d.Destination} />
        </Fact>
        <Fact term={QuoteText.moveDate}>{formatMMDDYYYY(d.MoveDate)}</Fact>
        <Fact term={QuoteText.pickupDate}>{formatMMDDYYYY(d.PickupDate)}</Fact>
        <Fact term={QuoteText.miles}>{formatMiles(d.HHGMiles)} miles</Fact>
        {d.HouseSize ? <Fact term={QuoteText.size}>{d.HouseSize}</Fact> : null}
        {q.ReasonNotAuto ? <Fact term={QuoteText.whyManual}>{q.ReasonNotAuto}</Fact> : null}
        <Fact term={QuoteText.linkToken}>
          <code className="staff-lookup-wrap">{q.QuoteIdEncrypted}</code>
        </Fact>
      </dl>

      <h3>{QuoteText.priceHeading}</h3>
      {explained.price ? (
        <PriceLinesTable
          lines={explained.price.lines}
          total={explained.price.breakdown.total}
          caption={QuoteText.priceCaption(explained.price.option.value)}
        />
      ) : (
        <p>{QuoteText.noPriceYet}</p>
      )}

      <h3>{QuoteText.historyHeading}</h3>
      {explained.history.length === 0 ? (
        <p>{QuoteText.noHistory}</p>
      ) : (
        <StaffTable caption={QuoteText.historyCaption} columns={['Revision', 'When', 'Who', 'Why']}>
          {explained.history.map((h) => (
            <tr key={`${h.fromRevision}-${h.toRevision}`}>
              <td data-label="Revision">
                {h.fromRevision} → {h.toRevision}
              </td>
              <td data-label="When">{when(h.changedAt, moveTimeZones(q).Origin)}</td>
              <td data-label="Who" className="staff-lookup-wrap">
                {h.changedBy ?? QuoteText.bySite}
              </td>
              <td data-label="Why">{h.reason ?? QuoteText.noReason}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}

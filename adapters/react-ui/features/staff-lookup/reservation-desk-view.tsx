import { formatUsd } from '../../../../domain/money/money';
import { activePaymentMethod } from '../../../../domain/payment/payment-methods';
import { isCancelled } from '../../../../domain/reservation/cancellation';
import { moveTimeZones } from '../../../../domain/shipment/milestone-appointment';
import type { BookedMove } from '../../../http/client/relomove-api';
import { paymentMethodText } from '../dashboard/payment-method-text';
import { Fact, mdy, when } from './move-desk-parts';
import { PriceLinesTable } from './quote-explanation-view';
import { MoveText } from './staff-lookup-text';

/** The booked move's reservation: dates, contact, payment method, coupons and its booked price lines. */
export function ReservationView({ move }: { move: BookedMove }) {
  const q = move.quote;
  const r = q.Details.Reservation;
  const cancelled = isCancelled(q);
  const method = activePaymentMethod(r?.PaymentMethods ?? []) ?? undefined;
  const contact = r ? [`${r.Contact.FirstName} ${r.Contact.LastName}`.trim(), r.Contact.EmailAddress] : [];
  return (
    <>
      <dl className="staff-lookup-facts">
        <Fact term={MoveText.reservation}>
          <span className={`staff-lookup-badge staff-lookup-badge-${cancelled ? 'cancelled' : 'reserved'}`}>
            {cancelled ? MoveText.cancelled : MoveText.booked}
          </span>
        </Fact>
        <Fact term={MoveText.flag}>{q.Details.WebReservationFlag}</Fact>
        {r?.ReservedAt ? (
          <Fact term={MoveText.bookedAt}>{when(r.ReservedAt, moveTimeZones(q).Origin)}</Fact>
        ) : null}
        <Fact term={MoveText.dropOff}>{mdy(q.Details.SpotDate)}</Fact>
        <Fact term={MoveText.pickup}>{mdy(r?.PickupDate ?? q.Details.PickupDate)}</Fact>
        <Fact term={MoveText.contact}>
          <span className="staff-lookup-wrap">{contact.filter(Boolean).join(' · ') || MoveText.none}</span>
        </Fact>
        {r?.SMSPhoneNumber ? <Fact term={MoveText.sms}>{r.SMSPhoneNumber}</Fact> : null}
        <Fact term={MoveText.payment}>{paymentMethodText(method)}</Fact>
        <Fact term={MoveText.dashboard}>{r?.DashboardType ?? MoveText.fullDashboard}</Fact>
      </dl>
      <h4>{MoveText.coupons}</h4>
      {(r?.Coupons ?? []).length === 0 ? (
        <p>{MoveText.noCoupons}</p>
      ) : (
        <ul className="staff-lookup-coupons">
          {(r?.Coupons ?? []).map((c) => (
            <li key={c.Code}>
              <strong>{c.Code}</strong> {c.Description ? `· ${c.Description}` : ''} ·{' '}
              {c.FreeStorageDays > 0 ? `${c.FreeStorageDays} free storage days` : formatUsd(c.Amount)}{' '}
              <span className="staff-lookup-muted">
                ({MoveText.couponBy[c.Source ?? 'UserEntered'] ?? c.Source})
              </span>
            </li>
          ))}
        </ul>
      )}
      <PriceLinesTable lines={move.lines} total={move.total} caption={MoveText.priceCaption} />
    </>
  );
}

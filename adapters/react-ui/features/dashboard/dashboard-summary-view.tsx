import type { Cents } from '../../../../domain/money/money';
import { liabilityFromApiValue, liabilityLabel } from '../../../../domain/pricing/liability';
import type { PriceLine } from '../../../../domain/pricing/price-lines';
import type { Quote } from '../../../../domain/quote/types';
import { MilitaryBranch } from '../../../../domain/reservation/enums';
import { PriceLinesTable } from '../quote-view/price-lines-table';
import { formatPhone, MILITARY_BRANCH_LABEL } from '../reservation/location-step/location-text';
import { Item } from './dashboard-fact';
import { DashboardText } from './dashboard-text';
import { paymentMethodText } from './payment-method-text';

/**
 * The dashboard's Summary (§2): contact, the price lines and total, the payment method (brand and last four
 * only), coverage and weight tickets.
 */
export function DashboardSummaryView({
  quote,
  lines,
  total,
}: {
  quote: Quote;
  lines: readonly PriceLine[];
  total: Cents;
}) {
  const d = quote.Details;
  const reservation = d.Reservation;
  const military = reservation?.WeightTickets
    ? reservation.MilitaryBranch === MilitaryBranch.Other
      ? reservation.MilitaryBranchOther || MILITARY_BRANCH_LABEL.Other
      : reservation.MilitaryBranch
        ? MILITARY_BRANCH_LABEL[reservation.MilitaryBranch]
        : ''
    : null;
  const contact = reservation?.Contact;
  const name = [contact?.FirstName || d.Origin.FirstName, contact?.LastName || d.Origin.LastName]
    .filter(Boolean)
    .join(' ');
  const email = contact?.EmailAddress || d.EmailAddress || d.ContactEmailAddress;
  const sms = d.SmsOptIn ? reservation?.SMSPhoneNumber || d.PhoneNumber : '';
  const liability = liabilityFromApiValue(d.Accessorials.Liability).unwrapOr(0);
  return (
    <>
      <h2>{DashboardText.contact}</h2>
      <dl className="dashboard-facts">
        <Item term={DashboardText.name}>{name}</Item>
        <Item term={DashboardText.email}>{email}</Item>
        <Item term={DashboardText.phoneTerm} testId="dashboard-phone">
          {formatPhone(d.PhoneNumber)}
        </Item>
        {sms ? <Item term={DashboardText.smsTerm}>{DashboardText.sms(formatPhone(sms))}</Item> : null}
        {reservation?.laborRequested ? (
          <Item term={DashboardText.laborTerm}>{DashboardText.labor}</Item>
        ) : null}
      </dl>
      <h2>{DashboardText.price}</h2>
      <div className="price-breakdown">
        <PriceLinesTable
          lines={lines}
          total={total}
          caption={DashboardText.priceCaption}
          totalTestId="dashboard-total"
        />
      </div>
      <dl className="dashboard-facts">
        <Item term={DashboardText.payment} testId="dashboard-payment">
          {paymentMethodText(reservation?.PaymentMethods?.[0])}
        </Item>
        <Item term={DashboardText.coverage} testId="dashboard-coverage">
          <span className="dashboard-capital">{liabilityLabel(liability)}</span>
        </Item>
        <Item term={DashboardText.weightTickets} testId="dashboard-weight-tickets">
          {military === null ? DashboardText.notRequested : DashboardText.requested(military)}
        </Item>
      </dl>
    </>
  );
}

import './dashboard-payments.css';
import { useId } from 'react';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { fromLocalDate } from '../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import type { StorageMeter, ChargesTimeline as Timeline } from '../../../../domain/payment/charges-timeline';
import { ledgerDay } from '../../../../domain/payment/ledger-day';
import { LedgerEntryKind } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { MoveStage, moveMessages } from '../../../../domain/reservation/move-messages';
import type { MovePayments, PaymentLedgerRow } from '../../../http/client/relomove-api';
import { usePageClock } from '../../app/page-clock';
import { PhoneLink } from '../../app/phone-link';
import { Fact, PaymentPageLink } from '../pages/page-parts';
import { paymentsOnlyTimeline } from './charges/charges-model';
import { ChargesText, ChargesTimeline, ledgerMethodText } from './charges/charges-timeline';
import { paymentMethodText } from './payment-method-text';

/** The words of the dashboard's payments (ours, except the §2 banner sentence). */
export const PaymentsText = {
  title: 'Payments',
  /** §2 reserved banner, exact. */
  nothingCharged: BannerText.reservedDesktopNote,
  total: 'Total',
  charged: 'Charged so far',
  refunded: 'Refunded',
  balance: 'Balance due',
  // Issue 13: what will be charged and when, and the receipts, are the charges timeline's (one place each).
  next: ChargesText.upcoming,
  willCharge: ChargesText.willCharge,
  stillDue: ChargesText.stillDue,
  paidInFull: ChargesText.paidInFull,
  dueNow: ChargesText.dueNow,
  receipts: ChargesText.receipts,
  noReceipts: ChargesText.noReceipts,
  date: ChargesText.date,
  kind: ChargesText.kind,
  amount: ChargesText.amount,
  method: ChargesText.method,
  reason: ChargesText.reason,
  kindName: { [LedgerEntryKind.Capture]: 'Charge', [LedgerEntryKind.Refund]: 'Refund' } as Record<
    string,
    string
  >,
  unavailable: 'We could not load your payments. Please try again in a moment.',
  declinedTitle: 'Your last payment was declined',
  declined: (amount: string, method: string) => `We could not charge ${amount} to ${method}.`,
  wayForward: (amount: string) => `${amount} is still due. Add another card to pay it online.`,
  payNow: 'Add a payment method and pay',
  byPhone: 'Or call us at ',
  payBalance: 'Pay balance',
} as const;

export { ledgerMethodText };

/**
 * An ISO instant as the day of the move's origin station, MM/DD/YYYY (§5; issue 27: domain ledgerDay, the day
 * the dashboard's charges timeline gives the same payment, never the browser's own zone's day).
 */
export const receiptDay = (at: string, stationTimeZone: string) =>
  formatMMDDYYYY(ledgerDay(at, stationTimeZone));

/** The receipts: every charge (Capture) and refund, oldest first. */
export const receiptsOf = (rows: readonly PaymentLedgerRow[]) =>
  rows.filter((r) => r.Kind === LedgerEntryKind.Capture || r.Kind === LedgerEntryKind.Refund);

/** The last refused charge of the ledger (its Failure row), for the declined notice. */
const lastFailure = (rows: readonly PaymentLedgerRow[]) =>
  [...rows].reverse().find((r) => r.Kind === LedgerEntryKind.Failure);

/** The method whose charge was refused last (the active one when the ledger names none). */
function declinedMethod(payments: MovePayments, methods: readonly PaymentMethodEntry[]): string {
  const failure = lastFailure(payments.Ledger);
  return failure ? ledgerMethodText(failure.Method, methods) : paymentMethodText(methods[0]);
}

export interface PaymentsProps {
  payments: MovePayments;
  /** §3 PaymentMethods of the reservation: the first is the one charged next. */
  methods: readonly PaymentMethodEntry[];
}

/**
 * §3 PaymentInfoRequired (issue 12): the last charge was declined. Says what failed and how to pay what is
 * due: a link to the §1 payment input page, or our phone.
 */
export function PaymentDeclinedNotice({ payments, methods }: PaymentsProps) {
  const failure = lastFailure(payments.Ledger);
  const due = formatUsd(payments.InvoiceAmountDue);
  const method = declinedMethod(payments, methods);
  return (
    <div className="notice notice-error dashboard-declined" role="alert" data-testid="payment-declined">
      <p className="dashboard-strong">{PaymentsText.declinedTitle}</p>
      <p>
        {PaymentsText.declined(formatUsd(failure?.Amount ?? payments.InvoiceAmountDue), method)}
        {failure?.Message ? ` ${failure.Message}` : ''}
      </p>
      <p>{PaymentsText.wayForward(due)}</p>
      <p className="dashboard-pay-actions">
        <PaymentPageLink quoteId={payments.QuoteId} testId="pay-declined-link">
          {PaymentsText.payNow}
        </PaymentPageLink>
        <span>
          {PaymentsText.byPhone}
          <PhoneLink />.
        </span>
      </p>
    </div>
  );
}

const money = (amount: Cents) => formatUsd(amount);

/**
 * The booked move's payments (issue 12, GET moves/{id}/payments): the total, what was charged and
 * refunded and the balance due, then the charges timeline (issue 13): what will be charged and when, the
 * storage meter once storage started, and every charge and refund with its date, amount, method and
 * reason. Nothing charged yet shows the §2 sentence. Cards are brand and last four only.
 */
export function DashboardPayments({
  payments,
  methods,
  timeline,
  storage = null,
  now,
  stage = MoveStage.Booked,
}: PaymentsProps & {
  /** Issue 27: where the move stands; its payment line is chosen from it (move-messages.ts). */
  stage?: MoveStage;
  /** Issue 13: the charges timeline (from the move, its shipment and the storage chart); the payments' alone when absent. */
  timeline?: Timeline;
  /** Issue 13: the storage meter once storage started. */
  storage?: StorageMeter | null;
  now?: Date;
}) {
  const id = useId();
  const clock = usePageClock();
  const today = now ?? new Date(clock.nowMs());
  const shown = timeline ?? paymentsOnlyTimeline(payments, today);
  const due = payments.InvoiceAmountDue;
  // In transit with the charge declined, the declined notice says what happened, not "being made now".
  const stageNote =
    (stage === MoveStage.InTransit && !payments.PaymentInfoRequired) || stage === MoveStage.Delivered;
  return (
    <section className="dashboard-payments" aria-labelledby={`${id}-title`} data-testid="dashboard-payments">
      <h2 id={`${id}-title`}>{PaymentsText.title}</h2>
      {stage === MoveStage.Booked && payments.Captured === 0 && !payments.PaymentInfoRequired ? (
        <p className="notice notice-info" data-testid="nothing-charged">
          {PaymentsText.nothingCharged}
        </p>
      ) : stageNote ? (
        <p className="notice notice-info" data-testid="move-stage-note">
          {moveMessages(stage).paymentNote}
        </p>
      ) : null}
      <dl className="dashboard-facts">
        <Fact term={PaymentsText.total} testId="payments-total">
          {money(payments.TotalPrice)}
        </Fact>
        <Fact term={PaymentsText.charged} testId="payments-charged">
          {money(payments.Captured)}
        </Fact>
        {payments.Refunded > 0 ? (
          <Fact term={PaymentsText.refunded} testId="payments-refunded">
            {money(payments.Refunded)}
          </Fact>
        ) : null}
        <Fact term={PaymentsText.balance} testId="payments-balance" className="dashboard-strong">
          {money(due)}
        </Fact>
      </dl>
      {/* A balance after a charge (a price increase): pay it online. A declined charge has its notice's link. */}
      {payments.Captured > 0 && due > 0 && !payments.PaymentInfoRequired ? (
        <p className="dashboard-pay-balance">
          <PaymentPageLink quoteId={payments.QuoteId} testId="pay-balance-link">
            {PaymentsText.payBalance}
          </PaymentPageLink>
        </p>
      ) : null}
      <ChargesTimeline
        timeline={shown}
        methods={methods}
        declinedMethod={declinedMethod(payments, methods)}
        today={fromLocalDate(today)}
        storage={storage}
      />
    </section>
  );
}

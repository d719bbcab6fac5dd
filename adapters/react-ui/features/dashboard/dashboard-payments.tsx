import './dashboard-payments.css';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import { fromLocalDate } from '../../../../domain/calendar/iso-date';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { PaymentMethod } from '../../../../domain/payment/enums';
import { LedgerEntryKind } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import { BannerText } from '../../../../domain/quote/quote-texts';
import { paymentInputPath } from '../../../../domain/quote/routes';
import type { MovePayments, PaymentLedgerRow } from '../../../http/client/relomove-api';
import { PhoneLink } from '../../app/phone-link';
import { PAYMENT_METHOD_NAME, paymentMethodText } from './payment-method-text';

/** The words of the dashboard's payments (ours, except the §2 banner sentence). */
export const PaymentsText = {
  title: 'Payments',
  /** §2 reserved banner, exact. */
  nothingCharged: BannerText.reservedDesktopNote,
  total: 'Total',
  charged: 'Charged so far',
  refunded: 'Refunded',
  balance: 'Balance due',
  next: 'What will be charged, and when',
  willCharge: (amount: string, method: string) =>
    `${amount} to ${method}, when your loaded container is in transit.`,
  stillDue: (amount: string, method: string) =>
    `${amount} to ${method}. The full balance must be paid before delivery can be scheduled.`,
  paidInFull: 'Nothing more: your move is paid in full.',
  dueNow: (amount: string, method: string) =>
    `${amount}, due now: the charge to ${method} was declined (see above).`,
  receipts: 'Receipts',
  noReceipts: 'No charges yet.',
  date: 'Date',
  kind: 'What',
  amount: 'Amount',
  method: 'Method',
  reason: 'Reason',
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

/**
 * The method of a ledger row as the customer may see it. A row names its method, not its card: when the
 * move has one card on file, a card row is that card (brand and last four only, 'Visa ending 4242'); with
 * several cards it is just 'Card', never a guess.
 */
export function ledgerMethodText(method: PaymentMethod, entries: readonly PaymentMethodEntry[]): string {
  if (method === PaymentMethod.CreditCard) {
    const cards = entries.filter((e) => e.Method === PaymentMethod.CreditCard && e.CreditCard);
    const [only] = cards;
    if (cards.length === 1 && only) return paymentMethodText(only);
  }
  return PAYMENT_METHOD_NAME[method];
}

/** An ISO instant as the customer's own calendar date, MM/DD/YYYY (§5). */
export const receiptDay = (at: string) => formatMMDDYYYY(fromLocalDate(new Date(at)));

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
        <Link
          className="button button-primary"
          to={paymentInputPath(payments.QuoteId)}
          data-testid="pay-declined-link"
        >
          {PaymentsText.payNow}
        </Link>
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
 * The booked move's payments (issue 12, GET moves/{id}/payments): what will be charged and when, the
 * total, what was charged (each charge and refund with its date, amount, method and reason) and the
 * balance due. Nothing charged yet shows the §2 sentence. Cards are brand and last four only.
 */
export function DashboardPayments({ payments, methods }: PaymentsProps) {
  const id = useId();
  const receipts = receiptsOf(payments.Ledger);
  const active = paymentMethodText(methods[0]);
  const due = payments.InvoiceAmountDue;
  const next =
    due === 0
      ? PaymentsText.paidInFull
      : payments.PaymentInfoRequired
        ? PaymentsText.dueNow(money(due), declinedMethod(payments, methods))
        : payments.Captured === 0
          ? PaymentsText.willCharge(money(due), active)
          : PaymentsText.stillDue(money(due), active);
  return (
    <section className="dashboard-payments" aria-labelledby={`${id}-title`} data-testid="dashboard-payments">
      <h2 id={`${id}-title`}>{PaymentsText.title}</h2>
      {payments.Captured === 0 && !payments.PaymentInfoRequired ? (
        <p className="notice notice-info" data-testid="nothing-charged">
          {PaymentsText.nothingCharged}
        </p>
      ) : null}
      <dl className="dashboard-facts">
        <div>
          <dt>{PaymentsText.next}</dt>
          <dd data-testid="payments-next">{next}</dd>
        </div>
        <div>
          <dt>{PaymentsText.total}</dt>
          <dd data-testid="payments-total">{money(payments.TotalPrice)}</dd>
        </div>
        <div>
          <dt>{PaymentsText.charged}</dt>
          <dd data-testid="payments-charged">{money(payments.Captured)}</dd>
        </div>
        {payments.Refunded > 0 ? (
          <div>
            <dt>{PaymentsText.refunded}</dt>
            <dd data-testid="payments-refunded">{money(payments.Refunded)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{PaymentsText.balance}</dt>
          <dd data-testid="payments-balance" className="dashboard-strong">
            {money(due)}
          </dd>
        </div>
      </dl>
      {/* A balance after a charge (a price increase): pay it online. A declined charge has its notice's link. */}
      {payments.Captured > 0 && due > 0 && !payments.PaymentInfoRequired ? (
        <p className="dashboard-pay-balance">
          <Link
            className="button button-primary"
            to={paymentInputPath(payments.QuoteId)}
            data-testid="pay-balance-link"
          >
            {PaymentsText.payBalance}
          </Link>
        </p>
      ) : null}
      <h3 id={`${id}-receipts`}>{PaymentsText.receipts}</h3>
      {receipts.length === 0 ? (
        <p data-testid="no-receipts">{PaymentsText.noReceipts}</p>
      ) : (
        <div className="dashboard-receipts">
          <table aria-labelledby={`${id}-receipts`} data-testid="receipts">
            <thead>
              <tr>
                <th scope="col">{PaymentsText.date}</th>
                <th scope="col">{PaymentsText.kind}</th>
                <th scope="col">{PaymentsText.amount}</th>
                <th scope="col">{PaymentsText.method}</th>
                <th scope="col">{PaymentsText.reason}</th>
              </tr>
            </thead>
            <tbody>
              {receipts.map((r) => (
                <tr key={r.Id} data-kind={r.Kind}>
                  <td data-label={PaymentsText.date}>{receiptDay(r.At)}</td>
                  <td data-label={PaymentsText.kind}>{PaymentsText.kindName[r.Kind]}</td>
                  <td data-label={PaymentsText.amount}>
                    {r.Kind === LedgerEntryKind.Refund ? `−${money(r.Amount)}` : money(r.Amount)}
                  </td>
                  <td data-label={PaymentsText.method}>{ledgerMethodText(r.Method, methods)}</td>
                  <td data-label={PaymentsText.reason}>{r.Reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

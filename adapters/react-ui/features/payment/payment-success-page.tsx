import { useEffect, useRef } from 'react';
import { formatUsd } from '../../../../domain/money/money';
import { PaymentMethod } from '../../../../domain/payment/enums';
import { LedgerEntryKind } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import { digitsOnly } from '../../../../domain/validation/digits';
import type { PaymentLedgerRow } from '../../../http/client/relomove-api';
import { originTimeZone } from '../dashboard/change-move/cutoff-countdown';
import { ledgerMethodText, receiptDay } from '../dashboard/dashboard-payments';
import { paymentMethodText } from '../dashboard/payment-method-text';
import { Fact, PaymentPageLink } from '../pages/page-parts';
import { BackToDashboard, MoneyStates, PaymentPageFrame } from './payment-page-parts';
import { PayText } from './payment-page-text';
import { type MoveMoney, useMoveMoney } from './use-move-money';

/** What follows a payment: paying the rest while some is due, and the way back (the main one when none is). */
function NextSteps({ due, quoteId }: { due: number; quoteId: number }) {
  return (
    <div className="payment-actions">
      {due > 0 ? <PaymentPageLink quoteId={quoteId}>{PayText.payRest}</PaymentPageLink> : null}
      <BackToDashboard primary={due === 0} />
    </div>
  );
}

/** §1 payment success page (issue 12), at '/dashboard/payment/{QuoteId}/success'. */
export function PaymentSuccessPage() {
  return <PaymentSuccessView money={useMoveMoney()} />;
}

/**
 * The card of a capture, brand and last four only. A ledger row names its method, not its card; a balance
 * payment charges the move's active method, so a card capture is shown as the active card when that is a
 * card (docs/decisions.md), else as the dashboard names the row ('Card' when several are on file).
 */
export function paidWithText(
  capture: PaymentLedgerRow,
  active: PaymentMethodEntry | null,
  methods: readonly PaymentMethodEntry[],
): string {
  if (
    capture.Method === PaymentMethod.CreditCard &&
    active?.Method === PaymentMethod.CreditCard &&
    active.CreditCard
  ) {
    return paymentMethodText(active);
  }
  return ledgerMethodText(capture.Method, methods);
}

/**
 * What was paid, read from the server's ledger (GET moves/{id}/payments): the last Capture's amount, card
 * and date, and the balance now due. A reload shows the same, since nothing is kept in memory.
 */
export function PaymentSuccessView({ money }: { money: MoveMoney }) {
  const title = useRef<HTMLHeadingElement>(null);
  const ready = money.move !== null && money.payments !== null;
  // The page follows a payment: the focus starts at its heading, so a screen reader reads it first.
  useEffect(() => {
    if (ready) title.current?.focus();
  }, [ready]);

  const states = <MoneyStates money={money} title={PayText.successTitle} />;
  if (!money.move || !money.payments || money.missing || money.failed) return states;
  const { move, payments, methods, active } = money;
  const capture = [...payments.Ledger].reverse().find((r) => r.Kind === LedgerEntryKind.Capture);
  const due = payments.InvoiceAmountDue;

  if (!capture) {
    return (
      <PaymentPageFrame title={PayText.successTitle} titleRef={title}>
        <p role="status" data-testid="no-payment">
          {due === 0 ? PayText.nothingDue : PayText.noPayment}
        </p>
        <NextSteps due={due} quoteId={payments.QuoteId} />
      </PaymentPageFrame>
    );
  }

  return (
    <PaymentPageFrame title={PayText.successTitle} titleRef={title}>
      <p className="notice notice-success" role="status">
        {PayText.successLead}
      </p>
      <section
        className="card payment-summary"
        aria-label={PayText.successTitle}
        data-testid="payment-receipt"
      >
        <dl className="payment-facts">
          <Fact term={PayText.paid} testId="paid-amount" className="payment-due">
            {formatUsd(capture.Amount)}
          </Fact>
          <Fact term={PayText.card} testId="paid-with">
            {paidWithText(capture, active, methods)}
          </Fact>
          <Fact term={PayText.date} testId="paid-on">
            {receiptDay(capture.At, originTimeZone(move.quote))}
          </Fact>
          <Fact term={PayText.reference} testId="payment-reference">
            {digitsOnly(move.quote.QuoteId)}
          </Fact>
          <Fact term={PayText.balance} testId="balance-now" className="payment-due">
            {formatUsd(due)}
          </Fact>
        </dl>
      </section>
      <p>{due > 0 ? PayText.stillDue(formatUsd(due)) : PayText.receiptNote}</p>
      <NextSteps due={due} quoteId={payments.QuoteId} />
    </PaymentPageFrame>
  );
}

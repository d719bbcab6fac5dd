import { useEffect, useId, useRef } from 'react';
import { type Cents, formatUsd } from '../../../../domain/money/money';
import { PaymentMethod } from '../../../../domain/payment/enums';
import { LedgerEntryKind } from '../../../../domain/payment/ledger-entry';
import type { PaymentMethodEntry } from '../../../../domain/payment/types';
import { digitsOnly } from '../../../../domain/validation/digits';
import type { MovePayments } from '../../../http/client/relomove-api';
import { PhoneLink } from '../../app/phone-link';
import { CardFormView, SandboxCardNotice } from '../card-entry/card-form';
import { ledgerMethodText } from '../dashboard/dashboard-payments';
import { PAYMENT_METHOD_NAME, paymentMethodText } from '../dashboard/payment-method-text';
import { Fact } from '../pages/page-parts';
import { BackToDashboard, MoneyStates, PaymentPageFrame } from './payment-page-parts';
import { PayText } from './payment-page-text';
import { type MoveMoney, useMoveMoney } from './use-move-money';
import { type PayBalanceModel, usePayBalance } from './use-pay-balance';

/** §1 payment input page (issue 12), at '/dashboard/payment/{QuoteId}': pay what is due on a booked move. */
export function PaymentInputPage() {
  const money = useMoveMoney();
  const pay = usePayBalance(money);
  return <PaymentInputView money={money} pay={pay} />;
}

/** Why the amount is due: the declined charge (the last Failure row's message), a price change, or the total. */
export function whyDue(payments: MovePayments, methods: readonly PaymentMethodEntry[]): string {
  if (payments.PaymentInfoRequired) {
    const failure = [...payments.Ledger].reverse().find((r) => r.Kind === LedgerEntryKind.Failure);
    if (failure) {
      // With several cards on file a row's card is not known: 'your card', never a guess.
      const method = ledgerMethodText(failure.Method, methods);
      return PayText.declinedWhy(
        formatUsd(failure.Amount),
        method === PAYMENT_METHOD_NAME[PaymentMethod.CreditCard] ? PayText.yourCard : method,
        failure.Message,
      );
    }
  }
  return payments.Captured > 0 ? PayText.priceChangedWhy : PayText.notChargedWhy;
}

/** The method on file can be charged now: there is one, and its last charge was not declined. */
export function canPayWithMethodOnFile(payments: MovePayments, active: PaymentMethodEntry | null): boolean {
  return active !== null && active.Method !== PaymentMethod.NoPayment && !payments.PaymentInfoRequired;
}

const BUSY_TEXT = {
  idle: '',
  saving: PayText.savingCard,
  adding: PayText.addingCard,
  paying: PayText.paying,
} as const;

export function PaymentInputView({ money, pay }: { money: MoveMoney; pay: PayBalanceModel }) {
  const id = useId();
  const problemRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A problem is announced (role=alert) and takes the focus, so a keyboard user lands on what to do next.
  useEffect(() => {
    if (pay.problem) problemRef.current?.focus();
  }, [pay.problem]);
  // A form sent with a field to fix: the focus goes to the first field to fix.
  useEffect(() => {
    if (pay.invalidSends > 0)
      formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [pay.invalidSends]);

  const states = <MoneyStates money={money} title={PayText.title} />;
  if (!money.move || !money.payments || money.missing || money.failed) return states;
  const { move, payments, methods, active } = money;
  const due: Cents = payments.InvoiceAmountDue;
  const amount = formatUsd(due);
  const onFile = canPayWithMethodOnFile(payments, active);

  return (
    <PaymentPageFrame title={PayText.title}>
      <section className="card payment-summary" aria-label={PayText.due} data-testid="payment-summary">
        <dl className="payment-facts">
          <Fact term={PayText.reference} testId="payment-reference">
            {digitsOnly(move.quote.QuoteId)}
          </Fact>
          <Fact term={PayText.due} testId="payment-due" className="payment-due">
            {amount}
          </Fact>
          {due > 0 ? (
            <Fact term={PayText.why} testId="payment-why" rowClassName="payment-fact-wide">
              {whyDue(payments, methods)}
            </Fact>
          ) : null}
          <Fact term={PayText.onFile} testId="payment-on-file" rowClassName="payment-fact-wide">
            {paymentMethodText(active ?? undefined)}
          </Fact>
        </dl>
      </section>

      {due === 0 ? (
        <>
          <p className="notice notice-success" role="status" data-testid="nothing-due">
            {PayText.nothingDue}
          </p>
          <BackToDashboard primary />
        </>
      ) : (
        <>
          {pay.problem ? (
            <div
              ref={problemRef}
              tabIndex={-1}
              className="card-outcome card-outcome-problem payment-problem"
              role="alert"
              data-testid="payment-problem"
            >
              <p className="payment-problem-title">{pay.problem.title}</p>
              {pay.problem.message ? <p>{pay.problem.message}</p> : null}
              <p>{pay.problem.wayForward}</p>
            </div>
          ) : null}
          <p className="visually-hidden" role="status">
            {BUSY_TEXT[pay.phase]}
          </p>

          {onFile && active ? (
            <section className="card payment-option" aria-labelledby={`${id}-on-file`}>
              <h2 id={`${id}-on-file`}>{PayText.payOnFileTitle}</h2>
              <button
                type="button"
                className="button button-primary"
                disabled={pay.busy}
                onClick={pay.payWithMethodOnFile}
                data-testid="pay-on-file"
              >
                {pay.via === 'onFile' ? PayText.paying : PayText.payOnFile(amount, paymentMethodText(active))}
              </button>
            </section>
          ) : null}

          <section className="card payment-option" aria-labelledby={`${id}-new-card`}>
            <h2 id={`${id}-new-card`}>{onFile ? PayText.newCardOrTitle : PayText.newCardTitle}</h2>
            <form
              ref={formRef}
              className="payment-card"
              onSubmit={pay.payWithNewCard}
              noValidate
              aria-busy={pay.busy}
              aria-labelledby={`${id}-new-card`}
            >
              <SandboxCardNotice />
              <CardFormView model={pay.card} />
              <p className="field-hint">{PayText.newCardNote}</p>
              <button type="submit" className="button button-primary" disabled={pay.busy}>
                {pay.via === 'newCard' ? BUSY_TEXT[pay.phase] : PayText.payNewCard(amount)}
              </button>
            </form>
          </section>

          <p className="payment-phone">
            {PayText.phone}
            <PhoneLink />.
          </p>
          <BackToDashboard />
        </>
      )}
    </PaymentPageFrame>
  );
}

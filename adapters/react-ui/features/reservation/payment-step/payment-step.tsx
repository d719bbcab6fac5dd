import { AbTest } from '../../../../../domain/experiments/ab-tests';
import type { Cents } from '../../../../../domain/money/money';
import { BannerText } from '../../../../../domain/quote/quote-texts';
import type { PaymentAnswers } from '../../../../../domain/reservation/draft';
import { CardFormView, SANDBOX_NOTICE, SandboxCardNotice } from '../../card-entry/card-form';
import { FinancingPromo } from '../../quote-view/financing-promo';
import type { StepProps } from '../step-props';
import type { ReservePaymentEntry } from '../use-reservation';
import { AffirmPanelView } from './affirm-panel-view';
import { MethodChoiceView } from './method-choice-view';
import './payment-step.css';
import { SubmitButton } from '../../pages/page-parts';
import { PayPalPanelView } from './paypal-panel-view';
import { type BookingPaymentOptions, useBookingPayment } from './use-booking-payment';
import { usePaymentStep } from './use-payment-step';

export { SANDBOX_NOTICE };

/** What the payment step takes besides a step's props (issue 12). */
export interface PaymentStepExtras {
  /** The shell's live price, for the §1 financing promo line. */
  total?: Cents | null;
  /** Books the move with a PayPal order or an Affirm loan (the shell's §4 Reserve); rejects with a message. */
  onBook?: (entry: ReservePaymentEntry) => Promise<void>;
  /** For tests: where the page is sent, how a pop-up opens, and the page's query string. */
  navigateTo?: BookingPaymentOptions['navigateTo'];
  openWindow?: BookingPaymentOptions['openWindow'];
  search?: string;
}

const noBooking = () => Promise.reject(new Error('Booking is not available here.'));

/**
 * Step Y, payment (§2, issue 11, issue 12): the customer chooses how to pay: a card (saved at the SANDBOX
 * card processor after a $0 verification; an approved card goes to the shell with `onComplete`, which books
 * the move), PayPal or Affirm (each approved on its SANDBOX page, then booked with `onBook`). Nothing is
 * charged at booking. `total` (the shell's live price) sizes the §1 financing promo line. Imports the card
 * check (card-validator), so it is only ever loaded by the reservation's lazy route.
 */
export function PaymentStep(props: StepProps<PaymentAnswers | null> & PaymentStepExtras) {
  const model = usePaymentStep({
    initial: props.answers,
    onSaved: async (answers) => {
      props.onChange(answers);
      await props.onComplete(answers);
    },
  });
  const other = useBookingPayment({
    quoteId: props.quote.QuoteId,
    onBook: props.onBook ?? noBooking,
    ...(props.navigateTo ? { navigateTo: props.navigateTo } : {}),
    ...(props.openWindow ? { openWindow: props.openWindow } : {}),
    ...(props.search !== undefined ? { search: props.search } : {}),
  });
  const busy = model.busy || props.busy;
  return (
    <div className="payment-step">
      <h2>Payment</h2>
      <p className="payment-reassurance">{BannerText.reservedDesktopNote}</p>
      <MethodChoiceView choice={other.choice} disabled={busy || other.booking} onChoose={other.choose} />
      {other.choice === 'PayPal' ? (
        <PayPalPanelView model={other} busy={props.busy} />
      ) : other.choice === 'Affirm' ? (
        <AffirmPanelView model={other} busy={props.busy} />
      ) : (
        <form className="payment-card" onSubmit={model.submit} noValidate aria-busy={busy}>
          <SandboxCardNotice />
          <CardFormView model={model} />
          {model.outcome ? (
            <div
              className={`card-outcome card-outcome-${model.outcome.result === 'CardApproved' ? 'ok' : 'problem'}`}
              role={model.outcome.result === 'CardApproved' ? 'status' : 'alert'}
            >
              <p>{model.outcome.message}</p>
              <p>{model.outcome.wayForward}</p>
            </div>
          ) : null}
          <SubmitButton busy={busy} busyLabel="Booking your move…">
            Book my move
          </SubmitButton>
        </form>
      )}
      {/*
       * §1 financing promo (issue 12), shown by the §7 affirm-payment-test; `total` is the live price. After
       * the ways to pay: it arrives after them (the visitor's arm, then the term table), and above them it
       * pushed them down in sight when it did (issue 28 layout shift).
       */}
      <FinancingPromo test={AbTest.affirmPayment} total={props.total ?? null} />
    </div>
  );
}

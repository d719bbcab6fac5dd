import { AbTest } from '../../../../../domain/experiments/ab-tests';
import type { Cents } from '../../../../../domain/money/money';
import { BannerText } from '../../../../../domain/quote/quote-texts';
import type { PaymentAnswers } from '../../../../../domain/reservation/draft';
import { FinancingPromo } from '../../quote-view/financing-promo';
import type { StepProps } from '../step-props';
import { CardFormView } from './card-form';
import './payment-step.css';
import { usePaymentStep } from './use-payment-step';

/** The sandbox notice: the processor is a stand-in, and the card that it approves. */
export const SANDBOX_NOTICE = 'Sandbox card processor: use test card 4242 4242 4242 4242';

/**
 * Step Y, payment (§2, issue 11): the card is saved at the SANDBOX card processor after a $0 verification,
 * nothing is charged; each §3 card result says what happened and what to do next; an approved card goes to
 * the shell with `onComplete`, which books the move. `total` (the shell's live price) sizes the §1 financing
 * promo line. Imports the card check (card-validator), so it is only ever loaded by the reservation's
 * lazy route.
 */
export function PaymentStep(props: StepProps<PaymentAnswers | null> & { total?: Cents | null }) {
  const model = usePaymentStep({
    initial: props.answers,
    onSaved: async (answers) => {
      props.onChange(answers);
      await props.onComplete(answers);
    },
  });
  const busy = model.busy || props.busy;
  return (
    <form className="payment-step" onSubmit={model.submit} noValidate aria-busy={busy}>
      <h2>Payment</h2>
      <p className="sandbox-notice" role="note">
        <strong>Sandbox</strong> {SANDBOX_NOTICE.replace(/^Sandbox /, '')}
      </p>
      <p className="payment-reassurance">{BannerText.reservedDesktopNote}</p>
      {/* §1 financing promo (issue 12), shown by the §7 affirm-payment-test; `total` is the live price. */}
      <FinancingPromo test={AbTest.affirmPayment} total={props.total ?? null} />
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
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? 'Booking your move…' : 'Book my move'}
      </button>
    </form>
  );
}

import { BookButton, OutcomeApproved, OutcomeProblem, SandboxPaymentPanel } from './payment-panel-parts';
import { PAYMENT_TEXT } from './payment-text';
import type { BookingPaymentModel } from './use-booking-payment';

/** PayPal on the payment step (issue 12): go to the SANDBOX approval page; back here, book. */
export function PayPalPanelView({ model, busy }: { model: BookingPaymentModel; busy: boolean }) {
  const { paypal } = model;
  const booking = model.booking || busy;
  return (
    <SandboxPaymentPanel id="paypal-panel-title" name="PayPal">
      {paypal.kind === 'approved' ? (
        <>
          <OutcomeApproved title={PAYMENT_TEXT.paypalApproved} note={PAYMENT_TEXT.paypalApprovedNote} />
          <BookButton booking={booking} onBook={model.bookWithPayPal} />
        </>
      ) : (
        <>
          <p>{PAYMENT_TEXT.paypalIntro}</p>
          {paypal.kind === 'cancelled' ? (
            <p className="card-outcome card-outcome-problem" role="alert">
              {PAYMENT_TEXT.paypalCancelled}
            </p>
          ) : null}
          {paypal.kind === 'problem' ? (
            <OutcomeProblem lead={paypal.message} next={PAYMENT_TEXT.chooseAnother} />
          ) : null}
          <button
            type="button"
            className="button button-primary"
            disabled={paypal.kind === 'opening' || booking}
            onClick={model.startPayPal}
          >
            {paypal.kind === 'opening' ? PAYMENT_TEXT.paypalOpening : PAYMENT_TEXT.paypalGo}
          </button>
        </>
      )}
    </SandboxPaymentPanel>
  );
}

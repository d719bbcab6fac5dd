import { PAYMENT_TEXT } from './payment-text';
import type { BookingPaymentModel } from './use-booking-payment';

/** PayPal on the payment step (issue 12): go to the SANDBOX approval page; back here, book. */
export function PayPalPanelView({ model, busy }: { model: BookingPaymentModel; busy: boolean }) {
  const { paypal } = model;
  const booking = model.booking || busy;
  return (
    <section className="payment-panel" aria-labelledby="paypal-panel-title">
      <h3 id="paypal-panel-title">
        PayPal <span className="sandbox-tag">SANDBOX</span>
      </h3>
      {paypal.kind === 'approved' ? (
        <>
          <div className="card-outcome card-outcome-ok" role="status">
            <p>
              <strong>{PAYMENT_TEXT.paypalApproved}</strong>
            </p>
            <p>{PAYMENT_TEXT.paypalApprovedNote}</p>
          </div>
          <button
            type="button"
            className="button button-primary"
            disabled={booking}
            onClick={model.bookWithPayPal}
          >
            {booking ? PAYMENT_TEXT.booking : PAYMENT_TEXT.book}
          </button>
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
            <div className="card-outcome card-outcome-problem" role="alert">
              <p>{paypal.message}</p>
              <p>{PAYMENT_TEXT.chooseAnother}</p>
            </div>
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
    </section>
  );
}

import { formatUsd } from '../../../../../domain/money/money';
import { CancelLoanDialog } from './cancel-loan-dialog';
import { PAYMENT_TEXT } from './payment-text';
import type { BookingPaymentModel } from './use-booking-payment';

/**
 * Affirm on the payment step (issue 12): apply in the SANDBOX window (a pop-up), then book with the
 * approved loan; each §4 Affirm state says what happened and what to do next.
 */
export function AffirmPanelView({ model, busy }: { model: BookingPaymentModel; busy: boolean }) {
  const { affirm } = model;
  const booking = model.booking || busy;
  const apply = (label: string) => (
    <button type="button" className="button button-primary" disabled={booking} onClick={model.startAffirm}>
      {label}
    </button>
  );
  let body: React.ReactNode;
  switch (affirm.kind) {
    case 'idle':
      body = apply(PAYMENT_TEXT.affirmGo);
      break;
    case 'opening':
      body = <p role="status">{PAYMENT_TEXT.affirmOpening}</p>;
      break;
    case 'waiting':
      body = <p role="status">{PAYMENT_TEXT.affirmWaiting}</p>;
      break;
    case 'reading':
      body = (
        <p role="status">
          {affirm.attempt > 0 ? PAYMENT_TEXT.affirmPending(affirm.attempt) : PAYMENT_TEXT.affirmReading}
        </p>
      );
      break;
    case 'blocked':
      body = (
        <>
          <div className="card-outcome card-outcome-problem" role="alert">
            <p>
              <strong>{PAYMENT_TEXT.affirmBlockedTitle}</strong>
            </p>
            <p>{PAYMENT_TEXT.affirmBlocked}</p>
          </div>
          <div className="payment-actions">
            <button type="button" className="button button-primary" onClick={model.affirmInThisWindow}>
              {PAYMENT_TEXT.affirmThisWindow}
            </button>
            <button type="button" className="button" onClick={model.startAffirm}>
              {PAYMENT_TEXT.affirmTryAgain}
            </button>
          </div>
        </>
      );
      break;
    case 'approved':
      body = (
        <>
          <div className="card-outcome card-outcome-ok" role="status">
            <p>
              <strong>{PAYMENT_TEXT.affirmApproved(formatUsd(affirm.amount))}</strong>
            </p>
            <p>{PAYMENT_TEXT.affirmApprovedNote}</p>
          </div>
          {model.bookProblem ? (
            <div className="card-outcome card-outcome-problem" role="alert">
              <p>{model.bookProblem}</p>
              <p>{PAYMENT_TEXT.chooseAnother}</p>
            </div>
          ) : null}
          <div className="payment-actions">
            <button
              type="button"
              className="button button-primary"
              disabled={booking}
              onClick={model.bookWithAffirm}
            >
              {booking ? PAYMENT_TEXT.booking : PAYMENT_TEXT.book}
            </button>
            <button type="button" className="button" disabled={booking} onClick={model.openCancelDialog}>
              {PAYMENT_TEXT.cancelLoan}
            </button>
          </div>
          {model.cancelDialogOpen ? (
            <CancelLoanDialog
              amount={formatUsd(affirm.amount)}
              cancelling={model.cancelling}
              problem={model.cancelProblem}
              onConfirm={model.confirmCancelLoan}
              onClose={model.closeCancelDialog}
            />
          ) : null}
        </>
      );
      break;
    case 'declined':
      body = (
        <div className="card-outcome card-outcome-problem" role="alert">
          <p>
            <strong>{affirm.message}</strong>
          </p>
          <p>{PAYMENT_TEXT.affirmDeclinedWayForward}</p>
        </div>
      );
      break;
    case 'notApplied':
      body = (
        <>
          <div className="card-outcome card-outcome-problem" role="alert">
            <p>{PAYMENT_TEXT.affirmNotApplied}</p>
            <p>{PAYMENT_TEXT.affirmNotAppliedWayForward}</p>
          </div>
          {apply(PAYMENT_TEXT.affirmAgain)}
        </>
      );
      break;
    case 'cancelled':
      body = (
        <>
          <p className="card-outcome card-outcome-ok" role="status">
            {PAYMENT_TEXT.affirmCancelled}
          </p>
          {apply(PAYMENT_TEXT.affirmAgain)}
        </>
      );
      break;
    case 'problem':
      body = (
        <>
          <div className="card-outcome card-outcome-problem" role="alert">
            <p>{affirm.message}</p>
            <p>{PAYMENT_TEXT.chooseAnother}</p>
          </div>
          {apply(PAYMENT_TEXT.affirmAgain)}
        </>
      );
      break;
  }
  return (
    <section className="payment-panel" aria-labelledby="affirm-panel-title">
      <h3 id="affirm-panel-title">
        Affirm <span className="sandbox-tag">SANDBOX</span>
      </h3>
      {affirm.kind === 'approved' ? null : <p>{PAYMENT_TEXT.affirmIntro}</p>}
      {body}
    </section>
  );
}

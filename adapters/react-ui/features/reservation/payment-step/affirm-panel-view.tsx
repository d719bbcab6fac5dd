import { formatUsd } from '../../../../../domain/money/money';
import { CancelLoanDialog } from './cancel-loan-dialog';
import { BookButton, OutcomeApproved, OutcomeProblem, SandboxPaymentPanel } from './payment-panel-parts';
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
          <OutcomeProblem strong lead={PAYMENT_TEXT.affirmBlockedTitle} next={PAYMENT_TEXT.affirmBlocked} />
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
          <OutcomeApproved
            title={PAYMENT_TEXT.affirmApproved(formatUsd(affirm.amount))}
            note={PAYMENT_TEXT.affirmApprovedNote}
          />
          {model.bookProblem ? (
            <OutcomeProblem lead={model.bookProblem} next={PAYMENT_TEXT.chooseAnother} />
          ) : null}
          <div className="payment-actions">
            <BookButton booking={booking} onBook={model.bookWithAffirm} />
            <button type="button" className="button" disabled={booking} onClick={model.openCancelDialog}>
              {PAYMENT_TEXT.cancelLoan}
            </button>
          </div>
          {model.cancelDialogOpen ? (
            <CancelLoanDialog
              amount={formatUsd(affirm.amount)}
              busy={model.cancelling}
              problem={model.cancelProblem}
              onConfirm={model.confirmCancelLoan}
              onClose={model.closeCancelDialog}
            />
          ) : null}
        </>
      );
      break;
    case 'declined':
      body = <OutcomeProblem strong lead={affirm.message} next={PAYMENT_TEXT.affirmDeclinedWayForward} />;
      break;
    case 'notApplied':
      body = (
        <>
          <OutcomeProblem
            lead={PAYMENT_TEXT.affirmNotApplied}
            next={PAYMENT_TEXT.affirmNotAppliedWayForward}
          />
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
          <OutcomeProblem lead={affirm.message} next={PAYMENT_TEXT.chooseAnother} />
          {apply(PAYMENT_TEXT.affirmAgain)}
        </>
      );
      break;
  }
  return (
    <SandboxPaymentPanel id="affirm-panel-title" name="Affirm">
      {affirm.kind === 'approved' ? null : <p>{PAYMENT_TEXT.affirmIntro}</p>}
      {body}
    </SandboxPaymentPanel>
  );
}

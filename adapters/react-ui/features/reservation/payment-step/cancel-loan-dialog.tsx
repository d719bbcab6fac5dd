import { useEffect, useRef } from 'react';
import { PAYMENT_TEXT } from './payment-text';

/**
 * §2 "a cancel-loan modal for the financing option" (issue 12; its layout is not shown): asks before
 * cancelling the Affirm loan. A modal dialog: focus moves into it, Escape and "Keep my loan" close it,
 * and focus goes back to the button that opened it.
 */
export function CancelLoanDialog(props: {
  amount: string;
  cancelling: boolean;
  problem: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    keep.current?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div className="modal-backdrop">
      <div
        className="modal card"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cancel-loan-title"
        aria-describedby="cancel-loan-body"
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !props.cancelling) props.onClose();
        }}
      >
        <h2 id="cancel-loan-title">{PAYMENT_TEXT.cancelTitle}</h2>
        <p id="cancel-loan-body">{PAYMENT_TEXT.cancelBody(props.amount)}</p>
        {props.problem ? (
          <p className="card-outcome card-outcome-problem" role="alert">
            {props.problem}
          </p>
        ) : null}
        <div className="modal-actions">
          <button
            type="button"
            ref={keep}
            className="button"
            disabled={props.cancelling}
            onClick={props.onClose}
          >
            {PAYMENT_TEXT.cancelKeep}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={props.cancelling}
            onClick={props.onConfirm}
          >
            {props.cancelling ? PAYMENT_TEXT.cancelling : PAYMENT_TEXT.cancelConfirm}
          </button>
        </div>
      </div>
    </div>
  );
}

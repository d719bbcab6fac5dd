import { ConfirmDialog } from '../../../app/confirm-dialog';
import { PAYMENT_TEXT } from './payment-text';

/**
 * §2 "a cancel-loan modal for the financing option" (issue 12; its layout is not shown): asks before
 * cancelling the Affirm loan, in the app's confirmation modal.
 */
export function CancelLoanDialog(props: {
  amount: string;
  cancelling: boolean;
  problem: string | null;
  onConfirm(): void;
  onClose(): void;
}) {
  return (
    <ConfirmDialog
      title={PAYMENT_TEXT.cancelTitle}
      titleId="cancel-loan-title"
      bodyId="cancel-loan-body"
      keepLabel={PAYMENT_TEXT.cancelKeep}
      confirmLabel={PAYMENT_TEXT.cancelConfirm}
      busyLabel={PAYMENT_TEXT.cancelling}
      busy={props.cancelling}
      problem={props.problem}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <p>{PAYMENT_TEXT.cancelBody(props.amount)}</p>
    </ConfirmDialog>
  );
}

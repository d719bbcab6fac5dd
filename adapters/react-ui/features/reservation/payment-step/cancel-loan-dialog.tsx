import { ConfirmDialog, type ConfirmDialogAction } from '../../../app/confirm-dialog';
import { CANCEL_LOAN_DIALOG_TEXT, PAYMENT_TEXT } from './payment-text';

/**
 * §2 "a cancel-loan modal for the financing option" (issue 12; its layout is not shown): asks before
 * cancelling the Affirm loan, in the app's confirmation modal.
 */
export function CancelLoanDialog({ amount, ...action }: { amount: string } & ConfirmDialogAction) {
  return (
    <ConfirmDialog
      text={CANCEL_LOAN_DIALOG_TEXT}
      action={action}
      titleId="cancel-loan-title"
      bodyId="cancel-loan-body"
    >
      <p>{PAYMENT_TEXT.cancelBody(amount)}</p>
    </ConfirmDialog>
  );
}

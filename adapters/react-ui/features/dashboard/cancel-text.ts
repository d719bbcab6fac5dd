import { asSentence } from '../../../../domain/reservation/move-messages';
import type { ConfirmDialogText } from '../../app/confirm-dialog';

/** The words of the dashboard's cancel (issue 12 "Cancellation", issue 13 "with the fee shown first"; ours). */
export const CancelText = {
  sectionTitle: 'Need to cancel?',
  action: 'Cancel reservation',
  dialogTitle: 'Cancel your reservation?',
  /** The fee first: 'Cancelling today costs $50.00: within 7 days of the drop-off date'. */
  feeToday: (fee: string, free: boolean, why: string) =>
    free ? `Cancelling today is free: ${why}` : `Cancelling today costs ${fee}: ${why}`,
  charge: (amount: string, method: string) => `${amount} will be charged to ${method}.`,
  refund: (amount: string) => `${amount} of what you paid will be refunded to the method you paid with.`,
  release: (amount: string) => `Holds of ${amount} on your card will be released.`,
  nothingCharged: 'Nothing will be charged.',
  consequence: 'Your reservation and its drop-off date will be cancelled. This cannot be undone.',
  keep: 'Keep my reservation',
  confirm: 'Cancel my reservation',
  cancelling: 'Cancelling…',
  failed: 'We could not cancel your reservation. Please try again in a moment.',
  callUs: 'To cancel, please call us at ',
  /** Issue 27: the server's reason as one sentence (it may end in a period already: never '..'). */
  notOnline: (message: string) => asSentence(message),
  cancelledTitle: 'Your reservation is cancelled',
  cancelledOn: (date: string) => `Cancelled on ${date}.`,
  fee: 'Cancellation fee',
  feeCharged: 'Fee charged',
  refunded: 'Refunded to you',
  stillDue: 'Fee still due',
} as const;

/** The words of the cancel's confirmation. */
export const CANCEL_DIALOG_TEXT: ConfirmDialogText = {
  title: CancelText.dialogTitle,
  keepLabel: CancelText.keep,
  confirmLabel: CancelText.confirm,
  busyLabel: CancelText.cancelling,
};

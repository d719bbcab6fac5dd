import type { ConfirmDialogText } from '../../../app/confirm-dialog';
/**
 * The payment step's words for PayPal and Affirm (issue 12; ours: §2 shows no layout for them). Each
 * stand-in is named SANDBOX wherever a customer reads about it.
 */
export const PAYMENT_TEXT = {
  chooseLegend: 'How would you like to pay?',
  card: 'Card',
  cardHint: 'Credit or debit card (SANDBOX card processor)',
  paypal: 'PayPal',
  paypalHint: 'Approve on the PayPal SANDBOX page, then book here',
  affirm: 'Affirm: pay over time',
  affirmHint: 'Apply for a loan in the Affirm SANDBOX window',
  paypalIntro:
    "You'll approve this payment on PayPal's SANDBOX page, then come back here to book. PayPal is not charged until we're in transit with your loaded container.",
  paypalGo: 'Continue to PayPal (SANDBOX)',
  paypalOpening: 'Opening PayPal…',
  paypalApproved: 'PayPal approved',
  paypalApprovedNote: 'Book your move to finish. Nothing is charged until we are in transit.',
  paypalCancelled:
    'You cancelled in PayPal, so nothing was approved. Continue to PayPal again, or choose another way to pay.',
  paypalUnavailable: 'PayPal is not answering right now. Please try again, or choose another way to pay.',
  affirmIntro:
    'Apply for a loan in the Affirm SANDBOX window (it opens as a pop-up). If you are approved, book your move here. The loan is charged only when we are in transit.',
  affirmGo: 'Apply with Affirm (SANDBOX)',
  affirmAgain: 'Apply with Affirm again',
  affirmOpening: 'Opening the Affirm window…',
  affirmWaiting: 'Finish your application in the Affirm SANDBOX window. This page updates when you are done.',
  affirmReading: 'Reading your Affirm application…',
  affirmPending: (attempt: number) =>
    `Your Affirm loan is still being set up. Checking again (${attempt} of 5)…`,
  affirmBlockedTitle: 'Your browser blocked the Affirm window',
  affirmBlocked:
    'Affirm opens in a pop-up window, and this browser blocked it. Allow pop-ups for this site and try again, or continue to Affirm in this window (you come back here when you are done).',
  affirmTryAgain: 'I allowed pop-ups: try again',
  affirmThisWindow: 'Continue to Affirm in this window',
  affirmApproved: (amount: string) => `Affirm approved ${amount}`,
  affirmApprovedNote: 'Book your move to finish. The loan is charged only when we are in transit.',
  affirmDeclined: "We couldn't approve you this time",
  affirmDeclinedWayForward: 'Please choose another way to pay.',
  affirmNotApplied: 'You closed the Affirm window before finishing.',
  affirmNotAppliedWayForward: 'Apply again, or choose another way to pay.',
  affirmCancelled:
    'Your Affirm loan was cancelled. Nothing will be charged on it. Choose how you would like to pay.',
  affirmUnavailable: 'Affirm is not answering right now. Please try again in a moment.',
  book: 'Book my move',
  booking: 'Booking your move…',
  bookFailed: 'We could not book your move. Please try again.',
  chooseAnother: 'Choose another way to pay above.',
  cancelLoan: 'Cancel this loan',
  cancelTitle: 'Cancel your Affirm loan?',
  cancelBody: (amount: string) =>
    `Your Affirm loan of ${amount} will be cancelled and nothing will be charged on it. You can then choose another way to pay.`,
  cancelConfirm: 'Yes, cancel the loan',
  cancelKeep: 'Keep my loan',
  cancelling: 'Cancelling…',
  cancelFailed: 'We could not cancel your Affirm loan. Please try again in a moment.',
} as const;

/** The words of the cancel-loan confirmation. */
export const CANCEL_LOAN_DIALOG_TEXT: ConfirmDialogText = {
  title: PAYMENT_TEXT.cancelTitle,
  keepLabel: PAYMENT_TEXT.cancelKeep,
  confirmLabel: PAYMENT_TEXT.cancelConfirm,
  busyLabel: PAYMENT_TEXT.cancelling,
};

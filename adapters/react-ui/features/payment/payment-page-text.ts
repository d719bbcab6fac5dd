/**
 * The words of the §1 payment input and payment success pages (issue 12; ours: §1 lists the pages, their
 * behaviour is not shown). The card processor is named SANDBOX wherever a customer reads about it.
 */
export const PayText = {
  title: 'Pay your balance',
  successTitle: 'Payment received',
  reference: 'Reference number',
  due: 'Amount due',
  why: 'Why',
  onFile: 'Payment method on file',
  declinedWhy: (amount: string, method: string, message: string | null) =>
    `We could not charge ${amount} to ${method}.${message ? ` ${message}` : ''}`,
  yourCard: 'your card',
  priceChangedWhy:
    'Your move now costs more than was charged so far. The difference must be paid before delivery can be scheduled.',
  notChargedWhy:
    "This is your move's total. It is charged to your payment method when your loaded container is in transit; you may pay it now instead.",
  nothingDue: 'Nothing is due on this move. It is paid in full.',
  payOnFileTitle: 'Pay with your payment method on file',
  payOnFile: (amount: string, method: string) => `Pay ${amount} with ${method}`,
  newCardTitle: 'Pay with a new card',
  newCardOrTitle: 'Or pay with a new card',
  newCardNote: 'Your new card becomes the payment method of this move. It is charged only what is due now.',
  payNewCard: (amount: string) => `Save card and pay ${amount}`,
  savingCard: 'Checking your card…',
  addingCard: 'Saving your card to your move…',
  paying: 'Paying…',
  phone: 'Prefer to pay by phone? Call us at ',
  back: 'Back to my move',
  missing: 'We could not find a booked move of yours with this reference.',
  loadFailed: 'We could not load your move. Please try again in a moment.',
  retry: 'Try again',
  loading: 'Loading your payments…',
  // Outcomes: a title, what happened, the way forward.
  cardRefusedTitle: 'Your card was not accepted',
  cardRefusedWay: 'Nothing was charged. Please check the card details or use another card.',
  declinedTitle: 'Your payment was declined',
  declinedWay: 'Nothing was charged. Please try another card.',
  technicalTitle: 'Your payment did not go through',
  technicalWay: 'Nothing was charged. You can try again with the same card, or use another card.',
  changedTitle: 'Your move changed while you were paying',
  changedWay: 'Nothing was charged. Please check the amount due and try again.',
  problemTitle: 'We could not take your payment',
  problemWay: 'Nothing was charged. Please try again in a moment, or call us.',
  // The success page.
  paid: 'Amount paid',
  card: 'Paid with',
  date: 'Date',
  balance: 'Balance now due',
  successLead: 'Thank you. Your payment was received.',
  receiptNote: 'This payment is on the receipts of your move on your dashboard.',
  noPayment: 'No payment was taken on this move yet.',
  stillDue: (amount: string) => `${amount} is still due.`,
  payRest: 'Pay the balance',
} as const;

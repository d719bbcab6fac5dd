/**
 * Issue 12, paying for a booking with PayPal or an Affirm loan (§3 Payment, §4 Reserve, §4 Affirm states):
 * where the customer comes back to after PayPal or Affirm, what the server checks before it books a move
 * with an approved PayPal order or an approved Affirm loan, how PayPal's refusals at the charge in transit
 * map onto the §3 card results, and when an Affirm loan can no longer be charged. Pure: facts come in as
 * plain values (no port types), time as milliseconds since the epoch where needed.
 *
 * Money is integer cents. The amount of an order or a loan is computed by the server (the price the
 * reserve step books), never taken from the browser.
 */
import type { Cents } from '../money/money';
import { formatUsd } from '../money/money';
import { RESERVATION_STEP_INFO } from '../reservation/enums';
import { reservationPath } from '../reservation/reservation-entry';
import type { ValueOf } from '../shared/enum';
import { AFFIRM_MESSAGES, type AffirmCheckoutApplicationState, AffirmLoanStatus } from './affirm';
import { AffirmApplicationState, CardResult } from './enums';
import { PayPalIssue as Issue, PAYPAL_ISSUE_MESSAGES, type PayPalIssue, PayPalOrderStatus } from './paypal';

/** The query parameter the payment step reads to know it came back from PayPal or Affirm (ours). */
export const PAYMENT_RETURN_PARAMETER = 'provider';
/** Its values: back from PayPal after Approve, after "Cancel and return", or back from Affirm's window. */
export const PaymentReturn = {
  PayPalApproved: 'paypal',
  PayPalCancelled: 'paypal-cancelled',
  Affirm: 'affirm',
} as const;
export type PaymentReturn = ValueOf<typeof PaymentReturn>;

/** The reservation's payment step (§2 step Y) with the return marker, e.g. `/reservation/1000123/payment?provider=paypal`. */
export function paymentStepReturnUrl(quoteId: number, marker: PaymentReturn): string {
  return `${reservationPath(quoteId, RESERVATION_STEP_INFO.payment.path)}?${PAYMENT_RETURN_PARAMETER}=${marker}`;
}

/**
 * PayPal's return and cancel addresses for a move's order: the payment step, to which PayPal adds
 * `token={orderId}` (and `PayerID` after Approve).
 */
export function payPalReturnUrls(quoteId: number): { returnUrl: string; cancelUrl: string } {
  return {
    returnUrl: paymentStepReturnUrl(quoteId, PaymentReturn.PayPalApproved),
    cancelUrl: paymentStepReturnUrl(quoteId, PaymentReturn.PayPalCancelled),
  };
}

/** Affirm's return address for a move's checkout: the payment step, to which AffirmVCN adds `checkout_id`. */
export function affirmReturnUrl(quoteId: number): string {
  return paymentStepReturnUrl(quoteId, PaymentReturn.Affirm);
}

/** §3 CreditCard usage of an Affirm loan's virtual card saved at the card processor (ours; a card's is 'Reservation'). */
export const AFFIRM_CARD_USAGE = 'AffirmVirtualCard';

/** What the customer reads when a booking payment cannot be used (ours; §8 names PaymentError only). */
export const BOOKING_PAYMENT_MESSAGES = {
  payPalOrderUsed: 'This PayPal payment was already used. Please start a new PayPal payment.',
  payPalAmountTooLow: (approved: Cents, total: Cents) =>
    `You approved ${formatUsd(approved)} in PayPal, but your move's total is now ${formatUsd(total)}. Please approve the new total in PayPal.`,
  affirmAmountTooLow: (approved: Cents, total: Cents) =>
    `Your Affirm loan was approved for ${formatUsd(approved)}, but your move's total is now ${formatUsd(total)}. Please apply again for the new total.`,
  affirmNotApplied:
    'You have not finished your Affirm application. Please finish it, or choose another payment method.',
  affirmCardNotMatching:
    'This is not the card of your Affirm loan. Please read your Affirm loan again, or choose another payment method.',
  affirmExpiredAtCharge:
    'Your Affirm loan approval expired before your move was in transit (an approval lasts 30 days), so it could not be charged. Please add another payment method.',
  affirmCancelledAtCharge:
    'Your Affirm loan was cancelled, so it could not be charged. Please add another payment method.',
  affirmUnusableAtCharge: 'Your Affirm loan can no longer be charged. Please add another payment method.',
  affirmOverApproved: (approved: Cents, due: Cents) =>
    `The ${formatUsd(due)} due is more than your approved Affirm loan of ${formatUsd(approved)}. Please add another payment method.`,
  affirmLoanCharged:
    "This Affirm loan can't be cancelled: your move was already charged to it. A refund of that charge goes back to the loan.",
  affirmCardPending:
    'Your Affirm loan is still being set up. Please try again in a moment. If this goes on, cancel this Affirm loan and apply again.',
  affirmCardNotSaved:
    "We could not set up your Affirm loan's card, so the loan was cancelled and nothing will be charged. Please apply again, or choose another payment method.",
  notInReservation: 'This move is already booked, or its reservation has not started.',
  answersMissing:
    'Some answers are missing. Please finish the location and schedule steps before choosing how to pay.',
} as const;

/** What the server knows of a PayPal order when a move is booked with it. */
export interface PayPalOrderFacts {
  readonly quoteId: number;
  readonly userId: number;
  readonly status: PayPalOrderStatus;
  readonly amount: Cents;
}

/**
 * Why the move cannot be booked with this PayPal order, as the customer's message, or null when it can:
 * the order must be the customer's, for this move, APPROVED by the buyer (not yet authorized, captured or
 * voided: nothing is authorized or captured at booking) and for at least the booked total. Another user's
 * order, or another move's, reads as an order that does not exist.
 */
export function payPalBookingRefusal(
  order: PayPalOrderFacts | null,
  expected: { quoteId: number; userId: number; total: Cents },
): string | null {
  if (order === null || order.userId !== expected.userId || order.quoteId !== expected.quoteId) {
    return PAYPAL_ISSUE_MESSAGES[Issue.InvalidResourceId];
  }
  switch (order.status) {
    case PayPalOrderStatus.Created:
      return PAYPAL_ISSUE_MESSAGES[Issue.OrderNotApproved];
    case PayPalOrderStatus.Completed:
    case PayPalOrderStatus.Voided:
      return BOOKING_PAYMENT_MESSAGES.payPalOrderUsed;
    case PayPalOrderStatus.Approved:
      return order.amount < expected.total
        ? BOOKING_PAYMENT_MESSAGES.payPalAmountTooLow(order.amount, expected.total)
        : null;
    default:
      return order.status satisfies never;
  }
}

/** What the server knows of an Affirm checkout when a move is booked with it. */
export interface AffirmCheckoutFacts {
  readonly quoteId: number;
  readonly userId: number;
  readonly flow: string;
  readonly application: AffirmCheckoutApplicationState;
  readonly status: AffirmLoanStatus;
  /** The approved loan's checkout token and amount (Success only). */
  readonly checkoutToken: string | null;
  readonly approvedAmount: Cents | null;
  /** The card processor's token the virtual card was saved as, when the server saved it. */
  readonly savedCardToken: string | null;
}

/**
 * Why the move cannot be booked with this Affirm loan, as the customer's message, or null when it can: the
 * checkout must be the customer's, for this move and flow, approved (§4 Success), not cancelled, expired or
 * finalized, with the card the server saved for it and the checkout token it answered, and approved for at
 * least the booked total. Anything that is not the customer's reads as a checkout that does not exist.
 */
export function affirmBookingRefusal(
  checkout: AffirmCheckoutFacts | null,
  expected: {
    quoteId: number;
    userId: number;
    flow: string;
    cardToken: string;
    checkoutToken: string;
    total: Cents;
  },
): string | null {
  if (
    checkout === null ||
    checkout.userId !== expected.userId ||
    checkout.quoteId !== expected.quoteId ||
    checkout.flow !== expected.flow
  ) {
    return AFFIRM_MESSAGES.checkoutNotFound;
  }
  switch (checkout.application) {
    case AffirmApplicationState.Failure:
      return AFFIRM_MESSAGES.declined;
    case AffirmApplicationState.Initial:
    case AffirmApplicationState.HasNotApplied:
      return checkout.status === AffirmLoanStatus.Cancelled
        ? AFFIRM_MESSAGES.checkoutCancelled
        : BOOKING_PAYMENT_MESSAGES.affirmNotApplied;
    case AffirmApplicationState.Success:
      break;
    default:
      return checkout.application satisfies never;
  }
  const unusable = AFFIRM_LOAN_UNUSABLE[checkout.status];
  if (unusable !== null) return unusable;
  if (
    checkout.savedCardToken === null ||
    checkout.savedCardToken !== expected.cardToken ||
    checkout.checkoutToken !== expected.checkoutToken
  ) {
    return BOOKING_PAYMENT_MESSAGES.affirmCardNotMatching;
  }
  const approved = checkout.approvedAmount;
  if (approved === null) return AFFIRM_MESSAGES.noApprovedLoan;
  return approved < expected.total
    ? BOOKING_PAYMENT_MESSAGES.affirmAmountTooLow(approved, expected.total)
    : null;
}

/** The message of an approved loan that can no longer be used to book, or null while it is authorized. */
const AFFIRM_LOAN_UNUSABLE: Readonly<Record<AffirmLoanStatus, string | null>> = {
  Authorized: null,
  Cancelled: AFFIRM_MESSAGES.loanCancelled,
  Expired: AFFIRM_MESSAGES.checkoutExpired,
  Voided: AFFIRM_MESSAGES.loanFinalized,
  Finalized: AFFIRM_MESSAGES.loanFinalized,
  Declined: AFFIRM_MESSAGES.declined,
  Open: AFFIRM_MESSAGES.noApprovedLoan,
};

/**
 * Why an Affirm loan's virtual card cannot be charged `due` at the charge in transit, as a §3 card result
 * and the customer's message, or null when it can: the loan must still be authorized (payments.md: about
 * 30 days from approval), not cancelled or finalized, and approved for at least `due`. Every refusal is a
 * CardDeclined, which the same method cannot fix: the reservation needs payment info (§8 PaymentError).
 */
export function affirmChargeRefusal(
  loan: { status: AffirmLoanStatus; approvedAmount: Cents | null } | null,
  due: Cents,
): { result: typeof CardResult.CardDeclined; message: string } | null {
  const declined = (message: string) => ({ result: CardResult.CardDeclined, message });
  if (loan === null) return declined(BOOKING_PAYMENT_MESSAGES.affirmUnusableAtCharge);
  switch (loan.status) {
    case AffirmLoanStatus.Authorized:
      if (loan.approvedAmount !== null && due > loan.approvedAmount) {
        return declined(BOOKING_PAYMENT_MESSAGES.affirmOverApproved(loan.approvedAmount, due));
      }
      return null;
    case AffirmLoanStatus.Expired:
      return declined(BOOKING_PAYMENT_MESSAGES.affirmExpiredAtCharge);
    case AffirmLoanStatus.Cancelled:
      return declined(BOOKING_PAYMENT_MESSAGES.affirmCancelledAtCharge);
    case AffirmLoanStatus.Open:
    case AffirmLoanStatus.Declined:
    case AffirmLoanStatus.Voided:
    case AffirmLoanStatus.Finalized:
      return declined(BOOKING_PAYMENT_MESSAGES.affirmUnusableAtCharge);
    default:
      return loan.status satisfies never;
  }
}

/**
 * PayPal's refusals at the charge in transit on the §3 card results (docs/decisions.md): INSTRUMENT_DECLINED
 * (the buyer's funding source said no) is CardDeclined; every other refusal (an order no longer approved,
 * an expired or voided authorization, an amount over what was approved, an unknown order) is CardError.
 * Neither can be fixed by trying again with the same order: the reservation needs payment info.
 */
export function cardResultOfPayPalIssue(
  issue: PayPalIssue,
): typeof CardResult.CardDeclined | typeof CardResult.CardError {
  return issue === Issue.InstrumentDeclined ? CardResult.CardDeclined : CardResult.CardError;
}

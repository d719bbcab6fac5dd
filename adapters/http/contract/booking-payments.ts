import { z } from 'zod';
import type { AffirmCheckoutView } from '../../../application/payments/affirm-checkout-reader';
import type { AffirmLoanCancellation } from '../../../application/payments/cancel-affirm-loan';
import { AFFIRM_FLOWS, type AffirmFlow, AffirmLoanStatus } from '../../../domain/payment/affirm';
import {
  AffirmApplicationState,
  AffirmCancellationState,
  CARD_BRANDS,
  type CardBrand,
} from '../../../domain/payment/enums';
import { Dollars, dollarsOf, ErrorResponse } from './common';
import { QuoteNumber } from './quote-changes';

/**
 * Issue 12, paying for a booking with PayPal or an Affirm loan, on the wire (our design: docs/decisions.md,
 * docs/api.md), and §7 POST affirm/cancel. Amounts are dollars with at most two decimals, computed by the
 * server. No answer ever carries a card number or security code.
 */
export const PAYPAL_ORDERS_PATH = '/api/moves/{id}/paypal/orders';
export const AFFIRM_CHECKOUTS_PATH = '/api/moves/{id}/affirm/checkouts';
export const AFFIRM_CHECKOUT_PATH = '/api/moves/{id}/affirm/checkouts/{checkoutId}';
export const AFFIRM_CANCEL_PATH = '/api/affirm/cancel';
/** Issue 27 (ours): the Affirm approval kept with the reservation, shown again after a reload. */
export const AFFIRM_APPROVAL_PATH = '/api/moves/{id}/affirm/approval';

/** An Affirm checkout id (§3 Loan checkoutId). */
export const CheckoutId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,100}$/, 'Value must be an Affirm checkout id')
  .max(100);

const FLOWS = AFFIRM_FLOWS as unknown as [AffirmFlow, ...AffirmFlow[]];

// ---- POST /api/moves/{id}/paypal/orders ----

export const PayPalOrderResponse = z.object({
  success: z.literal(true),
  /** The PayPal order id: §3 PaymentReferenceID of the reserve request once the buyer approved it. */
  orderId: z.string(),
  /** PayPal's approval page (the SANDBOX's, on this site): send the customer there. */
  approveUrl: z.string(),
  /** What the order is for: the move's total, as §4 Reserve books it. */
  Amount: Dollars,
});

// ---- POST /api/moves/{id}/affirm/checkouts ----

export const AffirmCheckoutBody = z.object({ Method: z.enum(FLOWS) }).strict();

export const AffirmCheckoutOpenedResponse = z.object({
  success: z.literal(true),
  /** §3 Loan checkoutId. */
  checkoutId: z.string(),
  /** Affirm's application window: a pop-up for AffirmLite, the whole page for AffirmVCN. */
  windowUrl: z.string(),
  Method: z.enum(FLOWS),
  /** What the loan is asked for: the move's total, as §4 Reserve books it. */
  Amount: Dollars,
});

// ---- GET /api/moves/{id}/affirm/checkouts/{checkoutId} ----

export const AffirmCheckoutParams = z.object({ id: QuoteNumber, checkoutId: CheckoutId });

/** §3 CreditCard of the loan's virtual card as saved at the card processor: its token, never its number. */
export const WireAffirmCreditCard = z.object({
  paymentProfileId: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  type: z.enum(CARD_BRANDS as [CardBrand, ...CardBrand[]]),
  expirationDate: z.string(),
  name: z.string(),
  zip: z.string(),
  usage: z.string(),
});

/** §3 AffirmPaymentData, cleared of its card fields (card number, expiry, security value). */
export const WireAffirmPaymentData = z.object({
  checkoutToken: z.string(),
  priceAtLoanApproval: Dollars,
  cardType: z.enum(CARD_BRANDS as [CardBrand, ...CardBrand[]]),
  cardName: z.string(),
  cardZip: z.string(),
});

export const AffirmCheckoutResponse = z.object({
  success: z.literal(true),
  checkoutId: z.string(),
  Method: z.enum(FLOWS),
  /** §4 Affirm application state (PopupBlocker is seen by the browser only). */
  State: z.enum([
    AffirmApplicationState.Initial,
    AffirmApplicationState.HasNotApplied,
    AffirmApplicationState.Success,
    AffirmApplicationState.Failure,
  ]),
  /** §4 Affirm cancellation state. */
  CancellationState: z.enum([AffirmCancellationState.HasNotCancelled, AffirmCancellationState.HasCancelled]),
  /** Where the loan stands: Open, Declined, Authorized (usable), Expired, Cancelled, Voided, Finalized. */
  LoanStatus: z.enum(Object.values(AffirmLoanStatus) as [AffirmLoanStatus, ...AffirmLoanStatus[]]),
  Amount: Dollars,
  ApprovedAmount: Dollars.nullable(),
  /** ISO-8601: when the approval lapses (about 30 days), or the unanswered window closes. */
  ExpiresAt: z.string(),
  /** Why this checkout cannot book the move, for the customer; null when it can or is still open. */
  Message: z.string().nullable(),
  /** Success (and usable): the virtual card's token and the cleared AffirmPaymentData; else null. */
  CreditCard: WireAffirmCreditCard.nullable(),
  AffirmPaymentData: WireAffirmPaymentData.nullable(),
  /** Success (and usable): the §3 PaymentMethods entry to send in POST moves/{id}/reserve, as is; else null. */
  ReservePaymentMethod: z
    .object({
      Method: z.enum(FLOWS),
      PaymentReferenceID: z.string(),
      CreditCard: z.object({ paymentProfileId: z.string() }),
      AffirmPaymentData: WireAffirmPaymentData,
    })
    .nullable(),
});
export type AffirmCheckoutResponse = z.infer<typeof AffirmCheckoutResponse>;

/** Issue 27: the approval kept with the reservation (the checkout as GET affirm/checkouts/{id} answers it), or null. */
export const AffirmApprovalResponse = z.object({
  success: z.literal(true),
  Approval: AffirmCheckoutResponse.omit({ success: true }).nullable(),
});
export type AffirmApprovalResponse = z.infer<typeof AffirmApprovalResponse>;

export function toWireAffirmApproval(view: AffirmCheckoutView | null): AffirmApprovalResponse {
  if (view === null) return { success: true, Approval: null };
  const { success: _, ...approval } = toWireAffirmCheckout(view);
  return { success: true, Approval: approval };
}

export function toWireAffirmCheckout(view: AffirmCheckoutView): AffirmCheckoutResponse {
  const data = view.saved
    ? {
        ...view.saved.affirmPaymentData,
        priceAtLoanApproval: dollarsOf(view.saved.affirmPaymentData.priceAtLoanApproval),
      }
    : null;
  return {
    success: true,
    checkoutId: view.checkoutId,
    Method: view.flow,
    State: view.application,
    CancellationState: view.cancellation,
    LoanStatus: view.status,
    Amount: dollarsOf(view.amount),
    ApprovedAmount: view.approvedAmount === null ? null : dollarsOf(view.approvedAmount),
    ExpiresAt: view.expiresAt,
    Message: view.message,
    CreditCard: view.saved ? { ...view.saved.creditCard } : null,
    AffirmPaymentData: data,
    ReservePaymentMethod:
      view.saved && data
        ? {
            Method: view.flow,
            PaymentReferenceID: view.checkoutId,
            CreditCard: { paymentProfileId: view.saved.creditCard.paymentProfileId },
            AffirmPaymentData: data,
          }
        : null,
  };
}

// ---- §7 POST /api/affirm/cancel ----

export const AffirmCancelBody = z.object({ checkoutId: CheckoutId }).strict();

export const AffirmCancelResponse = z.object({
  success: z.literal(true),
  checkoutId: z.string(),
  /** §4: HasCancelled (now, or by an earlier call). */
  CancellationState: z.literal(AffirmCancellationState.HasCancelled),
  /** The move the loan was for, and whether it is booked. */
  QuoteId: z.number().int(),
  Reserved: z.boolean(),
  /** §3 AffirmLoanCancelled: the booked move's PaymentMethods entry of this loan is marked cancelled. */
  AffirmLoanCancelled: z.boolean(),
  /**
   * §3 PaymentInfoRequired: the booked move has something due and no active method left; the customer adds
   * one (POST moves/{id}/payment-info) or pays (POST payments/pay). False for a move not booked yet.
   */
  PaymentInfoRequired: z.boolean(),
});

/** §4 CancellationFailed: success false, its reason and the customer's message. */
export const AffirmCancelFailedResponse = ErrorResponse.extend({
  checkoutId: z.string(),
  CancellationState: z.literal(AffirmCancellationState.CancellationFailed),
  /** NotApproved, LoanFinalized, LoanClosed, LoanExpired (Affirm's), or LoanCharged (the move was charged to it). */
  reason: z.string(),
  Message: z.string(),
});

export function toWireAffirmCancel(answer: AffirmLoanCancellation) {
  if (answer.state === AffirmCancellationState.CancellationFailed) {
    const message = answer.message ?? '';
    return {
      success: false as const,
      errors: [`checkoutId - ${message}`],
      reason: answer.reason ?? AffirmCancellationState.CancellationFailed,
      checkoutId: answer.checkoutId,
      CancellationState: answer.state,
      Message: message,
    };
  }
  return {
    success: true as const,
    checkoutId: answer.checkoutId,
    CancellationState: answer.state,
    QuoteId: answer.quoteId,
    Reserved: answer.reserved,
    AffirmLoanCancelled: answer.affirmLoanCancelled,
    PaymentInfoRequired: answer.paymentInfoRequired,
  };
}

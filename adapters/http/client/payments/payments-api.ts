import type { z } from 'zod';
import type { Quote } from '../../../../domain/quote/types';
import type { CancellationPreview } from '../../../../domain/reservation/cancellation';
import type {
  AffirmCancelResponse,
  AffirmCheckoutOpenedResponse,
  AffirmCheckoutResponse,
  PayPalOrderResponse,
} from '../../contract/booking-payments';
import type { CancelResponse, PayApproved } from '../../contract/move-money';
import type { MovePaymentsResponse, WireLedgerRow } from '../../contract/move-payments';
import type { SaveCardRequest, WireSavedCard } from '../../contract/payments';
import type { ApiResult } from '../api-result';
import type { InCents, WireAnswer } from '../wire-types';

/** One row of a move's payments ledger as GET moves/{id}/payments answers it (the contract's, amount in cents). */
export type PaymentLedgerRow = InCents<z.output<typeof WireLedgerRow>, 'Amount'>;

/**
 * A move's payments (issue 12, GET moves/{id}/payments): §3 TotalPrice, what was captured and refunded,
 * §3 InvoiceAmountDue and PaymentInfoRequired, all from the ledger (oldest row first); amounts in cents.
 * Cancellation (issue 13: what cancelling today would cost and settle, or why it cannot be cancelled online;
 * null once cancelled) is the domain's own preview in cents, which the wire's union sends in dollars.
 */
export type MovePayments = Omit<
  InCents<
    WireAnswer<typeof MovePaymentsResponse>,
    'TotalPrice' | 'Captured' | 'Refunded' | 'InvoiceAmountDue'
  >,
  'Ledger' | 'Cancellation'
> & { Ledger: PaymentLedgerRow[]; Cancellation: CancellationPreview | null };

/** GET moves/{id}/payments' Cancellation in cents (the domain's own preview). */
export type { CancellationPreview };

/**
 * §7 POST moves/{id}/payment-info's answer: the quote saved with the new card active, and the payments. A
 * client shape, not the wire's: the quote is the domain's (cents) and the names are the client's.
 */
export interface PaymentInfoAdded {
  quote: Quote;
  payments: MovePayments;
}

/** §7 POST payments/pay's approved answer (cents): what was captured, and the payments after it. */
export type BalancePaid = InCents<
  Pick<z.output<typeof PayApproved>, 'Amount' | 'HasMadePaymentOnTool'>,
  'Amount'
> & {
  payments: MovePayments;
};

/** POST moves/{id}/cancel's answer (cents): the cancellation, how its fee was charged, the quote, the payments. */
export interface MoveCancelled {
  Cancellation: InCents<CancelResponse['Cancellation'], 'Fee' | 'PriceBefore'>;
  FeeCharge: InCents<CancelResponse['FeeCharge'], 'Amount'>;
  quote: Quote;
  payments: MovePayments;
}

/** POST moves/{id}/paypal/orders (issue 12): the order, where to approve it, and its amount in cents. */
export type PayPalOrder = InCents<WireAnswer<typeof PayPalOrderResponse>, 'Amount'>;

/** POST moves/{id}/affirm/checkouts (issue 12): the checkout, its application window, its amount in cents. */
export type AffirmCheckoutOpened = InCents<WireAnswer<typeof AffirmCheckoutOpenedResponse>, 'Amount'>;

/**
 * GET moves/{id}/affirm/checkouts/{checkoutId} (issue 12), amounts in cents; `ReservePaymentMethod` is the
 * §3 PaymentMethods entry to send in §4 Reserve as is (null unless the loan is approved and usable).
 */
export type AffirmCheckoutState = InCents<
  WireAnswer<typeof AffirmCheckoutResponse>,
  'Amount' | 'ApprovedAmount'
>;

/** §7 POST affirm/cancel's answer (issue 12): HasCancelled, and what it did to the move. */
export type AffirmLoanCancelled = WireAnswer<typeof AffirmCancelResponse>;

export interface PaymentsApi {
  /**
   * POST payments/cards (issue 11): saves the card at the (sandbox) processor after a $0 verification. One
   * idempotency key per attempt, the same across a double click or a retry. A processor's refusal comes back
   * as Refused with status 200 and the card result as `reason` (CardDeclined, CardError, TechnicalError,
   * UnknownError); a card that fails the card check as Refused 400, reason CardError, with field lines.
   */
  saveCard(card: SaveCardRequest, idempotencyKey: string): Promise<ApiResult<WireSavedCard>>;
  /**
   * GET moves/{id}/payments (issue 12): the booked move's payments ledger and balances, for its owner (and
   * staff); anyone else is Refused 404.
   */
  movePayments(quoteId: number): Promise<ApiResult<MovePayments>>;
  /**
   * §7 POST moves/{id}/payment-info {Revision, PaymentInfo} (issue 12): a card saved with `saveCard` becomes
   * the move's active method at Revision + 1; nothing is charged. Refused 409 'WrongRevisionError (MyMove)'
   * or 402 'PaymentError (MyMove)' (reason), with the §5 line.
   */
  addPaymentInfo(
    quoteId: number,
    Revision: number,
    paymentProfileId: string,
  ): Promise<ApiResult<PaymentInfoAdded>>;
  /**
   * §7 POST payments/pay (issue 12): charges the balance due (computed by the server) to the active method,
   * once per idempotency key. A processor refusal is Refused with the §3 card result as `reason`
   * (CardDeclined, CardError, TechnicalError, UnknownError) and 'payment - message'; a paid move is Refused
   * 409 with reason NothingDue.
   */
  payBalance(quoteId: number, idempotencyKey: string): Promise<ApiResult<BalancePaid>>;
  /**
   * POST moves/{id}/cancel (issue 12): cancels the reservation with its fee; holds are voided and captures
   * above the fee refunded. Refused 409 'WrongRevisionError (MyMove)' or NotCancellableOnline.
   */
  cancelMove(quoteId: number, Revision: number, idempotencyKey: string): Promise<ApiResult<MoveCancelled>>;
  /**
   * POST moves/{id}/paypal/orders (issue 12): a PayPal order for the move's total (computed by the server);
   * send the customer to `approveUrl`. One idempotency key per attempt.
   */
  createPayPalOrder(quoteId: number, idempotencyKey: string): Promise<ApiResult<PayPalOrder>>;
  /**
   * POST moves/{id}/affirm/checkouts (issue 12): an Affirm checkout for the move's total; AffirmLite opens
   * `windowUrl` in a pop-up, AffirmVCN goes there. One idempotency key per attempt.
   */
  openAffirmCheckout(
    quoteId: number,
    Method: 'AffirmVCN' | 'AffirmLite',
    idempotencyKey: string,
  ): Promise<ApiResult<AffirmCheckoutOpened>>;
  /**
   * GET moves/{id}/affirm/checkouts/{checkoutId} (issue 12): the §4 application state and, once approved,
   * the reserve entry. Refused 409 with reason AffirmCardPending means "ask again in a moment".
   */
  affirmCheckout(quoteId: number, checkoutId: string): Promise<ApiResult<AffirmCheckoutState>>;
  /**
   * GET moves/{id}/affirm/approval (issue 27): the Affirm approval kept with the reservation (the newest
   * checkout, as affirmCheckout answers it) while it can still book the move, else null.
   */
  affirmApproval(quoteId: number): Promise<ApiResult<AffirmCheckoutState | null>>;
  /**
   * §7 POST affirm/cancel (issue 12): cancels the loan. A §4 CancellationFailed is Refused 409 with its reason
   * (NotApproved, LoanFinalized, LoanClosed, LoanExpired, LoanCharged) and the message as `checkoutId - …`.
   */
  cancelAffirmLoan(checkoutId: string): Promise<ApiResult<AffirmLoanCancelled>>;
}

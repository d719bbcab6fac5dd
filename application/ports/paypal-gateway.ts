import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type {
  PayPalAuthorizationStatus,
  PayPalCaptureStatus,
  PayPalFundingSource,
  PayPalIssue,
  PayPalOrderStatus,
} from '../../domain/payment/paypal';
import type { PaymentGatewayUnavailable } from './payment-gateway';
import type { Token } from './token';

/**
 * A request PayPal refused, as data: its issue name (domain/payment/paypal.ts PayPalIssue) as the kind,
 * and what the customer is told (PAYPAL_ISSUE_MESSAGES).
 */
export type PayPalRefusal<I extends PayPalIssue = PayPalIssue> = I extends PayPalIssue
  ? { kind: I; message: string }
  : never;

/** Any answer but a result: a refusal of one of `I`, or PayPal (its store) could not be reached. */
export type PayPalFailure<I extends PayPalIssue> = PayPalRefusal<I> | PaymentGatewayUnavailable;

export interface CreatePayPalOrder {
  /** The move (quote id) the payment is for. */
  quoteId: number;
  /** The Relomove user who will approve it: only they can open its approval page. */
  userId: number;
  amount: Cents;
  /** Where the approval page sends the buyer after Approve, with `?token={orderId}&PayerID=…` added. */
  returnUrl: string;
  /** Where it sends them after "Cancel and return", with `?token={orderId}` added. */
  cancelUrl: string;
  /** PayPal-Request-Id. */
  requestId: string;
}

export interface PayPalCreatedOrder {
  orderId: string;
  status: 'CREATED';
  /** The buyer's approval page (the sandbox's, on this site). */
  approveUrl: string;
}

export interface PayPalAuthorization {
  authorizationId: string;
  orderId: string;
  amount: Cents;
  /** Its status as of the answer (EXPIRED once its 29 days are over). */
  status: PayPalAuthorizationStatus;
  /** ISO-8601 instants. */
  createdAt: string;
  /** 29 days after the first authorization of the order (a reauthorization keeps it). */
  expiresAt: string;
  /** The end of the 3-day honor period. */
  honorUntil: string;
  /** For a reauthorization: the authorization it replaced. */
  reauthorizationOf: string | null;
}

export interface PayPalPayer {
  /** The sandbox buyer's PayPal address. */
  email: string;
  /** PayPal's PayerID (13 characters). */
  payerId: string;
}

export interface PayPalOrder {
  orderId: string;
  quoteId: number;
  userId: number;
  status: PayPalOrderStatus;
  amount: Cents;
  /** Who approved it; null before approval. */
  payer: PayPalPayer | null;
  /** The funding source the buyer chose on approval; null before approval (or after a decline). */
  fundingSource: PayPalFundingSource | null;
  /** Its newest authorization, if any. */
  authorization: PayPalAuthorization | null;
  createdAt: string;
}

export interface PayPalCapture {
  captureId: string;
  authorizationId: string;
  orderId: string;
  amount: Cents;
  status: 'COMPLETED';
  createdAt: string;
}

export interface PayPalVoid {
  authorizationId: string;
  orderId: string;
  /** What the void released: the authorization's amount. */
  amount: Cents;
  status: 'VOIDED';
  voidedAt: string;
}

export interface PayPalRefund {
  refundId: string;
  captureId: string;
  orderId: string;
  amount: Cents;
  status: 'COMPLETED';
  createdAt: string;
}

/** Which records to list (all of them without a filter). */
export interface PayPalRecordsFilter {
  quoteId?: number;
  orderId?: string;
}

/** What every row of the sandbox's books carries: its order and move, its amount, the request and when. */
export interface PayPalBookRow {
  orderId: string;
  quoteId: number;
  amount: Cents;
  requestId: string;
  createdAt: string;
}

/** The sandbox's own books, for `relomove payments reconcile`. Times are ISO-8601 instants. */
export interface PayPalRecords {
  orders: Array<
    PayPalBookRow & {
      userId: number;
      status: PayPalOrderStatus;
      fundingSource: PayPalFundingSource | null;
      approvedAt: string | null;
    }
  >;
  authorizations: Array<
    PayPalBookRow & {
      authorizationId: string;
      status: PayPalAuthorizationStatus;
      reauthorizationOf: string | null;
      expiresAt: string;
      honorUntil: string;
    }
  >;
  captures: Array<
    PayPalBookRow & {
      captureId: string;
      authorizationId: string;
      /** The sum of its refunds. */
      refunded: Cents;
      status: PayPalCaptureStatus;
    }
  >;
  voids: Array<PayPalBookRow & { authorizationId: string }>;
  refunds: Array<PayPalBookRow & { refundId: string; captureId: string }>;
}

/** What authorizing an order can answer instead. */
export type PayPalAuthorizeFailure = PayPalFailure<
  | 'INVALID_RESOURCE_ID'
  | 'ORDER_NOT_APPROVED'
  | 'ORDER_ALREADY_AUTHORIZED'
  | 'INSTRUMENT_DECLINED'
  | 'DUPLICATE_REQUEST_ID'
>;

/** What reauthorizing can answer instead. */
export type PayPalReauthorizeFailure = PayPalFailure<
  | 'INVALID_RESOURCE_ID'
  | 'REAUTHORIZATION_TOO_SOON'
  | 'AUTHORIZATION_ALREADY_CAPTURED'
  | 'AUTHORIZATION_VOIDED'
  | 'AUTHORIZATION_EXPIRED'
  | 'AUTHORIZATION_REAUTHORIZED'
  | 'DUPLICATE_REQUEST_ID'
>;

/** What capturing an authorization can answer instead. */
export type PayPalCaptureFailure = PayPalFailure<
  | 'INVALID_RESOURCE_ID'
  | 'INVALID_PARAMETER_VALUE'
  | 'ORDER_NOT_APPROVED'
  | 'AUTHORIZATION_ALREADY_CAPTURED'
  | 'AUTHORIZATION_VOIDED'
  | 'AUTHORIZATION_EXPIRED'
  | 'AUTHORIZATION_REAUTHORIZED'
  | 'MAX_CAPTURE_AMOUNT_EXCEEDED'
  | 'DUPLICATE_REQUEST_ID'
>;

/** What voiding an authorization can answer instead. */
export type PayPalVoidFailure = PayPalFailure<
  | 'INVALID_RESOURCE_ID'
  | 'ORDER_NOT_APPROVED'
  | 'PREVIOUSLY_CAPTURED'
  | 'PREVIOUSLY_VOIDED'
  | 'AUTHORIZATION_EXPIRED'
  | 'AUTHORIZATION_REAUTHORIZED'
  | 'DUPLICATE_REQUEST_ID'
>;

/** What refunding a capture can answer instead. */
export type PayPalRefundFailure = PayPalFailure<
  | 'INVALID_RESOURCE_ID'
  | 'INVALID_PARAMETER_VALUE'
  | 'CAPTURE_FULLY_REFUNDED'
  | 'REFUND_AMOUNT_EXCEEDED'
  | 'REFUND_TIME_LIMIT_EXCEEDED'
  | 'DUPLICATE_REQUEST_ID'
>;

/**
 * PayPal's Orders v2 flow with intent AUTHORIZE (../shared/design/payments.md "PayPal"): create an order,
 * the buyer approves it on PayPal's page, authorize it, then capture or void the authorization; refund a
 * capture. Money in cents.
 *
 * Every call that changes something takes a PayPal-Request-Id: the same id again answers the first answer
 * (a refusal too), even from another instance or at the same moment; the same id with a different request
 * is DUPLICATE_REQUEST_ID. Refusals are data with PayPal's issue names and the customer's message.
 */
export interface PayPalGateway {
  /** Creates an order for `amount` (intent AUTHORIZE), status CREATED, with the buyer's approval page. */
  createOrder(
    order: CreatePayPalOrder,
  ): ResultAsync<PayPalCreatedOrder, PayPalFailure<'INVALID_PARAMETER_VALUE' | 'DUPLICATE_REQUEST_ID'>>;

  /** The order with its payer, funding source and newest authorization. */
  getOrder(orderId: string): ResultAsync<PayPalOrder, PayPalFailure<'INVALID_RESOURCE_ID'>>;

  /**
   * Authorizes an APPROVED order: the funds are held 29 days and honoured 3. INSTRUMENT_DECLINED when the
   * buyer's funding source declines: the order then needs approving again with another one (its
   * approveUrl works again), and the retry needs a new request id.
   */
  authorizeOrder(
    orderId: string,
    requestId: string,
  ): ResultAsync<PayPalAuthorization, PayPalAuthorizeFailure>;

  /**
   * Reauthorizes after the 3-day honor period, within the 29 days: a new authorization (new id, same
   * amount and expiry, a new honor period); the old one is REAUTHORIZED and can no longer be captured.
   */
  reauthorize(
    authorizationId: string,
    requestId: string,
  ): ResultAsync<PayPalAuthorization, PayPalReauthorizeFailure>;

  /**
   * Captures at most the authorized amount, once (the rest is released). Given the id of an order that
   * was never approved and authorized, ORDER_NOT_APPROVED.
   */
  captureAuthorization(
    authorizationId: string,
    amount: Cents,
    requestId: string,
  ): ResultAsync<PayPalCapture, PayPalCaptureFailure>;

  /** Releases an open authorization; the order becomes VOIDED. */
  voidAuthorization(authorizationId: string, requestId: string): ResultAsync<PayPalVoid, PayPalVoidFailure>;

  /** Refunds part or all of a capture, within 180 days; all refunds together never exceed the capture. */
  refundCapture(
    captureId: string,
    amount: Cents,
    requestId: string,
  ): ResultAsync<PayPalRefund, PayPalRefundFailure>;

  /** The sandbox's own records (what PayPal's reports would show), oldest first, for reconciliation. */
  records(filter?: PayPalRecordsFilter): ResultAsync<PayPalRecords, PaymentGatewayUnavailable>;
}
export const PayPalGateway: Token<PayPalGateway> = Symbol('PayPalGateway');

/** An order as its buyer sees it on the approval page. */
export interface PayPalBuyerOrder {
  orderId: string;
  quoteId: number;
  status: PayPalOrderStatus;
  amount: Cents;
  /** The sandbox buyer's PayPal address. */
  payerEmail: string;
  /** The funding source chosen so far (null before approval). */
  fundingSource: PayPalFundingSource | null;
  /** The funding source PayPal last declined at authorization, so the buyer picks another. */
  declinedFundingSource: PayPalFundingSource | null;
  /** Back to the merchant after approval: returnUrl with `token` and `PayerID` (null before approval). */
  returnLocation: string | null;
  /** Back to the merchant without approving: cancelUrl with `token`. */
  cancelLocation: string;
}

/** What the approval page does after a press of a button. */
export type PayPalApprovalOutcome =
  /** No such order, or not this user's: the page answers not-found. */
  | { kind: 'NotFound' }
  /** Send the buyer back to the merchant. */
  | { kind: 'Redirect'; location: string }
  /** Authorized or voided already: nothing to approve. */
  | { kind: 'Closed'; order: PayPalBuyerOrder };

/**
 * The buyer's side of the PayPal SANDBOX: what PayPal's own approval page does, for the local approval
 * page only (adapters/http/server/routes/sandbox-paypal.ts). A real PayPal has no such port: the buyer
 * approves on paypal.com. Every call names the Relomove user: another user's order is not found.
 */
export interface PayPalBuyerApproval {
  buyerOrder(
    orderId: string,
    userId: number,
  ): ResultAsync<PayPalBuyerOrder | null, PaymentGatewayUnavailable>;
  /**
   * Approves a CREATED order (or changes the funding source of an APPROVED one before it is authorized)
   * and sends the buyer to returnUrl with `?token={orderId}&PayerID=…`.
   */
  approve(
    orderId: string,
    userId: number,
    fundingSource: PayPalFundingSource,
  ): ResultAsync<PayPalApprovalOutcome, PaymentGatewayUnavailable>;
  /** Leaves the order as it is and sends the buyer to cancelUrl with `?token={orderId}`. */
  cancel(orderId: string, userId: number): ResultAsync<PayPalApprovalOutcome, PaymentGatewayUnavailable>;
}
export const PayPalBuyerApproval: Token<PayPalBuyerApproval> = Symbol('PayPalBuyerApproval');

/**
 * Issue 12, PayPal (Orders v2) as the SANDBOX reproduces it (../shared/design/payments.md, "PayPal"):
 * the statuses, the issue names PayPal answers with and what each tells the customer, the funding sources
 * of the sandbox's approval page, the time limits (29-day authorization, 3-day honor period) and the rules
 * deciding when an authorize, capture, void, reauthorization or refund is refused. Pure: times come in as
 * milliseconds since the epoch.
 */
import type { Cents } from '../money/money';
import type { ValueOf } from '../shared/enum';

/** An order's status (Orders v2): CREATED, then APPROVED by the buyer, COMPLETED once authorized, VOIDED. */
export const PayPalOrderStatus = {
  Created: 'CREATED',
  Approved: 'APPROVED',
  Completed: 'COMPLETED',
  Voided: 'VOIDED',
} as const;
export type PayPalOrderStatus = ValueOf<typeof PayPalOrderStatus>;

/**
 * An authorization's status (Payments v2). EXPIRED is not stored: an open authorization is EXPIRED from
 * its 29th day on. REAUTHORIZED is ours: an authorization replaced by a reauthorization, which PayPal gives
 * a new id; only the newest one can be captured or voided (docs/decisions.md).
 */
export const PayPalAuthorizationStatus = {
  Created: 'CREATED',
  Captured: 'CAPTURED',
  Voided: 'VOIDED',
  Expired: 'EXPIRED',
  Reauthorized: 'REAUTHORIZED',
} as const;
export type PayPalAuthorizationStatus = ValueOf<typeof PayPalAuthorizationStatus>;
/** The statuses an authorization is stored with (EXPIRED is read from the clock). */
export type StoredAuthorizationStatus = Exclude<PayPalAuthorizationStatus, 'EXPIRED'>;

/** A capture's status: COMPLETED, then PARTIALLY_REFUNDED or REFUNDED as refunds add up. */
export const PayPalCaptureStatus = {
  Completed: 'COMPLETED',
  PartiallyRefunded: 'PARTIALLY_REFUNDED',
  Refunded: 'REFUNDED',
} as const;
export type PayPalCaptureStatus = ValueOf<typeof PayPalCaptureStatus>;

/** The funding sources the sandbox buyer can pick on the approval page. */
export const PayPalFundingSource = {
  /** Approves, and authorizes. */
  Balance: 'SANDBOX_PAYPAL_BALANCE',
  /** Approves, but authorizing is INSTRUMENT_DECLINED (PayPal's negative testing). */
  Visa0002: 'SANDBOX_VISA_0002',
} as const;
export type PayPalFundingSource = ValueOf<typeof PayPalFundingSource>;
export const PAYPAL_FUNDING_SOURCES: readonly PayPalFundingSource[] = Object.values(PayPalFundingSource);

/** What the approval page calls each funding source. */
export const PAYPAL_FUNDING_SOURCE_LABELS: Readonly<Record<PayPalFundingSource, string>> = {
  SANDBOX_PAYPAL_BALANCE: 'Sandbox PayPal balance',
  SANDBOX_VISA_0002: 'Sandbox Visa ending 0002',
};

/** Whether PayPal declines this funding source when the order is authorized. */
export function fundingSourceDeclines(source: PayPalFundingSource): boolean {
  return source === PayPalFundingSource.Visa0002;
}

/** The funding source of a form value, or null for anything else. */
export function fundingSourceOf(value: unknown): PayPalFundingSource | null {
  return PAYPAL_FUNDING_SOURCES.find((source) => source === value) ?? null;
}

/**
 * The issue names PayPal answers a refused request with (its `details[].issue`). All are PayPal's own but
 * AUTHORIZATION_REAUTHORIZED (ours: an authorization replaced by a reauthorization).
 */
export const PayPalIssue = {
  /** No order, authorization or capture of that id. */
  InvalidResourceId: 'INVALID_RESOURCE_ID',
  /** A value PayPal refuses: an amount of zero or less, a return or cancel URL that is not one. */
  InvalidParameterValue: 'INVALID_PARAMETER_VALUE',
  /** The PayPal-Request-Id was used before with a different request. */
  DuplicateRequestId: 'DUPLICATE_REQUEST_ID',
  /** The buyer has not approved the order (authorize or capture before approval). */
  OrderNotApproved: 'ORDER_NOT_APPROVED',
  /** The order was authorized already (or voided since). */
  OrderAlreadyAuthorized: 'ORDER_ALREADY_AUTHORIZED',
  /** The buyer's funding source declined: they must pick another. */
  InstrumentDeclined: 'INSTRUMENT_DECLINED',
  /** A capture or reauthorization of an authorization already captured. */
  AuthorizationAlreadyCaptured: 'AUTHORIZATION_ALREADY_CAPTURED',
  /** A capture or reauthorization of a voided authorization. */
  AuthorizationVoided: 'AUTHORIZATION_VOIDED',
  /** The authorization is past its 29 days. */
  AuthorizationExpired: 'AUTHORIZATION_EXPIRED',
  /** Ours: the authorization was replaced by a reauthorization; use the new one. */
  AuthorizationReauthorized: 'AUTHORIZATION_REAUTHORIZED',
  /** A capture above the authorized amount. */
  MaxCaptureAmountExceeded: 'MAX_CAPTURE_AMOUNT_EXCEEDED',
  /** A void of an authorization already captured. */
  PreviouslyCaptured: 'PREVIOUSLY_CAPTURED',
  /** A void of an authorization already voided. */
  PreviouslyVoided: 'PREVIOUSLY_VOIDED',
  /** A reauthorization inside the 3-day honor period. */
  ReauthorizationTooSoon: 'REAUTHORIZATION_TOO_SOON',
  /** A refund above what is left of the capture. */
  RefundAmountExceeded: 'REFUND_AMOUNT_EXCEEDED',
  /** A refund of a capture already refunded in full. */
  CaptureFullyRefunded: 'CAPTURE_FULLY_REFUNDED',
  /** A refund more than 180 days after the capture. */
  RefundTimeLimitExceeded: 'REFUND_TIME_LIMIT_EXCEEDED',
} as const;
export type PayPalIssue = ValueOf<typeof PayPalIssue>;
export const PAYPAL_ISSUES: readonly PayPalIssue[] = Object.values(PayPalIssue);

/**
 * How a money move reads a PayPal answer that is not a result (issue 29: one reading for a charge, a refund
 * and a void): PayPal unreachable stops the run with nothing written (the next run tries again), a request
 * id used before with another request is IdempotencyKeyReused, and any other refusal goes on as data, to be
 * written as a Failure row.
 */
export type PayPalFailureReading = 'Unreachable' | 'KeyReused' | 'Refused';
export function readPayPalFailure(kind: PayPalIssue | 'PaymentGatewayUnavailable'): PayPalFailureReading {
  if (kind === 'PaymentGatewayUnavailable') return 'Unreachable';
  return kind === PayPalIssue.DuplicateRequestId ? 'KeyReused' : 'Refused';
}

/** What the customer is told for each issue, with the way forward (our words: docs/decisions.md). */
export const PAYPAL_ISSUE_MESSAGES: Readonly<Record<PayPalIssue, string>> = {
  INVALID_RESOURCE_ID: 'We could not find this PayPal payment. Please choose your payment method again.',
  INVALID_PARAMETER_VALUE:
    'This PayPal payment could not be set up. Please try again, or choose another payment method.',
  DUPLICATE_REQUEST_ID:
    'This PayPal request was already sent with different details. Please start the payment again.',
  ORDER_NOT_APPROVED:
    'You have not approved this payment in PayPal yet. Please approve it in PayPal, or choose another payment method.',
  ORDER_ALREADY_AUTHORIZED: 'This PayPal payment is already authorized; nothing more is needed.',
  INSTRUMENT_DECLINED:
    'PayPal declined the funding source you chose. Please choose another way to pay in PayPal, or another payment method.',
  AUTHORIZATION_ALREADY_CAPTURED: 'This PayPal payment has already been charged; it is not charged again.',
  AUTHORIZATION_VOIDED: 'This PayPal payment was cancelled and can no longer be charged.',
  AUTHORIZATION_EXPIRED:
    'Your PayPal approval has expired. Please approve the payment in PayPal again, or choose another payment method.',
  AUTHORIZATION_REAUTHORIZED:
    'This PayPal approval was renewed; the renewed approval is the one that can be charged.',
  MAX_CAPTURE_AMOUNT_EXCEEDED: 'This is more than you approved in PayPal; it cannot be charged.',
  PREVIOUSLY_CAPTURED:
    'This PayPal payment has already been charged, so it cannot be cancelled; it can be refunded instead.',
  PREVIOUSLY_VOIDED: 'This PayPal payment was already cancelled.',
  REAUTHORIZATION_TOO_SOON: 'Your PayPal approval can be renewed only after its first 3 days.',
  REFUND_AMOUNT_EXCEEDED: 'A refund cannot be more than what is left of the PayPal charge.',
  CAPTURE_FULLY_REFUNDED: 'This PayPal charge has already been refunded in full.',
  REFUND_TIME_LIMIT_EXCEEDED: 'PayPal refunds a charge only within 180 days of it.',
};

/** The merchant the buyer approves a payment to. */
export const PAYPAL_MERCHANT_NAME = 'Relomove';

/** What the approval page says first, and in its title: it is the sandbox. */
export const PAYPAL_SANDBOX_BANNER = 'PayPal SANDBOX — no real PayPal account, nothing is charged';

/**
 * Where the sandbox's approval page is (an order's approveUrl is this with `?token={orderId}`): under /api,
 * like the API reference page, so the customer app's routes never claim it.
 */
export const PAYPAL_SANDBOX_PATH = '/api/sandbox/paypal';
export const PAYPAL_SANDBOX_APPROVE_PATH = `${PAYPAL_SANDBOX_PATH}/checkoutnow`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** An authorization is valid for 29 days (payments.md). */
export const AUTHORIZATION_VALID_DAYS = 29;
/** The funds are honoured for the first 3 days; a reauthorization starts a new 3-day period. */
export const HONOR_PERIOD_DAYS = 3;
/** PayPal refunds a capture within 180 days. */
export const REFUND_WINDOW_DAYS = 180;

/** An authorization made at `nowMs`: valid 29 days, honoured 3. */
export function authorizationPeriods(nowMs: number): { expiresAtMs: number; honorUntilMs: number } {
  return {
    expiresAtMs: nowMs + AUTHORIZATION_VALID_DAYS * DAY_MS,
    honorUntilMs: nowMs + HONOR_PERIOD_DAYS * DAY_MS,
  };
}

/**
 * The honor period of a reauthorization at `nowMs`: 3 days, but never past the original authorization's
 * 29 days (a reauthorization on day 27 is honoured 2 days).
 */
export function reauthorizedHonorUntil(nowMs: number, expiresAtMs: number): number {
  return Math.min(nowMs + HONOR_PERIOD_DAYS * DAY_MS, expiresAtMs);
}

/** An authorization as the rules below see it. */
export interface AuthorizationFacts {
  status: StoredAuthorizationStatus;
  amount: Cents;
  expiresAtMs: number;
  honorUntilMs: number;
}

/** Its status at `nowMs`: an open authorization is EXPIRED once its 29 days are over. */
export function authorizationStatusAt(facts: AuthorizationFacts, nowMs: number): PayPalAuthorizationStatus {
  return facts.status === PayPalAuthorizationStatus.Created && nowMs >= facts.expiresAtMs
    ? PayPalAuthorizationStatus.Expired
    : facts.status;
}

/** Why an amount is refused outright: it must be a whole, positive number of cents. */
export function amountRefusal(amount: Cents): 'INVALID_PARAMETER_VALUE' | null {
  return Number.isSafeInteger(amount) && amount > 0 ? null : PayPalIssue.InvalidParameterValue;
}

/** Why the order cannot be authorized now, or null. */
export function authorizeRefusal(
  status: PayPalOrderStatus,
  fundingSource: PayPalFundingSource | null,
): 'ORDER_NOT_APPROVED' | 'ORDER_ALREADY_AUTHORIZED' | 'INSTRUMENT_DECLINED' | null {
  switch (status) {
    case PayPalOrderStatus.Created:
      return PayPalIssue.OrderNotApproved;
    case PayPalOrderStatus.Completed:
    case PayPalOrderStatus.Voided:
      return PayPalIssue.OrderAlreadyAuthorized;
    case PayPalOrderStatus.Approved:
      return fundingSource === null
        ? PayPalIssue.OrderNotApproved
        : fundingSourceDeclines(fundingSource)
          ? PayPalIssue.InstrumentDeclined
          : null;
    default:
      return status satisfies never;
  }
}

/** The refusal of acting on an authorization that is no longer open, or null while it is open. */
const CLOSED_REFUSAL = {
  CREATED: null,
  CAPTURED: PayPalIssue.AuthorizationAlreadyCaptured,
  VOIDED: PayPalIssue.AuthorizationVoided,
  EXPIRED: PayPalIssue.AuthorizationExpired,
  REAUTHORIZED: PayPalIssue.AuthorizationReauthorized,
} as const satisfies Record<PayPalAuthorizationStatus, PayPalIssue | null>;
const closedRefusal = (status: PayPalAuthorizationStatus) => CLOSED_REFUSAL[status];

/** Why `amount` cannot be captured from the authorization now (once, at most what was authorized), or null. */
export function captureRefusal(
  facts: AuthorizationFacts,
  amount: Cents,
  nowMs: number,
):
  | 'INVALID_PARAMETER_VALUE'
  | 'AUTHORIZATION_ALREADY_CAPTURED'
  | 'AUTHORIZATION_VOIDED'
  | 'AUTHORIZATION_EXPIRED'
  | 'AUTHORIZATION_REAUTHORIZED'
  | 'MAX_CAPTURE_AMOUNT_EXCEEDED'
  | null {
  const closed = closedRefusal(authorizationStatusAt(facts, nowMs));
  if (closed !== null) return closed;
  const bad = amountRefusal(amount);
  if (bad !== null) return bad;
  return amount > facts.amount ? PayPalIssue.MaxCaptureAmountExceeded : null;
}

/** Why the authorization cannot be voided now, or null. */
export function voidRefusal(
  facts: AuthorizationFacts,
  nowMs: number,
):
  | 'PREVIOUSLY_CAPTURED'
  | 'PREVIOUSLY_VOIDED'
  | 'AUTHORIZATION_EXPIRED'
  | 'AUTHORIZATION_REAUTHORIZED'
  | null {
  const closed = closedRefusal(authorizationStatusAt(facts, nowMs));
  switch (closed) {
    case 'AUTHORIZATION_ALREADY_CAPTURED':
      return PayPalIssue.PreviouslyCaptured;
    case 'AUTHORIZATION_VOIDED':
      return PayPalIssue.PreviouslyVoided;
    default:
      return closed;
  }
}

/** Why the authorization cannot be reauthorized now (only after its honor period, within 29 days), or null. */
export function reauthorizeRefusal(
  facts: AuthorizationFacts,
  nowMs: number,
):
  | 'AUTHORIZATION_ALREADY_CAPTURED'
  | 'AUTHORIZATION_VOIDED'
  | 'AUTHORIZATION_EXPIRED'
  | 'AUTHORIZATION_REAUTHORIZED'
  | 'REAUTHORIZATION_TOO_SOON'
  | null {
  const closed = closedRefusal(authorizationStatusAt(facts, nowMs));
  if (closed !== null) return closed;
  return nowMs < facts.honorUntilMs ? PayPalIssue.ReauthorizationTooSoon : null;
}

/** A capture as the refund rule sees it. */
export interface CaptureFacts {
  amount: Cents;
  /** The sum of its refunds so far. */
  refunded: Cents;
  capturedAtMs: number;
}

/** Why `amount` cannot be refunded from the capture now (never more than is left of it), or null. */
export function refundRefusal(
  facts: CaptureFacts,
  amount: Cents,
  nowMs: number,
):
  | 'INVALID_PARAMETER_VALUE'
  | 'CAPTURE_FULLY_REFUNDED'
  | 'REFUND_AMOUNT_EXCEEDED'
  | 'REFUND_TIME_LIMIT_EXCEEDED'
  | null {
  if (facts.refunded >= facts.amount) return PayPalIssue.CaptureFullyRefunded;
  if (nowMs >= facts.capturedAtMs + REFUND_WINDOW_DAYS * DAY_MS) return PayPalIssue.RefundTimeLimitExceeded;
  const bad = amountRefusal(amount);
  if (bad !== null) return bad;
  return facts.refunded + amount > facts.amount ? PayPalIssue.RefundAmountExceeded : null;
}

/** A capture's status from its refunds. */
export function captureStatusOf(facts: Pick<CaptureFacts, 'amount' | 'refunded'>): PayPalCaptureStatus {
  if (facts.refunded <= 0) return PayPalCaptureStatus.Completed;
  return facts.refunded >= facts.amount
    ? PayPalCaptureStatus.Refunded
    : PayPalCaptureStatus.PartiallyRefunded;
}

/**
 * The sandbox buyer's PayPal address (PayPal's sandbox personal accounts live at personal.example.com):
 * one per Relomove user, so the page and getOrder agree.
 */
export function sandboxBuyerEmail(userId: number): string {
  return `sandbox-buyer-${userId}@personal.example.com`;
}

/**
 * A URL PayPal accepts as return_url or cancel_url here: an absolute http(s) address or a path on this
 * site ('/…', never '//…' or with a backslash, which a browser reads as another site).
 */
export function isRedirectUrl(url: string): boolean {
  if (url.length === 0 || url.length > 2000) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  return /^https?:\/\/[^/\\\s]+(?:[/?#][^\s]*)?$/i.test(url);
}

/**
 * `url` with `params` added to its query (PayPal adds `token`, and `PayerID` on approval), keeping a path
 * relative. Pure string work: the domain has no URL class.
 */
export function withQuery(url: string, params: Readonly<Record<string, string>>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const query = Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  if (query === '') return url;
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${query}${hash}`;
}

/** PayPal-looking ids: upper-case letters and digits (orders, authorizations, captures, refunds: 17). */
export const PAYPAL_ID_PATTERN = /^[0-9A-Z]{17}$/;

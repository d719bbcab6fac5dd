/**
 * Issue 12, Affirm (buy now, pay later; ../shared/design/payments.md "Affirm"): the rules of one Affirm
 * checkout and its loan, pure. A checkout is opened for an amount; the customer applies in Affirm's window,
 * which approves (§4 Success), declines (Failure) or is closed (HasNotApplied); PopupBlocker is seen only by
 * the browser. An approved loan carries a single-use virtual card (VCN) for the approved amount, handed
 * over once, and is then cancelled, finalized (voided with nothing captured, or refunded down to what was
 * captured) or left to expire after about 30 days.
 *
 * Time comes in as milliseconds since the epoch (an injected clock upstream); nothing here reads it.
 */
import { err, ok, type Result } from 'neverthrow';
import type { Cents } from '../money/money';
import { enumOf, type ValueOf } from '../shared/enum';
import type { CardDetails } from './card-check';
import { AffirmApplicationState, AffirmCancellationState, CardBrand, PaymentFlowType } from './enums';
import type { AffirmPaymentData } from './types';

/** The two Affirm flows of §3 (PaymentFlowType): a full-page redirect (VCN) or a pop-up window (Lite). */
export type AffirmFlow = typeof PaymentFlowType.AffirmVCN | typeof PaymentFlowType.AffirmLite;
export const AFFIRM_FLOWS: readonly AffirmFlow[] = [PaymentFlowType.AffirmVCN, PaymentFlowType.AffirmLite];

/** The §4 application states a checkout is stored in: PopupBlocker happens in the browser, never here. */
export type AffirmCheckoutApplicationState = Exclude<
  AffirmApplicationState,
  typeof AffirmApplicationState.PopupBlocker
>;

/** payments.md: "an authorization on the loan lasts about 30 days". An unanswered window lasts as long. */
export const AFFIRM_AUTHORIZATION_DAYS = 30;
export const AFFIRM_AUTHORIZATION_MS = AFFIRM_AUTHORIZATION_DAYS * 24 * 60 * 60 * 1000;

/** What the customer does in the application window. */
export const AffirmWindowDecision = { Approve: 'approve', Decline: 'decline', Close: 'close' } as const;
export type AffirmWindowDecision = ValueOf<typeof AffirmWindowDecision>;
export const AFFIRM_WINDOW_DECISIONS: readonly AffirmWindowDecision[] = Object.values(AffirmWindowDecision);

/** Where a checkout's loan stands (for the window, the server and a reconcile job). */
export const AffirmLoanStatus = {
  /** Not applied yet (Initial or HasNotApplied), the window still usable. */
  Open: 'Open',
  /** The application was declined (Failure). */
  Declined: 'Declined',
  /** Approved (Success) and within its authorization: the card may be charged up to the approved amount. */
  Authorized: 'Authorized',
  /** The window was never answered within 30 days, or the approved loan was neither finalized nor cancelled within them. */
  Expired: 'Expired',
  /** Cancelled (before applying, or an approved loan before it was finalized). */
  Cancelled: 'Cancelled',
  /** Finalized with nothing captured: the loan is void. */
  Voided: 'Voided',
  /** Finalized with a capture: the loan is what was captured (refunded down from the approved amount). */
  Finalized: 'Finalized',
} as const;
export type AffirmLoanStatus = ValueOf<typeof AffirmLoanStatus>;

/** What finalizing did to the loan (payments.md: "voids a loan with nothing captured, or refunds it down"). */
export const AffirmFinalizeOutcome = enumOf('Voided', 'RefundedDown', 'CapturedInFull');
export type AffirmFinalizeOutcome = ValueOf<typeof AffirmFinalizeOutcome>;

/** Why a cancellation failed (§4 CancellationFailed carries one). */
export const AffirmCancellationFailure = {
  /** The application was declined: there is no loan. */
  NotApproved: 'NotApproved',
  /** The loan was finalized with a capture: past cancelling; a refund goes through the card payment. */
  LoanFinalized: 'LoanFinalized',
  /** The loan was finalized with nothing captured: already void. */
  LoanClosed: 'LoanClosed',
  /** The approval lapsed after 30 days: nothing can be charged on it any more. */
  LoanExpired: 'LoanExpired',
} as const;
export type AffirmCancellationFailure = ValueOf<typeof AffirmCancellationFailure>;

/**
 * Every message a person may read about an Affirm checkout, written once (architecture.md convention 8).
 * §8 leaves the user-facing reactions "not shown": these are our words (docs/decisions.md), except the
 * decline, which is what Affirm itself says.
 */
export const AFFIRM_MESSAGES = {
  declined: "We couldn't approve you this time",
  checkoutNotFound: 'We could not find this Affirm checkout.',
  applicationFinished: 'This Affirm application is already finished.',
  checkoutExpired: 'This Affirm checkout has expired. Please start again to apply for a new loan.',
  checkoutCancelled: 'This Affirm checkout was cancelled. Please start again to apply for a new loan.',
  noApprovedLoan: 'There is no approved Affirm loan on this checkout.',
  virtualCardTaken: "This Affirm loan's virtual card was already handed over.",
  loanCancelled: 'This Affirm loan was cancelled.',
  loanFinalized: 'This Affirm loan was already finalized with a different amount.',
  capturedMoreThanApproved: 'The amount charged cannot be more than the approved Affirm loan.',
  amountInvalid: 'The amount to finance must be at least $0.01.',
  returnUrlInvalid: 'The return address must be a page of this site.',
  unavailable: 'Affirm is not answering right now. Please try again in a moment.',
} as const;

/** The message of each §4 CancellationFailed reason. */
export const AFFIRM_CANCELLATION_MESSAGES: Readonly<Record<AffirmCancellationFailure, string>> = {
  NotApproved: 'There is no loan to cancel: this Affirm application was not approved.',
  LoanFinalized:
    "This Affirm loan can't be cancelled: it was already finalized for what was charged. A refund of that charge goes back to the loan.",
  LoanClosed: 'This Affirm loan is already closed, and nothing was charged on it.',
  LoanExpired: 'This Affirm loan approval has already expired, so nothing can be charged on it.',
};

/** A refusal of an Affirm request: data, with a message a customer understands. */
export type AffirmCheckoutNotFound = { kind: 'AffirmCheckoutNotFound'; message: string };
export type AffirmApplicationFinished = { kind: 'AffirmApplicationFinished'; message: string };
export type AffirmCheckoutExpired = { kind: 'AffirmCheckoutExpired'; message: string };
export type AffirmCheckoutCancelled = { kind: 'AffirmCheckoutCancelled'; message: string };
export type AffirmNoApprovedLoan = { kind: 'AffirmNoApprovedLoan'; message: string };
export type AffirmVirtualCardTaken = { kind: 'AffirmVirtualCardTaken'; message: string };
export type AffirmLoanCancelled = { kind: 'AffirmLoanCancelled'; message: string };
export type AffirmLoanFinalized = { kind: 'AffirmLoanFinalized'; message: string };
export type AffirmCapturedMoreThanApproved = { kind: 'AffirmCapturedMoreThanApproved'; message: string };
export type AffirmAmountInvalid = { kind: 'AffirmAmountInvalid'; message: string };
export type AffirmReturnUrlInvalid = { kind: 'AffirmReturnUrlInvalid'; message: string };

/** Refusals of a decision in the window. */
export type AffirmDecisionRefused =
  | AffirmApplicationFinished
  | AffirmCheckoutExpired
  | AffirmCheckoutCancelled;
/** Refusals of the virtual card's handover. */
export type AffirmHandOverRefused =
  | AffirmNoApprovedLoan
  | AffirmVirtualCardTaken
  | AffirmLoanCancelled
  | AffirmLoanFinalized
  | AffirmCheckoutExpired;
/** Refusals of a finalization. */
export type AffirmFinalizeRefused =
  | AffirmNoApprovedLoan
  | AffirmLoanCancelled
  | AffirmLoanFinalized
  | AffirmCapturedMoreThanApproved
  | AffirmAmountInvalid
  | AffirmCheckoutExpired;
/** Refusals of opening a checkout. */
export type AffirmOpenRefused = AffirmAmountInvalid | AffirmReturnUrlInvalid;

const refusal = <K extends string>(kind: K, message: string): { kind: K; message: string } => ({
  kind,
  message,
});

/** What the rules need to know about one checkout. Times are milliseconds since the epoch. */
export interface AffirmCheckoutFacts {
  readonly application: AffirmCheckoutApplicationState;
  /** The amount asked for. */
  readonly amount: Cents;
  readonly openedAtMs: number;
  /** When the application was approved (Success), else null. */
  readonly approvedAtMs: number | null;
  /** The approved amount (Success), else null. */
  readonly approvedAmount: Cents | null;
  readonly cancelledAtMs: number | null;
  /** What the card processor captured, as told at finalization; null until finalized. */
  readonly capturedAmount: Cents | null;
  readonly cardHandedOver: boolean;
}

/** The instant an approved loan's authorization ends, or an unanswered window closes. */
export function affirmExpiresAtMs(facts: AffirmCheckoutFacts): number {
  return (facts.approvedAtMs ?? facts.openedAtMs) + AFFIRM_AUTHORIZATION_MS;
}

/** Where the checkout's loan stands at `nowMs`. */
export function affirmLoanStatus(facts: AffirmCheckoutFacts, nowMs: number): AffirmLoanStatus {
  if (facts.cancelledAtMs !== null) return AffirmLoanStatus.Cancelled;
  if (facts.application === AffirmApplicationState.Failure) return AffirmLoanStatus.Declined;
  if (facts.application === AffirmApplicationState.Success && facts.capturedAmount !== null) {
    return facts.capturedAmount === 0 ? AffirmLoanStatus.Voided : AffirmLoanStatus.Finalized;
  }
  if (nowMs >= affirmExpiresAtMs(facts)) return AffirmLoanStatus.Expired;
  return facts.application === AffirmApplicationState.Success
    ? AffirmLoanStatus.Authorized
    : AffirmLoanStatus.Open;
}

/**
 * The application window's decision: approve gives Success, decline Failure, close HasNotApplied (the
 * customer may come back and apply while the window is open). A decided, cancelled or expired checkout
 * refuses, so that two decisions never both count.
 */
export function decideAffirmApplication(
  facts: AffirmCheckoutFacts,
  decision: AffirmWindowDecision,
  nowMs: number,
): Result<AffirmCheckoutApplicationState, AffirmDecisionRefused> {
  const status = affirmLoanStatus(facts, nowMs);
  if (status === AffirmLoanStatus.Cancelled && !isDecided(facts)) {
    return err(refusal('AffirmCheckoutCancelled', AFFIRM_MESSAGES.checkoutCancelled));
  }
  if (isDecided(facts)) {
    return err(refusal('AffirmApplicationFinished', AFFIRM_MESSAGES.applicationFinished));
  }
  if (status === AffirmLoanStatus.Expired) {
    return err(refusal('AffirmCheckoutExpired', AFFIRM_MESSAGES.checkoutExpired));
  }
  switch (decision) {
    case AffirmWindowDecision.Approve:
      return ok(AffirmApplicationState.Success);
    case AffirmWindowDecision.Decline:
      return ok(AffirmApplicationState.Failure);
    case AffirmWindowDecision.Close:
      return ok(AffirmApplicationState.HasNotApplied);
    default:
      return decision satisfies never;
  }
}

function isDecided(facts: AffirmCheckoutFacts): boolean {
  return (
    facts.application === AffirmApplicationState.Success ||
    facts.application === AffirmApplicationState.Failure
  );
}

/** The answer to a cancellation (§4 Affirm cancellation states); `changed` is false when nothing moved. */
export type AffirmCancellationDecision =
  | { state: typeof AffirmCancellationState.HasCancelled; changed: boolean }
  | {
      state: typeof AffirmCancellationState.CancellationFailed;
      reason: AffirmCancellationFailure;
      message: string;
    };

/**
 * Cancelling: a checkout not applied for, or an approved loan not yet finalized, becomes HasCancelled (its
 * virtual card can no longer be handed over or charged). Cancelling again answers HasCancelled again. A
 * declined application, a finalized loan and a lapsed approval fail with their reason.
 */
export function cancelAffirmLoan(facts: AffirmCheckoutFacts, nowMs: number): AffirmCancellationDecision {
  const failed = (reason: AffirmCancellationFailure): AffirmCancellationDecision => ({
    state: AffirmCancellationState.CancellationFailed,
    reason,
    message: AFFIRM_CANCELLATION_MESSAGES[reason],
  });
  const status = affirmLoanStatus(facts, nowMs);
  switch (status) {
    case AffirmLoanStatus.Cancelled:
      return { state: AffirmCancellationState.HasCancelled, changed: false };
    case AffirmLoanStatus.Open:
    case AffirmLoanStatus.Authorized:
      return { state: AffirmCancellationState.HasCancelled, changed: true };
    case AffirmLoanStatus.Expired:
      // An unanswered window that lapsed holds no loan: cancelling it is harmless and says so.
      return facts.application === AffirmApplicationState.Success
        ? failed(AffirmCancellationFailure.LoanExpired)
        : { state: AffirmCancellationState.HasCancelled, changed: true };
    case AffirmLoanStatus.Declined:
      return failed(AffirmCancellationFailure.NotApproved);
    case AffirmLoanStatus.Voided:
      return failed(AffirmCancellationFailure.LoanClosed);
    case AffirmLoanStatus.Finalized:
      return failed(AffirmCancellationFailure.LoanFinalized);
    default:
      return status satisfies never;
  }
}

/** What a finalization did; `changed` is false when it repeats an earlier one with the same amount. */
export interface AffirmFinalizeDecision {
  outcome: AffirmFinalizeOutcome;
  approvedAmount: Cents;
  capturedAmount: Cents;
  /** What was released: the whole approval when voided, the difference when refunded down, else 0. */
  releasedAmount: Cents;
  changed: boolean;
}

/**
 * Finalizing an approved loan with what the card processor captured (0 to the approved amount): nothing
 * captured voids it, a part refunds it down to the capture, the whole amount keeps it. Once only: the
 * same amount again answers the first finalization, another amount is refused. After the 30 days only a
 * finalization with nothing captured is taken (a capture cannot have happened on a lapsed approval).
 */
export function finalizeAffirmLoan(
  facts: AffirmCheckoutFacts,
  capturedAmount: Cents,
  nowMs: number,
): Result<AffirmFinalizeDecision, AffirmFinalizeRefused> {
  if (!Number.isSafeInteger(capturedAmount) || capturedAmount < 0) {
    return err(refusal('AffirmAmountInvalid', AFFIRM_MESSAGES.amountInvalid));
  }
  if (facts.application !== AffirmApplicationState.Success || facts.approvedAmount === null) {
    return err(refusal('AffirmNoApprovedLoan', AFFIRM_MESSAGES.noApprovedLoan));
  }
  const approvedAmount = facts.approvedAmount;
  const decision = (changed: boolean): AffirmFinalizeDecision => ({
    outcome: affirmFinalizeOutcome(approvedAmount, capturedAmount),
    approvedAmount,
    capturedAmount,
    releasedAmount: (approvedAmount - capturedAmount) as Cents,
    changed,
  });
  if (facts.capturedAmount !== null) {
    return facts.capturedAmount === capturedAmount
      ? ok(decision(false))
      : err(refusal('AffirmLoanFinalized', AFFIRM_MESSAGES.loanFinalized));
  }
  if (facts.cancelledAtMs !== null) return err(refusal('AffirmLoanCancelled', AFFIRM_MESSAGES.loanCancelled));
  if (capturedAmount > approvedAmount) {
    return err(refusal('AffirmCapturedMoreThanApproved', AFFIRM_MESSAGES.capturedMoreThanApproved));
  }
  if (affirmLoanStatus(facts, nowMs) === AffirmLoanStatus.Expired && capturedAmount > 0) {
    return err(refusal('AffirmCheckoutExpired', AFFIRM_MESSAGES.checkoutExpired));
  }
  return ok(decision(true));
}

/** What finalizing an approval of `approved` with `captured` captured does to the loan. */
export function affirmFinalizeOutcome(approved: Cents, captured: Cents): AffirmFinalizeOutcome {
  if (captured === 0) return AffirmFinalizeOutcome.Voided;
  return captured < approved ? AffirmFinalizeOutcome.RefundedDown : AffirmFinalizeOutcome.CapturedInFull;
}

/** Whether the virtual card may be handed over now: once, on an authorized loan. */
export function handOverAffirmCard(
  facts: AffirmCheckoutFacts,
  nowMs: number,
): Result<void, AffirmHandOverRefused> {
  const status = affirmLoanStatus(facts, nowMs);
  switch (status) {
    case AffirmLoanStatus.Authorized:
      return facts.cardHandedOver
        ? err(refusal('AffirmVirtualCardTaken', AFFIRM_MESSAGES.virtualCardTaken))
        : ok(undefined);
    case AffirmLoanStatus.Open:
    case AffirmLoanStatus.Declined:
      return err(refusal('AffirmNoApprovedLoan', AFFIRM_MESSAGES.noApprovedLoan));
    case AffirmLoanStatus.Cancelled:
      return err(refusal('AffirmLoanCancelled', AFFIRM_MESSAGES.loanCancelled));
    case AffirmLoanStatus.Voided:
    case AffirmLoanStatus.Finalized:
      return err(refusal('AffirmLoanFinalized', AFFIRM_MESSAGES.loanFinalized));
    case AffirmLoanStatus.Expired:
      return err(
        facts.application === AffirmApplicationState.Success
          ? refusal('AffirmCheckoutExpired', AFFIRM_MESSAGES.checkoutExpired)
          : refusal('AffirmNoApprovedLoan', AFFIRM_MESSAGES.noApprovedLoan),
      );
    default:
      return status satisfies never;
  }
}

/** A checkout is opened for a positive whole number of cents. */
export function checkAffirmAmount(amount: Cents): Result<Cents, AffirmAmountInvalid> {
  return Number.isSafeInteger(amount) && amount > 0
    ? ok(amount)
    : err(refusal('AffirmAmountInvalid', AFFIRM_MESSAGES.amountInvalid));
}

/** The longest return address taken. */
export const AFFIRM_RETURN_URL_MAX = 2000;

/**
 * The window sends the customer back only to a page of this site: a path starting with one '/' (not '//',
 * another host) made of URL characters only (RFC 3986: no spaces, backslashes or control characters). This
 * keeps the window from being an open redirect.
 */
export function checkAffirmReturnUrl(returnUrl: string): Result<string, AffirmReturnUrlInvalid> {
  const fits =
    returnUrl.length <= AFFIRM_RETURN_URL_MAX &&
    /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/.test(returnUrl);
  return fits ? ok(returnUrl) : err(refusal('AffirmReturnUrlInvalid', AFFIRM_MESSAGES.returnUrlInvalid));
}

/** The query parameter the VCN flow returns with (`returnUrl?checkout_id=...`). */
export const AFFIRM_RETURN_PARAMETER = 'checkout_id';

/** `returnUrl` with `checkout_id=<id>` added to its query (before any '#fragment'). */
export function affirmReturnUrlFor(returnUrl: string, checkoutId: string): string {
  const hash = returnUrl.indexOf('#');
  const base = hash === -1 ? returnUrl : returnUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : returnUrl.slice(hash);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${AFFIRM_RETURN_PARAMETER}=${encodeURIComponent(checkoutId)}${fragment}`;
}

/**
 * The message the AffirmLite pop-up posts to its opener when the customer is done
 * (`window.opener.postMessage(message, <this site's origin>)`). The payment step checks the event's origin
 * and source, then asks the server for the checkout (the message carries no card data).
 */
export const AFFIRM_WINDOW_MESSAGE_TYPE = 'relomove:affirm-window';
export interface AffirmWindowMessage {
  type: typeof AFFIRM_WINDOW_MESSAGE_TYPE;
  checkoutId: string;
  state: AffirmCheckoutApplicationState;
}

/** The single-use virtual card of an approved loan, as handed over once. Held in memory only. */
export interface AffirmVirtualCard {
  readonly cardId: string;
  readonly checkoutToken: string;
  /** The loan's approved amount: the most the card may be charged. */
  readonly approvedAmount: Cents;
  readonly brand: typeof CardBrand.Visa;
  /** 16 digits. */
  readonly number: string;
  /** 3 digits. */
  readonly securityCode: string;
  /** 'MM'. */
  readonly expirationMonth: string;
  /** 'YYYY'. */
  readonly expirationYear: string;
  readonly cardholderName: string;
  readonly billingZip: string;
}

/**
 * §3 AffirmPaymentData of a handed-over virtual card, with its card fields; save the card at the card
 * processor, then keep only clearAffirmCardFields(data) (domain/payment/card-fields.ts).
 */
export function affirmPaymentDataOf(card: AffirmVirtualCard): AffirmPaymentData {
  return {
    checkoutToken: card.checkoutToken,
    priceAtLoanApproval: card.approvedAmount,
    cardType: card.brand,
    cardName: card.cardholderName,
    cardZip: card.billingZip,
    cardNumber: card.number,
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    securityValue: card.securityCode,
  };
}

/** The card processor's CardDetails of a virtual card (what PaymentGateway.saveCard takes). */
export function affirmCardDetailsOf(card: AffirmVirtualCard): CardDetails {
  return {
    number: card.number,
    brand: CardBrand.Visa,
    lastFour: card.number.slice(-4),
    expirationMonth: card.expirationMonth,
    expirationYear: card.expirationYear,
    nameOnCard: card.cardholderName,
    securityCode: card.securityCode,
    billingZip: card.billingZip,
  };
}

/** Where the SANDBOX Affirm pages live (adapters/http/server/routes/sandbox-affirm.ts). */
export const SANDBOX_AFFIRM_PREFIX = '/api/sandbox/affirm';

/** The application window of a checkout: the `windowUrl` SandboxAffirm answers (its `windowUrl` option). */
export function sandboxAffirmWindowPath(checkoutId: string): string {
  return `${SANDBOX_AFFIRM_PREFIX}/checkouts/${encodeURIComponent(checkoutId)}`;
}

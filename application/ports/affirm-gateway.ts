import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type {
  AffirmCancellationFailure,
  AffirmCheckoutApplicationState,
  AffirmCheckoutNotFound,
  AffirmDecisionRefused,
  AffirmFinalizeOutcome,
  AffirmFinalizeRefused,
  AffirmFlow,
  AffirmHandOverRefused,
  AffirmLoanStatus,
  AffirmOpenRefused,
  AffirmVirtualCard,
  AffirmWindowDecision,
} from '../../domain/payment/affirm';
import type { AffirmApplicationState, AffirmCancellationState, CardBrand } from '../../domain/payment/enums';
import type { Token } from './token';

/** Opening an Affirm checkout for a quote's amount (§3 Loan: the answer's checkoutId). */
export interface OpenAffirmCheckout {
  readonly quoteId: number;
  /** The customer who applies: only they see the application window. */
  readonly userId: number;
  /** The amount to finance, computed by the server. */
  readonly amount: Cents;
  readonly flow: AffirmFlow;
  /**
   * A page of this site ('/path?query'), where the AffirmVCN window sends the customer back with
   * `?checkout_id=<id>`; the AffirmLite pop-up links to it only when it has lost its opener.
   */
  readonly returnUrl: string;
}

export interface AffirmCheckoutOpened {
  /** §3 Loan checkoutId. */
  readonly checkoutId: string;
  /** The application window: open it in a pop-up (AffirmLite) or redirect the page to it (AffirmVCN). */
  readonly windowUrl: string;
}

/** An approved loan's virtual card, without its secrets (those come once, from takeVirtualCard). */
export interface AffirmVirtualCardSummary {
  readonly cardId: string;
  readonly brand: typeof CardBrand.Visa;
  /** Known once the card has been handed over; null before. */
  readonly lastFour: string | null;
  /** 'MM'. */
  readonly expirationMonth: string;
  /** 'YYYY'. */
  readonly expirationYear: string;
  readonly cardholderName: string;
  readonly billingZip: string;
  /** ISO-8601 instant of the one handover, or null while it has not happened. */
  readonly handedOverAt: string | null;
}

/** An approved loan (§4 Success). Amounts in cents; instants ISO-8601. */
export interface AffirmLoan {
  readonly checkoutToken: string;
  readonly approvedAmount: Cents;
  readonly approvedAt: string;
  readonly virtualCard: AffirmVirtualCardSummary;
  /** The finalization, once made: what was captured and what was released (voided or refunded down). */
  readonly finalization: {
    readonly outcome: AffirmFinalizeOutcome;
    readonly capturedAmount: Cents;
    readonly releasedAmount: Cents;
    readonly finalizedAt: string;
  } | null;
}

/** Everything the Affirm SANDBOX knows about one checkout: never a card number or security code. */
interface AffirmCheckoutCommon {
  readonly checkoutId: string;
  readonly quoteId: number;
  readonly userId: number;
  readonly flow: AffirmFlow;
  /** The amount asked for. */
  readonly amount: Cents;
  /** The page of this site the window sends the customer back to. */
  readonly returnUrl: string;
  readonly status: AffirmLoanStatus;
  /** §4: HasNotCancelled, or HasCancelled once a cancellation went through. */
  readonly cancellation:
    | typeof AffirmCancellationState.HasNotCancelled
    | typeof AffirmCancellationState.HasCancelled;
  readonly openedAt: string;
  /** When the window was last answered (approved, declined or closed); null while Initial. */
  readonly decidedAt: string | null;
  /** When the approval lapses (approved), or the unanswered window closes (otherwise). */
  readonly expiresAt: string;
  readonly cancelledAt: string | null;
}

/** A checkout, by its §4 Affirm application state: only Success carries a loan. */
export type AffirmCheckout = AffirmCheckoutCommon &
  (
    | { readonly application: typeof AffirmApplicationState.Success; readonly loan: AffirmLoan }
    | {
        readonly application: Exclude<AffirmCheckoutApplicationState, typeof AffirmApplicationState.Success>;
        readonly loan: null;
      }
  );

/** A cancellation's answer (§4 Affirm cancellation states; HasNotCancelled is the state before). */
export type AffirmCancellation =
  | { readonly state: typeof AffirmCancellationState.HasCancelled; readonly cancelledAt: string }
  | {
      readonly state: typeof AffirmCancellationState.CancellationFailed;
      readonly reason: AffirmCancellationFailure;
      readonly message: string;
    };

export interface AffirmFinalization {
  readonly checkoutId: string;
  readonly outcome: AffirmFinalizeOutcome;
  readonly approvedAmount: Cents;
  readonly capturedAmount: Cents;
  readonly releasedAmount: Cents;
  readonly finalizedAt: string;
}

/** Which records a reconcile job asks for (all given conditions must hold; none: every record). */
export interface AffirmRecordFilter {
  readonly quoteId?: number;
  readonly userId?: number;
  readonly checkoutIds?: readonly string[];
}

/** Affirm (or the store it keeps its state in) could not be reached. */
export type AffirmGatewayUnavailable = { kind: 'AffirmGatewayUnavailable'; message: string };

/** What finalizing a loan can answer instead of its finalization. */
export type AffirmFinalizeFailure = AffirmFinalizeRefused | AffirmCheckoutNotFound | AffirmGatewayUnavailable;

/**
 * Affirm, buy now pay later (../shared/design/payments.md "Affirm"; architecture.md convention 2). The
 * server opens a checkout, the customer applies in the window, the server reads the outcome, takes the
 * single-use virtual card once and saves it at the card processor, then cancels or finalizes the loan.
 * Expected failures are data with a customer's message (domain/payment/affirm.ts AFFIRM_MESSAGES).
 */
export interface AffirmGateway {
  /** Opens a checkout in the §4 state Initial. A retry opens another checkout; none of them is a loan until approved. */
  openCheckout(
    input: OpenAffirmCheckout,
  ): ResultAsync<AffirmCheckoutOpened, AffirmOpenRefused | AffirmGatewayUnavailable>;
  /** The checkout's §4 application state and, on Success, its loan (never the card's number or code). */
  checkout(
    checkoutId: string,
  ): ResultAsync<AffirmCheckout, AffirmCheckoutNotFound | AffirmGatewayUnavailable>;
  /**
   * The approved loan's single-use virtual card with its number and security code: answered ONCE, to be
   * saved at the card processor right away and never stored in clear. A second call is refused
   * (AffirmVirtualCardTaken), as are a loan not approved, cancelled, finalized or expired.
   */
  takeVirtualCard(
    checkoutId: string,
  ): ResultAsync<
    AffirmVirtualCard,
    AffirmHandOverRefused | AffirmCheckoutNotFound | AffirmGatewayUnavailable
  >;
  /** Cancels the loan (or the unanswered checkout): HasCancelled, again on a retry; or CancellationFailed with its reason. */
  cancelLoan(
    checkoutId: string,
  ): ResultAsync<AffirmCancellation, AffirmCheckoutNotFound | AffirmGatewayUnavailable>;
  /**
   * Finalizes the loan with what the card processor captured on its virtual card: nothing captured voids
   * it, less than approved refunds it down to the capture. Once: the same amount again answers the first
   * finalization, another amount is AffirmLoanFinalized.
   */
  finalize(checkoutId: string, capturedAmount: Cents): ResultAsync<AffirmFinalization, AffirmFinalizeFailure>;
  /** Affirm's own records of the checkouts (for `relomove payments reconcile`), oldest first. */
  records(filter?: AffirmRecordFilter): ResultAsync<readonly AffirmCheckout[], AffirmGatewayUnavailable>;
}
export const AffirmGateway: Token<AffirmGateway> = Symbol('AffirmGateway');

/**
 * The SANDBOX application window's side of Affirm: what Affirm's own window does on Affirm's servers. Only
 * the SANDBOX page (adapters/http/server/routes/sandbox-affirm.ts) uses it; a real Affirm has no such port.
 * Both answer only the checkout's owner: anyone else is treated as an unknown checkout.
 */
export interface AffirmSandboxWindow {
  /** The checkout, for its owner; null for an unknown checkout or another user's. */
  windowOf(checkoutId: string, userId: number): ResultAsync<AffirmCheckout | null, AffirmGatewayUnavailable>;
  /** A button of the window: approve (Success), decline (Failure) or close (HasNotApplied). */
  decide(
    checkoutId: string,
    userId: number,
    decision: AffirmWindowDecision,
  ): ResultAsync<AffirmCheckout, AffirmDecisionRefused | AffirmCheckoutNotFound | AffirmGatewayUnavailable>;
}
export const AffirmSandboxWindow: Token<AffirmSandboxWindow> = Symbol('AffirmSandboxWindow');

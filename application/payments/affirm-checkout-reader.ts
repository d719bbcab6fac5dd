/**
 * Reading an Affirm checkout at booking, as the use cases that need it see it (issue 29: they depend on
 * this, never on ViewAffirmCheckout's file): the payment step's approval after a reload
 * (ViewAffirmApproval). ViewAffirmCheckout (view-affirm-checkout.ts) is the one implementation.
 */
import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type {
  AffirmCheckoutApplicationState,
  AffirmFlow,
  AffirmLoanStatus,
} from '../../domain/payment/affirm';
import type { AffirmCancellationState } from '../../domain/payment/enums';
import type { Viewer } from '../accounts/viewer';
import type { AffirmSavedCard } from '../ports/affirm-booking-checkouts';
import type { BookingPaymentError } from './booking-payment-errors';

/** An Affirm checkout as its owner sees it at the payment step. Never the virtual card's number or code. */
export interface AffirmCheckoutView {
  checkoutId: string;
  flow: AffirmFlow;
  /** §4 Affirm application state (PopupBlocker is the browser's own). */
  application: AffirmCheckoutApplicationState;
  /** §4 Affirm cancellation state. */
  cancellation: typeof AffirmCancellationState.HasNotCancelled | typeof AffirmCancellationState.HasCancelled;
  /** Where the loan stands (Open, Declined, Authorized, Expired, Cancelled, Voided, Finalized). */
  status: AffirmLoanStatus;
  /** The amount asked for, and the approved amount once approved. */
  amount: Cents;
  approvedAmount: Cents | null;
  /** ISO-8601: when the approval lapses, or the unanswered window closes. */
  expiresAt: string;
  /** Why this checkout cannot book the move, for the customer; null when it can, or is still open. */
  message: string | null;
  /**
   * On Success: the virtual card saved at the card processor as the owner's token (§3 CreditCard) and the
   * cleared AffirmPaymentData, to send back in §4 Reserve. Null otherwise.
   */
  saved: AffirmSavedCard | null;
}

/** The state of the owner's Affirm checkout (ViewAffirmCheckout). */
export interface AffirmCheckoutReader {
  execute(input: {
    viewer: Viewer;
    quoteId: number;
    checkoutId: string;
  }): ResultAsync<AffirmCheckoutView, BookingPaymentError>;
}

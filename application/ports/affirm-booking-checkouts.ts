import type { ResultAsync } from 'neverthrow';
import type { AffirmFlow } from '../../domain/payment/affirm';
import type { ClearedAffirmPaymentData, CreditCard } from '../../domain/payment/types';
import type { RepositoryError } from './quote-repository';
import type { Token } from './token';

/** An Affirm checkout the server opened for a move at its payment step (issue 12). */
export interface AffirmBookingCheckout {
  readonly checkoutId: string;
  readonly windowUrl: string;
  readonly quoteId: number;
  readonly userId: number;
  readonly flow: AffirmFlow;
  /** The Idempotency-Key of the request that opened it. */
  readonly idempotencyKey: string;
  /** ISO-8601. */
  readonly openedAt: string;
  /**
   * The approved loan's virtual card once the server saved it at the card processor: the §3 CreditCard
   * (the processor's token, last four, expiry; never the number or the code) and the cleared
   * AffirmPaymentData. Null until then.
   */
  readonly saved: AffirmSavedCard | null;
}

export interface AffirmSavedCard {
  readonly creditCard: CreditCard;
  readonly affirmPaymentData: ClearedAffirmPaymentData;
  /** ISO-8601. */
  readonly savedAt: string;
}

/**
 * The server's own record of the Affirm checkouts opened for booking: which key opened which checkout (a
 * retried open answers the first checkout), and the card token each approved loan's single-use virtual
 * card was saved as, since Affirm hands the card over once (application/ports/affirm-gateway.ts
 * takeVirtualCard) and the answer must be repeatable. Never a card number or security code.
 */
export interface AffirmBookingCheckouts {
  /** The checkout a user opened with an idempotency key, or null. */
  findByKey(
    userId: number,
    idempotencyKey: string,
  ): ResultAsync<AffirmBookingCheckout | null, RepositoryError>;
  find(checkoutId: string): ResultAsync<AffirmBookingCheckout | null, RepositoryError>;
  /**
   * Issue 27: the newest checkout a user opened for a move (by when it was opened), or null: the approval
   * the payment step shows again after a reload.
   */
  latestFor(quoteId: number, userId: number): ResultAsync<AffirmBookingCheckout | null, RepositoryError>;
  /**
   * Records a checkout just opened. When the user's key is already taken (two requests at once), nothing
   * is written and the first checkout is answered.
   */
  recordOpened(
    checkout: Omit<AffirmBookingCheckout, 'saved'>,
  ): ResultAsync<AffirmBookingCheckout, RepositoryError>;
  /** Records the saved card of a checkout once; a second record keeps the first. Answers the stored checkout. */
  recordSavedCard(
    checkoutId: string,
    card: AffirmSavedCard,
  ): ResultAsync<AffirmBookingCheckout, RepositoryError>;
}
export const AffirmBookingCheckouts: Token<AffirmBookingCheckouts> = Symbol('AffirmBookingCheckouts');

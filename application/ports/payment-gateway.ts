import type { ResultAsync } from 'neverthrow';
import type { CardDetails } from '../../domain/payment/card-check';
import type { DeclineReason } from '../../domain/payment/card-results';
import type { PaymentAnswers } from '../../domain/reservation/draft';

/**
 * A card saved at the processor as a reusable token (../shared/design/payments.md: "save the card as a
 * reusable token with a $0 verification, then charge it off-session later"). The field names are those of
 * the reservation draft's PaymentAnswers (domain/reservation/draft.ts). Never the number or the code.
 */
export type SavedCard = Omit<PaymentAnswers, 'Method'>;

/** The processor's answer to a $0 verification, on the §3 card results (domain/payment/enums.ts CardResult). */
export type CardVerification =
  | { Result: 'CardApproved'; card: SavedCard }
  | { Result: 'CardDeclined'; reason: DeclineReason; message: string }
  /** A detail the processor refused (a number that fails its checks); `field` is a card form field. */
  | { Result: 'CardError'; field: string; message: string }
  /** A processing error: a technical failure, safe to retry. */
  | { Result: 'TechnicalError'; message: string }
  /** No answer, or a timeout: whether anything happened is unknown. */
  | { Result: 'UnknownError'; message: string };

/** The processor (or the store it keeps its state in) could not be reached at all. */
export type PaymentGatewayUnavailable = { kind: 'PaymentGatewayUnavailable'; message: string };
/** The idempotency key was used before with a different request (payments.md: "is an error"). */
export type IdempotencyKeyReused = { kind: 'IdempotencyKeyReused' };

/**
 * The card processor (architecture.md convention 2). Issue 11 saves cards; authorize and capture come with
 * the payments issue, as further methods here.
 */
export interface PaymentGateway {
  /**
   * Saves the card as a reusable token after a $0 verification: nothing is charged. A retry with the same
   * idempotency key and the same request answers the first answer again (even an error); the same key with
   * a different request is IdempotencyKeyReused. Keys are kept at least 24 hours.
   */
  saveCard(
    card: CardDetails,
    owner: { userId: number },
    idempotencyKey: string,
  ): ResultAsync<CardVerification, PaymentGatewayUnavailable | IdempotencyKeyReused>;
  /** The owner's saved card of a token; null for an unknown token or one saved by another user. */
  findCard(token: string, userId: number): ResultAsync<SavedCard | null, PaymentGatewayUnavailable>;
}
export const PaymentGateway = Symbol('PaymentGateway');

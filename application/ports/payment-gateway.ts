import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type { CardDetails } from '../../domain/payment/card-check';
import type { DeclineReason } from '../../domain/payment/card-results';
import type { LedgerEntryKind } from '../../domain/payment/ledger-entry';
import type { PaymentAnswers } from '../../domain/reservation/draft';
import type { Token } from './token';

/**
 * A card saved at the processor as a reusable token (../shared/design/payments.md: "save the card as a
 * reusable token with a $0 verification, then charge it off-session later"). The field names are those of
 * the reservation draft's PaymentAnswers (domain/reservation/draft.ts). Never the number or the code.
 */
export type SavedCard = Omit<PaymentAnswers, 'Method'>;

/** §3 CardDeclined: the card's bank said no (payments.md: by test number, never by amount). */
export type CardDeclined = { Result: 'CardDeclined'; reason: DeclineReason; message: string };
/** §3 TechnicalError: a processing error, a technical failure; nothing happened, safe to retry. */
export type CardTechnicalError = { Result: 'TechnicalError'; message: string };
/** §3 UnknownError: no answer, or a timeout: whether anything happened is unknown. */
export type CardUnknownError = { Result: 'UnknownError'; message: string };

/** The processor's answer to a $0 verification, on the §3 card results (domain/payment/enums.ts CardResult). */
export type CardVerification =
  | { Result: 'CardApproved'; card: SavedCard }
  | CardDeclined
  /** A detail the processor refused (a number that fails its checks); `field` is a card form field. */
  | { Result: 'CardError'; field: string; message: string }
  | CardTechnicalError
  | CardUnknownError;

/**
 * Why the processor refused a request on a token, an authorization or a capture. §3 has no result of its
 * own for these (a processor's invalid request), so they are the §3 CardError with this code for programs
 * and a message for people (docs/decisions.md).
 */
export type ChargeRefusalCode =
  /** The token is unknown, or saved by another user. */
  | 'UnknownCard'
  | 'UnknownAuthorization'
  | 'UnknownCapture'
  /** Not a whole number of cents above zero. */
  | 'InvalidAmount'
  /** A capture of more than the authorization holds (payments.md: "it can never take more"). */
  | 'AmountOverAuthorized'
  /** A second capture, or a void after the capture (payments.md: capture "can only happen once"). */
  | 'AlreadyCaptured'
  | 'AlreadyVoided'
  /** The hold ended (payments.md: about 7 days, 5 for merchant-initiated Visa payments). */
  | 'AuthorizationExpired'
  /** A refund of more than was captured minus what was already refunded. */
  | 'AmountOverRefundable';
export type ChargeRefused = { Result: 'CardError'; code: ChargeRefusalCode; message: string };

/** The processor's answer to authorize: a hold on the saved card, or a refusal (§3 card results). */
export type CardAuthorization =
  | {
      Result: 'CardApproved';
      authorizationId: string;
      amount: Cents;
      /** ISO-8601 instant after which the hold is released and can no longer be captured. */
      expiresAt: string;
    }
  | CardDeclined
  | ChargeRefused
  | CardTechnicalError
  | CardUnknownError;

/** The answer to capture: the money taken (at most the authorization's amount) and the rest released. */
export type CardCapture =
  | { Result: 'CardApproved'; captureId: string; authorizationId: string; amount: Cents; released: Cents }
  | ChargeRefused
  | CardTechnicalError
  | CardUnknownError;

/** The answer to refund: the money given back, and what is still refundable of the capture. */
export type CardRefund =
  | { Result: 'CardApproved'; refundId: string; captureId: string; amount: Cents; refundable: Cents }
  | ChargeRefused
  | CardTechnicalError
  | CardUnknownError;

/** The answer to void: the whole uncaptured authorization released. */
export type CardVoid =
  | { Result: 'CardApproved'; voidId: string; authorizationId: string; released: Cents }
  | ChargeRefused
  | CardTechnicalError
  | CardUnknownError;

export type AuthorizeRequest = {
  /** The saved card's token (SavedCard.PaymentProfileId). */
  token: string;
  /** The token's owner: another user's token is refused as UnknownCard. */
  userId: number;
  amount: Cents;
  idempotencyKey: string;
  /** Merchant-initiated, the customer not present (the charge at Transit): a Visa hold lasts 5 days, not 7. */
  offSession: boolean;
};
export type CaptureRequest = { authorizationId: string; amount: Cents; idempotencyKey: string };
export type RefundRequest = { captureId: string; amount: Cents; idempotencyKey: string };
export type VoidRequest = { authorizationId: string; idempotencyKey: string };

/** An authorization's state: holding funds, captured (once), voided, or expired uncaptured. */
export type AuthorizationStatus = 'held' | 'captured' | 'voided' | 'expired';
/** What the processor keeps of an authorization. */
export interface AuthorizationDetails {
  authorizationId: string;
  token: string;
  userId: number;
  amount: Cents;
  offSession: boolean;
  status: AuthorizationStatus;
  expiresAt: string;
  /** What its capture took (0 before one). */
  captured: Cents;
  /** What went back to the card: the uncaptured rest, or the whole amount when voided or expired (0 while held). */
  released: Cents;
  idempotencyKey: string;
  /** ISO-8601 instant it was made. */
  at: string;
}
/** What the processor keeps of a capture. */
export interface CaptureDetails {
  captureId: string;
  authorizationId: string;
  userId: number;
  amount: Cents;
  /** The sum of its refunds. */
  refunded: Cents;
  /** amount - refunded. */
  refundable: Cents;
  idempotencyKey: string;
  at: string;
}

/** The kinds of the processor's records: the money-moving kinds of the ledger (domain/payment/ledger-entry.ts). */
export type CardRecordKind = Exclude<LedgerEntryKind, 'Failure'>;
/** One of the processor's own records, for a reconcile job to compare with the ledger. */
export interface CardProcessorRecord {
  /** The processor's id: 'auth_…', 'cap_…', 're_…' or 'void_…'. */
  reference: string;
  kind: CardRecordKind;
  /** A capture's or void's authorization; a refund's capture; null for an authorization. */
  relatesTo: string | null;
  /** Authorization: held amount; Capture: taken; Refund: given back; Void: released. */
  amount: Cents;
  /** An authorization's AuthorizationStatus; 'succeeded' for the other kinds. */
  status: AuthorizationStatus | 'succeeded';
  idempotencyKey: string;
  /** The saved card the money moved on, and its owner. */
  token: string;
  userId: number;
  /** ISO-8601 instant it was made. */
  at: string;
}
/** All given fields must match; `since` keeps records made at or after that ISO-8601 instant. */
export type CardRecordFilter = {
  userId?: number;
  kind?: CardRecordKind;
  reference?: string;
  idempotencyKey?: string;
  since?: string;
};

/** The processor (or the store it keeps its state in) could not be reached at all. */
export type PaymentGatewayUnavailable = { kind: 'PaymentGatewayUnavailable'; message: string };
/** The idempotency key was used before with a different request (payments.md: "is an error"). */
export type IdempotencyKeyReused = { kind: 'IdempotencyKeyReused' };

/**
 * The card processor (architecture.md convention 2): save a card as a token ($0 verification) at booking,
 * then authorize it (off-session when the customer is not there), capture, refund or void.
 *
 * Idempotency, on every call that changes something (payments.md): a retry with the same key and the same
 * request gets the first answer again, even a refusal or an error; the same key with a different request
 * is IdempotencyKeyReused. Keys are kept at least 24 hours. Concurrent calls with one key make one
 * operation. So a caller that crashed between the processor's answer and its own write retries with the
 * same key and never charges twice. A TechnicalError is replayed too: to try again, use a new key. The
 * keys of authorize, capture, refund and void share one space (the merchant's); saveCard's are per user.
 */
export interface PaymentGateway {
  /** Saves the card as a reusable token after a $0 verification: nothing is charged. */
  saveCard(
    card: CardDetails,
    owner: { userId: number },
    idempotencyKey: string,
  ): ResultAsync<CardVerification, PaymentGatewayUnavailable | IdempotencyKeyReused>;
  /** The owner's saved card of a token; null for an unknown token or one saved by another user. */
  findCard(token: string, userId: number): ResultAsync<SavedCard | null, PaymentGatewayUnavailable>;
  /** Holds `amount` on the owner's saved card until captured, voided or expired. */
  authorize(
    request: AuthorizeRequest,
  ): ResultAsync<CardAuthorization, PaymentGatewayUnavailable | IdempotencyKeyReused>;
  /** Takes up to the authorized amount, once, before the hold expires; the rest is released. */
  capture(
    request: CaptureRequest,
  ): ResultAsync<CardCapture, PaymentGatewayUnavailable | IdempotencyKeyReused>;
  /** Gives back part or all of a capture; all refunds together never exceed the capture. */
  refund(request: RefundRequest): ResultAsync<CardRefund, PaymentGatewayUnavailable | IdempotencyKeyReused>;
  /** Releases an uncaptured, unexpired authorization. */
  void(request: VoidRequest): ResultAsync<CardVoid, PaymentGatewayUnavailable | IdempotencyKeyReused>;
  findAuthorization(
    authorizationId: string,
  ): ResultAsync<AuthorizationDetails | null, PaymentGatewayUnavailable>;
  findCapture(captureId: string): ResultAsync<CaptureDetails | null, PaymentGatewayUnavailable>;
  /** The processor's own records, oldest first (then by reference). */
  records(filter?: CardRecordFilter): ResultAsync<CardProcessorRecord[], PaymentGatewayUnavailable>;
}
export const PaymentGateway: Token<PaymentGateway> = Symbol('PaymentGateway');

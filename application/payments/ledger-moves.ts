/**
 * Issue 12: the money moves that settle a move after it was booked (a cancellation, a price change) besides
 * a charge (the one charge engine, charge-engine.ts): refunds of a given amount from the captures, and voids
 * of the holds left open, each through the processor that holds the money and written to the ledger as its
 * own rows.
 *
 * Exactly once rests on keys made from the move's state, never from the request (domain/payment/charge-keys.ts):
 * every key starts with the caller's prefix (what the move belongs to: `cancel:<move>` or
 * `price:<move>:r<revision>`) and names what it acts on and the amount. Two runs at once, or a run after a
 * crash between the processor's answer and the ledger write, compute the same keys for the same work; the
 * processor answers a repeated key with its first answer and the ledger stores a key once. A TechnicalError
 * (answered again for its key) moves on to the next try, as in a charge. A card or an Affirm virtual card
 * moves through the card processor; a PayPal capture is refunded, and a PayPal authorization voided,
 * through PayPal (the key is its request id).
 */
import { okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, cents, min, sum } from '../../domain/money/money';
import { cardResultOfPayPalIssue } from '../../domain/payment/booking-payments';
import {
  attemptKey,
  failedRefundKey,
  ledgerRow,
  refundKeyBase,
  voidKey,
} from '../../domain/payment/charge-keys';
import { type CardResult, PaymentMethod } from '../../domain/payment/enums';
import { holdsToRelease, refundableCaptures, refundPlan } from '../../domain/payment/ledger';
import {
  type LedgerActor,
  type LedgerEntry,
  LedgerEntryKind,
  LedgerReason,
} from '../../domain/payment/ledger-entry';
import type { CardRefund } from '../ports/payment-gateway';
import type { StoredLedgerEntry } from '../ports/payment-ledger';
import {
  type ChargeEngineDeps,
  type ChargeEngineError,
  type MoveRefused,
  moveRefused,
  readPayPal,
  rowContext,
} from './charge-engine';

export type LedgerMoveDeps = ChargeEngineDeps;

/** Whose money moves and why: the move, who caused it, and the prefix of every key. */
export interface LedgerMoveContext {
  quoteId: number;
  /** The move's owner: the saved card's token belongs to them. */
  userId: number;
  actor: LedgerActor;
  keyPrefix: string;
}

export type LedgerMoveError = ChargeEngineError;

export interface RefundOutcome {
  /** The Refund rows written (or found under their keys), in order. */
  readonly rows: readonly StoredLedgerEntry[];
  /** What the processor refused, if a refund failed (the rest of the plan waits for the next run). */
  readonly refused: MoveRefused | null;
}

/** A refund's answer, whichever processor gave it. */
type RefundAnswer =
  | { readonly Result: 'CardApproved'; readonly refundId: string; readonly amount: Cents }
  | { readonly Result: Exclude<CardResult, 'CardApproved'>; readonly message: string };

/** What a void did, whichever processor did it. */
type VoidAnswer =
  | { readonly kind: 'voided'; readonly reference: string }
  /** The processor released it already (expired): the Void row records that. */
  | { readonly kind: 'expired' }
  /** Not voided (a technical failure): left to expire. */
  | { readonly kind: 'left' };

/** Refunds `amount` of a capture at the processor that made it. */
function refundAt(
  deps: LedgerMoveDeps,
  capture: LedgerEntry,
  amount: Cents,
  key: string,
): ResultAsync<RefundAnswer, LedgerMoveError> {
  if (capture.method !== PaymentMethod.PayPal) {
    return deps.gateway
      .refund({ captureId: capture.processorReference, amount, idempotencyKey: key })
      .map((answer: CardRefund): RefundAnswer => answer);
  }
  return deps.paypal
    .refundCapture(capture.processorReference, amount, key)
    .map(
      (refund): RefundAnswer => ({
        Result: 'CardApproved',
        refundId: refund.refundId,
        amount: refund.amount,
      }),
    )
    .orElse((error) =>
      readPayPal(
        error,
        (r): RefundAnswer => ({ Result: cardResultOfPayPalIssue(r.kind), message: r.message }),
      ),
    );
}

/** Voids a hold at the processor that holds it. */
function voidAt(
  deps: LedgerMoveDeps,
  hold: LedgerEntry,
  key: string,
): ResultAsync<VoidAnswer, LedgerMoveError> {
  if (hold.method !== PaymentMethod.PayPal) {
    return deps.gateway
      .void({ authorizationId: hold.processorReference, idempotencyKey: key })
      .map((answer): VoidAnswer => {
        if (answer.Result === 'CardApproved') return { kind: 'voided', reference: answer.voidId };
        if (answer.Result === 'CardError' && answer.code === 'AuthorizationExpired')
          return { kind: 'expired' };
        return { kind: 'left' };
      });
  }
  // PayPal names a void by its authorization's id (reconcile-payments.ts reads it so).
  return deps.paypal
    .voidAuthorization(hold.processorReference, key)
    .map((): VoidAnswer => ({ kind: 'voided', reference: hold.processorReference }))
    .orElse((error) =>
      readPayPal(error, (r): VoidAnswer => {
        if (r.kind === 'AUTHORIZATION_EXPIRED') return { kind: 'expired' };
        if (r.kind === 'PREVIOUSLY_VOIDED') return { kind: 'voided', reference: hold.processorReference };
        return { kind: 'left' };
      }),
    );
}

/** A row of a settlement, written now. */
const rowOf = (
  deps: LedgerMoveDeps,
  context: LedgerMoveContext,
  fields: Parameters<typeof ledgerRow>[1],
): LedgerEntry => ledgerRow(rowContext(deps, context), fields);

/**
 * Gives back `amount` to the card-like methods that paid, from the latest capture first (refundPlan), at
 * most what they can still give back. Keys: `<prefix>:refund:<capture>:<amount>:<try>`. Stops at the first
 * refusal, written as a Failure row.
 */
export function refundAmount(
  deps: LedgerMoveDeps,
  context: LedgerMoveContext,
  input: { amount: Cents; reason: string; rows: readonly LedgerEntry[] },
): ResultAsync<RefundOutcome, LedgerMoveError> {
  const paid = input.rows.filter((row) => row.method !== PaymentMethod.NoPayment);
  const available = sum(refundableCaptures(paid).map((c) => c.refundable));
  const plan = refundPlan(paid, min(input.amount, available)).unwrapOr([]);
  const done: StoredLedgerEntry[] = [];
  const step = (index: number): ResultAsync<RefundOutcome, LedgerMoveError> => {
    const part = plan[index];
    if (part === undefined) return okAsync({ rows: done, refused: null });
    const key = attemptKey(
      input.rows,
      refundKeyBase(context.keyPrefix, part.capture.processorReference, part.amount),
    );
    return refundAt(deps, part.capture, part.amount, key).andThen((answer) => {
      if (answer.Result !== 'CardApproved') {
        return deps.ledger
          .append([
            rowOf(deps, context, {
              kind: LedgerEntryKind.Failure,
              amount: part.amount,
              method: part.capture.method,
              idempotencyKey: failedRefundKey(key),
              relatesTo: part.capture.processorReference,
              reason: input.reason,
              failure: { result: answer.Result, message: answer.message },
            }),
          ])
          .map((): RefundOutcome => ({ rows: done, refused: moveRefused(answer.Result, answer.message) }));
      }
      return deps.ledger
        .append([
          rowOf(deps, context, {
            kind: LedgerEntryKind.Refund,
            amount: answer.amount,
            method: part.capture.method,
            idempotencyKey: key,
            processorReference: answer.refundId,
            relatesTo: part.capture.processorReference,
            reason: input.reason,
          }),
        ])
        .andThen((outcome) => {
          done.push(...outcome.rows);
          return step(index + 1);
        });
    });
  };
  return step(0);
}

/**
 * Releases every hold the ledger shows neither captured nor voided (card-like methods): an open one is
 * voided at the processor (a Void row, reason `reason`); one the processor says has expired was released
 * already, so its Void row records that (reason AuthorizationExpired, the authorization's own reference).
 * A hold the processor will not void for another reason (a technical failure) is left to expire. Keys:
 * `<prefix>:void:<authorization>`. Answers the Void rows written (or found under their keys).
 */
export function voidHolds(
  deps: LedgerMoveDeps,
  context: LedgerMoveContext,
  input: { reason: string; rows: readonly LedgerEntry[] },
): ResultAsync<StoredLedgerEntry[], LedgerMoveError> {
  const holds = holdsToRelease(input.rows);
  const done: StoredLedgerEntry[] = [];
  const step = (index: number): ResultAsync<StoredLedgerEntry[], LedgerMoveError> => {
    const hold = holds[index];
    if (hold === undefined) return okAsync(done);
    const key = voidKey(context.keyPrefix, hold.processorReference);
    const write = (fields: Partial<LedgerEntry> & Pick<LedgerEntry, 'reason'>) =>
      deps.ledger
        .append([
          rowOf(deps, context, {
            kind: LedgerEntryKind.Void,
            amount: hold.amount,
            method: hold.method,
            idempotencyKey: key,
            relatesTo: hold.processorReference,
            ...fields,
          }),
        ])
        .andThen((outcome) => {
          done.push(...outcome.rows);
          return step(index + 1);
        });
    return voidAt(deps, hold, key).andThen((answer) => {
      if (answer.kind === 'voided')
        return write({ processorReference: answer.reference, reason: input.reason });
      if (answer.kind === 'expired') {
        return write({
          processorReference: hold.processorReference,
          reason: LedgerReason.AuthorizationExpired,
        });
      }
      return step(index + 1);
    });
  };
  return step(0);
}

/** The amount of a list of rows. */
export const amountOf = (rows: readonly LedgerEntry[]): Cents => cents(sum(rows.map((r) => r.amount)));

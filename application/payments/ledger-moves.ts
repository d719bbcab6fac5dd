/**
 * Issue 12: the money moves that settle a move after it was booked (a cancellation, a price change), each
 * through the card processor and written to the ledger as its own rows: a charge of a given amount
 * (authorize, then capture), refunds of a given amount from the captures, and voids of the holds left open.
 *
 * Exactly once rests on keys made from the move's state, never from the request: every key starts with
 * the caller's prefix (what the move belongs to: `cancel:<move>` or `price:<move>:r<revision>`) and names
 * what it acts on and the amount. Two runs at once, or a run after a crash between the processor's answer
 * and the ledger write, compute the same keys for the same work; the processor answers a repeated key with
 * its first answer and the ledger stores a key once. A TechnicalError (answered again for its key) moves on
 * to the next try, as in ChargeMove. A card or an Affirm virtual card moves through the card processor; a
 * PayPal capture is refunded, and a PayPal authorization voided, through PayPal (the key is its request id).
 */
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, cents, min, sum } from '../../domain/money/money';
import { cardResultOfPayPalIssue } from '../../domain/payment/booking-payments';
import { isRetryable } from '../../domain/payment/card-results';
import { type CardResult, PaymentMethod } from '../../domain/payment/enums';
import { holdsToRelease, refundableCaptures, refundPlan } from '../../domain/payment/ledger';
import {
  type LedgerActor,
  type LedgerEntry,
  LedgerEntryKind,
  LedgerReason,
} from '../../domain/payment/ledger-entry';
import type { Clock } from '../ports/clock';
import type {
  CardAuthorization,
  CardCapture,
  CardRefund,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
} from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { PayPalGateway, PayPalRefusal } from '../ports/paypal-gateway';
import type { RepositoryError } from '../ports/quote-repository';

export interface LedgerMoveDeps {
  ledger: PaymentLedger;
  gateway: PaymentGateway;
  paypal: PayPalGateway;
  clock: Clock;
}

/** Whose money moves and why: the move, who caused it, and the prefix of every key. */
export interface LedgerMoveContext {
  quoteId: number;
  /** The move's owner: the saved card's token belongs to them. */
  userId: number;
  actor: LedgerActor;
  keyPrefix: string;
}

export type LedgerMoveError = RepositoryError | PaymentGatewayUnavailable | IdempotencyKeyReused;

/** A saved card to charge (a card, or an Affirm loan's virtual card saved as one): its method and token. */
export interface CardToCharge {
  method: PaymentMethod;
  token: string;
}

/** A refusal by the processor: the §3 card result and its message. */
export interface MoveRefused {
  readonly result: CardResult;
  readonly message: string;
  /** True when trying again later may work (TechnicalError, UnknownError). */
  readonly retryable: boolean;
}

export type AmountCharge =
  | { readonly kind: 'Charged'; readonly amount: Cents; readonly rows: readonly StoredLedgerEntry[] }
  | ({ readonly kind: 'Failed'; readonly amount: Cents } & MoveRefused);

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

/**
 * A PayPal refusal as the settlement reads it: PayPal unreachable is an error (nothing is written; the
 * next run tries again), a request id used with another request is IdempotencyKeyReused, and any other
 * refusal goes on as data.
 */
function payPalAnswer<T>(
  error: PayPalRefusal | PaymentGatewayUnavailable,
  refused: (refusal: PayPalRefusal) => T,
): ResultAsync<T, LedgerMoveError> {
  if (error.kind === 'PaymentGatewayUnavailable') return errAsync(error);
  if (error.kind === 'DUPLICATE_REQUEST_ID') return errAsync({ kind: 'IdempotencyKeyReused' });
  return okAsync(refused(error));
}

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
      payPalAnswer(
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
      payPalAnswer(error, (r): VoidAnswer => {
        if (r.kind === 'AUTHORIZATION_EXPIRED') return { kind: 'expired' };
        if (r.kind === 'PREVIOUSLY_VOIDED') return { kind: 'voided', reference: hold.processorReference };
        return { kind: 'left' };
      }),
    );
}

/** The next try of `base`: one more than the TechnicalError failures written under it. */
function nextTry(rows: readonly LedgerEntry[], base: string): number {
  return (
    rows.filter((r) => r.failure?.result === 'TechnicalError' && r.idempotencyKey.startsWith(`${base}:`))
      .length + 1
  );
}

function rowOf(
  deps: LedgerMoveDeps,
  context: LedgerMoveContext,
  fields: Pick<LedgerEntry, 'kind' | 'amount' | 'method' | 'idempotencyKey' | 'reason'> &
    Partial<LedgerEntry>,
): LedgerEntry {
  return {
    quoteId: context.quoteId,
    processorReference: '',
    relatesTo: null,
    actor: context.actor,
    at: deps.clock.now(),
    failure: null,
    expiresAt: null,
    ...fields,
  };
}

function refusal(answer: { Result: CardResult; message: string }): MoveRefused {
  return { result: answer.Result, message: answer.message, retryable: isRetryable(answer.Result) };
}

/**
 * Charges `amount` to the move's card: authorize (off-session: the customer is not entering the card) and
 * capture, each row written as soon as the processor answers; a refusal is one Failure row. Keys:
 * `<base>:<try>:authorize|capture` (`:<step>:failed` for a refusal), the base by default
 * `<prefix>:charge:<amount>:<token>`. Used for a balance payment, a price increase (SettlePriceChange) and a
 * storage period (ChargeStorage, base `storage:<move>:<k>:<amount>:<token>`). ChargeMove (the Transit charge
 * and a cancellation's fee) writes its hold and capture together once captured instead: a cancellation
 * releases every hold the ledger shows open, and a fee's hold written before its capture was released by a
 * second cancel request at the same moment (move-money.contract, "cancels once").
 */
export function chargeAmount(
  deps: LedgerMoveDeps,
  context: LedgerMoveContext,
  input: {
    method: CardToCharge;
    amount: Cents;
    reason: string;
    rows: readonly LedgerEntry[];
    /** The key's base, when the caller names the work itself (it must name the amount and the card). */
    keyBase?: string;
  },
): ResultAsync<AmountCharge, LedgerMoveError> {
  const { gateway, ledger } = deps;
  const { method, amount, reason } = input;
  const base = input.keyBase ?? `${context.keyPrefix}:charge:${amount}:${method.token}`;
  const key = `${base}:${nextTry(input.rows, base)}`;
  const failed = (
    answer: Exclude<CardAuthorization | CardCapture, { Result: 'CardApproved' }>,
    step: string,
  ) =>
    ledger
      .append([
        rowOf(deps, context, {
          kind: LedgerEntryKind.Failure,
          amount,
          method: method.method,
          idempotencyKey: `${key}:${step}:failed`,
          reason,
          failure: { result: answer.Result, message: answer.message },
        }),
      ])
      .map((): AmountCharge => ({ kind: 'Failed', amount, ...refusal(answer) }));
  return gateway
    .authorize({
      token: method.token,
      userId: context.userId,
      amount,
      idempotencyKey: `${key}:authorize`,
      offSession: true,
    })
    .andThen((authorization) => {
      if (authorization.Result !== 'CardApproved') return failed(authorization, 'authorize');
      // The hold is in the ledger before the capture: should the capture fail, a cancellation voids it.
      return ledger
        .append([
          rowOf(deps, context, {
            kind: LedgerEntryKind.Authorization,
            amount,
            method: method.method,
            idempotencyKey: `${key}:authorize`,
            processorReference: authorization.authorizationId,
            expiresAt: authorization.expiresAt,
            reason,
          }),
        ])
        .andThen((held) =>
          gateway
            .capture({
              authorizationId: authorization.authorizationId,
              amount,
              idempotencyKey: `${key}:capture`,
            })
            .andThen((capture) => {
              if (capture.Result !== 'CardApproved') return failed(capture, 'capture');
              return ledger
                .append([
                  rowOf(deps, context, {
                    kind: LedgerEntryKind.Capture,
                    amount: capture.amount,
                    method: method.method,
                    idempotencyKey: `${key}:capture`,
                    processorReference: capture.captureId,
                    relatesTo: authorization.authorizationId,
                    reason,
                  }),
                ])
                .map(
                  (captured): AmountCharge => ({
                    kind: 'Charged',
                    amount,
                    rows: [...held.rows, ...captured.rows],
                  }),
                );
            }),
        );
    });
}

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
    const base = `${context.keyPrefix}:refund:${part.capture.processorReference}:${part.amount}`;
    const key = `${base}:${nextTry(input.rows, base)}`;
    return refundAt(deps, part.capture, part.amount, key).andThen((answer) => {
      if (answer.Result !== 'CardApproved') {
        return deps.ledger
          .append([
            rowOf(deps, context, {
              kind: LedgerEntryKind.Failure,
              amount: part.amount,
              method: part.capture.method,
              idempotencyKey: `${key}:failed`,
              relatesTo: part.capture.processorReference,
              reason: input.reason,
              failure: { result: answer.Result, message: answer.message },
            }),
          ])
          .map((): RefundOutcome => ({ rows: done, refused: refusal(answer) }));
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
    const key = `${context.keyPrefix}:void:${hold.processorReference}`;
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

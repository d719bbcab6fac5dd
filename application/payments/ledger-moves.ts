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
 * to the next try, as in ChargeMove. Only card-like methods (a card, an Affirm virtual card) move money
 * here; PayPal rows are left to the PayPal gateway.
 */
import { okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, cents, min, sum } from '../../domain/money/money';
import { isRetryable } from '../../domain/payment/card-results';
import { type CardResult, PaymentMethod } from '../../domain/payment/enums';
import { cardHoldsToRelease, refundableCaptures, refundPlan } from '../../domain/payment/ledger';
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
import type { RepositoryError } from '../ports/quote-repository';

export interface LedgerMoveDeps {
  ledger: PaymentLedger;
  gateway: PaymentGateway;
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

const cardLike = (row: LedgerEntry) =>
  row.method !== PaymentMethod.PayPal && row.method !== PaymentMethod.NoPayment;

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
 * `<prefix>:charge:<amount>:<token>:<try>:authorize|capture`.
 */
export function chargeAmount(
  deps: LedgerMoveDeps,
  context: LedgerMoveContext,
  input: { method: CardToCharge; amount: Cents; reason: string; rows: readonly LedgerEntry[] },
): ResultAsync<AmountCharge, LedgerMoveError> {
  const { gateway, ledger } = deps;
  const { method, amount, reason } = input;
  const base = `${context.keyPrefix}:charge:${amount}:${method.token}`;
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
  const cards = input.rows.filter(cardLike);
  const available = sum(refundableCaptures(cards).map((c) => c.refundable));
  const plan = refundPlan(cards, min(input.amount, available)).unwrapOr([]);
  const done: StoredLedgerEntry[] = [];
  const step = (index: number): ResultAsync<RefundOutcome, LedgerMoveError> => {
    const part = plan[index];
    if (part === undefined) return okAsync({ rows: done, refused: null });
    const base = `${context.keyPrefix}:refund:${part.capture.processorReference}:${part.amount}`;
    const key = `${base}:${nextTry(input.rows, base)}`;
    return deps.gateway
      .refund({ captureId: part.capture.processorReference, amount: part.amount, idempotencyKey: key })
      .andThen((answer: CardRefund) => {
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
  const holds = cardHoldsToRelease(input.rows);
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
    return deps.gateway
      .void({ authorizationId: hold.processorReference, idempotencyKey: key })
      .andThen((answer) => {
        if (answer.Result === 'CardApproved') {
          return write({ processorReference: answer.voidId, reason: input.reason });
        }
        if (answer.Result === 'CardError' && answer.code === 'AuthorizationExpired') {
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

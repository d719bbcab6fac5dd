/**
 * Issue 29 "One charge engine": the one executor of a charge, for every caller (the Transit charge and a
 * cancellation's fee in ChargeMove, a balance payment through it, a price increase in SettlePriceChange,
 * a storage period in ChargeStorage). It authorizes off-session (the customer is not entering the card),
 * then captures, at the card processor for a saved card (a card, or an Affirm loan's virtual card) or at
 * PayPal for an approved order, and writes each outcome to the ledger under the keys of
 * domain/payment/charge-keys.ts: a refusal is one Failure row and answers Failed.
 *
 * Exactly once rests on those keys (see there). The one real difference between the callers is when the
 * hold's Authorization row is written: HoldRow.
 */
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import { cardResultOfPayPalIssue } from '../../domain/payment/booking-payments';
import { isRetryable } from '../../domain/payment/card-results';
import {
  attemptKey,
  type ChargeStep,
  failedStepKey,
  type LedgerRowContext,
  ledgerRow,
  stepKey,
} from '../../domain/payment/charge-keys';
import type { CardResult, PaymentMethod } from '../../domain/payment/enums';
import { type LedgerActor, type LedgerEntry, LedgerEntryKind } from '../../domain/payment/ledger-entry';
import { readPayPalFailure } from '../../domain/payment/paypal';
import { enumOf, type ValueOf } from '../../domain/shared/enum';
import type { Clock } from '../ports/clock';
import type {
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
} from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { PayPalAuthorization, PayPalGateway, PayPalRefusal } from '../ports/paypal-gateway';
import type { RepositoryError } from '../ports/quote-repository';

export interface ChargeEngineDeps {
  ledger: PaymentLedger;
  gateway: PaymentGateway;
  paypal: PayPalGateway;
  clock: Clock;
}

export type ChargeEngineError = RepositoryError | PaymentGatewayUnavailable | IdempotencyKeyReused;

/** Whose money moves: the move, its owner (the saved card's token belongs to them) and who caused it. */
export interface ChargeParty {
  quoteId: number;
  userId: number;
  actor: LedgerActor;
}

/** What is charged: a saved card's token (a card, or an Affirm virtual card saved as one), or a PayPal order. */
export type ChargeTo =
  | { readonly method: PaymentMethod; readonly token: string }
  | { readonly method: typeof PaymentMethod.PayPal; readonly orderId: string };

/**
 * When the hold's Authorization row is written:
 * - BeforeCapture: as soon as the processor holds the money, so that should the capture fail, a
 *   cancellation voids the hold (an amount charged after booking: a price increase, a storage period);
 * - WithCapture: together with its capture, once captured; nothing of the hold when the capture fails
 *   (the move's amount due: the Transit charge, a balance payment, a cancellation's fee). A cancellation
 *   releases every hold the ledger shows open, and a fee's hold written before its capture was released by
 *   a second cancel request at the same moment (move-money.contract, "cancels once").
 */
export const HoldRow = enumOf('BeforeCapture', 'WithCapture');
export type HoldRow = ValueOf<typeof HoldRow>;

export interface ChargeRequest {
  to: ChargeTo;
  amount: Cents;
  reason: string;
  /** The move's ledger as read before the charge: the Failure rows under the key's base name the try. */
  rows: readonly LedgerEntry[];
  /** The key's base (domain/payment/charge-keys.ts): it names the work, the amount and the instrument. */
  keyBase: string;
  holdRow: HoldRow;
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

/** One try of a charge: whose, why, the amount and the try's key (`<base>:<try>`). */
export interface ChargeAttempt {
  readonly party: ChargeParty;
  readonly reason: string;
  readonly method: PaymentMethod;
  readonly amount: Cents;
  readonly key: string;
}

/** The try a request makes now: a card moves on after a TechnicalError, PayPal after every Failure. */
export function chargeAttempt(party: ChargeParty, request: ChargeRequest): ChargeAttempt {
  const rule = 'orderId' in request.to ? 'AnyFailure' : 'TechnicalError';
  return {
    party,
    reason: request.reason,
    method: request.to.method,
    amount: request.amount,
    key: attemptKey(request.rows, request.keyBase, rule),
  };
}

/** A refusal as data: its card result and message. */
interface Refusal {
  readonly refused: CardResult;
  readonly message: string;
}
interface Hold {
  readonly reference: string;
  readonly amount: Cents;
  readonly expiresAt: string;
}
interface Taken {
  readonly reference: string;
  readonly amount: Cents;
}

/** The context of a row written now. */
export function rowContext(
  deps: { clock: Clock },
  party: Pick<ChargeParty, 'quoteId' | 'actor'>,
): LedgerRowContext {
  return { quoteId: party.quoteId, actor: party.actor, at: deps.clock.now() };
}

/** A refusal's outcome for the caller. */
export function moveRefused(result: CardResult, message: string): MoveRefused {
  return { result, message, retryable: isRetryable(result) };
}

/**
 * A PayPal answer that is not a result, read once for every money move (readPayPalFailure): unreachable
 * and a reused request id are errors (nothing is written), any other refusal goes on as `refused(it)`.
 */
export function readPayPal<T>(
  error: PayPalRefusal | PaymentGatewayUnavailable,
  refused: (refusal: PayPalRefusal) => T,
): ResultAsync<T, ChargeEngineError> {
  switch (readPayPalFailure(error.kind)) {
    case 'Unreachable':
      return errAsync(error as PaymentGatewayUnavailable);
    case 'KeyReused':
      return errAsync({ kind: 'IdempotencyKeyReused' });
    case 'Refused':
      return okAsync(refused(error as PayPalRefusal));
  }
}

const payPalRefusal = (refusal: PayPalRefusal): Refusal => ({
  refused: cardResultOfPayPalIssue(refusal.kind),
  message: refusal.message,
});

/** Writes the attempt's Failure row for `step` (once per key and step) and answers Failed. */
export function recordFailure(
  deps: ChargeEngineDeps,
  attempt: ChargeAttempt,
  step: ChargeStep,
  result: CardResult,
  message: string,
): ResultAsync<AmountCharge, ChargeEngineError> {
  return deps.ledger
    .append([
      ledgerRow(rowContext(deps, attempt.party), {
        kind: LedgerEntryKind.Failure,
        amount: attempt.amount,
        method: attempt.method,
        idempotencyKey: failedStepKey(attempt.key, step),
        reason: attempt.reason,
        failure: { result, message },
      }),
    ])
    .map((): AmountCharge => ({ kind: 'Failed', amount: attempt.amount, ...moveRefused(result, message) }));
}

/** The steps of one processor: hold the amount, then take it from the hold. */
interface Processor {
  authorize(key: string): ResultAsync<Hold | Refusal, ChargeEngineError>;
  capture(hold: Hold, key: string): ResultAsync<Taken | Refusal, ChargeEngineError>;
}

/** Charges the request's amount, once per key: authorize, then capture; each outcome written to the ledger. */
export function executeCharge(
  deps: ChargeEngineDeps,
  party: ChargeParty,
  request: ChargeRequest,
): ResultAsync<AmountCharge, ChargeEngineError> {
  const attempt = chargeAttempt(party, request);
  const processor =
    'orderId' in request.to
      ? payPalProcessor(deps, attempt, request.to.orderId, request.rows)
      : cardProcessor(deps, attempt, request.to.token);
  return authorizeThenCapture(deps, attempt, request.holdRow, processor);
}

function authorizeThenCapture(
  deps: ChargeEngineDeps,
  attempt: ChargeAttempt,
  holdRow: HoldRow,
  processor: Processor,
): ResultAsync<AmountCharge, ChargeEngineError> {
  const { ledger } = deps;
  const authorizeKey = stepKey(attempt.key, 'authorize');
  const captureKey = stepKey(attempt.key, 'capture');
  const row = (fields: Parameters<typeof ledgerRow>[1]) => ledgerRow(rowContext(deps, attempt.party), fields);
  const holdRowOf = (hold: Hold) =>
    row({
      kind: LedgerEntryKind.Authorization,
      amount: hold.amount,
      method: attempt.method,
      idempotencyKey: authorizeKey,
      processorReference: hold.reference,
      expiresAt: hold.expiresAt,
      reason: attempt.reason,
    });
  const captureRowOf = (hold: Hold, taken: Taken) =>
    row({
      kind: LedgerEntryKind.Capture,
      amount: taken.amount,
      method: attempt.method,
      idempotencyKey: captureKey,
      processorReference: taken.reference,
      relatesTo: hold.reference,
      reason: attempt.reason,
    });
  const charged = (rows: readonly StoredLedgerEntry[]): AmountCharge => ({
    kind: 'Charged',
    amount: attempt.amount,
    rows,
  });
  return processor.authorize(authorizeKey).andThen((hold) => {
    if ('refused' in hold) return recordFailure(deps, attempt, 'authorize', hold.refused, hold.message);
    const held =
      holdRow === HoldRow.BeforeCapture
        ? ledger.append([holdRowOf(hold)]).map((outcome) => outcome.rows)
        : okAsync<readonly StoredLedgerEntry[], ChargeEngineError>([]);
    return held.andThen((heldRows) =>
      processor.capture(hold, captureKey).andThen((taken) => {
        if ('refused' in taken) return recordFailure(deps, attempt, 'capture', taken.refused, taken.message);
        const rows =
          holdRow === HoldRow.BeforeCapture
            ? [captureRowOf(hold, taken)]
            : [holdRowOf(hold), captureRowOf(hold, taken)];
        return ledger.append(rows).map((outcome) => charged([...heldRows, ...outcome.rows]));
      }),
    );
  });
}

/** A saved card (or an Affirm virtual card) at the card processor, off-session. */
function cardProcessor(deps: ChargeEngineDeps, attempt: ChargeAttempt, token: string): Processor {
  const { gateway } = deps;
  return {
    authorize: (key) =>
      gateway
        .authorize({
          token,
          userId: attempt.party.userId,
          amount: attempt.amount,
          idempotencyKey: key,
          offSession: true,
        })
        .map((answer): Hold | Refusal =>
          answer.Result === 'CardApproved'
            ? { reference: answer.authorizationId, amount: attempt.amount, expiresAt: answer.expiresAt }
            : { refused: answer.Result, message: answer.message },
        ),
    capture: (hold, key) =>
      gateway
        .capture({ authorizationId: hold.reference, amount: attempt.amount, idempotencyKey: key })
        .map((answer): Taken | Refusal =>
          answer.Result === 'CardApproved'
            ? { reference: answer.captureId, amount: answer.amount }
            : { refused: answer.Result, message: answer.message },
        ),
  };
}

/**
 * An approved PayPal order: authorize it (the request id is the step's key), then capture the amount from
 * the authorization. An order authorized by an earlier attempt whose answer was never written (its
 * authorization still open and not in the ledger) is captured from that authorization.
 */
function payPalProcessor(
  deps: ChargeEngineDeps,
  attempt: ChargeAttempt,
  orderId: string,
  rows: readonly LedgerEntry[],
): Processor {
  const { paypal } = deps;
  const holdOf = (authorization: PayPalAuthorization): Hold => ({
    reference: authorization.authorizationId,
    amount: authorization.amount,
    expiresAt: authorization.expiresAt,
  });
  /** The order's open authorization that the ledger does not hold yet, or the refusal as it was. */
  const openAuthorization = (refusal: PayPalRefusal) =>
    paypal
      .getOrder(orderId)
      .map((order): Hold | Refusal => {
        const open = order.authorization;
        const known = rows.some((r) => r.processorReference === open?.authorizationId);
        return open !== null && open.status === 'CREATED' && !known ? holdOf(open) : payPalRefusal(refusal);
      })
      .orElse((error) => readPayPal(error, payPalRefusal));
  return {
    authorize: (key) =>
      paypal
        .authorizeOrder(orderId, key)
        .map((authorization): Hold | Refusal => holdOf(authorization))
        .orElse((error) =>
          error.kind === 'ORDER_ALREADY_AUTHORIZED'
            ? openAuthorization(error)
            : readPayPal(error, payPalRefusal),
        ),
    capture: (hold, key) =>
      paypal
        .captureAuthorization(hold.reference, attempt.amount, key)
        .map((capture): Taken | Refusal => ({ reference: capture.captureId, amount: capture.amount }))
        .orElse((error) => readPayPal(error, payPalRefusal)),
  };
}

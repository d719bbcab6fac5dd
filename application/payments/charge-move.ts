import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, cents, isNegative, subtract, sum, ZERO } from '../../domain/money/money';
import { isRetryable } from '../../domain/payment/card-results';
import type { CardResult, PaymentMethod } from '../../domain/payment/enums';
import {
  type LedgerActor,
  type LedgerEntry,
  LedgerEntryKind,
  LedgerReason,
} from '../../domain/payment/ledger-entry';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type {
  CardAuthorization,
  CardCapture,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
} from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { RepositoryError } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from '../reservations/reservation-access';
import type { ReservationError } from '../reservations/reservation-errors';

/** The move's card to charge: a saved card's token (a card, or an Affirm virtual card saved as one). */
export interface ChargeableMethod {
  method: PaymentMethod;
  token: string;
}

export type ChargeMoveOutput =
  /** The amount due was captured now, or had been by an earlier run with the same keys. */
  | { kind: 'Charged'; amount: Cents; rows: readonly StoredLedgerEntry[] }
  /** Nothing is due: the move is paid. */
  | { kind: 'NothingDue' }
  /**
   * Nothing was charged; a Failure row is in the ledger. A decline or a refused card (not retryable) means
   * the customer must add a method (§8 PaymentError, PaymentInfoRequired); a TechnicalError or an
   * UnknownError is tried again later.
   */
  | { kind: 'Failed'; amount: Cents; result: CardResult; message: string; retryable: boolean };

/** The move has no method the server can charge (no saved card or virtual card). */
export type NoChargeableMethod = { kind: 'NoChargeableMethod' };
export type ChargeMoveError =
  | ReservationError
  | RepositoryError
  | PaymentGatewayUnavailable
  | IdempotencyKeyReused
  | NoChargeableMethod;

/** The reservation's method to charge: the last active card-like entry of §3 PaymentMethods. */
export function chargeableMethod(quote: Quote): ChargeableMethod | null {
  const methods = quote.Details.Reservation?.PaymentMethods ?? [];
  for (const entry of [...methods].reverse()) {
    if (entry.Status !== 'Active') continue;
    const token = entry.CreditCard?.paymentProfileId;
    if (token && entry.Method !== 'PayPal' && entry.Method !== 'NoPayment')
      return { method: entry.Method, token };
  }
  return null;
}

/** What has been captured and not refunded (the ledger's net), from its rows. */
function netCaptured(rows: readonly LedgerEntry[]): Cents {
  const of = (kind: LedgerEntryKind) => sum(rows.filter((r) => r.kind === kind).map((r) => r.amount));
  return subtract(of(LedgerEntryKind.Capture), of(LedgerEntryKind.Refund));
}

/**
 * Issue 12 "The money lifecycle": when the shipment reaches Transit, charge the amount due (TotalPrice less
 * what the ledger shows captured and not refunded) to the move's active method, off-session, exactly once.
 *
 * Exactly once rests on keys, not on memory: the authorization and the capture each carry an idempotency
 * key made of the move, the amount, the card and the try (one key per move and amount; a TechnicalError,
 * which the processor answers again for its key, moves on to the next try). The processor answers a
 * repeated key with its first answer, and the ledger stores a key once. So a retry, a crash between the
 * processor's answer and the ledger write, or two instances at once, all end with one capture and one
 * pair of rows. A refusal is written as a Failure row (its key includes the amount and the card, so a new
 * card is a new attempt) and answers Failed: after a decline the reservation needs payment info (§8
 * PaymentError).
 */
export class ChargeMove {
  private readonly deps: ReservationStores & {
    ledger: PaymentLedger;
    gateway: PaymentGateway;
    clock: Clock;
  };

  constructor(deps: ChargeMove['deps']) {
    this.deps = deps;
  }

  execute(input: {
    viewer: Viewer;
    quoteId: number;
    actor: LedgerActor;
    reason?: string;
  }): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const { ledger } = this.deps;
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote, userId }) => {
      const reservation = quote.Details.Reservation;
      if (!quote.Details.Reserved || reservation === null)
        return errAsync<ChargeMoveOutput, ChargeMoveError>({ kind: 'ReservationNotFound' });
      return ledger.entries(input.quoteId).andThen((rows) => {
        const due = subtract(reservation.TotalPrice, netCaptured(rows));
        if (isNegative(due) || due === ZERO)
          return okAsync<ChargeMoveOutput, ChargeMoveError>({ kind: 'NothingDue' });
        const method = chargeableMethod(quote);
        if (method === null)
          return errAsync<ChargeMoveOutput, ChargeMoveError>({ kind: 'NoChargeableMethod' });
        // A TechnicalError is safe to retry but its key answers it again: the next try takes a new key.
        const base = `charge:${input.quoteId}:${due}:${method.token}`;
        const tries = rows.filter(
          (r) => r.failure?.result === 'TechnicalError' && r.idempotencyKey.startsWith(`${base}:`),
        ).length;
        return this.charge(input, userId, method, cents(due), `${base}:${tries + 1}`);
      });
    });
  }

  private charge(
    input: { quoteId: number; actor: LedgerActor; reason?: string },
    userId: number,
    method: ChargeableMethod,
    amount: Cents,
    key: string,
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const { gateway, ledger, clock } = this.deps;
    const row = (over: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'idempotencyKey'>): LedgerEntry => ({
      quoteId: input.quoteId,
      amount,
      method: method.method,
      processorReference: '',
      relatesTo: null,
      actor: input.actor,
      at: clock.now(),
      reason: input.reason ?? LedgerReason.TransitCharge,
      failure: null,
      expiresAt: null,
      ...over,
    });
    const failed = (
      answer: Exclude<CardAuthorization | CardCapture, { Result: 'CardApproved' }>,
      step: string,
    ) =>
      ledger
        .append([
          row({
            kind: LedgerEntryKind.Failure,
            idempotencyKey: `${key}:${step}:failed`,
            failure: { result: answer.Result, message: answer.message },
          }),
        ])
        .map(
          (): ChargeMoveOutput => ({
            kind: 'Failed',
            amount,
            result: answer.Result,
            message: answer.message,
            retryable: isRetryable(answer.Result),
          }),
        );
    return gateway
      .authorize({
        token: method.token,
        userId,
        amount,
        idempotencyKey: `${key}:authorize`,
        offSession: true,
      })
      .andThen((authorization) => {
        if (authorization.Result !== 'CardApproved') return failed(authorization, 'authorize');
        return gateway
          .capture({
            authorizationId: authorization.authorizationId,
            amount,
            idempotencyKey: `${key}:capture`,
          })
          .andThen((capture) => {
            if (capture.Result !== 'CardApproved') return failed(capture, 'capture');
            return ledger
              .append([
                row({
                  kind: LedgerEntryKind.Authorization,
                  idempotencyKey: `${key}:authorize`,
                  processorReference: authorization.authorizationId,
                  expiresAt: authorization.expiresAt,
                }),
                row({
                  kind: LedgerEntryKind.Capture,
                  idempotencyKey: `${key}:capture`,
                  processorReference: capture.captureId,
                  relatesTo: authorization.authorizationId,
                  amount: capture.amount,
                }),
              ])
              .map((outcome): ChargeMoveOutput => ({ kind: 'Charged', amount, rows: outcome.rows }));
          });
      });
  }
}

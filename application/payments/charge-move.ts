import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, cents, ZERO } from '../../domain/money/money';
import { affirmChargeRefusal, cardResultOfPayPalIssue } from '../../domain/payment/booking-payments';
import { isRetryable } from '../../domain/payment/card-results';
import { type CardResult, PaymentMethod, PaymentStatus } from '../../domain/payment/enums';
import { balanceDue, ledgerTotals } from '../../domain/payment/ledger';
import {
  type LedgerActor,
  type LedgerEntry,
  LedgerEntryKind,
  LedgerReason,
} from '../../domain/payment/ledger-entry';
import { activePaymentMethod } from '../../domain/payment/payment-methods';
import type { PayPalIssue } from '../../domain/payment/paypal';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { AffirmGateway, AffirmGatewayUnavailable } from '../ports/affirm-gateway';
import type { Clock } from '../ports/clock';
import type {
  CardAuthorization,
  CardCapture,
  IdempotencyKeyReused,
  PaymentGateway,
  PaymentGatewayUnavailable,
} from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { PayPalAuthorization, PayPalGateway, PayPalRefusal } from '../ports/paypal-gateway';
import type { RepositoryError } from '../ports/quote-repository';
import { ownedQuote, type ReservationStores } from '../reservations/reservation-access';
import type { ReservationError } from '../reservations/reservation-errors';

/**
 * The move's method to charge (its §3 ActivePaymentMethod): a saved card's token (a card, or an Affirm
 * loan's virtual card saved as one, with the loan's checkoutId), or an approved PayPal order.
 */
export type ChargeableMethod =
  | {
      method:
        | typeof PaymentMethod.CreditCard
        | typeof PaymentMethod.AffirmVCN
        | typeof PaymentMethod.AffirmLite;
      token: string;
      /** The Affirm loan's checkoutId (its PaymentReferenceID), or null for a card. */
      affirmCheckoutId: string | null;
    }
  | { method: typeof PaymentMethod.PayPal; orderId: string };

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

/** The move has no method the server can charge (no saved card, virtual card or PayPal order). */
export type NoChargeableMethod = { kind: 'NoChargeableMethod' };
export type ChargeMoveError =
  | ReservationError
  | RepositoryError
  | PaymentGatewayUnavailable
  | AffirmGatewayUnavailable
  | IdempotencyKeyReused
  | NoChargeableMethod;

const AFFIRM_METHODS: ReadonlySet<PaymentMethod> = new Set([
  PaymentMethod.AffirmVCN,
  PaymentMethod.AffirmLite,
]);

const CARD_LIKE: readonly PaymentMethod[] = [
  PaymentMethod.CreditCard,
  PaymentMethod.AffirmVCN,
  PaymentMethod.AffirmLite,
];

/**
 * The reservation's method to charge: its §3 ActivePaymentMethod (domain/payment/payment-methods.ts), when
 * it is Active and, for an Affirm loan, not cancelled: a card-like entry with its token, or a PayPal entry
 * with its order id. Null when there is none (e.g. the Affirm loan was cancelled and nothing replaced it).
 */
export function chargeableMethod(quote: Quote): ChargeableMethod | null {
  const entry = activePaymentMethod(quote.Details.Reservation?.PaymentMethods ?? []);
  if (entry === null || entry.Status !== PaymentStatus.Active || entry.AffirmLoanCancelled === true)
    return null;
  if (entry.Method === PaymentMethod.PayPal) {
    return entry.PaymentReferenceID ? { method: entry.Method, orderId: entry.PaymentReferenceID } : null;
  }
  const token = entry.CreditCard?.paymentProfileId;
  if (!token || !CARD_LIKE.includes(entry.Method) || entry.Method === PaymentMethod.NoPayment) return null;
  return {
    method: entry.Method,
    token,
    affirmCheckoutId: entry.Method === PaymentMethod.CreditCard ? null : (entry.PaymentReferenceID ?? null),
  };
}

/** One charge attempt: the move, who asked, the amount and the idempotency key of this try. */
interface Attempt {
  quoteId: number;
  actor: LedgerActor;
  reason: string;
  method: PaymentMethod;
  amount: Cents;
  key: string;
}

/**
 * Issue 12 "The money lifecycle": when the shipment reaches Transit, charge the amount due (TotalPrice less
 * what the ledger shows captured and not refunded) to the move's active method, off-session, exactly once.
 *
 * Exactly once rests on keys, not on memory: the authorization and the capture each carry an idempotency
 * key made of the move, the amount, the method (the card's token or the PayPal order) and the try. The
 * processor (and PayPal, by its PayPal-Request-Id) answers a repeated key with its first answer, and the
 * ledger stores a key once. So a retry, a crash between the processor's answer and the ledger write, or
 * two instances at once, all end with one capture and one pair of rows. A refusal is written as a Failure
 * row and answers Failed: after a decline the reservation needs payment info (§8 PaymentError).
 *
 * - A card (or an Affirm loan's virtual card, charged like any card; rows carry Method AffirmVCN or
 *   AffirmLite): a TechnicalError, which the processor answers again for its key, moves on to the next try.
 *   An Affirm loan is checked first: payments.md says its authorization lasts about 30 days; a loan
 *   expired, cancelled or approved for less than the amount due is a CardDeclined Failure row with its
 *   message, and nothing is sent to the card processor.
 * - PayPal: the approved order is authorized (authorizeOrder), then the amount due captured from that
 *   authorization (captureAuthorization). Its refusals map onto the §3 card results (INSTRUMENT_DECLINED is
 *   CardDeclined, every other one CardError: domain/payment/booking-payments.ts), and each Failure moves on
 *   to the next try, since after INSTRUMENT_DECLINED the buyer approves the same order again with another
 *   funding source and PayPal replays a request id's first answer.
 */
export class ChargeMove {
  private readonly deps: ReservationStores & {
    ledger: PaymentLedger;
    gateway: PaymentGateway;
    paypal: PayPalGateway;
    affirm: AffirmGateway;
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
        const due = balanceDue(reservation.TotalPrice, rows);
        const method = chargeableMethod(quote);
        if (due === ZERO) {
          // A retry after a charge whose loan was not finalized (Affirm unreachable then) finishes it.
          const nothing: ChargeMoveOutput = { kind: 'NothingDue' };
          const loan = method !== null && 'affirmCheckoutId' in method ? method.affirmCheckoutId : null;
          return loan ? this.finalizeLoan(loan, rows, nothing) : okAsync(nothing);
        }
        if (method === null)
          return errAsync<ChargeMoveOutput, ChargeMoveError>({ kind: 'NoChargeableMethod' });
        const reason = input.reason ?? LedgerReason.TransitCharge;
        if (method.method === PaymentMethod.PayPal) {
          // Every Failure moves PayPal on to the next try (see above).
          const base = `charge:${input.quoteId}:${due}:paypal:${method.orderId}`;
          const tries = rows.filter(
            (r) => r.kind === LedgerEntryKind.Failure && r.idempotencyKey.startsWith(`${base}:`),
          ).length;
          const attempt = {
            ...input,
            reason,
            method: method.method,
            amount: cents(due),
            key: `${base}:${tries + 1}`,
          };
          return this.chargePayPal(attempt, method.orderId, rows);
        }
        // A TechnicalError is safe to retry but its key answers it again: the next try takes a new key.
        const base = `charge:${input.quoteId}:${due}:${method.token}`;
        const tries = rows.filter(
          (r) => r.failure?.result === 'TechnicalError' && r.idempotencyKey.startsWith(`${base}:`),
        ).length;
        const attempt = {
          ...input,
          reason,
          method: method.method,
          amount: cents(due),
          key: `${base}:${tries + 1}`,
        };
        const checkoutId = method.affirmCheckoutId;
        if (checkoutId === null) return this.charge(attempt, userId, method.token);
        return this.affirmRefusal(checkoutId, attempt.amount).andThen((refusal) =>
          refusal === null
            ? this.charge(attempt, userId, method.token).andThen((outcome) =>
                outcome.kind === 'Charged'
                  ? this.finalizeLoan(checkoutId, [...rows, ...outcome.rows], outcome)
                  : okAsync(outcome),
              )
            : this.failed(attempt, 'affirm', refusal.result, refusal.message),
        );
      });
    });
  }

  /**
   * Tells Affirm what its loan paid once the virtual card is captured (payments.md "Affirm": finalize the
   * loan; less than approved releases the rest). The money is captured and written already, so an Affirm
   * that cannot be reached, or a loan finalized before for another amount, leaves `outcome` as it is: the
   * next Transit run finalizes it, and `relomove payments reconcile` shows a loan left open.
   */
  private finalizeLoan(
    checkoutId: string,
    rows: readonly LedgerEntry[],
    outcome: ChargeMoveOutput,
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const paid = ledgerTotals(rows.filter((r) => AFFIRM_METHODS.has(r.method))).netCaptured;
    if (paid === ZERO) return okAsync(outcome);
    return this.deps.affirm
      .finalize(checkoutId, paid)
      .map(() => outcome)
      .orElse(() => okAsync<ChargeMoveOutput, ChargeMoveError>(outcome));
  }

  /** Why the Affirm loan cannot be charged the amount (expired, cancelled, approved for less), or null. */
  private affirmRefusal(
    checkoutId: string,
    amount: Cents,
  ): ResultAsync<ReturnType<typeof affirmChargeRefusal>, ChargeMoveError> {
    return this.deps.affirm
      .checkout(checkoutId)
      .map((checkout) =>
        affirmChargeRefusal(
          { status: checkout.status, approvedAmount: checkout.loan?.approvedAmount ?? null },
          amount,
        ),
      )
      .orElse((error) =>
        error.kind === 'AffirmGatewayUnavailable'
          ? errAsync<ReturnType<typeof affirmChargeRefusal>, ChargeMoveError>(error)
          : okAsync(affirmChargeRefusal(null, amount)),
      );
  }

  /** A ledger row of the attempt. */
  private row(
    attempt: Attempt,
    over: Partial<LedgerEntry> & Pick<LedgerEntry, 'kind' | 'idempotencyKey'>,
  ): LedgerEntry {
    return {
      quoteId: attempt.quoteId,
      amount: attempt.amount,
      method: attempt.method,
      processorReference: '',
      relatesTo: null,
      actor: attempt.actor,
      at: this.deps.clock.now(),
      reason: attempt.reason,
      failure: null,
      expiresAt: null,
      ...over,
    };
  }

  /** Writes the attempt's Failure row (once per key and step) and answers Failed. */
  private failed(
    attempt: Attempt,
    step: string,
    result: CardResult,
    message: string,
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    return this.deps.ledger
      .append([
        this.row(attempt, {
          kind: LedgerEntryKind.Failure,
          idempotencyKey: `${attempt.key}:${step}:failed`,
          failure: { result, message },
        }),
      ])
      .map(
        (): ChargeMoveOutput => ({
          kind: 'Failed',
          amount: attempt.amount,
          result,
          message,
          retryable: isRetryable(result),
        }),
      );
  }

  /** Writes the authorization and the capture of a charge (once per key) and answers Charged. */
  private charged(
    attempt: Attempt,
    authorization: { reference: string; amount: Cents; expiresAt: string },
    capture: { reference: string; amount: Cents },
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    return this.deps.ledger
      .append([
        this.row(attempt, {
          kind: LedgerEntryKind.Authorization,
          idempotencyKey: `${attempt.key}:authorize`,
          processorReference: authorization.reference,
          amount: authorization.amount,
          expiresAt: authorization.expiresAt,
        }),
        this.row(attempt, {
          kind: LedgerEntryKind.Capture,
          idempotencyKey: `${attempt.key}:capture`,
          processorReference: capture.reference,
          relatesTo: authorization.reference,
          amount: capture.amount,
        }),
      ])
      .map((outcome): ChargeMoveOutput => ({ kind: 'Charged', amount: attempt.amount, rows: outcome.rows }));
  }

  /** A saved card (or an Affirm virtual card): authorize off-session, then capture. */
  private charge(
    attempt: Attempt,
    userId: number,
    token: string,
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const { gateway } = this.deps;
    const refused = (
      answer: Exclude<CardAuthorization | CardCapture, { Result: 'CardApproved' }>,
      step: string,
    ) => this.failed(attempt, step, answer.Result, answer.message);
    return gateway
      .authorize({
        token,
        userId,
        amount: attempt.amount,
        idempotencyKey: `${attempt.key}:authorize`,
        offSession: true,
      })
      .andThen((authorization) => {
        if (authorization.Result !== 'CardApproved') return refused(authorization, 'authorize');
        return gateway
          .capture({
            authorizationId: authorization.authorizationId,
            amount: attempt.amount,
            idempotencyKey: `${attempt.key}:capture`,
          })
          .andThen((capture) => {
            if (capture.Result !== 'CardApproved') return refused(capture, 'capture');
            return this.charged(
              attempt,
              {
                reference: authorization.authorizationId,
                amount: attempt.amount,
                expiresAt: authorization.expiresAt,
              },
              { reference: capture.captureId, amount: capture.amount },
            );
          });
      });
  }

  /**
   * A PayPal order: authorize it (the request id is the attempt's key), then capture the amount due from
   * the authorization. An order authorized by an earlier attempt whose answer was never written (and whose
   * authorization is still open and not in the ledger) is captured from that authorization.
   */
  private chargePayPal(
    attempt: Attempt,
    orderId: string,
    rows: readonly StoredLedgerEntry[],
  ): ResultAsync<ChargeMoveOutput, ChargeMoveError> {
    const { paypal } = this.deps;
    const refusedBy = (refusal: PayPalRefusal, step: string) =>
      this.failed(attempt, step, cardResultOfPayPalIssue(refusal.kind), refusal.message);
    return paypal
      .authorizeOrder(orderId, `${attempt.key}:authorize`)
      .map((authorization): PayPalAuthorization | PayPalRefusal => authorization)
      .orElse((error) => {
        if (error.kind === 'ORDER_ALREADY_AUTHORIZED') return this.openAuthorization(orderId, rows, error);
        return payPalFailure(error);
      })
      .andThen((authorized) => {
        if (!('authorizationId' in authorized)) return refusedBy(authorized, 'authorize');
        return paypal
          .captureAuthorization(authorized.authorizationId, attempt.amount, `${attempt.key}:capture`)
          .map((capture) => capture as typeof capture | PayPalRefusal)
          .orElse(payPalFailure)
          .andThen((capture) => {
            if (!('captureId' in capture)) return refusedBy(capture, 'capture');
            return this.charged(
              attempt,
              {
                reference: authorized.authorizationId,
                amount: authorized.amount,
                expiresAt: authorized.expiresAt,
              },
              { reference: capture.captureId, amount: capture.amount },
            );
          });
      });
  }

  /** The order's open authorization that the ledger does not hold yet, or the refusal as it was. */
  private openAuthorization(
    orderId: string,
    rows: readonly StoredLedgerEntry[],
    refusal: PayPalRefusal,
  ): ResultAsync<PayPalAuthorization | PayPalRefusal, ChargeMoveError> {
    return this.deps.paypal
      .getOrder(orderId)
      .map((order): PayPalAuthorization | PayPalRefusal => {
        const open = order.authorization;
        const known = rows.some((r) => r.processorReference === open?.authorizationId);
        return open !== null && open.status === 'CREATED' && !known ? open : refusal;
      })
      .orElse(payPalFailure);
  }
}

/**
 * A PayPal answer that is not a result: PayPal unreachable is an error (nothing is written; the Transit
 * charge is tried again), a request id used with another request is IdempotencyKeyReused, and a refusal
 * goes on as data, to be written as a Failure row.
 */
function payPalFailure(
  error: PayPalRefusal | PaymentGatewayUnavailable,
): ResultAsync<PayPalRefusal, ChargeMoveError> {
  if (error.kind === 'PaymentGatewayUnavailable') return errAsync(error);
  if (error.kind === ('DUPLICATE_REQUEST_ID' satisfies PayPalIssue))
    return errAsync({ kind: 'IdempotencyKeyReused' });
  return okAsync(error);
}

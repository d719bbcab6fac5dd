import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, ZERO } from '../../domain/money/money';
import { isRetryable } from '../../domain/payment/card-results';
import type { CardResult } from '../../domain/payment/enums';
import { balanceDue, overpaid } from '../../domain/payment/ledger';
import { type LedgerEntry, LedgerEntryKind, LedgerReason } from '../../domain/payment/ledger-entry';
import { QuoteErrorType } from '../../domain/quote/enums';
import type { Quote } from '../../domain/quote/types';
import {
  type CancelRefusal,
  cancelReservation,
  isCancelled,
  type ReservationCancellation,
} from '../../domain/reservation/cancellation';
import { RESERVE_ERROR_MESSAGES } from '../../domain/reservation/reserve';
import { isStaff, type Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { PaymentGateway } from '../ports/payment-gateway';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import type { PaymentRequests } from '../ports/payment-requests';
import type { PayPalGateway } from '../ports/paypal-gateway';
import type { QuoteChange } from '../ports/quote-repository';
import type { RateCardSource, RateCardUnavailable } from '../ports/rate-card-source';
import { ownedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { answerOnce } from './answer-once';
import { cancellationDay } from './cancellation-day';
import {
  amountOf,
  type LedgerMoveContext,
  type LedgerMoveError,
  refundAmount,
  voidHolds,
} from './ledger-moves';
import type { ChargeMoveError, MoveCharge } from './move-charge';
import { type MovePayments, movePayments } from './move-payments';

export interface CancelReservationInput {
  viewer: Viewer;
  quoteId: number;
  /** The revision the page holds (§8 WrongRevisionError otherwise, unless the move was cancelled already). */
  Revision: number;
  /** The caller's Idempotency-Key and the request's SHA-256 (computed by the adapter). */
  idempotencyKey: string;
  requestHash: string;
}

/** Where the cancellation fee stands, from the ledger. */
export type FeeCharge =
  /** Nothing to charge: the fee is 0, or money captured before covers it (the rest was refunded). */
  | { kind: 'NothingDue' }
  /** The fee (less what was captured before) was captured, now or by an earlier run. */
  | { kind: 'Charged'; amount: Cents }
  /** The processor refused; the fee stays due (PaymentInfoRequired after a decline: add a card, then pay). */
  | { kind: 'Failed'; amount: Cents; result: CardResult; message: string; retryable: boolean }
  /** The move has no card to charge; the fee stays due. */
  | { kind: 'NoCard'; amount: Cents };

/** The answer of a cancel request, kept under the caller's key. */
export type CancelOutcome =
  | {
      cancelled: true;
      cancellation: ReservationCancellation;
      feeCharge: FeeCharge;
      /** The holds released by the cancellation (Void rows). */
      voided: StoredLedgerEntry[];
      /** What the cancellation gave back (Refund rows): net captures above the fee. */
      refunded: StoredLedgerEntry[];
    }
  | {
      cancelled: false;
      /** §8 WrongRevisionError (answered ' (MyMove)'), or NotCancellableOnline after the drop-off date. */
      error: typeof QuoteErrorType.WrongRevisionError | 'NotCancellableOnline';
      message: string;
    };

export interface CancelReservationOutput {
  outcome: CancelOutcome;
  replayed: boolean;
  /** The quote as stored now (cancelled, or unchanged when refused). */
  quote: Quote;
  payments: MovePayments;
}

export type CancelReservationError =
  | ReservationError
  | LedgerMoveError
  | ChargeMoveError
  | RateCardUnavailable;

const keyPrefix = (quoteId: number) => `cancel:${quoteId}`;

/** The rows a cancellation wrote: their keys start with its prefix. */
const byCancellation = (rows: readonly StoredLedgerEntry[], quoteId: number, kind: LedgerEntryKind) =>
  rows.filter((r) => r.kind === kind && r.idempotencyKey.startsWith(`${keyPrefix(quoteId)}:`));

/** Where the fee stands, read from the ledger of a cancelled move (its TotalPrice is the fee). */
export function feeChargeOf(fee: Cents, rows: readonly LedgerEntry[]): FeeCharge {
  const feeRows = rows.filter(
    (r) =>
      r.reason === LedgerReason.CancellationFee &&
      (r.kind === LedgerEntryKind.Capture || r.kind === LedgerEntryKind.Failure),
  );
  const due = balanceDue(fee, rows);
  if (due === ZERO) {
    const captured = feeRows.filter((r) => r.kind === LedgerEntryKind.Capture);
    return captured.length === 0 ? { kind: 'NothingDue' } : { kind: 'Charged', amount: amountOf(captured) };
  }
  const last = feeRows.at(-1);
  if (last?.kind === LedgerEntryKind.Failure && last.failure) {
    const { result, message } = last.failure;
    return { kind: 'Failed', amount: due, result, message, retryable: isRetryable(result) };
  }
  return { kind: 'NoCard', amount: due };
}

type CancelReservationDeps = ReservationStores & {
  ledger: PaymentLedger;
  gateway: PaymentGateway;
  paypal: PayPalGateway;
  requests: PaymentRequests;
  rateCards: RateCardSource;
  chargeMove: MoveCharge;
  clock: Clock;
};

/**
 * POST moves/{id}/cancel (issue 12 "Cancellation"; our design): the owner or staff cancel a booked move.
 *
 * 1. The quote is cancelled in one step that holds its row (domain cancelReservation): the revision, the
 *    fee of the rate card in force today (free more than 7 days before the drop-off date, $50 within 7 days,
 *    $150 on the day; refused after it), WebReservationFlag Cancelled, the fee as the move's TotalPrice, and
 *    the change history's reason; saved at Revision + 1. Only one request can do this.
 * 2. The money is settled from the ledger: every hold left open is voided (Void rows); net captures above
 *    the fee are refunded (refundPlan: Refund rows); a fee not covered is charged to the active method by
 *    ChargeMove (the move's TotalPrice is now the fee; authorize and capture rows, reason CancellationFee).
 *    The void and refund keys start with `cancel:<move>` and ChargeMove's are per move and amount, so every
 *    request settles the same way and the money moves once.
 *
 * Idempotent: a move cancelled already is not cancelled again (nor is its revision checked); the request
 * finishes any settlement left undone (a crash, a refused refund) and answers the cancellation as it
 * stands. The answer is kept under the caller's Idempotency-Key: the same key answers the first answer
 * again, and with another request is refused (IdempotencyKeyReused).
 */
export class CancelReservation extends UseCase<CancelReservationDeps> {
  execute(input: CancelReservationInput): ResultAsync<CancelReservationOutput, CancelReservationError> {
    const { requests, clock } = this.deps;
    const viewer = input.viewer;
    return ownedQuote(this.deps, viewer, input.quoteId, true).andThen(({ quote, userId }) => {
      if (!quote.Details.Reserved || quote.Details.Reservation === null || viewer === null)
        return errAsync<CancelReservationOutput, CancelReservationError>({ kind: 'ReservationNotFound' });
      const request = {
        userId: viewer.userId,
        idempotencyKey: input.idempotencyKey,
        operation: 'cancel' as const,
        quoteId: input.quoteId,
        requestHash: input.requestHash,
        at: clock.now(),
      };
      return answerOnce(requests, request, () => this.cancel(input, userId))
        .mapErr((e): CancelReservationError => e)
        .andThen(({ answer, replayed }) => this.answer(input.quoteId, answer, replayed));
    });
  }

  /** Cancels the quote (or finds it cancelled) and settles its money; answers the outcome. */
  private cancel(
    input: CancelReservationInput,
    ownerId: number,
  ): ResultAsync<CancelOutcome, CancelReservationError> {
    const { quotes, clock } = this.deps;
    // The day and fees the dashboard's preview shows (movePayments' cancellation): one decision, one day.
    const day = cancellationDay(this.deps);
    if (day.isErr()) return errAsync(day.error);
    const { today, fees } = day.value;
    const by = isStaff(input.viewer) ? 'staff' : 'customer';
    return quotes
      .update<CancelRefusal & { quote: Quote }>(
        input.quoteId,
        (current): QuoteChange<CancelRefusal & { quote: Quote }> => {
          const decided = cancelReservation(
            current,
            { revision: input.Revision, today, at: clock.now(), by },
            fees,
          );
          if (decided.isErr()) return { ok: false, error: { ...decided.error, quote: current } };
          const { cancellation } = decided.value;
          return {
            ok: true,
            quote: decided.value.quote,
            note: {
              by: input.viewer?.email ?? '',
              reason: `Reservation cancelled: ${cancellation.FeeDescription}`,
            },
          };
        },
        clock.now(),
      )
      .andThen((change): ResultAsync<CancelOutcome, CancelReservationError> => {
        if (change.ok) return this.settle(change.quote, ownerId, by, input.viewer);
        const refusal = change.error;
        switch (refusal.kind) {
          case 'AlreadyCancelled':
            return this.settle(refusal.quote, ownerId, by, input.viewer);
          case 'NotReserved':
            return errAsync({ kind: 'ReservationNotFound' });
          case 'WrongRevisionError':
            return okAsync({
              cancelled: false,
              error: QuoteErrorType.WrongRevisionError,
              message: RESERVE_ERROR_MESSAGES.WrongRevisionError,
            });
          case 'NotCancellableOnline':
            return okAsync({ cancelled: false, error: 'NotCancellableOnline', message: refusal.message });
        }
      });
  }

  /**
   * Settles a cancelled move's money from its ledger: voids, then a refund of the excess or a charge of
   * the fee still due; answers the cancellation as the ledger now shows it.
   */
  private settle(
    quote: Quote,
    ownerId: number,
    by: 'customer' | 'staff',
    viewer: Viewer,
  ): ResultAsync<CancelOutcome, CancelReservationError> {
    const { ledger } = this.deps;
    const reservation = quote.Details.Reservation;
    const cancellation = reservation?.Cancellation;
    if (!isCancelled(quote) || reservation === null || cancellation === undefined)
      return errAsync({ kind: 'ReservationNotFound' });
    const fee = reservation.TotalPrice;
    const context: LedgerMoveContext = {
      quoteId: quote.QuoteId,
      userId: ownerId,
      actor: by,
      keyPrefix: keyPrefix(quote.QuoteId),
    };
    // The date's capacity and the windows go back first: nothing of the money below depends on them.
    return this.deps.reservations
      .releaseCapacity(quote.QuoteId, cancellation.CancelledAt)
      .andThen(() => ledger.entries(quote.QuoteId))
      .andThen((rows) => voidHolds(this.deps, context, { reason: LedgerReason.Cancellation, rows }))
      .andThen(() => ledger.entries(quote.QuoteId))
      .andThen((rows): ResultAsync<unknown, CancelReservationError> => {
        const excess = overpaid(fee, rows);
        if (excess > 0)
          return refundAmount(this.deps, context, {
            amount: excess,
            reason: LedgerReason.Cancellation,
            rows,
          });
        if (balanceDue(fee, rows) === ZERO) return okAsync(null);
        // The fee due is the move's TotalPrice less net captures: ChargeMove's amount, with every method.
        return this.deps.chargeMove
          .execute({ viewer, quoteId: quote.QuoteId, actor: by, reason: LedgerReason.CancellationFee })
          .orElse((error) =>
            error.kind === 'NoChargeableMethod'
              ? okAsync(null)
              : errAsync<null, CancelReservationError>(error),
          );
      })
      .andThen(() => ledger.entries(quote.QuoteId))
      .map(
        (rows): CancelOutcome => ({
          cancelled: true,
          cancellation,
          feeCharge: feeChargeOf(fee, rows),
          voided: byCancellation(rows, quote.QuoteId, LedgerEntryKind.Void),
          refunded: byCancellation(rows, quote.QuoteId, LedgerEntryKind.Refund),
        }),
      );
  }

  private answer(
    quoteId: number,
    outcome: CancelOutcome,
    replayed: boolean,
  ): ResultAsync<CancelReservationOutput, CancelReservationError> {
    const { quotes, ledger } = this.deps;
    return quotes.findById(quoteId).andThen((quote) => {
      if (quote === null)
        return errAsync<CancelReservationOutput, CancelReservationError>({ kind: 'ReservationNotFound' });
      const day = cancellationDay(this.deps);
      if (day.isErr()) return errAsync<CancelReservationOutput, CancelReservationError>(day.error);
      return ledger.entries(quoteId).map((rows) => ({
        outcome,
        replayed,
        quote,
        payments: movePayments(quote, rows, day.value),
      }));
    });
  }
}

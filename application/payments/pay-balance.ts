import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type Cents, formatUsd } from '../../domain/money/money';
import type { CardResult } from '../../domain/payment/enums';
import { LedgerReason } from '../../domain/payment/ledger-entry';
import { activePaymentMethod, markPaymentMadeOnTool } from '../../domain/payment/payment-methods';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { Clock } from '../ports/clock';
import type { IdempotencyKeyReused, PaymentGatewayUnavailable } from '../ports/payment-gateway';
import type { PaymentLedger } from '../ports/payment-ledger';
import type { PaymentRequests } from '../ports/payment-requests';
import type { QuoteChange } from '../ports/quote-repository';
import type { RateCardSource } from '../ports/rate-card-source';
import { bookedQuote, type ReservationStores } from '../shared/reservation-access';
import type { ReservationError } from '../shared/reservation-errors';
import { UseCase } from '../use-case';
import { answerOnce } from './answer-once';
import { cancellationDay } from './cancellation-day';
import type { ChargeMoveError, MoveCharge } from './move-charge';
import { type MovePayments, movePayments } from './move-payments';

export interface PayBalanceInput {
  viewer: Viewer;
  quoteId: number;
  /** The caller's Idempotency-Key and the request's SHA-256 (computed by the adapter). */
  idempotencyKey: string;
  requestHash: string;
}

/** What a payment did: the answer kept under the caller's key and answered again for a retry. */
export type PayOutcome =
  /** §3 CardApproved: the balance due was captured. */
  | { kind: 'Charged'; amount: Cents }
  /** Nothing was due: the move is paid. */
  | { kind: 'NothingDue' }
  /** The processor refused (§3 CardDeclined, CardError, TechnicalError, UnknownError); nothing was charged. */
  | { kind: 'Failed'; amount: Cents; result: CardResult; message: string; retryable: boolean };

export interface PayBalanceOutput {
  outcome: PayOutcome;
  /** True when `outcome` is the kept answer of an earlier request with the same key. */
  replayed: boolean;
  /** The move's ledger and balances now. */
  payments: MovePayments;
  /** §3 HasMadePaymentOnTool of the active method, now. */
  hasMadePaymentOnTool: boolean;
}

export type PayBalanceError =
  | ChargeMoveError
  | ReservationError
  | PaymentGatewayUnavailable
  | IdempotencyKeyReused;

type PayBalanceDeps = ReservationStores & {
  ledger: PaymentLedger;
  requests: PaymentRequests;
  chargeMove: MoveCharge;
  rateCards: RateCardSource;
  clock: Clock;
};

/**
 * §7 POST payments/pay (issue 12 "A decline at Transit"): the owner pays the balance due now with the
 * move's active method. The amount is the server's: ChargeMove charges TotalPrice less the net captured,
 * with actor customer and reason BalancePayment, under the same keys as the Transit charge (so a payment
 * and a Transit charge at once still capture once). A capture marks §3 HasMadePaymentOnTool on the active
 * method (the quote saved at Revision + 1, with the reason in its change history). The outcome is kept
 * under the caller's Idempotency-Key: a retry or a double click with the key gets the first outcome again
 * (one capture), and the key with another request is refused (IdempotencyKeyReused). Owner only: anyone
 * else gets ReservationNotFound (404); staff charge through the Transit call.
 */
export class PayBalance extends UseCase<PayBalanceDeps> {
  execute(input: PayBalanceInput): ResultAsync<PayBalanceOutput, PayBalanceError> {
    const { requests, chargeMove, clock } = this.deps;
    return bookedQuote(this.deps, input.viewer, input.quoteId).andThen(({ quote, userId }) => {
      const request = {
        userId,
        idempotencyKey: input.idempotencyKey,
        operation: 'pay' as const,
        quoteId: input.quoteId,
        requestHash: input.requestHash,
        at: clock.now(),
      };
      // A double click's other requests wait for this one's answer (never a NothingDue read after its capture).
      return answerOnce(requests, request, () =>
        chargeMove
          .execute({
            viewer: input.viewer,
            quoteId: input.quoteId,
            actor: 'customer',
            reason: LedgerReason.BalancePayment,
          })
          .map(
            (charged): PayOutcome =>
              charged.kind === 'Failed'
                ? {
                    kind: 'Failed',
                    amount: charged.amount,
                    result: charged.result,
                    message: charged.message,
                    retryable: charged.retryable,
                  }
                : charged.kind === 'Charged'
                  ? { kind: 'Charged', amount: charged.amount }
                  : { kind: 'NothingDue' },
          ),
      )
        .mapErr((e): PayBalanceError => e)
        .andThen(({ answer: outcome, replayed }) =>
          (outcome.kind === 'Charged'
            ? this.markMadeOnTool(input, quote, outcome.amount)
            : okAsync<Quote, PayBalanceError>(quote)
          ).andThen((now) => this.answer(input.quoteId, now, outcome, replayed)),
        );
    });
  }

  /**
   * §3 HasMadePaymentOnTool on the active method, once: a quote already marked is left as it is (a retry
   * or a second payment changes nothing). Answers the quote as it is now.
   */
  private markMadeOnTool(
    input: PayBalanceInput,
    loaded: Quote,
    amount: Cents,
  ): ResultAsync<Quote, PayBalanceError> {
    const { quotes, clock } = this.deps;
    const seen = { quote: loaded };
    return quotes
      .update<'Unchanged'>(
        input.quoteId,
        (current): QuoteChange<'Unchanged'> => {
          seen.quote = current;
          const reservation = current.Details.Reservation;
          const methods = reservation?.PaymentMethods ?? [];
          if (reservation === null || activePaymentMethod(methods)?.HasMadePaymentOnTool === true)
            return { ok: false, error: 'Unchanged' };
          const marked = markPaymentMadeOnTool(methods);
          if (marked.isErr()) return { ok: false, error: 'Unchanged' };
          return {
            ok: true,
            quote: {
              ...current,
              Details: { ...current.Details, Reservation: { ...reservation, PaymentMethods: marked.value } },
            },
            note: {
              by: input.viewer?.email ?? '',
              reason: `Balance paid on the payment tool: ${formatUsd(amount)}`,
            },
          };
        },
        clock.now(),
      )
      .map((change) => (change.ok ? change.quote : seen.quote));
  }

  private answer(
    quoteId: number,
    quote: Quote,
    outcome: PayOutcome,
    replayed: boolean,
  ): ResultAsync<PayBalanceOutput, PayBalanceError> {
    const reservation = quote.Details.Reservation;
    const day = cancellationDay(this.deps);
    if (day.isErr()) return errAsync(day.error);
    return this.deps.ledger.entries(quoteId).map((rows) => ({
      outcome,
      replayed,
      payments: movePayments(quote, rows, day.value),
      hasMadePaymentOnTool:
        activePaymentMethod(reservation?.PaymentMethods ?? [])?.HasMadePaymentOnTool === true,
    }));
  }
}

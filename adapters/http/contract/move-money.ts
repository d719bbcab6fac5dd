import { z } from 'zod';
import type { CancelOutcome, FeeCharge } from '../../../application/payments/cancel-reservation';
import type { PayOutcome } from '../../../application/payments/pay-balance';
import { ZERO } from '../../../domain/money/money';
import { CancellationFeeTier } from '../../../domain/payment/cancellation-fee';
import { CARD_RESULTS, CardResult, PaymentMethod } from '../../../domain/payment/enums';
import type { ReservationCancellation } from '../../../domain/reservation/cancellation';
import { Dollars, dollarsOf, ErrorResponse } from './common';
import { MovePaymentsResponse, toWireLedgerRow, WireLedgerRow } from './move-payments';
import { CardRefusalResult } from './payments';
import { WireQuote } from './quote';

/**
 * Issue 12, the customer's money calls on a booked move (docs/decisions.md, docs/api.md):
 * - §7 POST /moves/{id}/payment-info {Revision, PaymentInfo}: a new method after a decline;
 * - §7 POST payments/pay ("not shown; result codes below"): pay the balance due now, answered with a §3
 *   card result;
 * - POST /moves/{id}/cancel (ours): cancel the reservation, with its fee, voids and refunds.
 * Every amount is computed by the server (a body carrying one is refused: the bodies are strict). The money
 * calls take an Idempotency-Key header (IdempotencyHeaders). Amounts are dollars with at most two
 * decimals, converted exactly from the ledger's cents.
 */
export const PAYMENT_INFO_PATH = '/api/moves/{id}/payment-info';
export const PAY_PATH = '/api/payments/pay';
export const CANCEL_PATH = '/api/moves/{id}/cancel';

const Revision = z.number().int().min(1);

// ---- §7 POST /moves/{id}/payment-info ----

/**
 * §7 PaymentInfo (shape not shown; ours): one arm per §3 method, named by Method. Today a card saved with
 * POST payments/cards, named by its token (§3 CreditCard paymentProfileId); the processor supplies the
 * rest (brand, last four, expiry, name, ZIP). PayPal and Affirm arms can join the union later.
 */
export const WirePaymentInfo = z
  .object({
    Method: z.literal(PaymentMethod.CreditCard),
    CreditCard: z.object({ paymentProfileId: z.string().min(1).max(200) }).strict(),
  })
  .strict();

export const PaymentInfoBody = z.object({ Revision, PaymentInfo: WirePaymentInfo }).strict();
export type PaymentInfoBody = z.infer<typeof PaymentInfoBody>;

export const PaymentInfoResponse = z.object({
  success: z.literal(true),
  /** The quote saved at Revision + 1: the new card first in Reservation.PaymentMethods, Active. */
  Quote: WireQuote,
  /** The move's ledger and balances (PaymentInfoRequired stays true until the move is paid). */
  Payments: MovePaymentsResponse,
});
export type PaymentInfoResponse = z.infer<typeof PaymentInfoResponse>;

/**
 * A refusal that carries the stored quote, so that the page reloads it (§4 Dashboard): `reason`, the first
 * Messages entry and the first ModelErrors type name the error (§8: 'WrongRevisionError (MyMove)',
 * 'PaymentError (MyMove)'; NotCancellableOnline for a cancel after the drop-off date).
 */
export const MoveRefusedResponse = ErrorResponse.extend({
  reason: z.string(),
  Messages: z.array(z.string()),
  ModelErrors: z.array(z.object({ type: z.string(), message: z.string() })),
  Quote: WireQuote,
});
export type MoveRefusedResponse = z.infer<typeof MoveRefusedResponse>;

// ---- §7 POST payments/pay ----

export const PayBody = z.object({ QuoteId: z.number().int().positive() }).strict();
export type PayBody = z.infer<typeof PayBody>;

export const PayApproved = z.object({
  success: z.literal(true),
  /** §3 CardApproved: the balance due was captured. */
  Result: z.literal(CardResult.CardApproved),
  /** What was captured: the balance due (TotalPrice less the net captured before). */
  Amount: Dollars,
  /** §3 HasMadePaymentOnTool of the active method. */
  HasMadePaymentOnTool: z.boolean(),
  Payments: MovePaymentsResponse,
});

/** The processor's other answers (200, success false, like POST payments/cards): nothing was charged. */
export const PayRefused = ErrorResponse.extend({
  reason: z.string(),
  Result: CardRefusalResult,
  Message: z.string(),
  /** True when the same card may simply be tried again later (TechnicalError, UnknownError). */
  Retryable: z.boolean(),
  /** What was asked for. */
  Amount: Dollars,
  HasMadePaymentOnTool: z.boolean(),
  Payments: MovePaymentsResponse,
});

export const PayResponse = z.union([PayApproved, PayRefused]);
export type PayResponse = z.infer<typeof PayResponse>;

// ---- POST /moves/{id}/cancel (ours) ----

export const CancelBody = z.object({ Revision }).strict();
export type CancelBody = z.infer<typeof CancelBody>;

export const WireCancellation = z.object({
  CancelledAt: z.string(),
  CancelledBy: z.enum(['customer', 'staff']),
  /** The cancellation fee: what the move now costs (its TotalPrice). */
  Fee: Dollars,
  FeeTier: z.enum(Object.values(CancellationFeeTier) as [CancellationFeeTier, ...CancellationFeeTier[]]),
  /** Calendar days from the day it was cancelled to the drop-off date (0 on the day). */
  DaysBefore: z.number().int(),
  /** The rule in words: '$50.00: within 7 days of the drop-off date'. */
  FeeDescription: z.string(),
  PriceBefore: Dollars,
});

export const WireFeeCharge = z.object({
  /**
   * NothingDue: the fee is 0 or covered by money captured before; Charged: the fee (less captures) was
   * captured; Failed: the processor refused (the fee stays due: add a card, then pay); NoCard: no card to
   * charge (the fee stays due).
   */
  Result: z.enum(['NothingDue', 'Charged', 'Failed', 'NoCard']),
  Amount: Dollars,
  CardResult: z.enum(CARD_RESULTS as [CardResult, ...CardResult[]]).nullable(),
  Message: z.string().nullable(),
  Retryable: z.boolean(),
});

export const CancelResponse = z.object({
  success: z.literal(true),
  Cancellation: WireCancellation,
  FeeCharge: WireFeeCharge,
  /** The holds released (Void rows of the ledger). */
  Voided: z.array(WireLedgerRow),
  /** What was given back (Refund rows): net captures above the fee. */
  Refunded: z.array(WireLedgerRow),
  /** The quote as stored: WebReservationFlag Cancelled, Reservation.Cancellation, TotalPrice the fee. */
  Quote: WireQuote,
  Payments: MovePaymentsResponse,
});
export type CancelResponse = z.infer<typeof CancelResponse>;

// ---- domain -> wire ----

export const toWirePayResult = (outcome: Extract<PayOutcome, { kind: 'Charged' | 'Failed' }>) =>
  outcome.kind === 'Charged'
    ? { success: true as const, Result: CardResult.CardApproved, Amount: dollarsOf(outcome.amount) }
    : {
        success: false as const,
        Result: outcome.result as Exclude<CardResult, 'CardApproved'>,
        Message: outcome.message,
        Retryable: outcome.retryable,
        Amount: dollarsOf(outcome.amount),
      };

export const toWireCancellation = (c: ReservationCancellation): z.infer<typeof WireCancellation> => ({
  ...c,
  Fee: dollarsOf(c.Fee),
  PriceBefore: dollarsOf(c.PriceBefore),
});

export function toWireFeeCharge(fee: FeeCharge): z.infer<typeof WireFeeCharge> {
  switch (fee.kind) {
    case 'NothingDue':
      return { Result: fee.kind, Amount: dollarsOf(ZERO), CardResult: null, Message: null, Retryable: false };
    case 'Charged':
      return {
        Result: fee.kind,
        Amount: dollarsOf(fee.amount),
        CardResult: null,
        Message: null,
        Retryable: false,
      };
    case 'Failed':
      return {
        Result: fee.kind,
        Amount: dollarsOf(fee.amount),
        CardResult: fee.result,
        Message: fee.message,
        Retryable: fee.retryable,
      };
    case 'NoCard':
      return {
        Result: fee.kind,
        Amount: dollarsOf(fee.amount),
        CardResult: null,
        Message: 'This move has no card to charge; add a payment method, then pay',
        Retryable: false,
      };
  }
}

export const toWireCancelled = (outcome: Extract<CancelOutcome, { cancelled: true }>) => ({
  Cancellation: toWireCancellation(outcome.cancellation),
  FeeCharge: toWireFeeCharge(outcome.feeCharge),
  Voided: outcome.voided.map(toWireLedgerRow),
  Refunded: outcome.refunded.map(toWireLedgerRow),
});

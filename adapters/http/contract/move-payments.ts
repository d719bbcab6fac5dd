import { z } from 'zod';
import type { ChargeMoveOutput } from '../../../application/payments/move-charge';
import type { MovePayments } from '../../../application/payments/move-payments';
import type { StoredLedgerEntry } from '../../../application/ports/payment-ledger';
import { ZERO } from '../../../domain/money/money';
import { CancellationFeeTier } from '../../../domain/payment/cancellation-fee';
import { CARD_RESULTS, type CardResult, PaymentMethod } from '../../../domain/payment/enums';
import { LEDGER_ENTRY_KINDS, type LedgerEntryKind } from '../../../domain/payment/ledger-entry';
import type { CancellationPreview } from '../../../domain/reservation/cancellation';
import { Dollars, dollarsOf } from './common';

/**
 * Issue 12, a move's payments on the wire (our design, docs/decisions.md): the ledger's rows and the
 * balances computed from them, for the move's owner (GET /api/moves/{id}/payments) and for staff
 * (GET /api/staff/moves/{id}/payments), and the Transit charge that staff trigger
 * (POST /api/staff/moves/{id}/transit) until the shipment lifecycle does. Amounts are dollars with at
 * most two decimals, converted exactly from the ledger's cents.
 */
export const MOVE_PAYMENTS_PATH = '/api/moves/{id}/payments';
export const STAFF_MOVE_PAYMENTS_PATH = '/api/staff/moves/{id}/payments';
export const STAFF_TRANSIT_PATH = '/api/staff/moves/{id}/transit';

const METHODS = Object.values(PaymentMethod) as [PaymentMethod, ...PaymentMethod[]];

export const WireLedgerRow = z.object({
  Id: z.number().int(),
  Kind: z.enum(LEDGER_ENTRY_KINDS as [LedgerEntryKind, ...LedgerEntryKind[]]),
  Amount: Dollars,
  Method: z.enum(METHODS),
  ProcessorReference: z.string(),
  RelatesTo: z.string().nullable(),
  Actor: z.enum(['customer', 'staff', 'system']),
  At: z.string(),
  Reason: z.string(),
  CardResult: z.enum(CARD_RESULTS as [CardResult, ...CardResult[]]).nullable(),
  Message: z.string().nullable(),
});
export type WireLedgerRow = z.infer<typeof WireLedgerRow>;

const FEE_TIERS = Object.values(CancellationFeeTier) as [CancellationFeeTier, ...CancellationFeeTier[]];

/**
 * Issue 13 "Cancel the reservation, with the fee shown first" (our design, docs/decisions.md): what
 * cancelling today would do, decided by the cancel's own rule on the same day, so POST moves/{id}/cancel
 * takes exactly this fee. Null once the move is cancelled.
 */
export const WireCancellationPreview = z
  .discriminatedUnion('Cancellable', [
    z.object({
      Cancellable: z.literal(true),
      /** The fee of cancelling today: the move's TotalPrice once cancelled. */
      Fee: Dollars,
      FeeTier: z.enum(FEE_TIERS),
      /** The rule in words: '$50.00: within 7 days of the drop-off date'. */
      FeeDescription: z.string(),
      /** Calendar days from today to the drop-off date (0 on the day). */
      DaysBefore: z.number().int(),
      /** What would be charged to the active method: the fee less what was captured before. */
      Charge: Dollars,
      /** What would be refunded: what was captured beyond the fee. */
      Refund: Dollars,
      /** Card holds (authorizations not captured) that would be released. */
      Release: Dollars,
    }),
    z.object({
      Cancellable: z.literal(false),
      /** Why not (after the drop-off date); the customer is asked to call. */
      Message: z.string(),
    }),
  ])
  .nullable();
export type WireCancellationPreview = z.infer<typeof WireCancellationPreview>;

export const MovePaymentsResponse = z.object({
  success: z.literal(true),
  QuoteId: z.number().int(),
  /** §3 TotalPrice: what the move costs. */
  TotalPrice: Dollars,
  Captured: Dollars,
  Refunded: Dollars,
  /** §3 InvoiceAmountDue: TotalPrice less what was captured and not refunded, from the ledger. */
  InvoiceAmountDue: Dollars,
  /** §3 PaymentInfoRequired: the last charge was refused; the customer must add a method or pay. */
  PaymentInfoRequired: z.boolean(),
  Ledger: z.array(WireLedgerRow),
  /**
   * The IANA zone of the origin service center, in which the ledger's days and times read (issue 27: times in
   * the service center's zone, saying which).
   */
  TimeZone: z.string(),
  /** What cancelling today would cost and settle (issue 13); null once cancelled. */
  Cancellation: WireCancellationPreview,
});
export type MovePaymentsResponse = z.infer<typeof MovePaymentsResponse>;

export const TransitChargeResponse = z.object({
  success: z.literal(true),
  /** Charged: the amount due was captured now or by an earlier run; NothingDue: paid; Failed: nothing charged. */
  Result: z.enum(['Charged', 'NothingDue', 'Failed']),
  Amount: Dollars,
  CardResult: z.enum(CARD_RESULTS as [CardResult, ...CardResult[]]).nullable(),
  Message: z.string().nullable(),
  /** For Failed: true when trying again later may work (TechnicalError, UnknownError). */
  Retryable: z.boolean(),
  Payments: MovePaymentsResponse,
});
export type TransitChargeResponse = z.infer<typeof TransitChargeResponse>;

/**
 * The answer of POST staff/moves/{id}/transit: the charge's outcome and the move's payments after it (and
 * what `relomove move transit` prints from, in process or through the server).
 */
export function toWireTransitAnswer(
  outcome: ChargeMoveOutput,
  payments: MovePayments,
): TransitChargeResponse {
  return {
    success: true,
    Result: outcome.kind,
    Amount: dollarsOf(outcome.kind === 'NothingDue' ? ZERO : outcome.amount),
    CardResult: outcome.kind === 'Failed' ? outcome.result : null,
    Message: outcome.kind === 'Failed' ? outcome.message : null,
    Retryable: outcome.kind === 'Failed' && outcome.retryable,
    Payments: toWireMovePayments(payments),
  };
}

export function toWireLedgerRow(row: StoredLedgerEntry): WireLedgerRow {
  return {
    Id: row.id,
    Kind: row.kind,
    Amount: dollarsOf(row.amount),
    Method: row.method,
    ProcessorReference: row.processorReference,
    RelatesTo: row.relatesTo,
    Actor: row.actor,
    At: row.at,
    Reason: row.reason,
    CardResult: row.failure?.result ?? null,
    Message: row.failure?.message ?? null,
  };
}

/** A move's payments as answered (and as `relomove payments <ref> --json` prints them). */
export function toWireMovePayments(payments: MovePayments): MovePaymentsResponse {
  return {
    success: true,
    QuoteId: payments.quoteId,
    TotalPrice: dollarsOf(payments.totalPrice),
    Captured: dollarsOf(payments.totals.captured),
    Refunded: dollarsOf(payments.totals.refunded),
    InvoiceAmountDue: dollarsOf(payments.balanceDue),
    PaymentInfoRequired: payments.paymentInfoRequired,
    Ledger: payments.rows.map(toWireLedgerRow),
    TimeZone: payments.timeZone,
    Cancellation: toWireCancellationPreview(payments.cancellation),
  };
}

export function toWireCancellationPreview(preview: CancellationPreview | null): WireCancellationPreview {
  if (preview === null || !preview.Cancellable) return preview;
  return {
    ...preview,
    Fee: dollarsOf(preview.Fee),
    Charge: dollarsOf(preview.Charge),
    Refund: dollarsOf(preview.Refund),
    Release: dollarsOf(preview.Release),
  };
}

/**
 * Issue 12 "Cancellation": what cancelling a booked move does to the quote, as one pure decision over the
 * quote as stored (the caller runs it inside the transaction that holds the quote's row).
 *
 * - Only a booked move can be cancelled; a move cancelled already is answered as it was (idempotent: a
 *   retry or a double click cancels once).
 * - The revision must be the stored one (§8 WrongRevisionError), like every change of a booked move.
 * - The fee comes from domain/payment/cancellation-fee.ts (rate-card data); after the drop-off date the move
 *   cannot be cancelled online (the domain's message).
 * - WebReservationFlag becomes Cancelled (§4). The move stays Reserved (its reservation, dashboard and
 *   payments remain; docs/decisions.md), and what it now costs is the fee: TotalPrice and InvoiceAmountDue
 *   become the fee, so the ledger's balance (TotalPrice less net captures) is what the customer still owes
 *   or is owed back, and a later charge (Transit, payments/pay) can only take the fee. The price the move had
 *   and how the fee was decided are kept in `Cancellation`.
 */
import { err, ok, type Result } from 'neverthrow';
import type { IsoDate } from '../calendar/iso-date';
import { type Cents, sum } from '../money/money';
import {
  type CancellationFee,
  type CancellationFees,
  type CancellationFeeTier,
  cancellationFee,
} from '../payment/cancellation-fee';
import { balanceDue, holdsToRelease, overpaid } from '../payment/ledger';
import type { LedgerEntry } from '../payment/ledger-entry';
import { QuoteErrorType, WebReservationFlag } from '../quote/enums';
import type { Quote } from '../quote/types';
import type { CancelledBy, ReservationCancellation } from './cancellation-record';
import { LimitedFeature, limitedOnline } from './dashboard-restriction';

export type { CancelledBy, ReservationCancellation } from './cancellation-record';

export const CANCEL_MESSAGES = {
  notReserved: 'Only a booked move can be cancelled.',
  /** Issue 13: the equipment is at the origin (§3 EquipmentSpottedOrigin). */
  underway: 'Your move is under way, so it can no longer be cancelled online.',
} as const;

export type CancelRefusal =
  /** Not a booked move: nothing to cancel (answered as not found). */
  | { readonly kind: 'NotReserved'; readonly message: string }
  /** Cancelled before: the stored cancellation stands. */
  | { readonly kind: 'AlreadyCancelled'; readonly cancellation: ReservationCancellation | null }
  /** §8 WrongRevisionError: the quote changed since the page loaded it. */
  | { readonly kind: typeof QuoteErrorType.WrongRevisionError; readonly current: number }
  /** After the drop-off date (domain/payment/cancellation-fee.ts). */
  | { readonly kind: 'NotCancellableOnline'; readonly message: string };

/** True once the reservation was cancelled (§4 WebReservationFlag Cancelled). */
export function isCancelled(quote: Quote): boolean {
  return quote.Details.WebReservationFlag === WebReservationFlag.Cancelled;
}

/**
 * The fee of cancelling `quote` on `today` under `fees`, or why it cannot be cancelled: not booked, cancelled
 * already, after the drop-off date. The one decision behind both the cancel (cancelReservation) and what the
 * dashboard shows before it (cancellationPreview), so the fee shown is the fee charged.
 */
export function cancellationTerms(
  quote: Quote,
  today: IsoDate,
  fees: CancellationFees,
  by: CancelledBy = 'customer',
): Result<CancellationFee, Exclude<CancelRefusal, { kind: typeof QuoteErrorType.WrongRevisionError }>> {
  const reservation = quote.Details.Reservation;
  if (!quote.Details.Reserved || reservation === null) {
    return err({ kind: 'NotReserved', message: CANCEL_MESSAGES.notReserved });
  }
  if (isCancelled(quote)) {
    return err({ kind: 'AlreadyCancelled', cancellation: reservation.Cancellation ?? null });
  }
  // Issue 13: a limited dashboard's customer cancels through our team (staff still can), and so does one
  // whose equipment is already at the origin (§3 EquipmentSpottedOrigin: the move is under way).
  const limited = by === 'customer' ? limitedOnline(quote, LimitedFeature.Cancel) : null;
  if (limited !== null) return err({ kind: 'NotCancellableOnline', message: limited });
  if (by === 'customer' && reservation.EquipmentSpottedOrigin)
    return err({ kind: 'NotCancellableOnline', message: CANCEL_MESSAGES.underway });
  const fee = cancellationFee(quote.Details.SpotDate, today, fees);
  if (fee.isErr()) return err({ kind: 'NotCancellableOnline', message: fee.error.message });
  return ok(fee.value);
}

/**
 * The quote cancelled today (`today` and `at` from the injected clock), or why not. Checked in this order:
 * not booked, cancelled already, another revision, after the drop-off date.
 */
export function cancelReservation(
  quote: Quote,
  request: { revision: number; today: IsoDate; at: string; by: CancelledBy },
  fees: CancellationFees,
): Result<{ quote: Quote; cancellation: ReservationCancellation }, CancelRefusal> {
  const terms = cancellationTerms(quote, request.today, fees, request.by);
  if (terms.isErr() && terms.error.kind !== 'NotCancellableOnline') return err(terms.error);
  if (quote.Revision !== request.revision) {
    return err({ kind: QuoteErrorType.WrongRevisionError, current: quote.Revision });
  }
  if (terms.isErr()) return err(terms.error);
  const fee = terms;
  const reservation = quote.Details.Reservation;
  if (reservation === null) return err({ kind: 'NotReserved', message: CANCEL_MESSAGES.notReserved });
  const cancellation: ReservationCancellation = {
    CancelledAt: request.at,
    CancelledBy: request.by,
    Fee: fee.value.amount,
    FeeTier: fee.value.tier,
    DaysBefore: fee.value.daysBefore,
    FeeDescription: fee.value.description,
    PriceBefore: reservation.TotalPrice,
  };
  return ok({
    cancellation,
    quote: {
      ...quote,
      Details: {
        ...quote.Details,
        WebReservationFlag: WebReservationFlag.Cancelled,
        Reservation: {
          ...reservation,
          TotalPrice: fee.value.amount,
          InvoiceAmountDue: fee.value.amount,
          Cancellation: cancellation,
        },
      },
    },
  });
}

/**
 * What cancelling today would do (the dashboard shows it before the customer confirms; our design,
 * docs/decisions.md): the fee (cancellationTerms, the cancel's own decision) and how the money would settle,
 * from the ledger as the cancel settles it: the holds released (voided), what would be charged (the fee
 * less net captures) and what would be refunded (net captures above the fee). Null for a move that is not
 * booked or is cancelled already.
 */
export type CancellationPreview =
  | {
      readonly Cancellable: true;
      readonly Fee: Cents;
      readonly FeeTier: CancellationFeeTier;
      readonly FeeDescription: string;
      readonly DaysBefore: number;
      /** The fee less what was captured before: charged to the active method. */
      readonly Charge: Cents;
      /** What was captured beyond the fee: refunded to the method it came from. */
      readonly Refund: Cents;
      /** Card holds neither captured nor voided: released. */
      readonly Release: Cents;
    }
  | {
      readonly Cancellable: false;
      /** Why not (after the drop-off date: the domain's message). */
      readonly Message: string;
    };

export function cancellationPreview(
  quote: Quote,
  rows: readonly LedgerEntry[],
  today: IsoDate,
  fees: CancellationFees,
  /** Who would cancel: staff may still cancel a move whose equipment is at the origin. */
  by: CancelledBy = 'customer',
): CancellationPreview | null {
  const terms = cancellationTerms(quote, today, fees, by);
  if (terms.isErr()) {
    return terms.error.kind === 'NotCancellableOnline'
      ? { Cancellable: false, Message: terms.error.message }
      : null;
  }
  const fee = terms.value;
  return {
    Cancellable: true,
    Fee: fee.amount,
    FeeTier: fee.tier,
    FeeDescription: fee.description,
    DaysBefore: fee.daysBefore,
    Charge: balanceDue(fee.amount, rows),
    Refund: overpaid(fee.amount, rows),
    Release: sum(holdsToRelease(rows).map((r) => r.amount)),
  };
}

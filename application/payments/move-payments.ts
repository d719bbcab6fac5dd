import { type Cents, ZERO } from '../../domain/money/money';
import { chargeableMethod } from '../../domain/payment/chargeable-method';
import { balanceDue, type LedgerTotals, ledgerTotals } from '../../domain/payment/ledger';
import { paymentInfoRequired } from '../../domain/payment/ledger-status';
import type { Quote } from '../../domain/quote/types';
import {
  type CancellationPreview,
  type CancelledBy,
  cancellationPreview,
} from '../../domain/reservation/cancellation';
import { moveTimeZones } from '../../domain/shipment/milestone-appointment';
import type { StoredLedgerEntry } from '../ports/payment-ledger';
import type { CancellationDay } from './cancellation-day';

/** A move's payments: its ledger and what the ledger adds up to. */
export interface MovePayments {
  quoteId: number;
  totalPrice: Cents;
  totals: LedgerTotals;
  /** §3 InvoiceAmountDue, from the ledger: TotalPrice less net captures, never below zero. */
  balanceDue: Cents;
  /**
   * §3 PaymentInfoRequired: something is still due and either the last charge was refused or the move has
   * no method left to charge (a cancelled Affirm loan); or the last storage charge was refused (issue 13).
   */
  paymentInfoRequired: boolean;
  rows: readonly StoredLedgerEntry[];
  /** The origin service center's zone, in which the ledger's days and times read (ledgerDay). */
  timeZone: string;
  /**
   * What cancelling today would cost and settle (issue 13 "with the fee shown first"; our design), decided by
   * the cancel's own rule on the same day (cancellationDay); null once cancelled.
   */
  cancellation: CancellationPreview | null;
}

/**
 * The payments of one reserved move, from its stored quote and ledger rows; the cancellation preview on
 * `day`, the day a cancel would be decided on.
 */
export function movePayments(
  quote: Quote,
  rows: readonly StoredLedgerEntry[],
  day: CancellationDay,
  /** Whose cancellation `cancellation` previews (staff may cancel where the customer no longer can online). */
  by: CancelledBy = 'customer',
): MovePayments {
  const totalPrice = quote.Details.Reservation?.TotalPrice ?? ZERO;
  const due = balanceDue(totalPrice, rows);
  return {
    quoteId: quote.QuoteId,
    totalPrice,
    totals: ledgerTotals(rows),
    balanceDue: due,
    paymentInfoRequired: paymentInfoRequired(due, rows, chargeableMethod(quote) !== null),
    rows,
    timeZone: moveTimeZones(quote).Origin,
    cancellation: cancellationPreview(quote, rows, day.today, day.fees, by),
  };
}

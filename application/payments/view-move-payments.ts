import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import { balanceDue, type LedgerTotals, ledgerTotals } from '../../domain/payment/ledger';
import { chargeRefusedLast } from '../../domain/payment/ledger-status';
import type { Viewer } from '../accounts/viewer';
import type { PaymentLedger, StoredLedgerEntry } from '../ports/payment-ledger';
import { ownedQuote, type ReservationStores } from '../reservations/reservation-access';
import type { ReservationError } from '../reservations/reservation-errors';
import { chargeableMethod } from './charge-move';

/** A move's payments: its ledger and what the ledger adds up to. */
export interface MovePayments {
  quoteId: number;
  totalPrice: Cents;
  totals: LedgerTotals;
  /** §3 InvoiceAmountDue, from the ledger: TotalPrice less net captures, never below zero. */
  balanceDue: Cents;
  /**
   * §3 PaymentInfoRequired: something is still due and either the last charge was refused or the move has
   * no method left to charge (a cancelled Affirm loan).
   */
  paymentInfoRequired: boolean;
  rows: readonly StoredLedgerEntry[];
}

/** The payments of one reserved move, from its rows. */
export function movePayments(
  quoteId: number,
  totalPrice: Cents,
  rows: readonly StoredLedgerEntry[],
  hasMethod = true,
): MovePayments {
  const due = balanceDue(totalPrice, rows);
  return {
    quoteId,
    totalPrice,
    totals: ledgerTotals(rows),
    balanceDue: due,
    paymentInfoRequired: due > 0 && (chargeRefusedLast(rows) || !hasMethod),
    rows,
  };
}

/**
 * Issue 12: a move's ledger and balances (GET moves/{id}/payments for its owner, GET staff/moves/{id}/payments
 * and `relomove payments <ref>` for staff). Anyone else, and a quote that is not reserved, get
 * ReservationNotFound (404).
 */
export class ViewMovePayments {
  private readonly deps: ReservationStores & { ledger: PaymentLedger };

  constructor(deps: ViewMovePayments['deps']) {
    this.deps = deps;
  }

  execute(input: { viewer: Viewer; quoteId: number }): ResultAsync<MovePayments, ReservationError> {
    return ownedQuote(this.deps, input.viewer, input.quoteId, true).andThen(({ quote }) => {
      const reservation = quote.Details.Reservation;
      if (!quote.Details.Reserved || reservation === null)
        return errAsync<MovePayments, ReservationError>({ kind: 'ReservationNotFound' });
      return this.deps.ledger
        .entries(input.quoteId)
        .andThen((rows) =>
          okAsync(
            movePayments(input.quoteId, reservation.TotalPrice, rows, chargeableMethod(quote) !== null),
          ),
        );
    });
  }
}

import { okAsync, type ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import { type PriceChangeSettlement, priceChangeSettlement } from '../../domain/payment/balance-rule';
import { PaymentMethod } from '../../domain/payment/enums';
import type { LedgerActor, LedgerReason } from '../../domain/payment/ledger-entry';
import type { Quote } from '../../domain/quote/types';
import type { StoredLedgerEntry } from '../ports/payment-ledger';
import { chargeableMethod } from './charge-move';
import {
  type AmountCharge,
  chargeAmount,
  type LedgerMoveDeps,
  type LedgerMoveError,
  type MoveRefused,
  refundAmount,
} from './ledger-moves';

export interface SettlePriceChangeInput {
  /** The booked move as saved with its new total (its Revision is the change's). */
  quote: Quote;
  /** The move's owner (the saved card belongs to them). */
  userId: number;
  /** TotalPrice before the change. */
  oldTotal: Cents;
  actor: LedgerActor;
  /**
   * What a charge of the difference is for, when the change is one named choice (issue 27: a delivery
   * window's fee is 'Delivery window fee', not a bare price change). Absent: the settlement's own reason.
   */
  chargeReason?: LedgerReason;
}

export interface SettlePriceChangeOutput {
  /** What the domain decided (domain/payment/balance-rule.ts priceChangeSettlement). */
  settlement: PriceChangeSettlement;
  /** The Refund rows written for a lower price. */
  refunded: readonly StoredLedgerEntry[];
  /**
   * The charge of the difference for a higher price (null when none was made, or when the active method is
   * not a card: the difference then stays due, for POST payments/pay).
   */
  charge: AmountCharge | null;
  /** A refund the processor refused (the excess stays in the ledger as overpaid). */
  refundRefused: MoveRefused | null;
}

/**
 * Issue 12 "Price changes after payment": once money was captured for a booked move, a new total (an
 * agent's or the customer's coupon, an edit) charges the difference to the move's card or refunds it to
 * the methods that paid, each as its own ledger row with the reason (PriceIncrease, PriceDecrease). Before
 * any capture nothing moves: the Transit charge takes the new total. Keys start with
 * `price:<move>:r<revision>`, the revision the change was saved at, so a retry of the same change moves the
 * money once and the next change is a new one. A refund also gives back any excess the ledger already
 * shows (priceChangeSettlement), so a refund that failed is made by the next settlement.
 */
export class SettlePriceChange {
  private readonly deps: LedgerMoveDeps;

  constructor(deps: LedgerMoveDeps) {
    this.deps = deps;
  }

  execute(input: SettlePriceChangeInput): ResultAsync<SettlePriceChangeOutput, LedgerMoveError> {
    const { quote } = input;
    const reservation = quote.Details.Reservation;
    const none: SettlePriceChangeOutput = {
      settlement: { kind: 'none' },
      refunded: [],
      charge: null,
      refundRefused: null,
    };
    if (!quote.Details.Reserved || reservation === null) return okAsync(none);
    const context = {
      quoteId: quote.QuoteId,
      userId: input.userId,
      actor: input.actor,
      keyPrefix: `price:${quote.QuoteId}:r${quote.Revision}`,
    };
    return this.deps.ledger
      .entries(quote.QuoteId)
      .andThen((rows): ResultAsync<SettlePriceChangeOutput, LedgerMoveError> => {
        const settlement = priceChangeSettlement(input.oldTotal, reservation.TotalPrice, rows);
        switch (settlement.kind) {
          case 'none':
            return okAsync(none);
          case 'refund':
            return refundAmount(this.deps, context, {
              amount: settlement.amount,
              reason: settlement.reason,
              rows,
            }).map((outcome) => ({
              ...none,
              settlement,
              refunded: outcome.rows,
              refundRefused: outcome.refused,
            }));
          case 'charge': {
            // A card-like method only: a PayPal order is charged through ChargeMove (POST payments/pay).
            const method = chargeableMethod(quote);
            if (method === null || method.method === PaymentMethod.PayPal)
              return okAsync({ ...none, settlement });
            return chargeAmount(this.deps, context, {
              method,
              amount: settlement.amount,
              reason: input.chargeReason ?? settlement.reason,
              rows,
            }).map((charge) => ({ ...none, settlement, charge }));
          }
        }
      });
  }
}

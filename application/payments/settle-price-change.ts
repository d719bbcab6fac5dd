import { okAsync, type ResultAsync } from 'neverthrow';
import { priceChangeSettlement } from '../../domain/payment/balance-rule';
import { amountChargeKeyBase } from '../../domain/payment/charge-keys';
import { chargeableMethod } from '../../domain/payment/chargeable-method';
import { PaymentMethod } from '../../domain/payment/enums';
import { UseCase } from '../use-case';
import { executeCharge, HoldRow } from './charge-engine';
import { type LedgerMoveDeps, type LedgerMoveError, refundAmount } from './ledger-moves';
import type {
  PriceChangeSettler,
  SettlePriceChangeInput,
  SettlePriceChangeOutput,
} from './price-change-settler';

/**
 * Issue 12 "Price changes after payment": once money was captured for a booked move, a new total (an
 * agent's or the customer's coupon, an edit) charges the difference to the move's card or refunds it to
 * the methods that paid, each as its own ledger row with the reason (PriceIncrease, PriceDecrease). Before
 * any capture nothing moves: the Transit charge takes the new total. Keys start with
 * `price:<move>:r<revision>`, the revision the change was saved at, so a retry of the same change moves the
 * money once and the next change is a new one. A refund also gives back any excess the ledger already
 * shows (priceChangeSettlement), so a refund that failed is made by the next settlement.
 */
export class SettlePriceChange extends UseCase<LedgerMoveDeps> implements PriceChangeSettler {
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
            return executeCharge(this.deps, context, {
              to: method,
              amount: settlement.amount,
              reason: input.chargeReason ?? settlement.reason,
              rows,
              keyBase: amountChargeKeyBase(context.keyPrefix, settlement.amount, method.token),
              holdRow: HoldRow.BeforeCapture,
            }).map((charge) => ({ ...none, settlement, charge }));
          }
        }
      });
  }
}

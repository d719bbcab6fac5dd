/**
 * Issue 13 "Before confirming": an edit's old and new price side by side, and how the difference is settled,
 * in the customer's words.
 */
import { type Cents, cents, formatUsd } from '../money/money';
import type { PriceChangeSettlement } from '../payment/balance-rule';
import type { PriceLine } from '../pricing/price-lines';
import type { ValueOf } from '../shared/enum';
import type { MoveEditPlan } from './move-edit';

/** The old and new price of an edit, side by side, and the difference (to the cent). */
export interface PriceComparison {
  readonly oldLines: readonly PriceLine[];
  readonly newLines: readonly PriceLine[];
  readonly oldTotal: Cents;
  readonly newTotal: Cents;
  /** newTotal - oldTotal: positive costs more, negative costs less. */
  readonly difference: Cents;
}

export function comparePrices(plan: Pick<MoveEditPlan, 'before' | 'after'>): PriceComparison {
  return {
    oldLines: plan.before.lines,
    newLines: plan.after.lines,
    oldTotal: plan.before.breakdown.total,
    newTotal: plan.after.breakdown.total,
    difference: cents(plan.after.breakdown.total - plan.before.breakdown.total),
  };
}

/** How the difference of an edit is settled, in the customer's words (issue 13 "Before confirming"). */
export const SettlementKind = {
  /** The difference is charged to the move's card now. */
  Charge: 'Charge',
  /** The difference is refunded to the methods that paid. */
  Refund: 'Refund',
  /** The difference stays due (a PayPal move pays it from the dashboard). */
  Due: 'Due',
  /** Nothing moves now: nothing was charged yet, so the Transit charge takes the new total. */
  AtTransit: 'AtTransit',
  /** The price does not change. */
  None: 'None',
} as const;
export type SettlementKind = ValueOf<typeof SettlementKind>;

export interface SettlementPlan {
  readonly kind: SettlementKind;
  /** What moves now (0 for AtTransit and None). */
  readonly amount: Cents;
  readonly description: string;
}

/**
 * The customer's view of domain/payment/balance-rule.ts priceChangeSettlement for an edit: a charge to the
 * card (or, when the move is paid by PayPal, an amount due), a refund, the Transit charge taking the new
 * total when nothing was captured yet, or nothing.
 */
export function settlementPlan(
  settlement: PriceChangeSettlement,
  difference: Cents,
  chargeableByCard: boolean,
): SettlementPlan {
  switch (settlement.kind) {
    case 'charge':
      return chargeableByCard
        ? {
            kind: SettlementKind.Charge,
            amount: settlement.amount,
            description: `${formatUsd(settlement.amount)} will be charged to your card when you confirm.`,
          }
        : {
            kind: SettlementKind.Due,
            amount: settlement.amount,
            description: `${formatUsd(settlement.amount)} will be due; you can pay it from your dashboard.`,
          };
    case 'refund':
      return {
        kind: SettlementKind.Refund,
        amount: settlement.amount,
        description: `${formatUsd(settlement.amount)} will be refunded to how you paid when you confirm.`,
      };
    case 'none':
      return difference === 0
        ? { kind: SettlementKind.None, amount: cents(0), description: 'The price does not change.' }
        : {
            kind: SettlementKind.AtTransit,
            amount: cents(0),
            description: 'Nothing is charged now: the new total is charged when your move is in transit.',
          };
    default:
      return settlement satisfies never;
  }
}

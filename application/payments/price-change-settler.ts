/**
 * Settling a booked move's new price (refund the excess, charge the difference), as the use cases that
 * change a price see it (issue 29: they depend on this, never on SettlePriceChange's file): EditMove,
 * AddReservationCoupon and the delivery appointment. SettlePriceChange is the one implementation.
 */
import type { ResultAsync } from 'neverthrow';
import type { Cents } from '../../domain/money/money';
import type { PriceChangeSettlement } from '../../domain/payment/balance-rule';
import type { LedgerActor, LedgerReason } from '../../domain/payment/ledger-entry';
import type { Quote } from '../../domain/quote/types';
import type { Viewer } from '../accounts/viewer';
import type { StoredLedgerEntry } from '../ports/payment-ledger';
import type { ReservationError } from '../shared/reservation-errors';
import type { AmountCharge, MoveRefused } from './charge-engine';
import type { LedgerMoveError } from './ledger-moves';

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

/** Settles the difference a price change leaves, once per change (SettlePriceChange). */
export interface PriceChangeSettler {
  execute(input: SettlePriceChangeInput): ResultAsync<SettlePriceChangeOutput, LedgerMoveError>;
}

/**
 * A booked move's change (an edit, a coupon) settled: staff settle it when the viewer is not the move's
 * owner, and a processor that cannot be reached is answered as storage trouble.
 */
export function settleMoveChange(
  settler: PriceChangeSettler,
  viewer: Viewer,
  change: { quote: Quote; owner: number; oldTotal: Cents },
): ResultAsync<SettlePriceChangeOutput, ReservationError> {
  return settler
    .execute({
      quote: change.quote,
      userId: change.owner,
      oldTotal: change.oldTotal,
      actor: viewer !== null && viewer.userId !== change.owner ? 'staff' : 'customer',
    })
    .mapErr(
      (error): ReservationError =>
        error.kind === 'PaymentGatewayUnavailable'
          ? { kind: 'StorageUnavailable', message: error.message }
          : error,
    );
}

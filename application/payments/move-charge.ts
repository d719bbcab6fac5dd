/**
 * Charging a booked move's amount due, as the use cases that set it off see it (issue 29: they depend on
 * this, never on ChargeMove's file): PayBalance, CancelReservation's fee, and the shipment's Transit charge.
 * ChargeMove (charge-move.ts) is the one implementation.
 */
import type { ResultAsync } from 'neverthrow';
import type { LedgerActor } from '../../domain/payment/ledger-entry';
import type { Viewer } from '../accounts/viewer';
import type { AffirmGatewayUnavailable } from '../ports/affirm-gateway';
import type { ReservationError } from '../shared/reservation-errors';
import type { AmountCharge, ChargeEngineError } from './charge-engine';

/**
 * Charged: the amount due was captured now, or had been by an earlier run with the same keys. Failed:
 * nothing was charged; a Failure row is in the ledger. A decline or a refused card (not retryable) means
 * the customer must add a method (§8 PaymentError, PaymentInfoRequired); a TechnicalError or an
 * UnknownError is tried again later. NothingDue: the move is paid.
 */
export type ChargeMoveOutput = AmountCharge | { kind: 'NothingDue' };

/** The move has no method the server can charge (no saved card, virtual card or PayPal order). */
export type NoChargeableMethod = { kind: 'NoChargeableMethod' };
export type ChargeMoveError =
  | ReservationError
  | ChargeEngineError
  | AffirmGatewayUnavailable
  | NoChargeableMethod;

export interface ChargeMoveInput {
  viewer: Viewer;
  quoteId: number;
  actor: LedgerActor;
  reason?: string;
}

/** Charges the move's amount due to its active method, exactly once per move and amount (ChargeMove). */
export interface MoveCharge {
  execute(input: ChargeMoveInput): ResultAsync<ChargeMoveOutput, ChargeMoveError>;
}

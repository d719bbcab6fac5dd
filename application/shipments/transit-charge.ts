import { okAsync, type ResultAsync } from 'neverthrow';
import type { LedgerActor } from '../../domain/payment/ledger-entry';
import { atOrPastTransit } from '../../domain/shipment';
import type { Viewer } from '../accounts/viewer';
import type { ChargeMoveError, ChargeMoveOutput, MoveCharge } from '../payments/move-charge';
import type { ShipmentView } from './shipment-view';

/**
 * What the Transit charge did after an event: ChargeMove's outcome (Charged, NothingDue, Failed with a
 * Failure row), or the error that kept it from running (no card to charge, the processor unreachable).
 * Neither undoes the event: it is recorded either way, and the next event (or a retry) charges again
 * (ChargeMove is idempotent per move and amount).
 */
export type TransitCharge =
  | { readonly kind: 'Ran'; readonly outcome: ChargeMoveOutput }
  | { readonly kind: 'NotRun'; readonly error: ChargeMoveError };

/**
 * Issue 13 "Reaching Transit calls the payments issue's ChargeMove": whenever the shipment is at or past
 * Transit, the move is charged (idempotent, so a replay or a later event charges nothing more). Null
 * before Transit.
 */
export function chargeAtTransit(
  chargeMove: MoveCharge,
  view: Pick<ShipmentView, 'quote' | 'shipment'>,
  viewer: Viewer,
  actor: LedgerActor,
): ResultAsync<TransitCharge | null, never> {
  if (!atOrPastTransit(view.shipment)) return okAsync(null);
  return chargeMove
    .execute({ viewer, quoteId: view.quote.QuoteId, actor })
    .map((outcome): TransitCharge => ({ kind: 'Ran', outcome }))
    .orElse((error) => okAsync<TransitCharge, never>({ kind: 'NotRun', error }));
}

import { type MoveStage, moveStage } from '../../../../domain/reservation/move-messages';
import type { MovePayments } from '../../../http/client/relomove-api';
import type { ShipmentView } from './milestones/shipment-view-model';

/**
 * Issue 27: where the move shown stands (move-messages.ts), from what the dashboard loaded: the cancellation,
 * the ledger (something captured) and the shipment. The Overview and the welcome popup read the same stage.
 */
export function dashboardStage(
  cancelled: boolean,
  payments: Pick<MovePayments, 'Captured'> | null | undefined,
  shipment: Pick<ShipmentView, 'state'> | null,
): MoveStage {
  return moveStage({ cancelled, charged: (payments?.Captured ?? 0) > 0, shipment: shipment?.state ?? null });
}

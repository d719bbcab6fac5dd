import type { DashboardType } from '../../../domain/reservation/enums';
import type { ShipmentEventRequest } from '../contract/shipments';
import type { ApiResult } from './api-result';

/**
 * The answers of the staff move calls, as one staff client reads them: the CLI's StaffApi keeps the
 * contract's answers as they are (wire dollars), the staff desk's StaffDeskApi reads them in cents.
 */
export interface StaffMoveAnswers {
  /** POST staff/shipments/{id}/events' answer. */
  event: unknown;
  /** POST staff/shipments/{id}/simulate's answer. */
  simulated: unknown;
  /** PUT staff/moves/{id}/dashboard-type's answer (Changed: false when the move already had this type). */
  dashboardType: unknown;
  /** POST staff/moves/{id}/transit's answer: the charge and the payments after it. */
  transit: unknown;
}

/**
 * Issue 13, 15 and 26: the staff calls on one move that both staff clients make (the CLI's `relomove
 * shipment …` and `relomove payments …` in --api mode, and the staff desk), each with its own answers `A`.
 */
export interface StaffMoveCalls<A extends StaffMoveAnswers> {
  /**
   * POST staff/shipments/{id}/events, once per idempotency key (`relomove shipment event`; Refused 409 with
   * the shipment's reason).
   */
  recordShipmentEvent(
    quoteId: number,
    event: ShipmentEventRequest,
    idempotencyKey: string,
  ): Promise<ApiResult<A['event']>>;
  /** POST staff/shipments/{id}/simulate, the SANDBOX carrier feed's events due now. */
  simulateShipment(quoteId: number): Promise<ApiResult<A['simulated']>>;
  /**
   * §3 DashboardType: PUT staff/moves/{id}/dashboard-type (`relomove shipment dashboard`): a limited
   * dashboard, or null for the full one again; staff only.
   */
  setDashboardType(quoteId: number, type: DashboardType | null): Promise<ApiResult<A['dashboardType']>>;
  /** POST staff/moves/{id}/transit, the charge of what is due at Transit (exactly once). */
  chargeAtTransit(quoteId: number): Promise<ApiResult<A['transit']>>;
}

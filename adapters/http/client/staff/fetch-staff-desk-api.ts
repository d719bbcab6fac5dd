import type { z } from 'zod';
import type { QuoteExplained } from '../../../../application/staff/explain-quote';
import type { LookupOutput } from '../../../../application/staff/lookup-quotes';
import type { Coupon } from '../../../../domain/quote/types';
import type { DashboardType } from '../../../../domain/reservation/enums';
import type { ShipmentEventRequest } from '../../contract/shipments';
import type { StaffRecomputeRequest } from '../../contract/staff';
import type { ApiResult } from '../api-result';
import { type FetchTransport, type Schemas, segment, withoutSuccess } from '../fetch-transport';
import { paymentsFromWire } from '../payments/fetch-payments-api';
import type {
  DashboardTypeSet,
  OutboxFilter,
  OutboxListing,
  RecomputeAnswer,
  ShipmentCharge,
  ShipmentEventRecorded,
  ShipmentSimulated,
  StaffDeskApi,
  StaffShipment,
  TransitCharged,
} from './staff-desk-api';

/** `StaffDeskApi` over fetch: see FetchTransport for how each call is sent and its answer read. */
export function createFetchStaffDeskApi(http: FetchTransport): StaffDeskApi {
  return {
    outbox(filter: OutboxFilter): Promise<ApiResult<OutboxListing>> {
      const query: Record<string, string> = {};
      if (filter.to?.trim()) query.to = filter.to.trim();
      if (filter.ref?.trim()) query.ref = filter.ref.trim();
      if (filter.limit !== undefined) query.limit = String(filter.limit);
      return http.call(
        { method: 'GET', path: '/staff/outbox', query },
        (s) => s.OutboxResponse,
        (answer, s) => s.outboxFromWire(answer),
      );
    },
    lookupQuotes(search: string): Promise<ApiResult<LookupOutput>> {
      return http.call(
        { method: 'POST', path: '/quotes/lookup', body: { search } },
        (s) => s.LookupResponse,
        (answer, s) => s.lookupFromWire(answer),
      );
    },
    explainQuote(reference: string): Promise<ApiResult<QuoteExplained>> {
      return http.get(
        `/staff/quotes/${segment(reference)}`,
        (s) => s.ExplainQuoteResponse,
        (answer, s) => s.explainedFromWire(answer),
      );
    },
    recomputeQuote(reference: string, request: StaffRecomputeRequest): Promise<ApiResult<RecomputeAnswer>> {
      return http.call(
        { method: 'POST', path: `/staff/quotes/${segment(reference)}/recompute`, body: request },
        (s) => s.StaffRecomputeResponse,
        (answer, s) => s.recomputedFromWire(answer),
      );
    },
    staffShipment(quoteId: number): Promise<ApiResult<StaffShipment>> {
      return http.get(`/shipments/${quoteId}`, (s) => s.ShipmentResponse, withoutSuccess);
    },
    recordShipmentEvent(
      quoteId: number,
      event: ShipmentEventRequest,
      idempotencyKey: string,
    ): Promise<ApiResult<ShipmentEventRecorded>> {
      return http.call(
        { method: 'POST', path: `/staff/shipments/${quoteId}/events`, body: event, idempotencyKey },
        (s) => s.RecordShipmentEventResponse,
        (answer, s) => ({
          Outcome: answer.Outcome,
          Event: answer.Event,
          ...shipmentAndChargeFromWire(answer, s),
        }),
      );
    },
    simulateShipment(quoteId: number): Promise<ApiResult<ShipmentSimulated>> {
      return http.call(
        { method: 'POST', path: `/staff/shipments/${quoteId}/simulate` },
        (s) => s.SimulateShipmentResponse,
        (answer, s) => ({
          Recorded: answer.Recorded,
          NextDueAt: answer.NextDueAt,
          NextDueMilestone: answer.NextDueMilestone,
          Stopped: answer.Stopped,
          ...shipmentAndChargeFromWire(answer, s),
        }),
      );
    },
    setDashboardType(quoteId: number, type: DashboardType | null): Promise<ApiResult<DashboardTypeSet>> {
      return http.call(
        { method: 'PUT', path: `/staff/moves/${quoteId}/dashboard-type`, body: { DashboardType: type } },
        (s) => s.DashboardTypeResponse,
        withoutSuccess,
      );
    },
    chargeAtTransit(quoteId: number): Promise<ApiResult<TransitCharged>> {
      return http.call(
        { method: 'POST', path: `/staff/moves/${quoteId}/transit` },
        (s) => s.TransitChargeResponse,
        (answer, s) => ({
          Result: answer.Result,
          Amount: s.centsOf(answer.Amount),
          CardResult: answer.CardResult,
          Message: answer.Message,
          Retryable: answer.Retryable,
          Payments: paymentsFromWire(answer.Payments, s),
        }),
      );
    },
    addReservationCoupon(quoteId: number, code: string): Promise<ApiResult<Coupon[]>> {
      return http.call(
        { method: 'POST', path: '/moves/coupons', body: { QuoteId: quoteId, Coupon: code } },
        (s) => s.ReservationCouponResponse,
        (answer, s) =>
          answer.coupons.Coupons.map(({ Source, Invalid, ...c }) => ({
            ...c,
            Amount: s.centsOf(c.Amount),
            ...(Invalid === undefined ? {} : { Invalid }),
            ...(Source === undefined ? {} : { Source }),
          })),
      );
    },
    staffPlaceMappings(filter: Parameters<StaffDeskApi['staffPlaceMappings']>[0]) {
      const query: Record<string, string> = {};
      if (filter.status) query.status = filter.status;
      if (filter.limit !== undefined) query.limit = String(filter.limit);
      return http.call(
        { method: 'GET', path: '/staff/place-mappings', query },
        (s) => s.StaffPlaceMappingsResponse,
        (answer, s) => ({ rows: answer.PlaceMappings.map(s.staffRowFromWire), limit: answer.Limit }),
      );
    },
    decidePlaceMapping(id: number, decision: Parameters<StaffDeskApi['decidePlaceMapping']>[1]) {
      return http.call(
        { method: 'POST', path: `/staff/place-mappings/${id}/decision`, body: decision },
        (s) => s.StaffPlaceMappingResponse,
        (answer, s) => s.staffRowFromWire(answer.PlaceMapping),
      );
    },
  };
}

/**
 * The shipment after a shipment event or a simulation as staff read it, and the Transit charge it ran
 * (dollars -> cents, null: none).
 */
function shipmentAndChargeFromWire(
  { Shipment, Charge }: Pick<z.output<Schemas['RecordShipmentEventResponse']>, 'Shipment' | 'Charge'>,
  s: Schemas,
): { Shipment: StaffShipment; Charge: ShipmentCharge | null } {
  const { success: _, ...shipment } = Shipment;
  return {
    Shipment: shipment,
    Charge:
      Charge === null
        ? null
        : { ...Charge, Amount: Charge.Amount === null ? null : s.centsOf(Charge.Amount) },
  };
}

import type { z } from 'zod';
import type { QuoteExplained } from '../../../../application/staff/explain-quote';
import type { LookupOutput } from '../../../../application/staff/lookup-quotes';
import type { Coupon } from '../../../../domain/quote/types';
import type { TransitChargeResponse } from '../../contract/move-payments';
import type { outboxFromWire, outboxQuery } from '../../contract/outbox';
import type {
  StaffPlaceMappingDecision,
  StaffPlaceMappingRow,
  StaffPlaceMappingsFilter,
  StaffPlaceMappingsListing,
} from '../../contract/place-mappings';
import type { DashboardTypeResponse } from '../../contract/reservations';
import type {
  RecordShipmentEventResponse,
  ShipmentResponse,
  SimulateShipmentResponse,
  WireTransitCharge,
} from '../../contract/shipments';
import type { recomputedFromWire, StaffRecomputeRequest } from '../../contract/staff';
import type { ApiResult } from '../api-result';
import type { MovePayments } from '../payments/payments-api';
import type { StaffMoveAnswers, StaffMoveCalls } from '../staff-move-calls';
import type { InCents, WireAnswer } from '../wire-types';

/** The staff outbox's filter (the contract's outboxQuery takes the same): empty values filter nothing. */
export type OutboxFilter = Parameters<typeof outboxQuery>[0];

/** The staff outbox's rows, newest first, and the number asked for (as the contract's outboxFromWire reads them). */
export type OutboxListing = ReturnType<typeof outboxFromWire>;

/** A staff re-price answered: the output, or a §4 fail reason with the stored quote (nothing changed). */
export type RecomputeAnswer = ReturnType<typeof recomputedFromWire>;

/** GET shipments/{id} as staff read it (issue 15): with the Staff block. */
export type StaffShipment = WireAnswer<typeof ShipmentResponse>;

/** The Transit charge after a shipment event (cents), or NotCharged with why it could not run. */
export type ShipmentCharge = InCents<z.output<typeof WireTransitCharge>, 'Amount'>;

/** POST staff/shipments/{id}/events' answer (issue 15). */
export type ShipmentEventRecorded = Omit<
  WireAnswer<typeof RecordShipmentEventResponse>,
  'Shipment' | 'Charge'
> & {
  Shipment: StaffShipment;
  Charge: ShipmentCharge | null;
};

/** POST staff/shipments/{id}/simulate's answer (issue 15): the SANDBOX feed's events recorded by this run. */
export type ShipmentSimulated = Omit<
  WireAnswer<typeof SimulateShipmentResponse>,
  'Sandbox' | 'Shipment' | 'Charge'
> & { Shipment: StaffShipment; Charge: ShipmentCharge | null };

/** The answer of PUT staff/moves/{id}/dashboard-type (Changed: false when the move already had this type). */
export type DashboardTypeSet = WireAnswer<typeof DashboardTypeResponse>;

/** POST staff/moves/{id}/transit's answer (issue 15, cents): the charge and the payments after it. */
export type TransitCharged = Omit<InCents<WireAnswer<typeof TransitChargeResponse>, 'Amount'>, 'Payments'> & {
  Payments: MovePayments;
};

/** The staff move calls' answers on the staff desk (cents). */
export interface StaffDeskMoveAnswers extends StaffMoveAnswers {
  event: ShipmentEventRecorded;
  simulated: ShipmentSimulated;
  dashboardType: DashboardTypeSet;
  transit: TransitCharged;
}

export interface StaffDeskApi extends StaffMoveCalls<StaffDeskMoveAnswers> {
  /**
   * GET staff/outbox (issue 14 "Staff view"): the newest messages of every move, optionally to one
   * recipient (email or phone) or about one move (reference number). Staff only: Refused 401 when nobody
   * is signed in, 403 for a customer, 400 'field - message' for a bad filter.
   */
  outbox(filter: OutboxFilter): Promise<ApiResult<OutboxListing>>;
  /**
   * Issue 15, the staff lookup page: §7 POST quotes/lookup by reference number, email or link token. A search
   * that finds nothing is no refusal: it answers the §4 failReason UserError (or TechnicalError) with its
   * 'search - …' lines. Staff, agents and admins only: Refused 401 signed out, 403 for a customer.
   */
  lookupQuotes(search: string): Promise<ApiResult<LookupOutput>>;
  /** Issue 15: GET staff/quotes/{id}, a quote explained (state, price lines, change history); staff only. */
  explainQuote(reference: string): Promise<ApiResult<QuoteExplained>>;
  /**
   * Issue 15: POST staff/quotes/{id}/recompute, the same use case as `relomove quote recompute`: without
   * `save` a preview, with `save: {reason}` stored at Revision + 1. A §4 refusal (NoRevisionMatch,
   * QuoteReserved, …) is an answer ({ok: false}), not a failure; a bad change is Refused 400 with its lines.
   */
  recomputeQuote(reference: string, request: StaffRecomputeRequest): Promise<ApiResult<RecomputeAnswer>>;
  /** Issue 15: GET shipments/{id} as staff read it, with the Staff block (carrier details, every event). */
  staffShipment(quoteId: number): Promise<ApiResult<StaffShipment>>;
  /**
   * Issue 15, §6 agents: §7 POST moves/coupons {QuoteId, Coupon}. An agent's (or admin's) coupon is
   * agent-entered, on any reservation; the answer is the reservation's coupons (cents).
   */
  addReservationCoupon(quoteId: number, code: string): Promise<ApiResult<Coupon[]>>;
  /** Issue 15: staff's review list (GET staff/place-mappings); Refused 401/403 for anyone else. */
  staffPlaceMappings(filter: StaffPlaceMappingsFilter): Promise<ApiResult<StaffPlaceMappingsListing>>;
  /** Issue 15: staff Confirm, Reject (with a note) or Withdraw a request. */
  decidePlaceMapping(
    id: number,
    decision: StaffPlaceMappingDecision,
  ): Promise<ApiResult<StaffPlaceMappingRow>>;
}

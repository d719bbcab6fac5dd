import { z } from 'zod';
import type { StoredShipmentEvent } from '../../../application/ports/shipment-events';
import type { RecordedShipmentEvent } from '../../../application/shipments/record-shipment-event';
import type { RequestedPickup } from '../../../application/shipments/request-pickup';
import type { ShipmentView } from '../../../application/shipments/shipment-view';
import type { SimulatedShipment } from '../../../application/shipments/simulate-shipment';
import type { TransitCharge } from '../../../application/shipments/transit-charge';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import { CARD_RESULTS, type CardResult } from '../../../domain/payment/enums';
import { selectedOption } from '../../../domain/quote/edit-quote';
import { DELIVERY_TYPES, type DeliveryType, EquipmentType } from '../../../domain/quote/enums';
import {
  activeMilestone,
  DATE_STATES,
  type DateState,
  EVENT_REASON_MAX_LENGTH,
  EVENT_SOURCES,
  EVENT_STATUSES,
  type EventSource,
  type EventStatus,
  type Instant,
  MILESTONE_STATES,
  MILESTONES,
  type Milestone,
  type MilestoneState,
  moveTimeZones,
  PICKUP_TARGETS,
  PickupCallReason,
  type PickupRequestStatus,
  type PickupTarget,
  parseInstant,
  SCHEDULING_STATES,
  type SchedulingState,
  SHIPMENT_STATES,
  type ShipmentState,
  TRACKING_STATUSES,
  type TrackingStatus,
  trackingStatusOf,
} from '../../../domain/shipment';
import { Dollars, dollarsOf, RealDate, Text, listValues as values } from './common';
import { httpFailure } from './error-status';
import { QuoteNumber } from './quote-changes';

/**
 * Issue 13, the shipment on the wire (our design: §7 says GET shipments/{id} "returns GetMilestone" and
 * shows no shape; docs/decisions.md). Field names follow §3 and §4 (Status, StatusDate {Early, Late},
 * DateType, the §4 shipment state); events are the normalised records of tracking.md. Staff see the §3
 * Reservation Details that concern the carrier (Pronumber, PronumberAttached, PronumberRated,
 * TBOLConfirmed, EquipmentSpottedOrigin) in a Staff block; customers get Staff null.
 */
export const SHIPMENT_PATH = '/api/shipments/{id}';
export const STAFF_SHIPMENT_EVENTS_PATH = '/api/staff/shipments/{id}/events';
export const STAFF_SHIPMENT_SIMULATE_PATH = '/api/staff/shipments/{id}/simulate';
/**
 * §7 POST shipments/{qId}/{target}/pickup (issue 13 pickup request); `target` is 'origin' (ours). The move's
 * reference is named `id` as in GET shipments/{id}, so refusals name the same field ('id - …').
 */
export const PICKUP_REQUEST_PATH = '/api/shipments/{id}/{target}/pickup';
/** The pickup request path of a move, for the client. */
export const pickupRequestPath = (quoteId: number, target: PickupTarget = 'origin') =>
  `/api/shipments/${quoteId}/${target}/pickup`;

/** An instant with its offset ('2026-12-01T09:30:00-06:00' or '...Z'), as the domain reads it. */
const WireInstant = z.string().superRefine((s, ctx) => {
  const parsed = s.length <= 40 ? parseInstant(s) : parseInstant('');
  if (parsed.isErr()) ctx.addIssue({ code: 'custom', message: parsed.error.message });
});

const WireWindow = z.object({ Early: z.string(), Late: z.string() });

/** One recorded event, normalised (tracking.md): what happened, when, where, who said so. */
export const WireShipmentEvent = z.object({
  Id: z.number().int(),
  Milestone: z.enum(values<Milestone>(MILESTONES)),
  Status: z.enum(values<EventStatus>(EVENT_STATUSES)),
  /** The normalised carrier-tracking status (tracking.md), derived by the domain. */
  TrackingStatus: z.enum(values<TrackingStatus>(TRACKING_STATUSES)),
  Reason: z.string().nullable(),
  OccurredAt: z.string(),
  RecordedAt: z.string(),
  Source: z.enum(values<EventSource>(EVENT_SOURCES)),
  Location: z.string().nullable(),
  /** Scheduled: the appointment's dates; Delayed: the revised estimate, when known. */
  Window: WireWindow.nullable(),
});
export type WireShipmentEvent = z.infer<typeof WireShipmentEvent>;

/** One of the ten milestones (§3 shipment milestones and the §2 customer-side views). */
export const WireMilestone = z.object({
  Milestone: z.enum(values<Milestone>(MILESTONES)),
  /** §4 dashboard milestone state. */
  Status: z.enum(values<MilestoneState>(MILESTONE_STATES)),
  StatusDate: z.object({ Early: z.string().nullable(), Late: z.string().nullable() }),
  /** §4 date state. */
  DateType: z.enum(values<DateState>(DATE_STATES)),
  /** Why the milestone does not apply to this move (Disabled), in plain words; null otherwise. */
  DisabledReason: z.string().nullable(),
  /** The exception a Delayed or Failed event left, until the milestone is scheduled, started or completed. */
  Exception: z
    .object({ Status: z.enum(['Delayed', 'Failed']), Reason: z.string(), OccurredAt: z.string() })
    .nullable(),
  StartedAt: z.string().nullable(),
  CompletedAt: z.string().nullable(),
  /** The latest RecordedAt of its events ("updated N minutes ago"); null before any. */
  UpdatedAt: z.string().nullable(),
  Events: z.array(WireShipmentEvent),
});

export const ShipmentStaffDetails = z.object({
  Carrier: z.string(),
  Pronumber: z.string(),
  PronumberAttached: z.boolean(),
  PronumberRated: z.boolean(),
  TBOLConfirmed: z.boolean(),
  EquipmentSpottedOrigin: z.boolean(),
  /**
   * The IANA zones of the move's service centers (issue 27: times in the service center's zone, saying
   * which): an event reads in its milestone's (the origin's for the origin's steps, else the destination's).
   */
  TimeZones: z.object({ Origin: z.string(), Destination: z.string() }),
  /** Every event with who recorded it and the carrier's raw code, oldest first. */
  Events: z.array(WireShipmentEvent.extend({ RecordedBy: z.string(), RawCode: z.string().nullable() })),
  /** Events the move's current plan no longer accepts (it was changed after they were recorded). */
  IgnoredEvents: z.array(z.object({ Id: z.number().int(), Message: z.string() })),
});

/** One pickup day that can be asked for now, with what keeping the equipment until then costs. */
export const WirePickupDate = z.object({
  PickupDate: z.string(),
  /** Working days past the end of the loading time (0 within it). */
  ExtraDays: z.number().int(),
  /** What those extra days cost (tracking.md: $50 a day per ReloCube, $250 per trailer); shown, not charged. */
  ExtraCost: Dollars,
  /** The instant (UTC) after which this day can no longer be asked for online. */
  RequestBy: z.string(),
});

/**
 * Issue 13 pickup request, §4 Pickup/delivery scheduling: where the origin pickup stands now. ReadyToRequest
 * carries the days offered (Dates, LoadingEnds, ExtraDayFee); Requested and Completed the day (PickupDate);
 * PromptToCall why (CallReason, Message: the page adds the phone number).
 */
export const WirePickup = z.object({
  State: z.enum(values<SchedulingState>(SCHEDULING_STATES)),
  Dates: z.array(WirePickupDate),
  LoadingEnds: z.string().nullable(),
  ExtraDayFee: Dollars.nullable(),
  PickupDate: z.string().nullable(),
  CallReason: z.enum(values<PickupCallReason>(Object.values(PickupCallReason))).nullable(),
  Message: z.string().nullable(),
});
export type WirePickup = z.infer<typeof WirePickup>;

export function toWirePickup(status: PickupRequestStatus): WirePickup {
  const none = {
    Dates: [],
    LoadingEnds: null,
    ExtraDayFee: null,
    PickupDate: null,
    CallReason: null,
    Message: null,
  };
  switch (status.state) {
    case 'ReadyToRequest':
      return {
        ...none,
        State: status.state,
        Dates: status.dates.map((d) => ({
          PickupDate: d.date,
          ExtraDays: d.extraDays,
          ExtraCost: dollarsOf(d.extraCost),
          RequestBy: d.requestBy,
        })),
        LoadingEnds: status.loadingEnds,
        ExtraDayFee: dollarsOf(status.extraDayFee),
      };
    case 'PromptToCall':
      return { ...none, State: status.state, CallReason: status.reason, Message: status.message };
    case 'Requested':
    case 'Completed':
      return { ...none, State: status.state, PickupDate: status.date };
    default: {
      const unhandled: never = status;
      return unhandled;
    }
  }
}

/** GET shipments/{id}: GetMilestone (§7), our shape. */
export const ShipmentResponse = z.object({
  success: z.literal(true),
  QuoteId: z.number().int(),
  /** §4 shipment state. */
  ShipmentState: z.enum(values<ShipmentState>(SHIPMENT_STATES)),
  /** §9 pending state: a carrier other than ABF, no equipment spotted at origin, no confirmed bill of lading. */
  PendingState: z.boolean(),
  PendingReason: z.string().nullable(),
  /** The milestone in progress, or null before the first starts and after the last. */
  ActiveMilestone: z.enum(values<Milestone>(MILESTONES)).nullable(),
  /** The first applicable milestone not yet complete; null when all are. */
  NextMilestone: z.enum(values<Milestone>(MILESTONES)).nullable(),
  OriginDelivery: z.enum(values<DeliveryType>(DELIVERY_TYPES)),
  DestinationDelivery: z.enum(values<DeliveryType>(DELIVERY_TYPES)),
  Equipment: z.enum([EquipmentType.ReloCube, EquipmentType.Trailer]),
  EquipQuantity: z.number().int(),
  Storage: z.boolean(),
  /** The ten milestones in lifecycle order. */
  Milestones: z.array(WireMilestone),
  /** When anything last changed (the latest event's RecordedAt), or null. */
  UpdatedAt: z.string().nullable(),
  /** Issue 13: the origin pickup request (§4 Pickup/delivery scheduling) now. */
  Pickup: WirePickup,
  Staff: ShipmentStaffDetails.nullable(),
});
export type ShipmentResponse = z.infer<typeof ShipmentResponse>;

/** POST staff/shipments/{id}/events: what happened. Unknown fields are refused. */
export const ShipmentEventRequest = z
  .object({
    Milestone: z.enum(values<Milestone>(MILESTONES)),
    Status: z.enum(values<EventStatus>(EVENT_STATUSES)),
    /** When it happened, with the station's offset; now when left out. */
    OccurredAt: WireInstant.optional(),
    Reason: Text(EVENT_REASON_MAX_LENGTH).optional(),
    Location: Text(200).optional(),
    Window: z.object({ Early: RealDate, Late: RealDate }).strict().optional(),
  })
  .strict();
export type ShipmentEventRequest = z.infer<typeof ShipmentEventRequest>;

/** The Transit charge after an event (ChargeMove), or NotCharged with why it could not run. */
export const WireTransitCharge = z.object({
  Result: z.enum(['Charged', 'NothingDue', 'Failed', 'NotCharged']),
  Amount: Dollars.nullable(),
  CardResult: z.enum(values<CardResult>(CARD_RESULTS)).nullable(),
  Message: z.string().nullable(),
  /** For Failed and NotCharged: true when trying again later may work. */
  Retryable: z.boolean(),
});
export type WireTransitCharge = z.infer<typeof WireTransitCharge>;

export const RecordShipmentEventResponse = z.object({
  success: z.literal(true),
  /** Recorded now, or Replayed: the Idempotency-Key's first event, nothing new stored. */
  Outcome: z.enum(['Recorded', 'Replayed']),
  Event: WireShipmentEvent,
  Shipment: ShipmentResponse,
  /** The Transit charge once the shipment is at or past Transit; null before. */
  Charge: WireTransitCharge.nullable(),
});
export type RecordShipmentEventResponse = z.infer<typeof RecordShipmentEventResponse>;

export const SimulateShipmentResponse = z.object({
  success: z.literal(true),
  /** Always true: no carrier sent these; the SANDBOX feed made them. */
  Sandbox: z.literal(true),
  Recorded: z.array(WireShipmentEvent),
  /** When the feed's next event is due on the clock, or null when it has none left. */
  NextDueAt: z.string().nullable(),
  /** The milestone of that next event (its time reads in the milestone's zone, Staff.TimeZones), or null. */
  NextDueMilestone: z.enum(values<Milestone>(MILESTONES)).nullable(),
  /** The feed's event the shipment refused (staff recorded otherwise first); the run stopped there. */
  Stopped: z.object({ Milestone: z.string(), Status: z.string(), Message: z.string() }).nullable(),
  Shipment: ShipmentResponse,
  Charge: WireTransitCharge.nullable(),
});
export type SimulateShipmentResponse = z.infer<typeof SimulateShipmentResponse>;

export function toWireShipmentEvent(event: StoredShipmentEvent): WireShipmentEvent {
  return {
    Id: event.id,
    Milestone: event.milestone,
    Status: event.status,
    TrackingStatus: trackingStatusOf(event.milestone, event.status),
    Reason: event.reason,
    OccurredAt: event.occurredAt,
    RecordedAt: event.recordedAt,
    Source: event.source,
    Location: event.location,
    Window: event.window,
  };
}

/** The shipment as answered; `staff` adds the Staff block. */
export function toWireShipment(view: ShipmentView, staff: boolean): ShipmentResponse {
  const { shipment, plan, quote, events } = view;
  const ignored = new Set(view.ignored.map((i) => i.event.id));
  const counted = events.filter((e) => !ignored.has(e.id));
  const reservation = quote.Details.Reservation;
  const latest = counted.reduce<Instant | null>(
    (at, e) => (at === null || Date.parse(e.recordedAt) > Date.parse(at) ? e.recordedAt : at),
    null,
  );
  return {
    success: true,
    QuoteId: quote.QuoteId,
    ShipmentState: shipment.state,
    PendingState: view.pendingReason !== null,
    PendingReason: view.pendingReason,
    ActiveMilestone: activeMilestone(shipment),
    NextMilestone: shipment.next,
    OriginDelivery: plan.OriginDelivery,
    DestinationDelivery: plan.DestinationDelivery,
    Equipment: plan.Equipment,
    EquipQuantity: plan.EquipQuantity,
    Storage: plan.Storage,
    Milestones: MILESTONES.map((m) => {
      const p = shipment.milestones[m];
      return {
        Milestone: m,
        Status: p.Status,
        StatusDate: { Early: p.StatusDate.Early, Late: p.StatusDate.Late },
        DateType: p.DateType,
        DisabledReason: p.disabledReason,
        Exception: p.exception
          ? { Status: p.exception.status, Reason: p.exception.reason, OccurredAt: p.exception.occurredAt }
          : null,
        StartedAt: p.startedAt,
        CompletedAt: p.completedAt,
        UpdatedAt: p.updatedAt,
        Events: counted.filter((e) => e.milestone === m).map(toWireShipmentEvent),
      };
    }),
    UpdatedAt: latest,
    Pickup: toWirePickup(view.pickup),
    Staff: staff
      ? {
          Carrier: selectedOption(quote.Details.PricingOptions)?.Carrier ?? '',
          Pronumber: reservation?.Pronumber ?? '',
          PronumberAttached: reservation?.PronumberAttached ?? false,
          PronumberRated: reservation?.PronumberRated ?? false,
          TBOLConfirmed: reservation?.TBOLConfirmed ?? false,
          EquipmentSpottedOrigin: reservation?.EquipmentSpottedOrigin ?? false,
          TimeZones: moveTimeZones(quote),
          Events: events.map((e) => ({
            ...toWireShipmentEvent(e),
            RecordedBy: e.recordedBy,
            RawCode: e.rawCode,
          })),
          IgnoredEvents: view.ignored.map((i) => ({ Id: i.event.id, Message: i.refusal.message })),
        }
      : null,
  };
}

export function toWireTransitCharge(charge: TransitCharge | null): WireTransitCharge | null {
  if (charge === null) return null;
  if (charge.kind === 'NotRun') {
    const failure = httpFailure(charge.error);
    return {
      Result: 'NotCharged',
      Amount: null,
      CardResult: null,
      Message: failure.lines.join('; '),
      Retryable: failure.status === 503,
    };
  }
  const outcome = charge.outcome;
  switch (outcome.kind) {
    case 'Charged':
      return {
        Result: 'Charged',
        Amount: dollarsOf(outcome.amount),
        CardResult: null,
        Message: null,
        Retryable: false,
      };
    case 'NothingDue':
      return { Result: 'NothingDue', Amount: 0, CardResult: null, Message: null, Retryable: false };
    case 'Failed':
      return {
        Result: 'Failed',
        Amount: dollarsOf(outcome.amount),
        CardResult: outcome.result,
        Message: outcome.message,
        Retryable: outcome.retryable,
      };
    default: {
      const unhandled: never = outcome;
      return unhandled;
    }
  }
}

export function toWireRecordedEvent(recorded: RecordedShipmentEvent): RecordShipmentEventResponse {
  return {
    success: true,
    Outcome: recorded.outcome,
    Event: toWireShipmentEvent(recorded.event),
    Shipment: toWireShipment(recorded.view, true),
    Charge: toWireTransitCharge(recorded.charge),
  };
}

export function toWireSimulated(simulated: SimulatedShipment): SimulateShipmentResponse {
  return {
    success: true,
    Sandbox: true,
    Recorded: simulated.recorded.map(toWireShipmentEvent),
    NextDueAt: simulated.nextDueAt,
    NextDueMilestone: simulated.nextDueMilestone,
    Stopped: simulated.stopped
      ? {
          Milestone: simulated.stopped.event.milestone,
          Status: simulated.stopped.event.status,
          Message: simulated.stopped.refusal.message,
        }
      : null,
    Shipment: toWireShipment(simulated.view, true),
    Charge: toWireTransitCharge(simulated.charge),
  };
}

/**
 * What RecordShipmentEvent takes of a checked event request: the same for POST staff/shipments/{id}/events
 * and for `relomove shipment event` in process (issue 26: one conversion for both).
 */
export function shipmentEventInput(request: ShipmentEventRequest) {
  return {
    milestone: request.Milestone,
    status: request.Status,
    occurredAt: (request.OccurredAt as Instant | undefined) ?? null,
    reason: request.Reason || null,
    location: request.Location || null,
    window: windowOf(request),
  };
}

/** The request's window as the domain's dates (already checked as real dates). */
export function windowOf(request: ShipmentEventRequest): { Early: IsoDate; Late: IsoDate } | null {
  return request.Window
    ? { Early: request.Window.Early as IsoDate, Late: request.Window.Late as IsoDate }
    : null;
}

/** §7 POST shipments/{qId}/{target}/pickup: the move and which pickup ('origin': the loaded equipment). */
export const PickupRequestParams = z.object({
  id: QuoteNumber,
  target: z.enum(values<PickupTarget>(PICKUP_TARGETS)),
});

/**
 * §3 Pickup request {PickupDate, ServiceDays, ServiceCenterHolidays}. PickupDate is the day asked for
 * ('YYYY-MM-DD'). ServiceDays (ISO weekdays 1-7) and ServiceCenterHolidays (dates) are what the page showed;
 * their shape is checked, but the server decides with the origin station's own (docs/decisions.md).
 */
export const PickupRequestBody = z
  .object({
    PickupDate: RealDate,
    ServiceDays: z.array(z.number().int().min(1).max(7)).max(7).optional(),
    ServiceCenterHolidays: z.array(RealDate).max(400).optional(),
  })
  .strict();
export type PickupRequestBody = z.infer<typeof PickupRequestBody>;

/** §7 "returns success": with the request's outcome and the shipment after it (Pickup now Requested). */
export const PickupRequestResponse = z.object({
  success: z.literal(true),
  /** Recorded now, or Replayed: the Idempotency-Key's first request, nothing new stored. */
  Outcome: z.enum(['Recorded', 'Replayed']),
  PickupDate: z.string(),
  Shipment: ShipmentResponse,
});
export type PickupRequestResponse = z.infer<typeof PickupRequestResponse>;

export function toWireRequestedPickup(requested: RequestedPickup): PickupRequestResponse {
  return {
    success: true,
    Outcome: requested.outcome,
    PickupDate: requested.event.window?.Early ?? '',
    Shipment: toWireShipment(requested.view, false),
  };
}

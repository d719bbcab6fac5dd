/**
 * Issue 13: a booked move's shipment, from its quote and its stored events. The quote gives the shipment
 * plan's input (the §3 pricing option's OriginDelivery and DestinationDelivery, the equipment and quantity,
 * storage chosen, the booked dates as GET moves/{id} and the dashboard read them); the events are folded
 * by the domain (foldEvents' rules, applied one by one).
 */
import { err, ok, type Result } from 'neverthrow';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { WEEKDAYS } from '../../domain/calendar/station-days';
import { selectedOption } from '../../domain/quote/edit-quote';
import { EquipmentType, EquipType } from '../../domain/quote/enums';
import { deliveryNoteFor } from '../../domain/quote/stored-price';
import type { PricingOption, Quote } from '../../domain/quote/types';
import { LOADING_DAYS_DEFAULT, PICKUP_REQUESTS_DEFAULT, type RateCard } from '../../domain/rating/rate-card';
import { dashboardRestrictionFor, dashboardTypeOf } from '../../domain/reservation/dashboard-restriction';
import {
  applyEvent,
  initialShipment,
  isTrackable,
  MilestoneState,
  type PickupBasis,
  type PickupRequestStatus,
  type PlanCalendars,
  pendingStateReason,
  pickupRequestStatus,
  planShipment,
  type Shipment,
  type ShipmentEventRefused,
  type ShipmentPlan,
  type ShipmentPlanInput,
} from '../../domain/shipment';
import type { Clock } from '../ports/clock';
import type { RateCardSource } from '../ports/rate-card-source';
import type { StoredShipmentEvent } from '../ports/shipment-events';

/** The move's shipment cannot be followed: not booked as a shipment can be (cancelled, or a plan the domain refuses). */
export type ShipmentUnavailable = { kind: 'ShipmentUnavailable'; message: string };

export const CANCELLED_SHIPMENT_MESSAGE = 'This reservation was cancelled: its shipment takes no more events';
export const NO_OPTION_MESSAGE = 'This reservation has no selected equipment, so it has no shipment';

/**
 * The shipment plan's input of a reserved quote: the selected §3 pricing option's delivery type at each end,
 * its equipment and quantity, storage chosen (§3 Accessorials AddReloCubeStorage or AddTrailerStorage for its
 * equipment) and the booked schedule: SpotDate and PickupDate as booked, DeliveryDate and DeliveryDateMax
 * from the option's delivery note (a guaranteed date, or the free estimated window), as the dashboard shows.
 */
export function shipmentPlanInputOf(quote: Quote, option: PricingOption): ShipmentPlanInput {
  const d = quote.Details;
  const trailer = option.EquipType === EquipType.Trailer;
  const note = deliveryNoteFor(quote, option);
  const delivery =
    note.kind === 'guaranteed'
      ? { DeliveryDate: note.by, DeliveryDateMax: note.by }
      : { DeliveryDate: note.window.DeliveryDate, DeliveryDateMax: note.window.DeliveryDateMax };
  return {
    OriginDelivery: option.OriginDelivery,
    DestinationDelivery: option.DestinationDelivery,
    Equipment: trailer ? EquipmentType.Trailer : EquipmentType.ReloCube,
    EquipQuantity: trailer ? 1 : option.EquipQuantity,
    Storage: trailer ? d.Accessorials.AddTrailerStorage : d.Accessorials.AddReloCubeStorage,
    Schedule: { SpotDate: d.SpotDate, PickupDate: d.PickupDate, ...delivery },
    // §3 DashboardType: a non-carrier reservation's carrier reports nothing here (issue 13 limited dashboards).
    Trackable: isTrackable(dashboardRestrictionFor(dashboardTypeOf(quote))),
    // Issue 27: the booked spans are counted, and laid again after events, in the stations' working days.
    Calendars: {
      origin: stationCalendarOf(d.Origin.StationDetail),
      destination: stationCalendarOf(d.Destination.StationDetail),
    },
  };
}

/** A station's working calendar (Monday to Friday without holidays when the station is not known). */
function stationCalendarOf(
  station: { ServiceDays?: PlanCalendars['origin']['ServiceDays']; Holidays: readonly IsoDate[] } | null,
): PlanCalendars['origin'] {
  return { ServiceDays: station?.ServiceDays ?? WEEKDAYS, Holidays: station?.Holidays ?? [] };
}

/** The plan of a reserved quote, or why it has none. */
export function shipmentPlanOf(quote: Quote): Result<ShipmentPlan, ShipmentUnavailable> {
  const option = selectedOption(quote.Details.PricingOptions);
  if (!option) return err({ kind: 'ShipmentUnavailable', message: NO_OPTION_MESSAGE });
  return planShipment(shipmentPlanInputOf(quote, option)).mapErr(
    (refused): ShipmentUnavailable => ({ kind: 'ShipmentUnavailable', message: refused.message }),
  );
}

/** An event the domain no longer accepts in its place (the move was changed after it was recorded). */
export interface IgnoredEvent {
  readonly event: StoredShipmentEvent;
  readonly refusal: ShipmentEventRefused;
}

/**
 * The shipment after the stored events, each applied by the domain in order. An event that the current
 * plan refuses (it was recorded before the move was changed, say storage removed) is left out and listed,
 * so one changed move never blocks its history; the rows themselves stay as they are.
 */
export function foldStored(
  plan: ShipmentPlan,
  events: readonly StoredShipmentEvent[],
): { shipment: Shipment; ignored: IgnoredEvent[] } {
  let shipment = initialShipment(plan);
  const ignored: IgnoredEvent[] = [];
  for (const event of events) {
    const next = applyEvent(shipment, event);
    if (next.isErr()) ignored.push({ event, refusal: next.error });
    else shipment = next.value;
  }
  return { shipment, ignored };
}

/** True once Transit has begun (or is done): the move is charged then (ChargeMove, idempotent). */
export function atOrPastTransit(shipment: Shipment): boolean {
  return shipment.milestones.Transit.Status !== MilestoneState.Future;
}

/** A booked move's shipment as shown: the quote (for staff's reservation details), events and state. */
export interface ShipmentView {
  readonly quote: Quote;
  readonly plan: ShipmentPlan;
  readonly shipment: Shipment;
  /** Every stored event, oldest first. */
  readonly events: readonly StoredShipmentEvent[];
  readonly ignored: readonly IgnoredEvent[];
  /** §9 pending state in plain words, or null. */
  readonly pendingReason: string | null;
  /** §4 Pickup/delivery scheduling of the origin pickup now (issue 13 pickup request), with the days offered. */
  readonly pickup: PickupRequestStatus;
}

/** When, and under which rate card, the pickup request is decided (the card in force today, if any). */
export interface PickupMoment {
  readonly now: string;
  readonly card: Pick<RateCard, 'loading' | 'pickupRequests'> | null;
}

/** Now and the rate card in force today; without one in force, the rule's defaults (docs/decisions.md). */
export function pickupMoment(clock: Clock, rateCards: RateCardSource): PickupMoment {
  return { now: clock.now(), card: rateCards.inForceOn(clock.today()).unwrapOr(null) };
}

/**
 * What a quote's pickup days are counted with: its origin station (working days, holidays, state for the
 * local time), the loading days of its equipment and the pickup rule of the rate card (or the defaults).
 */
export function pickupBasisOf(quote: Quote, plan: ShipmentPlan, at: PickupMoment): PickupBasis {
  const station = quote.Details.Origin.StationDetail;
  const loading = at.card?.loading ?? LOADING_DAYS_DEFAULT;
  return {
    station: station
      ? { ServiceDays: station.ServiceDays, Holidays: station.Holidays, StateCode: station.StateCode }
      : null,
    loadingDays: loading[plan.Equipment],
    rule: at.card?.pickupRequests ?? PICKUP_REQUESTS_DEFAULT,
    now: at.now,
  };
}

export function shipmentView(
  quote: Quote,
  plan: ShipmentPlan,
  events: readonly StoredShipmentEvent[],
  at: PickupMoment,
): ShipmentView {
  const { shipment, ignored } = foldStored(plan, events);
  const reservation = quote.Details.Reservation;
  const option = selectedOption(quote.Details.PricingOptions);
  return {
    quote,
    plan,
    shipment,
    events,
    ignored,
    pendingReason: pendingStateReason({
      Carrier: option?.Carrier ?? '',
      EquipmentSpottedOrigin: reservation?.EquipmentSpottedOrigin ?? false,
      TBOLConfirmed: reservation?.TBOLConfirmed ?? false,
    }),
    pickup: pickupRequestStatus(shipment, pickupBasisOf(quote, plan, at)),
  };
}

/** A reserved quote's plan: not reserved is ReservationNotFound (no shipment), cancelled takes no events. */
export function reservedPlan(
  quote: Quote,
  forEvents: boolean,
): Result<ShipmentPlan, ShipmentUnavailable | { kind: 'ReservationNotFound' }> {
  if (!quote.Details.Reserved || quote.Details.Reservation === null)
    return err({ kind: 'ReservationNotFound' });
  if (forEvents && quote.Details.Reservation.Cancellation)
    return err({ kind: 'ShipmentUnavailable', message: CANCELLED_SHIPMENT_MESSAGE });
  return shipmentPlanOf(quote).andThen((plan) => ok(plan));
}

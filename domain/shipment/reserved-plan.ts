/**
 * Issue 13: a booked move's shipment plan, from its quote, and its shipment after its stored events. The
 * quote gives the plan's input (the §3 pricing option's OriginDelivery and DestinationDelivery, the
 * equipment and quantity, storage chosen, the booked dates as GET moves/{id} and the dashboard read them);
 * the events are folded by the lifecycle's rules, applied one by one. Pure (issue 29: rules live here).
 */
import { err, ok, type Result } from 'neverthrow';
import type { IsoDate } from '../calendar/iso-date';
import { stationCalendarOf } from '../calendar/station-days';
import { selectedOption } from '../quote/edit-quote';
import { EquipmentType, EquipType } from '../quote/enums';
import { deliveryNoteFor } from '../quote/stored-price';
import type { PricingOption, Quote } from '../quote/types';
import { dashboardRestrictionFor, dashboardTypeOf } from '../reservation/dashboard-restriction';
import { Milestone, MilestoneState } from './enums';
import { moveTimeZones } from './milestone-appointment';
import { isTrackable, planShipment, type ShipmentPlan, type ShipmentPlanInput } from './milestone-plan';
import type { ShipmentEvent } from './shipment-event';
import { applyEvent, initialShipment, type Shipment, type ShipmentEventRefused } from './shipment-lifecycle';

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
    TimeZones: moveTimeZones(quote),
  };
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
export interface IgnoredEvent<E extends ShipmentEvent = ShipmentEvent> {
  readonly event: E;
  readonly refusal: ShipmentEventRefused;
}

/**
 * The shipment after the stored events, each applied in order. An event that the current plan refuses
 * (it was recorded before the move was changed, say storage removed) is left out and listed, so one
 * changed move never blocks its history; the rows themselves stay as they are.
 */
export function foldStored<E extends ShipmentEvent>(
  plan: ShipmentPlan,
  events: readonly E[],
): { shipment: Shipment; ignored: IgnoredEvent<E>[] } {
  let shipment = initialShipment(plan);
  const ignored: IgnoredEvent<E>[] = [];
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

/** The drop-off and pickup days as a shipment says them now (OriginDays). */
export interface OriginDays {
  readonly dropOff: IsoDate | null;
  readonly pickup: IsoDate | null;
}

/**
 * Issue 27: the drop-off and pickup days as the shipment says them now (re-based on what happened, or the day
 * it happened); null where the shipment does not date them (the booked day is then shown). A move starting at
 * a service center is "dropped off" when loading starts and "picked up" when it ends. `dateOf` reads a
 * milestone's §3 StatusDate, from the domain's shipment or from the wire's.
 */
export function originDays(
  sequence: readonly string[],
  dateOf: (milestone: Milestone) => { readonly Early: IsoDate | null; readonly Late: IsoDate | null },
): OriginDays {
  const door = sequence.includes(Milestone.DropOff);
  const first = dateOf(door ? Milestone.DropOff : Milestone.TerminalLoading);
  const leaving = dateOf(door ? Milestone.OriginPickup : Milestone.TerminalLoading);
  return { dropOff: first.Early, pickup: door ? leaving.Early : leaving.Late };
}

/** A booked move's origin days now, from its quote and stored events; null when it has no shipment. */
export function originDaysOf(quote: Quote, events: readonly ShipmentEvent[]): OriginDays | null {
  const plan = reservedPlan(quote, false);
  if (plan.isErr()) return null;
  const { shipment } = foldStored(plan.value, events);
  return originDays(plan.value.sequence, (m) => shipment.milestones[m].StatusDate);
}

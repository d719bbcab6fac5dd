/**
 * Issue 27 "Milestone dates follow the recorded events": once an event is recorded, every later estimate is
 * re-based on it. The booked schedule (§3 SpotDate, PickupDate, DeliveryDate, DeliveryDateMax) is read as
 * spans of station working days (loading days at the origin, transit days and the delivery window's spread
 * at the destination), and those spans are laid again from what happened: the drop-off day, the pickup day
 * (requested or done), the arrival at the destination. No estimate starts before an earlier milestone was
 * completed or is scheduled. This is the one function behind the dashboard, the emails, the .ics files and
 * `relomove shipment show`: the shipment lifecycle applies it after every event (shipment-lifecycle.ts).
 */
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import type { MoveDates } from '../calendar/move-dates';
import { addStationDays, stationDaysBetween, WEEKDAYS } from '../calendar/station-days';
import type { DeliveryNote } from '../pricing/price-lines';
import { DeliveryType } from '../quote/enums';
import { DateState, EventStatus, MILESTONES, Milestone, MilestoneState } from './enums';
import { dateOfInstant, type Instant } from './instant';
import {
  bookedEstimate,
  type MilestoneEstimate,
  type PlanCalendars,
  type ShipmentPlan,
} from './milestone-plan';

/** Monday to Friday without holidays at both ends: a plan that does not name its stations' calendars. */
export const DEFAULT_PLAN_CALENDARS: PlanCalendars = {
  origin: { ServiceDays: WEEKDAYS, Holidays: [] },
  destination: { ServiceDays: WEEKDAYS, Holidays: [] },
};

/** What the re-basing reads of one milestone: its state, dates, date state, times and exception. */
export interface MilestoneFacts {
  readonly Status: MilestoneState;
  readonly StatusDate: { readonly Early: IsoDate | null; readonly Late: IsoDate | null };
  readonly DateType: DateState;
  readonly startedAt: Instant | null;
  readonly completedAt: Instant | null;
  readonly exception: { readonly status: string } | null;
}

type Facts = Readonly<Record<Milestone, MilestoneFacts>>;

const later = (a: IsoDate, b: IsoDate | null): IsoDate => (b !== null && compareIsoDates(b, a) > 0 ? b : a);
const earlier = (a: IsoDate, b: IsoDate | null): IsoDate => (b !== null && compareIsoDates(b, a) < 0 ? b : a);
/** Whether `m` comes before `milestone` in a move's order (MILESTONES), whether or not the move uses it. */
const comesBefore = (m: Milestone, milestone: Milestone) =>
  MILESTONES.indexOf(m) < MILESTONES.indexOf(milestone);
const dayDone = (m: MilestoneFacts): IsoDate | null =>
  m.Status === MilestoneState.Complete && m.completedAt ? dateOfInstant(m.completedAt) : null;
/** The day a milestone under way began (a drop-off truck on its way is the drop-off's day). */
const dayStarted = (m: MilestoneFacts): IsoDate | null =>
  m.Status !== MilestoneState.Disabled && m.startedAt ? dateOfInstant(m.startedAt) : null;
const dayScheduled = (m: MilestoneFacts): IsoDate | null =>
  m.DateType === DateState.Scheduled ? m.StatusDate.Early : null;

/** The days the milestones of the sequence that `counts` are known to have happened or to be set for. */
function knownDays(plan: ShipmentPlan, milestones: Facts, counts: (m: Milestone) => boolean): IsoDate[] {
  return plan.sequence.flatMap((m) => {
    const known = counts(m) ? (dayDone(milestones[m]) ?? dayScheduled(milestones[m])) : null;
    return known === null ? [] : [known];
  });
}

/**
 * The latest day an earlier milestone of the sequence is known to have happened or to be set for: its
 * completion day, or the first day of its appointment. Null when none before `milestone` is. `milestone`
 * need not be in the sequence (Storage when the move has none): only milestones before it in MILESTONES
 * count, never a later one (a delivery booked for 12/18 is no floor for the arrival).
 */
export function floorBefore(plan: ShipmentPlan, milestones: Facts, milestone: Milestone): IsoDate | null {
  return knownDays(plan, milestones, (m) => comesBefore(m, milestone)).reduce<IsoDate | null>(
    (floor, day) => later(day, floor),
    null,
  );
}

/**
 * The earliest day a later milestone of the sequence is known to have happened or to be set for (its
 * completion day, or the first day of its appointment): what comes before it cannot end after it. Null when
 * none after `milestone` is.
 */
export function ceilingAfter(plan: ShipmentPlan, milestones: Facts, milestone: Milestone): IsoDate | null {
  return knownDays(plan, milestones, (m) => comesBefore(milestone, m)).reduce<IsoDate | null>(
    (ceiling, day) => earlier(day, ceiling),
    null,
  );
}

/**
 * The move's schedule as the recorded events leave it: the booked one until something happened, then
 * - SpotDate: the day the drop-off was completed, began (the truck on its way) or is scheduled (at a service
 *   center: the day loading started, or its scheduled first day);
 * - PickupDate: the day the loaded equipment left (OriginPickup, or TerminalLoading, completed), else the
 *   pickup day set (requested online or by staff), else the booked loading days after SpotDate;
 * - DeliveryDate and DeliveryDateMax: the booked transit days and window spread after PickupDate, never
 *   before the day the equipment arrived (Transit completed).
 */
export function rebasedSchedule(plan: ShipmentPlan, milestones: Facts): MoveDates {
  const booked = plan.Schedule;
  const { origin, destination } = plan.Calendars ?? DEFAULT_PLAN_CALENDARS;
  const door = plan.OriginDelivery === DeliveryType.Door;
  const loading = milestones.TerminalLoading;
  const spot = door
    ? (dayDone(milestones.DropOff) ??
      dayStarted(milestones.DropOff) ??
      dayScheduled(milestones.DropOff) ??
      booked.SpotDate)
    : ((loading.startedAt ? dateOfInstant(loading.startedAt) : null) ??
      dayScheduled(loading) ??
      booked.SpotDate);

  const leaving = door ? milestones.OriginPickup : loading;
  const pickupFloor = floorBefore(plan, milestones, Milestone.Transit);
  const laid =
    spot === booked.SpotDate
      ? booked.PickupDate
      : addStationDays(spot, stationDaysBetween(booked.SpotDate, booked.PickupDate, origin), origin);
  const pickup =
    dayDone(leaving) ??
    (door
      ? dayScheduled(leaving)
      : loading.DateType === DateState.Scheduled
        ? loading.StatusDate.Late
        : null) ??
    later(laid, pickupFloor);

  const transitDays = stationDaysBetween(booked.PickupDate, booked.DeliveryDate, destination);
  const spread = stationDaysBetween(booked.DeliveryDate, booked.DeliveryDateMax, destination);
  const deliveryFloor = floorBefore(plan, milestones, Milestone.Storage);
  const early = later(
    pickup === booked.PickupDate ? booked.DeliveryDate : addStationDays(pickup, transitDays, destination),
    deliveryFloor,
  );
  const late = later(
    pickup === booked.PickupDate && early === booked.DeliveryDate
      ? booked.DeliveryDateMax
      : addStationDays(early, spread, destination),
    early,
  );
  return { SpotDate: spot, PickupDate: pickup, DeliveryDate: early, DeliveryDateMax: late };
}

/** True when a milestone's dates are still the booking's estimate (not set by an event of its own). */
function estimatedFromBooking(m: MilestoneFacts): boolean {
  return (
    m.Status !== MilestoneState.Complete &&
    m.Status !== MilestoneState.Disabled &&
    m.DateType === DateState.Estimated &&
    m.exception?.status !== EventStatus.Delayed
  );
}

/**
 * A milestone's estimate re-based on what happened: the booked estimate of the re-based schedule, never
 * starting before an earlier milestone was completed or is scheduled, and never ending after a later one
 * was completed or is scheduled (In transit ends by the day the delivery is booked for).
 */
export function rebasedEstimate(
  plan: ShipmentPlan,
  milestones: Facts,
  milestone: Milestone,
  schedule: MoveDates = rebasedSchedule(plan, milestones),
): MilestoneEstimate {
  const estimate = bookedEstimate({ ...plan, Schedule: schedule }, milestone);
  const { Early, Late } = estimate.StatusDate;
  if (estimate.DateType !== DateState.Estimated || Early === null || Late === null) return estimate;
  const floor = floorBefore(plan, milestones, milestone);
  const ceiling = ceilingAfter(plan, milestones, milestone);
  // The floor wins where the two disagree (events recorded out of order): nothing starts before it.
  const from = later(earlier(later(Early, floor), ceiling), floor);
  return {
    DateType: estimate.DateType,
    StatusDate: { Early: from, Late: later(earlier(Late, ceiling), from) },
  };
}

/**
 * The milestones with every estimate that still comes from the booking re-based on the events recorded;
 * dates set by an event (Scheduled, Complete, a Delayed window) stay as they are.
 */
export function rebaseMilestones<M extends MilestoneFacts>(
  plan: ShipmentPlan,
  milestones: Readonly<Record<Milestone, M>>,
): Readonly<Record<Milestone, M>> {
  const schedule = rebasedSchedule(plan, milestones);
  const out = { ...milestones };
  for (const milestone of plan.sequence) {
    const current = milestones[milestone];
    if (!estimatedFromBooking(current)) continue;
    const estimate = rebasedEstimate(plan, milestones, milestone, schedule);
    if (estimate.DateType !== DateState.Estimated) continue;
    out[milestone] = { ...current, StatusDate: estimate.StatusDate };
  }
  return out;
}

/**
 * The delivery the booking promises, re-based (issue 27): the booked note's kind (the free estimated window
 * or a guaranteed date) with the dates of the re-based schedule, so "by 12/09 (3 business days after
 * pickup)" counts from the day the pickup really is.
 */
export function rebasedDeliveryNote(
  booked: DeliveryNote,
  schedule: Pick<MoveDates, 'DeliveryDate' | 'DeliveryDateMax'>,
): DeliveryNote {
  return booked.kind === 'guaranteed'
    ? { kind: 'guaranteed', by: schedule.DeliveryDateMax }
    : {
        kind: 'estimated',
        window: { DeliveryDate: schedule.DeliveryDate, DeliveryDateMax: schedule.DeliveryDateMax },
      };
}

/**
 * The delivery promise as the shipment says it now (issue 27): while the milestone at which the equipment
 * reaches the customer (Delivery at a door, TerminalUnloading at a service center) is still estimated, the
 * booked note's kind with that milestone's re-based dates; the booked note otherwise (storage: the delivery
 * waits for the customer's call).
 */
export function promisedDelivery(
  booked: DeliveryNote,
  arrival: Pick<MilestoneFacts, 'DateType' | 'StatusDate'>,
): DeliveryNote {
  const { Early, Late } = arrival.StatusDate;
  if (arrival.DateType !== DateState.Estimated || Early === null || Late === null) return booked;
  return rebasedDeliveryNote(booked, { DeliveryDate: Early, DeliveryDateMax: Late });
}

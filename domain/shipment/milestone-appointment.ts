/**
 * Issue 27: where a milestone happens, the booked window it has and when its events happened there, read the
 * same way by the dashboard, the calendar files (.ics) and the services that record events. Pure.
 */

import type { IsoDate } from '../calendar/iso-date';
import { endTimeZone } from '../calendar/time-zones';
import type { AppointmentWindow } from '../quote/enums';
import type { DeliveryAppointment, Quote } from '../quote/types';
import { isPaidWindow } from '../reservation/appointment-windows';
import type { AppointmentTimes } from './calendar-entry';
import { Milestone } from './enums';
import { type Instant, instant, instantInZone } from './instant';
import { type MoveTimeZones, zoneOfMilestone } from './move-time-zones';

export { type MoveTimeZones, stationTimeText, zoneOfMilestone } from './move-time-zones';

/**
 * The IANA time zone of the station where a milestone happens (the origin's for the origin's steps, else the
 * destination's), from its service-center data or, for a station stored without it, its state. A window's
 * local times are read in it, daylight saving time and all, never as Central time.
 */
export function milestoneTimeZone(quote: Pick<Quote, 'Details'>, milestone: Milestone): string {
  return zoneOfMilestone(moveTimeZones(quote), milestone);
}

/** The zones of a quote's two service centers (MoveTimeZones). */
export function moveTimeZones(quote: Pick<Quote, 'Details'>): MoveTimeZones {
  return { Origin: endTimeZone(quote.Details.Origin), Destination: endTimeZone(quote.Details.Destination) };
}

/**
 * When an event that happens now at a milestone's station is written (the delivery tool, the pickup request,
 * staff without a time): `occurredAt` in that station's own offset, so its local date and time are kept, and
 * `recordedAt` as the clock gave it.
 */
export function happeningNow(
  quote: Pick<Quote, 'Details'>,
  milestone: Milestone,
  now: string,
): { readonly occurredAt: Instant; readonly recordedAt: Instant } {
  return { occurredAt: instantInZone(now, milestoneTimeZone(quote, milestone)), recordedAt: instant(now) };
}

/** A booked window with its times (§3: 4 digits, colon removed), in its milestone's zone. */
export interface BookedWindow extends AppointmentTimes {
  readonly AppointmentWindow: AppointmentWindow;
}

/**
 * Whether the drop-off is on the day its window was booked for (SpotDate): the booked SpotAppointment holds only
 * then; a drop-off that happened, or is set, on another day no longer has it.
 */
export function onBookedDropOffDay(quote: Pick<Quote, 'Details'>, day: IsoDate | null): boolean {
  return day === quote.Details.SpotDate;
}

/**
 * The timed window booked for a milestone, or null: the drop-off's paid SpotAppointment while the drop-off is
 * on the day it was booked for (SpotDate; a drop-off moved to another day no longer has it); the delivery's paid
 * window booked with the delivery tool (Reservation.DeliveryAppointment) while the delivery's scheduled day,
 * `day`, is the day it was booked for (a delivery moved to another day no longer has it). Free windows
 * (Open, Unspecified) have no times to keep.
 */
export function milestoneAppointment(
  quote: Pick<Quote, 'Details'>,
  milestone: Milestone,
  day: IsoDate | null,
): BookedWindow | null {
  const booked =
    milestone === Milestone.DropOff && onBookedDropOffDay(quote, day)
      ? quote.Details.Reservation?.SpotAppointment
      : milestone === Milestone.Delivery
        ? deliveryBookedOn(quote, day)
        : undefined;
  if (!booked || !isPaidWindow(booked.AppointmentWindow) || !booked.EarlyTime || !booked.LateTime)
    return null;
  return {
    AppointmentWindow: booked.AppointmentWindow,
    EarlyTime: booked.EarlyTime,
    LateTime: booked.LateTime,
  };
}

/**
 * The window booked with the delivery tool (Reservation.DeliveryAppointment, free or paid) while the delivery is
 * scheduled for the day it was booked for, `day`; null otherwise (none booked, or the delivery moved since).
 */
export function deliveryBookedOn(
  quote: Pick<Quote, 'Details'>,
  day: IsoDate | null,
): DeliveryAppointment | null {
  const booked = quote.Details.Reservation?.DeliveryAppointment;
  return booked && day !== null && booked.Date === day ? booked : null;
}

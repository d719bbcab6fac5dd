import { z } from 'zod';
import { addDays } from '../../../domain/calendar/business-days';
import { type IsoDate, parseIsoDate } from '../../../domain/calendar/iso-date';
import type { MoveDates } from '../../../domain/calendar/move-dates';
import { AppointmentWindow, EQUIP_TYPES, EquipType, MoveType } from '../../../domain/quote/enums';
import { isPickupWithinReach, PICKUP_TOO_LATE_MESSAGE } from '../../../domain/quote/spot-date-window';
import type { IsoWeekday } from '../../../domain/quote/types';
import { APPOINTMENT_ENDS, type AppointmentSlot } from '../../../domain/reservation/appointment-windows';
import {
  SPOT_DATE_REASON_MESSAGES,
  SPOT_DATE_REASONS,
  type SpotDay,
} from '../../../domain/reservation/spot-dates';
import { CalendarDate, centsOf, Dollars, dollarsOf, enumValues as values, WireDate } from './common';
import { QuoteReference } from './quotes';

/**
 * The reservation's schedule step on the wire (issue 11, §2 X): the §7 move dates call, the origin's
 * bookable drop-off dates, and §7 appointments/{qid}/origin|destination/availability.
 */

/**
 * A field's value as a date when it is one. Object-level refinements run even when a field failed
 * its own check, so they compare dates only through this.
 */
export const realDate = (value: unknown): IsoDate | null =>
  typeof value === 'string' ? parseIsoDate(value).unwrapOr(null) : null;

/** A body's PickupDate later than its SpotDate allows is refused, on PickupDate (an object-level refinement). */
export function refusePickupOutOfReach(
  body: { SpotDate?: unknown; PickupDate?: unknown },
  ctx: z.RefinementCtx,
): void {
  const spot = realDate(body.SpotDate);
  const pickup = realDate(body.PickupDate);
  if (spot && pickup && !isPickupWithinReach(pickup, spot)) {
    ctx.addIssue({ code: 'custom', path: ['PickupDate'], message: PICKUP_TOO_LATE_MESSAGE });
  }
}

/** The most holidays one station list may carry in a request. */
export const MAX_HOLIDAYS = 60;
/** The most days one spot-dates request may ask about (about three months). */
export const MAX_SPOT_DATES_SPAN_DAYS = 92;
/** The longest carrier transit time accepted, in business days. */
export const MAX_TRANS_TIME = 30;

export const NO_WEEKDAY_MESSAGE = 'A station must serve at least one weekday (1 = Monday ... 5 = Friday)';

/** §3 StationDetail ServiceDays: ISO weekdays, Monday = 1 ... Sunday = 7, at least one of them a weekday. */
const ServiceDays = z
  .array(z.number().int('Value must be a whole number').min(1).max(7))
  .min(1)
  .max(7)
  .refine((days) => days.some((d) => d <= 5), NO_WEEKDAY_MESSAGE)
  .default([1, 2, 3, 4, 5]);

const Holidays = z.array(CalendarDate).max(MAX_HOLIDAYS).default([]);

/**
 * The §7 move dates call's In fields (POST /api/moves/move-dates, our path): SpotDate, PickupDate,
 * IsLiveLoad, ShouldForceSameDayPickup, MoveType, OriginHolidays, DestinationHolidays, TransTime,
 * OriginServiceDays, DestinationServiceDays; plus EquipType (ours), whose loading days the rate card sets.
 */
export const MoveDatesRequest = z
  .object({
    SpotDate: CalendarDate,
    PickupDate: CalendarDate.nullable().optional(),
    IsLiveLoad: z.boolean().default(false),
    ShouldForceSameDayPickup: z.boolean().default(false),
    MoveType: z.enum(values(MoveType)),
    OriginHolidays: Holidays,
    DestinationHolidays: Holidays,
    TransTime: z.number().int('Value must be a whole number').min(1).max(MAX_TRANS_TIME),
    OriginServiceDays: ServiceDays,
    DestinationServiceDays: ServiceDays,
    EquipType: z.enum(EQUIP_TYPES as [EquipType, ...EquipType[]]).default(EquipType.Trailer),
  })
  .strict()
  .superRefine(refusePickupOutOfReach);
export type MoveDatesRequest = z.infer<typeof MoveDatesRequest>;

/** The §7 move dates call's Out fields, as ISO dates. */
export const MoveDatesResponse = z.object({
  success: z.literal(true),
  SpotDate: WireDate,
  PickupDate: WireDate,
  DeliveryDate: WireDate,
  DeliveryDateMax: WireDate,
});
export type MoveDatesResponse = z.infer<typeof MoveDatesResponse>;

export const asServiceDays = (days: readonly number[]): IsoWeekday[] => days as IsoWeekday[];

/** GET /api/moves/{id}/spot-dates?from&to (our design). */
export const SpotDatesPath = z.object({ id: QuoteReference });
export const SpotDatesQuery = z
  .object({ from: CalendarDate, to: CalendarDate })
  .strict()
  .superRefine((query, ctx) => {
    const from = realDate(query.from);
    const to = realDate(query.to);
    if (!from || !to) return;
    if (to < from)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date',
      });
    else if (to > addDays(from, MAX_SPOT_DATES_SPAN_DAYS - 1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `At most ${MAX_SPOT_DATES_SPAN_DAYS} days can be asked for at once`,
      });
    }
  });

export const WireSpotDay = z.object({
  SpotDate: WireDate,
  Bookable: z.boolean(),
  /** Why the date cannot be booked (InvalidCapacityUnserviceableDate: the capacity page), or null. */
  Reason: z
    .enum(SPOT_DATE_REASONS as [SpotDay['reason'] & string, ...(SpotDay['reason'] & string)[]])
    .nullable(),
  Message: z.string().nullable(),
});
export type WireSpotDay = z.infer<typeof WireSpotDay>;

export const SpotDatesResponse = z.object({
  success: z.literal(true),
  StationCode: z.string(),
  NextDaySpotAllowed: z.boolean(),
  NextAvailableMoveDate: WireDate.nullable(),
  StationCentralTimeDifference: z.number(),
  spotDates: z.array(WireSpotDay),
});
export type SpotDatesResponse = z.infer<typeof SpotDatesResponse>;

export const wireSpotDay = (day: SpotDay): WireSpotDay => ({
  SpotDate: day.date,
  Bookable: day.bookable,
  Reason: day.reason,
  Message: day.reason ? SPOT_DATE_REASON_MESSAGES[day.reason] : null,
});

/** §7 POST appointments/{qid}/{end}/availability: the path and the {apptObj} body (Date: ours). */
export const AvailabilityPath = z.object({ qid: QuoteReference });
export const AppointmentEndParam = z.enum(APPOINTMENT_ENDS as ['origin', 'destination']);
export const AvailabilityRequest = z.object({ apptObj: z.object({ Date: CalendarDate }).strict() }).strict();

/** One window: Rate in dollars (§3 OneHourRate / TwoHourRate), times as 4 digits. */
export const WireAppointmentSlot = z.object({
  AppointmentWindow: z.enum(values(AppointmentWindow)),
  EarlyTime: z.string().regex(/^\d{4}$/),
  LateTime: z.string().regex(/^\d{4}$/),
  Rate: Dollars,
  Available: z.boolean(),
});
export type WireAppointmentSlot = z.infer<typeof WireAppointmentSlot>;

export const wireAppointmentSlot = (slot: AppointmentSlot): WireAppointmentSlot => ({
  ...slot,
  Rate: dollarsOf(slot.Rate),
});
export const fromWireAppointmentSlot = (slot: WireAppointmentSlot): AppointmentSlot => ({
  ...slot,
  Rate: centsOf(slot.Rate),
});

export const OriginAvailabilityResponse = z.object({
  success: z.literal(true),
  originAvailability: z.array(WireAppointmentSlot),
});
export const DestinationAvailabilityResponse = z.object({
  success: z.literal(true),
  destinationAvailability: z.array(WireAppointmentSlot),
});

/** The move dates answer as the browser uses it. */
export const fromWireMoveDates = (answer: MoveDatesResponse): MoveDates => ({
  SpotDate: answer.SpotDate as IsoDate,
  PickupDate: answer.PickupDate as IsoDate,
  DeliveryDate: answer.DeliveryDate as IsoDate,
  DeliveryDateMax: answer.DeliveryDateMax as IsoDate,
});

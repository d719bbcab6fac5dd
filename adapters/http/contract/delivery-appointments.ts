import { z } from 'zod';
import type {
  BookedDelivery,
  DeliveryAppointmentView,
  DeliveryFee,
} from '../../../application/shipments/delivery-appointment';
import type { IsoDate } from '../../../domain/calendar/iso-date';
import type { Cents } from '../../../domain/money/money';
import { AppointmentWindow } from '../../../domain/quote/enums';
import {
  CALL_REASONS,
  type CallReason,
  DELIVERY_APPOINTMENT_KINDS,
  type DeliveryAppointmentKind,
  deliveryBookedOn,
  Milestone,
  milestoneTimeZone,
} from '../../../domain/shipment';
import { CalendarDate, centsOf, Dollars, dollarsOf, listValues as values, WireDate } from './common';
import { toWireShipmentEvent, WireShipmentEvent } from './shipments';

/**
 * Issue 13 delivery tool on the wire (§7 "POST appointments/delivery | not shown": our design,
 * docs/decisions.md). GET appointments/delivery/{id} says which §4 delivery appointment kind applies to the
 * move now; POST appointments/delivery books a window from the destination's real availability (§7
 * appointments/{qid}/destination/availability), with an Idempotency-Key.
 */
export const DELIVERY_APPOINTMENT_PATH = '/api/appointments/delivery';
export const DELIVERY_APPOINTMENT_VIEW_PATH = '/api/appointments/delivery/{id}';

const APPOINTMENT_WINDOWS = Object.values(AppointmentWindow);
const StoredTime = z.string().regex(/^\d{4}$/, 'Value must be a time as HHMM');

/** POST appointments/delivery: the move, the day and the window (its kind and times, §3 Appointment). */
export const BookDeliveryRequest = z
  .object({
    QuoteId: z.number().int().positive(),
    Date: CalendarDate,
    AppointmentWindow: z.enum(values<AppointmentWindow>(APPOINTMENT_WINDOWS)),
    EarlyTime: StoredTime,
    LateTime: StoredTime,
  })
  .strict();
export type BookDeliveryRequest = z.infer<typeof BookDeliveryRequest>;

/** Which §4 kind applies now, with the dates bookable online or why to call. */
export const WireDeliveryAppointment = z.object({
  /** §4 Delivery appointment kind. */
  Kind: z.enum(values<DeliveryAppointmentKind>(DELIVERY_APPOINTMENT_KINDS)),
  /** For CallForAppointment: why (BalanceDue: pay first, on /dashboard/payment/{QuoteId}); null otherwise. */
  Reason: z.enum(values<CallReason>(CALL_REASONS)).nullable(),
  Message: z.string(),
  /** For Reason BalanceDue: the amount to pay first, in dollars. */
  BalanceDue: Dollars.nullable(),
  /** For WebAppointment: the dates that can be booked, earliest first; empty otherwise. */
  Dates: z.array(WireDate),
  /**
   * For ScheduledAppointmentPending: the appointment's dates, and the window booked online for that day (its
   * times in TimeZone, its fee in dollars), or null when it was scheduled otherwise (by phone, by staff).
   */
  Scheduled: z
    .object({
      Early: WireDate,
      Late: WireDate,
      Window: z
        .object({
          AppointmentWindow: z.enum(values<AppointmentWindow>(APPOINTMENT_WINDOWS)),
          EarlyTime: z.string(),
          LateTime: z.string(),
          Rate: Dollars,
        })
        .nullable(),
    })
    .nullable(),
  /** The destination's window fees (rate card, §3 OneHourRate and TwoHourRate), in dollars. */
  OneHourRate: Dollars,
  TwoHourRate: Dollars,
  /** The destination station's IANA time zone: the windows' times and the booked window are in it. */
  TimeZone: z.string(),
});
export type WireDeliveryAppointment = z.infer<typeof WireDeliveryAppointment>;

export const DeliveryAppointmentResponse = z.object({
  success: z.literal(true),
  QuoteId: z.number().int(),
  DeliveryAppointment: WireDeliveryAppointment,
});
export type DeliveryAppointmentResponse = z.infer<typeof DeliveryAppointmentResponse>;

/** The window's fee: Free, Charged to the move's card, or NotCharged with why (it is then due). */
export const WireDeliveryFee = z.object({
  Result: z.enum(['Free', 'Charged', 'NotCharged']),
  Amount: Dollars.nullable(),
  Message: z.string().nullable(),
});

export const BookDeliveryResponse = z.object({
  success: z.literal(true),
  /** Booked now, or Replayed: the Idempotency-Key's first booking, nothing new written. */
  Outcome: z.enum(['Booked', 'Replayed']),
  QuoteId: z.number().int(),
  Appointment: z.object({
    Date: WireDate,
    AppointmentWindow: z.enum(values<AppointmentWindow>(APPOINTMENT_WINDOWS)),
    EarlyTime: z.string(),
    LateTime: z.string(),
    /** The window's fee in dollars (0 for a free window). */
    Rate: Dollars,
  }),
  Fee: WireDeliveryFee,
  /** The Delivery Scheduled event recorded (source customer). */
  Event: WireShipmentEvent,
  /** The kind now: ScheduledAppointmentPending. */
  DeliveryAppointment: WireDeliveryAppointment,
});
export type BookDeliveryResponse = z.infer<typeof BookDeliveryResponse>;

export function toWireDeliveryAppointment(
  view: Pick<DeliveryAppointmentView, 'quote' | 'status' | 'rates'>,
): WireDeliveryAppointment {
  const { status, rates } = view;
  return {
    Kind: status.kind,
    Reason: status.kind === 'CallForAppointment' ? status.reason : null,
    Message: status.message,
    BalanceDue:
      status.kind === 'CallForAppointment' && status.balanceDue !== null
        ? dollarsOf(status.balanceDue)
        : null,
    Dates: status.kind === 'WebAppointment' ? [...status.dates] : [],
    Scheduled:
      status.kind === 'ScheduledAppointmentPending' && status.window !== null
        ? scheduledOf(view.quote, status.window)
        : null,
    OneHourRate: dollarsOf(rates.OneHourRate),
    TwoHourRate: dollarsOf(rates.TwoHourRate),
    TimeZone: milestoneTimeZone(view.quote, Milestone.Delivery),
  };
}

/** The scheduled delivery's dates, with the window booked online for that day (deliveryBookedOn). */
function scheduledOf(
  quote: DeliveryAppointmentView['quote'],
  window: { Early: IsoDate; Late: IsoDate },
): NonNullable<WireDeliveryAppointment['Scheduled']> {
  const booked = deliveryBookedOn(quote, window.Early);
  return {
    Early: window.Early,
    Late: window.Late,
    Window: booked
      ? {
          AppointmentWindow: booked.AppointmentWindow,
          EarlyTime: booked.EarlyTime,
          LateTime: booked.LateTime,
          Rate: dollarsOf(booked.Rate),
        }
      : null,
  };
}

function wireFee(fee: DeliveryFee): z.infer<typeof WireDeliveryFee> {
  switch (fee.kind) {
    case 'Free':
      return { Result: 'Free', Amount: null, Message: null };
    case 'Charged':
      return { Result: 'Charged', Amount: dollarsOf(fee.amount), Message: null };
    case 'NotCharged':
      return { Result: 'NotCharged', Amount: dollarsOf(fee.amount), Message: fee.message };
  }
}

export function toWireBookedDelivery(booked: BookedDelivery): BookDeliveryResponse {
  return {
    success: true,
    Outcome: booked.outcome,
    QuoteId: booked.view.quote.QuoteId,
    Appointment: { ...booked.window, Rate: dollarsOf(booked.window.Rate) },
    Fee: wireFee(booked.fee),
    Event: toWireShipmentEvent(booked.event),
    DeliveryAppointment: toWireDeliveryAppointment({ ...booked, quote: booked.view.quote }),
  };
}

/** The delivery tool's state (cents): the §4 kind now, and what the customer can do. */
export interface DeliveryAppointmentState {
  Kind: DeliveryAppointmentKind;
  /** For CallForAppointment: why (BalanceDue: pay first). */
  Reason: CallReason | null;
  Message: string;
  BalanceDue: Cents | null;
  /** For WebAppointment: the dates bookable online, earliest first. */
  Dates: IsoDate[];
  /** For ScheduledAppointmentPending: the appointment's dates and the window booked online for them, if any. */
  Scheduled: {
    Early: IsoDate;
    Late: IsoDate;
    Window: (Omit<DeliveryWindowChoice, 'Date'> & { Rate: Cents }) | null;
  } | null;
  OneHourRate: Cents;
  TwoHourRate: Cents;
  /** The destination station's IANA time zone: the windows' times are in it. */
  TimeZone: string;
}

/** A delivery window chosen from the destination's availability (§3 Appointment: times as 4 digits). */
export interface DeliveryWindowChoice {
  Date: IsoDate;
  AppointmentWindow: AppointmentWindow;
  EarlyTime: string;
  LateTime: string;
}

/** §7 POST appointments/delivery's answer (cents). */
export interface DeliveryBooked {
  Outcome: 'Booked' | 'Replayed';
  Appointment: DeliveryWindowChoice & { Rate: Cents };
  /** The window's fee: Free, Charged, or NotCharged with why (it is then due). */
  Fee: { Result: 'Free' | 'Charged' | 'NotCharged'; Amount: Cents | null; Message: string | null };
  DeliveryAppointment: DeliveryAppointmentState;
}

/** The delivery tool's state as the browser uses it (cents; loaded with the answer schemas, not on landing). */
export function fromWireDeliveryAppointment(answer: WireDeliveryAppointment): DeliveryAppointmentState {
  return {
    ...answer,
    BalanceDue: answer.BalanceDue === null ? null : centsOf(answer.BalanceDue),
    Dates: answer.Dates as IsoDate[],
    Scheduled: answer.Scheduled && {
      Early: answer.Scheduled.Early as IsoDate,
      Late: answer.Scheduled.Late as IsoDate,
      Window: answer.Scheduled.Window && {
        ...answer.Scheduled.Window,
        Rate: centsOf(answer.Scheduled.Window.Rate),
      },
    },
    OneHourRate: centsOf(answer.OneHourRate),
    TwoHourRate: centsOf(answer.TwoHourRate),
  };
}

/** POST appointments/delivery's answer as the browser uses it (cents). */
export function fromWireBookedDelivery(answer: BookDeliveryResponse): DeliveryBooked {
  return {
    Outcome: answer.Outcome,
    Appointment: {
      ...answer.Appointment,
      Date: answer.Appointment.Date as IsoDate,
      Rate: centsOf(answer.Appointment.Rate),
    },
    Fee: { ...answer.Fee, Amount: answer.Fee.Amount === null ? null : centsOf(answer.Fee.Amount) },
    DeliveryAppointment: fromWireDeliveryAppointment(answer.DeliveryAppointment),
  };
}

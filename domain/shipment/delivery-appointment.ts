/**
 * Issue 13 "Delivery tool" (§1 a delivery tool with success page, banner and prompt-to-call; §4 Delivery
 * appointment kinds): which kind of delivery appointment applies to a booked move now, and which dates the
 * customer may book online. Pure: the day, the balance and the destination's holidays come in as data.
 *
 * - AlreadyDelivered: the equipment reached the customer (Delivery complete at a door destination,
 *   TerminalUnloading complete at a terminal one);
 * - ScheduledAppointmentPending: a delivery appointment is set (Delivery's date state is Scheduled) and
 *   the delivery has not happened yet;
 * - WebAppointment: a door delivery, the move in transit or at the destination (Transit, Storage or
 *   Delivery active), nothing due (domain/payment/balance-rule.ts deliverySchedulingAllowed, U-Pack's
 *   rule) and at least one date left inside the online booking horizon;
 * - CallForAppointment otherwise, with the reason in plain words (and, when the balance is due, the amount
 *   to pay first): among them a door delivery whose address is still to come ('Will Advise'), since a
 *   window booked online would send the crew nowhere.
 */
import type { Result } from 'neverthrow';
import { addDays, isBusinessDay } from '../calendar/business-days';
import { formatWeekdayMonDay } from '../calendar/formats';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import type { Cents } from '../money/money';
import type { BalanceDue } from '../payment/balance-rule';
import { DeliveryType } from '../quote/enums';
import type { ValueOf } from '../shared/enum';
import { DateState, DeliveryAppointmentKind, Milestone, MilestoneState } from './enums';
import type { Shipment } from './shipment-lifecycle';

/**
 * The first day a delivery can be booked online is this many days after today (ours: docs/decisions.md).
 * Freight carriers set delivery windows about 24 hours ahead (tracking.md), so a booking must reach the
 * destination crew before that: tomorrow's delivery is arranged by phone.
 */
export const WEB_DELIVERY_LEAD_DAYS = 2;

/**
 * When the delivery date is not known (the equipment waits in storage for the customer's call), the dates
 * offered online run this many days from the first bookable one (ours).
 */
export const WEB_DELIVERY_SPAN_DAYS = 14;

/** Why a customer must call to set the delivery appointment. */
export const CallReason = {
  /** The equipment is unloaded at the destination service center: no delivery to book. */
  TerminalDelivery: 'TerminalDelivery',
  /** The move is not followed by the carrier feed (a non-carrier reservation, or one that cannot be followed). */
  Untracked: 'Untracked',
  /** The loaded equipment has not left yet. */
  NotInTransit: 'NotInTransit',
  /** Something is still due: pay it first (the balance rule). */
  BalanceDue: 'BalanceDue',
  /** The delivery is too close (or past its estimate) to book online. */
  TooClose: 'TooClose',
  /** A limited dashboard (§3 DashboardType): our team arranges the delivery (issue 13). */
  LimitedDashboard: 'LimitedDashboard',
  /** The new address is still to come (§4 'Will Advise'): a door delivery needs it first. */
  AddressToCome: 'AddressToCome',
} as const;
export type CallReason = ValueOf<typeof CallReason>;
export const CALL_REASONS: readonly CallReason[] = Object.values(CallReason);

/** The customer-facing words of each call reason (the balance's own message is used for BalanceDue). */
export const CALL_REASON_MESSAGES: Readonly<Record<Exclude<CallReason, 'BalanceDue'>, string>> = {
  TerminalDelivery:
    'Your equipment is unloaded at the destination service center, so there is no delivery to book: call us to arrange your visit',
  Untracked: 'We cannot follow this move online: call us to set your delivery appointment',
  NotInTransit: 'Delivery can be booked online once your move is in transit: until then, call us',
  TooClose: `Your delivery is less than ${WEB_DELIVERY_LEAD_DAYS} days away, too close to book online: call us to set the window`,
  LimitedDashboard:
    'Our team arranges the delivery of this move with you: call us to set your delivery appointment',
  AddressToCome: 'We do not have your new address yet: call us with it to set your delivery appointment',
};

export const ALREADY_DELIVERED_MESSAGE = 'Your move has been delivered';
export const WEB_APPOINTMENT_MESSAGE = 'Choose the day and the window for your delivery';
/** The refusal when a date outside the offered ones is asked for. */
export const DELIVERY_DATE_NOT_OFFERED_MESSAGE =
  'This date cannot be booked online: choose one of the dates offered';

export type DeliveryAppointmentStatus =
  | { readonly kind: typeof DeliveryAppointmentKind.AlreadyDelivered; readonly message: string }
  | {
      readonly kind: typeof DeliveryAppointmentKind.ScheduledAppointmentPending;
      readonly window: { readonly Early: IsoDate; readonly Late: IsoDate } | null;
      readonly message: string;
    }
  | {
      readonly kind: typeof DeliveryAppointmentKind.WebAppointment;
      /** The dates that can be booked, earliest first: business days at the destination. */
      readonly dates: readonly IsoDate[];
      readonly message: string;
    }
  | {
      readonly kind: typeof DeliveryAppointmentKind.CallForAppointment;
      readonly reason: CallReason;
      readonly message: string;
      /** For BalanceDue: what must be paid first. */
      readonly balanceDue: Cents | null;
    };

export interface DeliveryAppointmentInput {
  readonly shipment: Shipment;
  /** deliverySchedulingAllowed(TotalPrice, ledger) for the move now. */
  readonly balance: Result<void, BalanceDue>;
  /** Today at the destination. */
  readonly today: IsoDate;
  /** The destination station's holidays (§3 StationDetail Holidays). */
  readonly holidays: readonly IsoDate[];
  /** Issue 13: a limited dashboard takes the delivery tool away (domain/reservation/dashboard-restriction.ts). */
  readonly deliveryToolOff?: boolean;
  /** The destination's address is still to come (§4 'Will Advise', domain/location/load-rules.ts isWillAdvise). */
  readonly addressToCome?: boolean;
}

/**
 * The days a delivery can be booked online: business days (weekends dropped, §5, and the destination's
 * holidays) from the later of the estimate's Early and today + WEB_DELIVERY_LEAD_DAYS, up to the estimate's
 * Late; with no estimate (storage), WEB_DELIVERY_SPAN_DAYS from the first bookable day.
 */
export function webDeliveryDates(
  estimate: { readonly Early: IsoDate | null; readonly Late: IsoDate | null },
  today: IsoDate,
  holidays: readonly IsoDate[],
): IsoDate[] {
  const lead = addDays(today, WEB_DELIVERY_LEAD_DAYS);
  const first = estimate.Early !== null && compareIsoDates(estimate.Early, lead) > 0 ? estimate.Early : lead;
  const last = estimate.Late ?? addDays(first, WEB_DELIVERY_SPAN_DAYS - 1);
  const dates: IsoDate[] = [];
  for (let day = first; compareIsoDates(day, last) <= 0; day = addDays(day, 1)) {
    if (isBusinessDay(day, holidays)) dates.push(day);
  }
  return dates;
}

/** §4 Delivery appointment kinds: which applies to the move now (see the module's comment). */
export function deliveryAppointmentStatus(input: DeliveryAppointmentInput): DeliveryAppointmentStatus {
  const { shipment } = input;
  const plan = shipment.plan;
  const m = shipment.milestones;
  const call = (reason: Exclude<CallReason, 'BalanceDue'>): DeliveryAppointmentStatus => ({
    kind: DeliveryAppointmentKind.CallForAppointment,
    reason,
    message: CALL_REASON_MESSAGES[reason],
    balanceDue: null,
  });
  const door = plan.DestinationDelivery === DeliveryType.Door;
  const delivered = door ? m.Delivery : m.TerminalUnloading;
  if (delivered.Status === MilestoneState.Complete) {
    return { kind: DeliveryAppointmentKind.AlreadyDelivered, message: ALREADY_DELIVERED_MESSAGE };
  }
  if (!door) return call(CallReason.TerminalDelivery);
  if (m.Delivery.DateType === DateState.Scheduled) {
    const { Early, Late } = m.Delivery.StatusDate;
    const window = Early !== null && Late !== null ? { Early, Late } : null;
    return {
      kind: DeliveryAppointmentKind.ScheduledAppointmentPending,
      window,
      message: window
        ? `Your delivery is scheduled for ${formatWeekdayMonDay(window.Early)}`
        : 'Your delivery is scheduled',
    };
  }
  if (!plan.Trackable) return call(CallReason.Untracked);
  if (input.deliveryToolOff) return call(CallReason.LimitedDashboard);
  if (input.addressToCome) return call(CallReason.AddressToCome);
  const underway = [Milestone.Transit, Milestone.Storage, Milestone.Delivery].some(
    (milestone) => m[milestone].Status === MilestoneState.Active,
  );
  if (!underway) return call(CallReason.NotInTransit);
  if (input.balance.isErr()) {
    return {
      kind: DeliveryAppointmentKind.CallForAppointment,
      reason: CallReason.BalanceDue,
      message: input.balance.error.message,
      balanceDue: input.balance.error.amount,
    };
  }
  // With storage the delivery has no estimate of its own (it waits for the call): while the equipment still
  // travels, no day before its latest expected arrival is offered.
  const arrival = m.Transit.Status === MilestoneState.Complete ? null : m.Transit.StatusDate.Late;
  const estimate =
    m.Delivery.StatusDate.Early === null ? { Early: arrival, Late: null } : m.Delivery.StatusDate;
  const dates = webDeliveryDates(estimate, input.today, input.holidays);
  if (dates.length === 0) return call(CallReason.TooClose);
  return { kind: DeliveryAppointmentKind.WebAppointment, dates, message: WEB_APPOINTMENT_MESSAGE };
}

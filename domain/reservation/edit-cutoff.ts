/**
 * Issue 13 "Self-service changes": until when a booked move can be changed online. The cut-off is rate-card
 * data (RateCard.moveEdits): by default 4 p.m. at the origin station's local time, three business days (the
 * station's holidays skipped) before the drop-off (spot) date, PODS's published rule. The station's local
 * time is its IANA time zone's (issue 27, domain/calendar/time-zones.ts).
 */
import { clockAt } from '../calendar/appointment-time';
import { businessDaysBefore } from '../calendar/business-days';
import { formatMMDDYYYY } from '../calendar/formats';
import type { IsoDate } from '../calendar/iso-date';
import { stationTimeZone, zonedInstant } from '../calendar/time-zones';
import type { Quote, StationDetail } from '../quote/types';
import type { MoveEditCutoffRule } from '../rating/rate-card';
import { enumOf, type ValueOf } from '../shared/enum';
import { isCancelled } from './cancellation';
import { LimitedFeature, limitedOnline } from './dashboard-restriction';

export type { MoveEditCutoffRule } from '../rating/rate-card';

/** Why a booked move cannot be changed online now. */
export const EditClosedReason = {
  /** The cut-off has passed. */
  CutoffPassed: 'CutoffPassed',
  /** The reservation was cancelled (issue 12). */
  Cancelled: 'Cancelled',
  /** Not a booked move (nothing to change on the dashboard). */
  NotReserved: 'NotReserved',
  /** §3 DashboardType: a limited dashboard (reconsignment or non-carrier), whose changes go through our team. */
  LimitedDashboard: 'LimitedDashboard',
  /** §3 EquipmentSpottedOrigin: the equipment is at the origin, the move is under way. */
  Underway: 'Underway',
} as const;
export type EditClosedReason = ValueOf<typeof EditClosedReason>;

/** The customer's words for each reason (ours; §8 names EditNotAllowed, not its words). */
export const EDIT_CLOSED_MESSAGES: Readonly<Record<EditClosedReason, string>> = {
  CutoffPassed:
    'Changes to this move can no longer be made online. Please call us and we will help you change it.',
  Cancelled: 'This reservation was cancelled, so it can no longer be changed.',
  NotReserved: 'This quote is not booked yet. Change it on the quote page.',
  LimitedDashboard:
    'Changes to this move are made by our team, not online. Please call us and we will help you change it.',
  Underway:
    'Your move is under way, so it can no longer be changed online. Please call us and we will help you change it.',
};

/**
 * Who asks: the customer online, or staff (and agents and admins) on the phone with them. The cut-off and a
 * limited dashboard close online changes to the customer, who is told to call us; staff taking that call can
 * still change the move until the equipment is at the origin (docs/decisions.md, 2026-11-26).
 */
export const EditActor = enumOf('Customer', 'Staff');
export type EditActor = ValueOf<typeof EditActor>;

/** What staff are told while the customer's online window is closed but theirs is open. */
export const STAFF_EDIT_MESSAGES: Readonly<Partial<Record<EditClosedReason, string>>> = {
  CutoffPassed:
    "The customer's online cut-off has passed: staff can still change this move until the equipment is at the origin.",
  LimitedDashboard:
    'This move has a limited dashboard, so its changes are made by staff: you can change it until the equipment is at the origin.',
};

/** Whether a booked move can be changed online at an instant, and until when. */
export interface EditWindow {
  readonly allowed: boolean;
  /**
   * The cut-off instant (ISO-8601 in UTC); null when the move has no drop-off date to count from, and in
   * staff's window after the customer's cut-off (it ends when the equipment is at the origin).
   */
  readonly cutoffAt: string | null;
  /** Why not (null when allowed). */
  readonly reason: EditClosedReason | null;
  /** The customer's words when not allowed; the deadline in words when allowed. */
  readonly message: string;
}

/** What the cut-off is counted from: the origin station (holidays and state) and the drop-off date. */
export interface CutoffBasis {
  spotDate: IsoDate;
  station: Pick<StationDetail, 'Holidays' | 'StateCode' | 'TimeZone'> | null;
}

/**
 * The cut-off instant of a drop-off date: `rule.localHour`:00 at the station's local time on the business
 * day `rule.businessDaysBefore` business days before it (the day itself when the rule says 0).
 */
export function editCutoffAt(basis: CutoffBasis, rule: MoveEditCutoffRule): string {
  const holidays = basis.station?.Holidays ?? [];
  const day =
    rule.businessDaysBefore > 0
      ? businessDaysBefore(basis.spotDate, rule.businessDaysBefore, holidays)
      : basis.spotDate;
  // Issue 27: the station's own time zone (its daylight saving time included), not Central's offset.
  return zonedInstant(day, rule.localHour * 60, stationTimeZone(basis.station));
}

/** 'until 4:00 PM ... on 12/03/2026' style words for a cut-off. */
function deadlineWords(basis: CutoffBasis, rule: MoveEditCutoffRule): string {
  const holidays = basis.station?.Holidays ?? [];
  const day =
    rule.businessDaysBefore > 0
      ? businessDaysBefore(basis.spotDate, rule.businessDaysBefore, holidays)
      : basis.spotDate;
  return `You can change this move online until ${clockAt(rule.localHour)} at your origin service center's local time on ${formatMMDDYYYY(day)}.`;
}

/** The basis of a booked quote: its drop-off date and its origin station. */
export function cutoffBasis(quote: Pick<Quote, 'Details'>): CutoffBasis {
  return { spotDate: quote.Details.SpotDate, station: quote.Details.Origin.StationDetail };
}

/**
 * Issue 13, §6 IsMyMoveEditAllowed: whether the booked move `quote` can be changed online at `now` (an ISO
 * instant). Refused for a quote that is not booked, a cancelled reservation, and from the cut-off on.
 */
export function moveEditWindow(
  quote: Quote,
  now: string,
  rule: MoveEditCutoffRule,
  actor: EditActor = EditActor.Customer,
): EditWindow {
  const window = customerEditWindow(quote, now, rule);
  const staffMessage = window.reason === null ? undefined : STAFF_EDIT_MESSAGES[window.reason];
  // Staff's own window has no fixed end: it closes when the equipment is at the origin.
  if (actor === EditActor.Staff && staffMessage !== undefined)
    return { allowed: true, cutoffAt: null, reason: null, message: staffMessage };
  return window;
}

/** The customer's window (see moveEditWindow). */
function customerEditWindow(quote: Quote, now: string, rule: MoveEditCutoffRule): EditWindow {
  const basis = cutoffBasis(quote);
  const cutoffAt = editCutoffAt(basis, rule);
  const closed = (reason: EditClosedReason): EditWindow => ({
    allowed: false,
    cutoffAt,
    reason,
    message: EDIT_CLOSED_MESSAGES[reason],
  });
  if (isCancelled(quote)) return closed(EditClosedReason.Cancelled);
  if (!quote.Details.Reserved || quote.Details.Reservation === null)
    return closed(EditClosedReason.NotReserved);
  if (limitedOnline(quote, LimitedFeature.ChangeMove) !== null)
    return closed(EditClosedReason.LimitedDashboard);
  if (quote.Details.Reservation.EquipmentSpottedOrigin) return closed(EditClosedReason.Underway);
  if (Date.parse(now) >= Date.parse(cutoffAt)) return closed(EditClosedReason.CutoffPassed);
  return { allowed: true, cutoffAt, reason: null, message: deadlineWords(basis, rule) };
}

/** Whether a new drop-off date can still be chosen online at `now`: its own cut-off lies ahead. */
export function spotDateStillEditable(basis: CutoffBasis, now: string, rule: MoveEditCutoffRule): boolean {
  return Date.parse(now) < Date.parse(editCutoffAt(basis, rule));
}

import { clockAt } from '../calendar/appointment-time';
import { addDays, isWeekend } from '../calendar/business-days';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';
import { isStationDay, type StationCalendar, stationDayOnOrAfter } from '../calendar/station-days';
import type { LocalMoment } from '../calendar/station-time';
import { EditFailReason } from '../quote/enums';
import { MAX_DAYS_AHEAD } from '../quote/move-date-window';
import type { ValueOf } from '../shared/enum';

/**
 * Bookable drop-off (spot) dates (issue 11 schedule step; §3 Reservation NextDaySpotAllowed,
 * NextAvailableMoveDate, StationCentralTimeDifference). A date is bookable at the origin station when it
 * is none of these; each reason has one message.
 */
export const SpotDateReason = {
  /** Before the station's today (§8 SpotDateIsPast). */
  SpotDateIsPast: 'SpotDateIsPast',
  /**
   * After the last bookable day: the station day a move asked MAX_DAYS_AHEAD days from today becomes (that
   * day itself when the station serves it; else the next one it serves: issue 25, a move asked exactly a
   * year ahead on a weekend is saved on the Monday after, and must be bookable).
   */
  TooFarOut: 'TooFarOut',
  Weekend: 'Weekend',
  Holiday: 'Holiday',
  /** A weekday the station does not serve (§3 StationDetail ServiceDays). */
  ClosedServiceDay: 'ClosedServiceDay',
  /** Today, or the next day once the station's cut-off has passed. */
  PastCutoff: 'PastCutoff',
  /** The station has no equipment left that day (§4 InvalidCapacityUnserviceableDate, the capacity page). */
  InvalidCapacityUnserviceableDate: EditFailReason.InvalidCapacityUnserviceableDate,
} as const;
export type SpotDateReason = ValueOf<typeof SpotDateReason>;
export const SPOT_DATE_REASONS: readonly SpotDateReason[] = Object.values(SpotDateReason);

/**
 * The hour, station local time, after which a drop-off the next day can no longer be booked: 2 p.m.
 * (ours: docs/decisions.md; the dispatcher plans the next day's drivers in the afternoon).
 */
export const NEXT_DAY_CUTOFF_HOUR = 14;

/** Why a date cannot be booked, as the customer reads it (ours; the specification shows none). */
export const SPOT_DATE_REASON_MESSAGES: Readonly<Record<SpotDateReason, string>> = {
  SpotDateIsPast: 'This date has passed',
  TooFarOut: `Moves can be booked at most ${MAX_DAYS_AHEAD} days ahead`,
  Weekend: 'The service center does not deliver equipment on weekends',
  Holiday: 'The service center is closed for a holiday',
  ClosedServiceDay: 'The service center does not deliver equipment on this day of the week',
  PastCutoff: `Too soon: book by ${clockAt(NEXT_DAY_CUTOFF_HOUR)} the day before, service center time`,
  InvalidCapacityUnserviceableDate: 'The service center has no equipment left on this date',
};

export interface SpotDay {
  date: IsoDate;
  bookable: boolean;
  /** Null when bookable. */
  reason: SpotDateReason | null;
}

export interface SpotDateRules {
  /** The origin station's calendar. */
  calendar: StationCalendar;
  /** Now at the origin station (stationLocalMoment). */
  now: LocalMoment;
  /** The station's capacity data: true when it has no equipment left that day. */
  isFull(date: IsoDate): boolean;
}

/** §3 NextDaySpotAllowed: a drop-off tomorrow can still be booked (before the station's cut-off). */
export function nextDaySpotAllowed(now: LocalMoment): boolean {
  return now.minutes < NEXT_DAY_CUTOFF_HOUR * 60;
}

/** The reason a drop-off on `date` cannot be booked, or null when it can. */
export function spotDateReason(date: IsoDate, rules: SpotDateRules): SpotDateReason | null {
  const today = rules.now.date;
  if (compareIsoDates(date, today) < 0) return SpotDateReason.SpotDateIsPast;
  if (compareIsoDates(date, lastSpotDate(today, rules.calendar)) > 0) return SpotDateReason.TooFarOut;
  if (isWeekend(date)) return SpotDateReason.Weekend;
  if (rules.calendar.Holidays.includes(date)) return SpotDateReason.Holiday;
  if (!isStationDay(date, rules.calendar)) return SpotDateReason.ClosedServiceDay;
  if (date === today || (date === addDays(today, 1) && !nextDaySpotAllowed(rules.now))) {
    return SpotDateReason.PastCutoff;
  }
  if (rules.isFull(date)) return SpotDateReason.InvalidCapacityUnserviceableDate;
  return null;
}

/**
 * The last drop-off day that can be booked on `today`: the station day on or after today + MAX_DAYS_AHEAD,
 * where a move asked a year ahead is saved (quotes/add and quotes/edit move a closed day to the next open one).
 */
export function lastSpotDate(today: IsoDate, calendar: StationCalendar): IsoDate {
  return stationDayOnOrAfter(addDays(today, MAX_DAYS_AHEAD), calendar);
}

/** Each date from `from` to `to` (both included), bookable or not with its reason. */
export function spotDays(from: IsoDate, to: IsoDate, rules: SpotDateRules): SpotDay[] {
  const days: SpotDay[] = [];
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
    const reason = spotDateReason(date, rules);
    days.push({ date, bookable: reason === null, reason });
  }
  return days;
}

/** How many days past today are searched for the next bookable date. */
export const NEXT_AVAILABLE_SEARCH_DAYS = 90;

/**
 * §3 Reservation NextAvailableMoveDate, at reservation: the first bookable drop-off date on or after
 * `from` (today when earlier), or null when none is in the next NEXT_AVAILABLE_SEARCH_DAYS days.
 */
export function firstBookableSpotDate(from: IsoDate, rules: SpotDateRules): IsoDate | null {
  let date = compareIsoDates(from, rules.now.date) < 0 ? rules.now.date : from;
  for (let tried = 0; tried <= NEXT_AVAILABLE_SEARCH_DAYS; tried++) {
    if (spotDateReason(date, rules) === null) return date;
    date = addDays(date, 1);
  }
  return null;
}

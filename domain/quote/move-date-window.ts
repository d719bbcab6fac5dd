import { addDays, businessDayOnOrAfter, isWeekend } from '../calendar/business-days';
import { formatMMDDYYYY, formatWeekdayMonDay } from '../calendar/formats';
import { compareIsoDates, type IsoDate, parseIsoDate } from '../calendar/iso-date';
import { REQUIRED_MESSAGE } from '../validation/messages';

/** How far ahead a move can be quoted, or moved by an edit, online (days from today). */
export const MAX_DAYS_AHEAD = 365;

/** The 'MoveDate - ...' message when a requested move date lies outside today..today + MAX_DAYS_AHEAD. */
export const MOVE_DATE_WINDOW_MESSAGE = `The move date must be between today and ${MAX_DAYS_AHEAD} days from today`;

/** True when `moveDate` is today or later and at most MAX_DAYS_AHEAD days from today (both ends included). */
export function isInMoveDateWindow(moveDate: IsoDate, today: IsoDate): boolean {
  return (
    compareIsoDates(moveDate, today) >= 0 && compareIsoDates(moveDate, addDays(today, MAX_DAYS_AHEAD)) <= 0
  );
}

/** The §5-style message for a move date outside the window, with both limits as MM/DD/YYYY (§3). */
export function moveDateRangeMessage(today: IsoDate): string {
  return `The move date must be between ${formatMMDDYYYY(today)} and ${formatMMDDYYYY(addDays(today, MAX_DAYS_AHEAD))}`;
}

/**
 * Issue 10 "A date outside the allowed window disables Save and says why": the one reason a move date
 * typed or picked by the customer ('YYYY-MM-DD', '' when cleared) cannot be saved, or null when it can:
 * §5 'The value is required', the calendar's own date message, or the window's range message.
 */
export function moveDateSaveBlockedReason(value: string, today: IsoDate): string | null {
  if (value.trim() === '') return REQUIRED_MESSAGE;
  const parsed = parseIsoDate(value);
  if (parsed.isErr()) return parsed.error.message;
  return isInMoveDateWindow(parsed.value, today) ? null : moveDateRangeMessage(today);
}

/**
 * Issue 10 "A date that falls on a weekend is never moved silently": stations serve Monday to Friday
 * except their holidays (domain/calendar/move-dates), so a move date on a weekend or an origin holiday
 * becomes the next origin business day. This says which date it becomes and why, or null when the date
 * is kept.
 */
export interface MoveDateShift {
  requested: IsoDate;
  becomes: IsoDate;
  why: 'weekend' | 'holiday';
}

export function moveDateShift(requested: IsoDate, originHolidays: readonly IsoDate[]): MoveDateShift | null {
  const becomes = businessDayOnOrAfter(requested, originHolidays);
  if (becomes === requested) return null;
  return { requested, becomes, why: isWeekend(requested) ? 'weekend' : 'holiday' };
}

/**
 * The sentence for a shift: 'Saturday, Dec 19 is not a pickup day; your move date is Monday, Dec 21.'
 * `pending` while the change is not saved yet ('will be').
 */
export function moveDateShiftMessage(shift: MoveDateShift, pending = false): string {
  const why =
    shift.why === 'weekend'
      ? 'is not a pickup day'
      : 'is a holiday at your origin service center, not a pickup day';
  const verb = pending ? 'will be' : 'is';
  return `${formatWeekdayMonDay(shift.requested)} ${why}; your move date ${verb} ${formatWeekdayMonDay(shift.becomes)}.`;
}

/**
 * Issue 10: the quote view link's parameter naming the move date the quote form asked for, added when
 * the quote's move date differs from it (a weekend or holiday moved to the next business day), so the
 * quote view can say which date it became and why.
 */
export const MOVE_DATE_ASKED_PARAM = 'moveDateAsked';

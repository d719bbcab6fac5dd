import { addDays } from '../calendar/business-days';
import { compareIsoDates, type IsoDate } from '../calendar/iso-date';

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

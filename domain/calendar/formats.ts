import { format } from 'date-fns';
import type { Result } from 'neverthrow';
import { type IsoDate, type IsoDateError, parseIsoDate, toLocalDate } from './iso-date';

/**
 * §9 date format 'Weekday, Mon D': the full English weekday name, the three-letter month and the
 * day of the month without padding, e.g. 'Friday, Nov 20' and 'Thursday, Nov 5'.
 */
export function formatWeekdayMonDay(date: IsoDate): string {
  return format(toLocalDate(date), 'EEEE, MMM d');
}

/** §9 date helpers: "weekday name", the full English name, e.g. 'Friday'. */
export function weekdayName(date: IsoDate): string {
  return format(toLocalDate(date), 'EEEE');
}

/** §9 date format 'M/D/YYYY': month and day without zero padding, e.g. '11/5/2026'. */
export function formatMDYYYY(date: IsoDate): string {
  return format(toLocalDate(date), 'M/d/yyyy');
}

/**
 * §3 Dates "Displayed as MM/DD/YYYY": zero-padded month and day, e.g. '11/05/2026'. The fields of a checked
 * IsoDate rearranged (every quote answer prints two per option: issue 28, docs/performance.md).
 */
export function formatMMDDYYYY(date: IsoDate): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

/**
 * §3 Dates: MoveDate and PickupDate are sent "in ISO date form (first 10 characters)".
 * Keeps the first 10 characters of a date or timestamp and checks they are a real calendar date.
 */
export function toIsoDate(value: string): Result<IsoDate, IsoDateError> {
  return parseIsoDate(value);
}

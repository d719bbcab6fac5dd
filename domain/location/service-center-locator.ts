/**
 * Issue 15, §1 "a service-center locator": the rules the locator's answers and pages share, written once.
 */
import type { IsoDate } from '../calendar/iso-date';

/** The 404 of "Use my location" when the point is far from every ZIP and postal code we know. */
export const NO_PLACE_NEAR_POINT_MESSAGE =
  'We have no service center near this point; search by city, ZIP or postal code';

/** How many of a center's coming holidays the locator shows (§3 StationDetail Holidays). */
export const COMING_HOLIDAYS_SHOWN = 3;

/**
 * The holidays on or after `today`, soonest first, at most `count` (§3 StationDetail Holidays are the
 * closed days of three calendar years; the locator shows the coming ones).
 */
export function comingHolidays(
  holidays: readonly IsoDate[],
  today: IsoDate,
  count: number = COMING_HOLIDAYS_SHOWN,
): IsoDate[] {
  return [...new Set(holidays)]
    .filter((day) => day >= today)
    .sort()
    .slice(0, Math.max(0, count));
}

/**
 * Positions are rounded to this many decimal places (0.01° is about 1 km) before they leave the browser:
 * plenty to find the nearest center, and no more of a visitor's whereabouts than that.
 */
export const POSITION_DECIMALS = 2;

/** A latitude or longitude rounded to POSITION_DECIMALS. */
export function roundedCoordinate(value: number): number {
  const factor = 10 ** POSITION_DECIMALS;
  return Math.round(value * factor) / factor;
}

import Holidays from 'date-holidays';
import { publicHolidays } from '../../adapters/reference-data/station-holidays';
import { addDays, businessDayOnOrAfter } from '../../domain/calendar/business-days';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { TEST_TODAY } from './test-today';

/** US federal holidays (every US station's, station-holidays.ts) of TEST_TODAY's year and the next two. */
const US_HOLIDAYS: readonly IsoDate[] = [0, 1, 2].flatMap((n) =>
  publicHolidays(Holidays, 'US', Number(TEST_TODAY.slice(0, 4)) + n).map(isoDate),
);

/** The first US business day (no weekend, no federal holiday) on or after `date`. */
export function usBusinessDayOnOrAfter(date: IsoDate): IsoDate {
  return businessDayOnOrAfter(date, US_HOLIDAYS);
}

/**
 * The first move date the shared fixtures book (tests/fixtures/reservation.ts, open-quote.ts): the first US
 * business day at least 17 days after TEST_TODAY (Tuesday 2026-12-08 for the default day). Far enough ahead
 * for every drop-off window and the change cut-off, and a date quotes/add keeps as asked (a weekend or a
 * holiday would be moved to the next business day: issue 10).
 */
export const TEST_FIRST_MOVE_DATE: IsoDate = usBusinessDayOnOrAfter(addDays(TEST_TODAY, 17));

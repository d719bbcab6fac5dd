import { businessDayOnOrAfter, nextBusinessDay } from './business-days';
import type { IsoDate } from './iso-date';

/** How many business days past the requested one are searched for a station that has room. */
export const NEXT_AVAILABLE_SEARCH_BUSINESS_DAYS = 60;

/**
 * §3 Reservation NextAvailableMoveDate: the first origin business day (no weekend, no station holiday)
 * on or after the requested spot date on which the origin station is not fully booked. `isFull` answers
 * from the station's capacity data. Null when every business day searched is full.
 */
export function nextAvailableMoveDate(
  spotDate: IsoDate,
  holidays: readonly IsoDate[],
  isFull: (date: IsoDate) => boolean,
  searchBusinessDays: number = NEXT_AVAILABLE_SEARCH_BUSINESS_DAYS,
): IsoDate | null {
  let day = businessDayOnOrAfter(spotDate, holidays);
  for (let tried = 0; tried <= searchBusinessDays; tried++) {
    if (!isFull(day)) return day;
    day = nextBusinessDay(day, holidays);
  }
  return null;
}

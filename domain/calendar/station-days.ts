import { addDays as addCalendarDays, getISODay } from 'date-fns';
import type { IsoWeekday } from '../quote/types';
import { fromLocalDate, type IsoDate, localIsoString, toLocalDate } from './iso-date';

/**
 * A station's working calendar (§3 StationDetail ServiceDays and Holidays): the weekdays it drops off and
 * picks up equipment, and the dates it is closed. Business-day math over it skips weekends (§9), the
 * station's holidays and the weekdays it does not serve.
 */
export interface StationCalendar {
  readonly ServiceDays: readonly IsoWeekday[];
  readonly Holidays: readonly IsoDate[];
}

/** Monday to Friday: the service days of a station that does not say otherwise. */
export const WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];

/** A station's working calendar (§3 StationDetail ServiceDays and Holidays; Monday to Friday without holidays when the station is not known). */
export function stationCalendarOf(
  station:
    | { readonly ServiceDays?: readonly IsoWeekday[]; readonly Holidays?: readonly IsoDate[] }
    | null
    | undefined,
): StationCalendar {
  return { ServiceDays: station?.ServiceDays ?? WEEKDAYS, Holidays: station?.Holidays ?? [] };
}

/**
 * The weekdays a calendar really serves: its ServiceDays less Saturday and Sunday (a drop-off is never on a
 * weekend, §9 date helpers). A calendar that serves no weekday at all would never reach a business day, so it
 * counts as Monday to Friday (ours: docs/decisions.md; the contract refuses such input).
 */
export function servedWeekdays(serviceDays: readonly IsoWeekday[]): ReadonlySet<number> {
  const served = serviceDays.filter((d) => d <= 5);
  return new Set(served.length > 0 ? served : WEEKDAYS);
}

/** The ISO weekday of a date, Monday = 1 ... Sunday = 7. */
export function isoWeekday(date: IsoDate): IsoWeekday {
  return getISODay(toLocalDate(date)) as IsoWeekday;
}

/** True when the station works that day: a served weekday that is not one of its holidays. */
export function isStationDay(date: IsoDate, calendar: StationCalendar): boolean {
  return servedWeekdays(calendar.ServiceDays).has(isoWeekday(date)) && !calendar.Holidays.includes(date);
}

/** `date` itself when the station works that day, else the station's next working day. */
export function stationDayOnOrAfter(date: IsoDate, calendar: StationCalendar): IsoDate {
  return fromLocalDate(step(toLocalDate(date), workingDaysOf(calendar), false));
}

/**
 * Adds `n` of the station's working days, counting from {@link stationDayOnOrAfter}(date), exactly as
 * addBusinessDays (./business-days.ts) does for Monday to Friday: n = 0 is the first working day on or
 * after `date`, and each further day lands strictly later.
 */
export function addStationDays(date: IsoDate, n: number, calendar: StationCalendar): IsoDate {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`addStationDays needs a non-negative whole number of days, got ${n}`);
  }
  const days = workingDaysOf(calendar);
  let current = step(toLocalDate(date), days, false);
  for (let left = n; left > 0; left -= 1) current = step(current, days, true);
  return fromLocalDate(current);
}

/** A station's served weekdays and holidays as sets, made once for a walk over many days. */
interface WorkingDays {
  readonly served: ReadonlySet<number>;
  readonly holidays: ReadonlySet<string>;
}

const workingDaysOf = (calendar: StationCalendar): WorkingDays => ({
  served: servedWeekdays(calendar.ServiceDays),
  holidays: new Set<string>(calendar.Holidays),
});

/** Walks forward a day at a time to a working day; ends because a served weekday comes every week. */
function step(start: Date, { served, holidays }: WorkingDays, strictlyAfter: boolean): Date {
  let current = strictlyAfter ? addCalendarDays(start, 1) : start;
  while (!served.has(getISODay(current)) || holidays.has(localIsoString(current))) {
    current = addCalendarDays(current, 1);
  }
  return current;
}

/**
 * How many of the station's working days lie after {@link stationDayOnOrAfter}(from) up to `to`: the `n`
 * for which addStationDays(from, n) is the first working day on or after `to` (0 when `to` is not later).
 * The inverse of addStationDays, so a booked span can be counted once and laid again from another day.
 */
export function stationDaysBetween(from: IsoDate, to: IsoDate, calendar: StationCalendar): number {
  const end = stationDayOnOrAfter(to, calendar);
  let n = 0;
  let current = stationDayOnOrAfter(from, calendar);
  while (current < end) {
    current = addStationDays(current, 1, calendar);
    n += 1;
  }
  return n;
}

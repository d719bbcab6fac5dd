/**
 * §3 StationDetail Holidays and §3 Appointment ServiceCenterHolidays: the public holidays a service
 * center closes on, computed with the date-holidays library (code ISC; holiday data CC BY-SA 3.0,
 * derived from Wikipedia) rather than stored with the stations.
 * - US stations: US federal holidays (the 'US' calendar without a state), observed days included
 *   (e.g. Independence Day observed on Friday 2026-07-03).
 * - Canadian stations: national statutory holidays plus the station's province ('CA' + province).
 * Only holidays of type 'public' count (not bank, optional, school or observance days).
 *
 * The library and its time-zone data take most of a second to load and compute at start, so the build
 * computes a table of the years around the build's date (compiled-reference.ts) and a start reads it; the
 * library is loaded, lazily, only for a calendar or year the table lacks (or when there is no table:
 * running from source, tests).
 */
import type Holidays from 'date-holidays';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';

/** How many calendar years are computed: the first year and the two after it. */
export const HOLIDAY_YEARS = 3;

/** A holiday calendar: 'US', or 'CA|<province code>'. */
export type CalendarKey = string;

/** The calendar of a station. */
export function calendarKey(country: 'US' | 'CA', province?: string): CalendarKey {
  return country === 'CA' ? `CA|${province ?? ''}` : 'US';
}

/** Public holidays computed earlier: calendar -> year -> that year's dates, as `publicHolidays` gives them. */
export interface HolidayTable {
  [calendar: CalendarKey]: { [year: string]: string[] };
}

type HolidaysLibrary = typeof Holidays;

/** The dates of one calendar's public holidays that the library lists for one year. */
export function publicHolidays(Library: HolidaysLibrary, calendar: CalendarKey, year: number): string[] {
  const [country = 'US', province = ''] = calendar.split('|');
  const library = province ? new Library(country, province) : new Library(country);
  const dates: string[] = [];
  for (const holiday of library.getHolidays(year)) {
    if (holiday.type === 'public') dates.push(holiday.date.slice(0, 10));
  }
  return dates;
}

/** Loads date-holidays (a separate chunk of the built server, loaded only when needed). */
async function loadLibrary(): Promise<HolidaysLibrary> {
  return (await import('date-holidays')).default;
}

/**
 * Public holidays per calendar, computed once per calendar and shared by its stations. A per-process cache
 * of a pure computation (library data and the start year): every instance computes the same dates.
 */
export class StationHolidays {
  private readonly cache = new Map<CalendarKey, readonly IsoDate[]>();

  private readonly fromYear: number;
  private readonly yearOf: (calendar: CalendarKey, year: number) => readonly string[];

  private constructor(fromYear: number, yearOf: (calendar: CalendarKey, year: number) => readonly string[]) {
    this.fromYear = fromYear;
    this.yearOf = yearOf;
  }

  /**
   * The holidays of `calendars` for fromYear .. fromYear + 2: from `table` where it has them, from the
   * library for the rest (loaded only if something is missing).
   * @param fromYear the first year computed (the current year, injected: never read from a clock here).
   */
  static async create(
    fromYear: number,
    calendars: Iterable<CalendarKey>,
    table: HolidayTable = {},
  ): Promise<StationHolidays> {
    const years = Array.from({ length: HOLIDAY_YEARS }, (_, i) => String(fromYear + i));
    const complete = [...calendars].every((calendar) => years.every((year) => table[calendar]?.[year]));
    const Library = complete ? null : await loadLibrary();
    return new StationHolidays(fromYear, (calendar, year) => {
      const listed = table[calendar]?.[String(year)];
      if (listed) return listed;
      if (!Library) throw new Error(`no holidays for ${calendar} in ${year}`);
      return publicHolidays(Library, calendar, year);
    });
  }

  /** Sorted ISO dates of the public holidays for fromYear .. fromYear + 2 ('US', or 'CA' with a province). */
  for(country: 'US' | 'CA', province?: string): IsoDate[] {
    const key = calendarKey(country, province);
    let dates = this.cache.get(key);
    if (!dates) {
      dates = this.compute(key);
      this.cache.set(key, dates);
    }
    return [...dates];
  }

  private compute(calendar: CalendarKey): IsoDate[] {
    const dates = new Set<string>();
    for (let year = this.fromYear; year < this.fromYear + HOLIDAY_YEARS; year++) {
      for (const date of this.yearOf(calendar, year)) dates.add(date);
    }
    return [...dates].sort().map(isoDate);
  }
}

/**
 * The table the build writes: every calendar of `calendars` for each year of `years`, computed by the
 * library exactly as a start without the table would compute it.
 */
export async function holidayTable(
  calendars: Iterable<CalendarKey>,
  years: Iterable<number>,
): Promise<HolidayTable> {
  const Library = await loadLibrary();
  const table: HolidayTable = {};
  const yearList = [...years];
  for (const calendar of calendars) {
    const byYear: { [year: string]: string[] } = {};
    for (const year of yearList) byYear[String(year)] = publicHolidays(Library, calendar, year);
    table[calendar] = byYear;
  }
  return table;
}

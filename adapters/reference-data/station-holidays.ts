/**
 * §3 StationDetail Holidays and §3 Appointment ServiceCenterHolidays: the public holidays a service
 * center closes on, computed with the date-holidays library (code ISC; holiday data CC BY-SA 3.0,
 * derived from Wikipedia) rather than stored with the stations.
 * - US stations: US federal holidays (the 'US' calendar without a state), observed days included
 *   (e.g. Independence Day observed on Friday 2026-07-03).
 * - Canadian stations: national statutory holidays plus the station's province ('CA' + province).
 * Only holidays of type 'public' count (not bank, optional, school or observance days).
 */
import Holidays from 'date-holidays';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';

/** How many calendar years are computed: the first year and the two after it. */
export const HOLIDAY_YEARS = 3;

/**
 * Public holidays per country/region, computed once per calendar and shared by its stations. A per-process
 * cache of a pure computation (library data and the start year): every instance computes the same dates.
 */
export class StationHolidays {
  private readonly cache = new Map<string, readonly IsoDate[]>();

  private readonly fromYear: number;

  /** @param fromYear the first year computed (the current year, injected: never read from a clock here). */
  constructor(fromYear: number) {
    this.fromYear = fromYear;
  }

  /** Sorted ISO dates of the public holidays for fromYear .. fromYear + 2 ('US', or 'CA' with a province). */
  for(country: 'US' | 'CA', province?: string): IsoDate[] {
    const key = country === 'CA' ? `CA|${province ?? ''}` : 'US';
    let dates = this.cache.get(key);
    if (!dates) {
      dates = this.compute(country, country === 'CA' ? province : undefined);
      this.cache.set(key, dates);
    }
    return [...dates];
  }

  private compute(country: 'US' | 'CA', province: string | undefined): IsoDate[] {
    const calendar = province ? new Holidays(country, province) : new Holidays(country);
    const dates = new Set<string>();
    for (let year = this.fromYear; year < this.fromYear + HOLIDAY_YEARS; year++) {
      for (const holiday of calendar.getHolidays(year)) {
        if (holiday.type === 'public') dates.add(holiday.date.slice(0, 10));
      }
    }
    return [...dates].sort().map(isoDate);
  }
}

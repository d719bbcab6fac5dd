import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { comingHolidays, roundedCoordinate } from './service-center-locator';

describe('the service-center locator (issue 15, §1, §3 StationDetail)', () => {
  it('shows the coming holidays: on or after today, soonest first, at most three by default', () => {
    const holidays = ['2027-01-01', '2026-11-26', '2026-12-25', '2026-07-04', '2027-01-18', '2026-12-25'].map(
      isoDate,
    );
    expect(comingHolidays(holidays, isoDate('2026-11-26'))).toEqual([
      '2026-11-26',
      '2026-12-25',
      '2027-01-01',
    ]);
    expect(comingHolidays(holidays, isoDate('2026-11-27'), 1)).toEqual(['2026-12-25']);
    expect(comingHolidays(holidays, isoDate('2028-01-01'))).toEqual([]);
    expect(comingHolidays(holidays, isoDate('2026-11-26'), 0)).toEqual([]);
  });

  it('rounds a position to 0.01 degree (about 1 km) before it leaves the browser', () => {
    expect(roundedCoordinate(39.74739)).toBe(39.75);
    expect(roundedCoordinate(-104.99251)).toBe(-104.99);
    expect(roundedCoordinate(0)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { formatMDYYYY, formatMMDDYYYY, formatWeekdayMonDay, toIsoDate, weekdayName } from './formats';
import { isoDate } from './iso-date';

const d = isoDate;

describe('calendar: display formats (§9 date helpers, §3 Dates)', () => {
  it("formats 'Weekday, Mon D' with the full weekday, short month and unpadded day (§9)", () => {
    expect(formatWeekdayMonDay(d('2026-11-20'))).toBe('Friday, Nov 20');
    expect(formatWeekdayMonDay(d('2026-11-05'))).toBe('Thursday, Nov 5');
    expect(formatWeekdayMonDay(d('2027-01-01'))).toBe('Friday, Jan 1');
  });

  it('names the weekday in full (§9)', () => {
    expect(weekdayName(d('2026-11-20'))).toBe('Friday');
    expect(weekdayName(d('2026-11-22'))).toBe('Sunday');
    expect(weekdayName(d('2028-02-29'))).toBe('Tuesday');
  });

  it("formats 'M/D/YYYY' without zero padding (§9)", () => {
    expect(formatMDYYYY(d('2026-11-20'))).toBe('11/20/2026');
    expect(formatMDYYYY(d('2026-01-05'))).toBe('1/5/2026');
  });

  it('displays dates as MM/DD/YYYY with zero padding (§3)', () => {
    expect(formatMMDDYYYY(d('2026-11-05'))).toBe('11/05/2026');
    expect(formatMMDDYYYY(d('2026-01-31'))).toBe('01/31/2026');
  });

  it('sends dates in ISO form, the first 10 characters (§3)', () => {
    expect(toIsoDate('2026-11-20T00:00:00-05:00')._unsafeUnwrap()).toBe('2026-11-20');
    expect(toIsoDate('2026-11-20')._unsafeUnwrap()).toBe('2026-11-20');
    expect(toIsoDate('not a date')._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidDate',
      message: 'Value must be a date as YYYY-MM-DD',
    });
  });
});

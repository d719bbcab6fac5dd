import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  businessDayOnOrAfter,
  isBusinessDay,
  isWeekend,
  nextBusinessDay,
  WEEKEND_CODE,
} from './business-days';
import { isoDate } from './iso-date';

const d = isoDate;
const THANKSGIVING = d('2026-11-26');

describe('calendar: add days and weekend test (§9 date helpers)', () => {
  it('adds calendar days across month and year ends (§9)', () => {
    expect(addDays(d('2026-11-20'), 1)).toBe('2026-11-21');
    expect(addDays(d('2026-12-31'), 1)).toBe('2027-01-01');
    expect(addDays(d('2028-02-28'), 1)).toBe('2028-02-29');
    expect(addDays(d('2026-11-20'), 0)).toBe('2026-11-20');
  });

  it('subtracts calendar days for a negative count (§9)', () => {
    expect(addDays(d('2026-03-01'), -1)).toBe('2026-02-28');
  });

  it('adds days across a daylight-saving change without losing a day (§9)', () => {
    expect(addDays(d('2026-03-07'), 2)).toBe('2026-03-09');
    expect(addDays(d('2026-10-31'), 2)).toBe('2026-11-02');
  });

  it('refuses a fractional number of days as a programming error (§9)', () => {
    expect(() => addDays(d('2026-11-20'), 1.5)).toThrow(RangeError);
  });

  it('tests Saturday and Sunday as the weekend (§9)', () => {
    expect(isWeekend(d('2026-11-20'))).toBe(false);
    expect(isWeekend(d('2026-11-21'))).toBe(true);
    expect(isWeekend(d('2026-11-22'))).toBe(true);
    expect(isWeekend(d('2026-11-23'))).toBe(false);
  });

  it('keeps the weekend code VCQW verbatim (§9)', () => {
    expect(WEEKEND_CODE).toBe('VCQW');
  });
});

describe('calendar: business days (§9 add business days, §3 StationDetail Holidays)', () => {
  it('a business day is a weekday that is not a given holiday (§9)', () => {
    expect(isBusinessDay(d('2026-11-20'))).toBe(true);
    expect(isBusinessDay(d('2026-11-21'))).toBe(false);
    expect(isBusinessDay(THANKSGIVING, [THANKSGIVING])).toBe(false);
    expect(isBusinessDay(THANKSGIVING)).toBe(true);
  });

  it('next business day is strictly after the date, skipping weekends and holidays (§9)', () => {
    expect(nextBusinessDay(d('2026-11-19'))).toBe('2026-11-20');
    expect(nextBusinessDay(d('2026-11-20'))).toBe('2026-11-23');
    expect(nextBusinessDay(d('2026-11-25'), [THANKSGIVING])).toBe('2026-11-27');
    expect(nextBusinessDay(d('2026-12-24'), [d('2026-12-25')])).toBe('2026-12-28');
  });

  it('business day on or after keeps a business day and rolls a weekend forward (§9)', () => {
    expect(businessDayOnOrAfter(d('2026-11-20'))).toBe('2026-11-20');
    expect(businessDayOnOrAfter(d('2026-11-21'))).toBe('2026-11-23');
    expect(businessDayOnOrAfter(THANKSGIVING, [THANKSGIVING])).toBe('2026-11-27');
  });

  it('adds business days skipping Saturday and Sunday (§9)', () => {
    expect(addBusinessDays(d('2026-11-20'), 1)).toBe('2026-11-23');
    expect(addBusinessDays(d('2026-11-19'), 2)).toBe('2026-11-23');
    expect(addBusinessDays(d('2026-11-23'), 5)).toBe('2026-11-30');
    expect(addBusinessDays(d('2026-11-20'), 10)).toBe('2026-12-04');
  });

  it('adds business days skipping the given holidays (§9, §3 Holidays)', () => {
    expect(addBusinessDays(d('2026-11-25'), 1, [THANKSGIVING])).toBe('2026-11-27');
    expect(addBusinessDays(d('2026-11-25'), 1, [THANKSGIVING, d('2026-11-27')])).toBe('2026-11-30');
  });

  it('zero business days keeps a business day and rolls a weekend or holiday forward (§9)', () => {
    expect(addBusinessDays(d('2026-11-20'), 0)).toBe('2026-11-20');
    expect(addBusinessDays(d('2026-11-21'), 0)).toBe('2026-11-23');
    expect(addBusinessDays(THANKSGIVING, 0, [THANKSGIVING])).toBe('2026-11-27');
  });

  it('counts from the next business day when starting on a weekend (§9)', () => {
    expect(addBusinessDays(d('2026-11-21'), 1)).toBe('2026-11-24');
    expect(addBusinessDays(d('2026-11-22'), 1)).toBe('2026-11-24');
  });

  it('refuses a negative or fractional count as a programming error (§9)', () => {
    expect(() => addBusinessDays(d('2026-11-20'), -1)).toThrow(RangeError);
    expect(() => addBusinessDays(d('2026-11-20'), 0.5)).toThrow(RangeError);
  });
});

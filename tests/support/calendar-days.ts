import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';

/**
 * Issue 25 "Prove it over the calendar": the days the date-heavy suites are run on besides the suite's own
 * (scripts/test.sh's calendar step, vitest.calendar.config.ts and tests/e2e/calendar-days.e2e.test.ts). Each
 * stresses a rule: a weekend or a holiday right after today, a year that crosses over, a clock change in the
 * night, a month that ends early, a year 366 days long. Every pass also books a move exactly a year ahead.
 */
export const CALENDAR_DAYS: readonly { readonly day: IsoDate; readonly why: string }[] = [
  { day: isoDate('2026-12-04'), why: 'a Friday before a weekend' },
  { day: isoDate('2026-11-25'), why: 'the day before Thanksgiving' },
  { day: isoDate('2026-12-24'), why: 'Christmas Eve' },
  { day: isoDate('2026-12-31'), why: "New Year's Eve" },
  { day: isoDate('2027-03-13'), why: 'the day before the spring DST change' },
  { day: isoDate('2027-03-15'), why: 'the day after the spring DST change' },
  { day: isoDate('2027-11-06'), why: 'the day before the autumn DST change' },
  { day: isoDate('2027-11-08'), why: 'the day after the autumn DST change' },
  { day: isoDate('2028-02-29'), why: 'the last day of February in a leap year' },
];

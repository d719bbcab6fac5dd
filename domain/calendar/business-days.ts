import type { IsoDate } from './iso-date';

/**
 * §9 "Weekend code VCQW". The specification names this constant but does not show what it means
 * or where it is used, so it is kept verbatim and nothing in the domain interprets it.
 */
export const WEEKEND_CODE = 'VCQW';

/** §9 date helpers: "add days". Adds `n` calendar days (negative `n` goes back); `n` must be an integer. */
export function addDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`addDays needs a whole number of days, got ${n}`);
  return isoOfDay(dayOf(date) + n);
}

/** §9 date helpers: "weekend test". True on Saturday and Sunday. */
export function isWeekend(date: IsoDate): boolean {
  return weekendDay(dayOf(date));
}

/** §9: a business day is neither Saturday, Sunday nor one of the given holidays (§3 StationDetail Holidays). */
export function isBusinessDay(date: IsoDate, holidays: readonly IsoDate[] = []): boolean {
  return !isWeekend(date) && !holidays.includes(date);
}

/** §9: the first business day strictly after `date`, skipping weekends and the given holidays. */
export function nextBusinessDay(date: IsoDate, holidays: readonly IsoDate[] = []): IsoDate {
  return isoOfDay(stepToBusinessDay(dayOf(date), holidayDays(holidays), true));
}

/** §9: `date` itself when it is a business day, otherwise the next business day. */
export function businessDayOnOrAfter(date: IsoDate, holidays: readonly IsoDate[] = []): IsoDate {
  return isoOfDay(stepToBusinessDay(dayOf(date), holidayDays(holidays), false));
}

/**
 * §9 date helpers: "add business days (skipping Saturday and Sunday)", and the given holidays too.
 *
 * Counting starts from {@link businessDayOnOrAfter}(date): a start on a weekend or holiday counts as
 * if it were the next business day. So `n = 0` returns the date itself when it is a business day,
 * else the next business day, and every extra business day lands strictly later
 * (Friday + 1 = Monday; Saturday + 0 = Monday; Saturday + 1 = Tuesday).
 * `n` must be a non-negative whole number; anything else is a programming error.
 */
export function addBusinessDays(date: IsoDate, n: number, holidays: readonly IsoDate[] = []): IsoDate {
  if (!Number.isSafeInteger(n) || n < 0) {
    throw new RangeError(`addBusinessDays needs a non-negative whole number of days, got ${n}`);
  }
  const skip = holidayDays(holidays);
  let current = stepToBusinessDay(dayOf(date), skip, false);
  for (let left = n; left > 0; left -= 1) {
    current = stepToBusinessDay(current, skip, true);
  }
  return isoOfDay(current);
}

/**
 * The `n`-th business day strictly before `date` (weekends and the given holidays skipped): three business
 * days before a Thursday is the Monday; before a Monday, the Wednesday before. `n` must be a whole number of
 * at least 1; anything else is a programming error (issue 13, the edit cut-off).
 */
export function businessDaysBefore(date: IsoDate, n: number, holidays: readonly IsoDate[] = []): IsoDate {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new RangeError(`businessDaysBefore needs a whole number of days of at least 1, got ${n}`);
  }
  const skip = holidayDays(holidays);
  let current = dayOf(date);
  for (let left = n; left > 0; left -= 1) {
    current -= 1;
    while (weekendDay(current) || skip.has(current)) current -= 1;
  }
  return isoOfDay(current);
}

/** Walks forward one calendar day at a time to a business day; ends because the holidays are finite. */
function stepToBusinessDay(start: number, holidays: ReadonlySet<number>, strictlyAfter: boolean): number {
  let current = strictlyAfter ? start + 1 : start;
  while (weekendDay(current) || holidays.has(current)) current += 1;
  return current;
}

/*
 * The arithmetic above counts whole days: a date is its day number (days since 1970-01-01, a Thursday), so
 * a step is an addition and the weekday a remainder. It used to step date-fns Dates and print each one to
 * look it up among the holidays, which made every quote answer's delivery notes cost most of a view
 * (issue 28, docs/performance.md).
 */
const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The day number of a date (days since 1970-01-01), or null when it is not 'YYYY-MM-DD'. A day past the
 * month's end rolls over into the next month, as `new Date(y, m, d)` does.
 */
function dayOrNull(date: string): number | null {
  const match = ISO_DAY.exec(date);
  if (!match) return null;
  const at = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps the years 0-99 as they are.
  at.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Math.round(at.getTime() / MS_PER_DAY);
}

/** The day number of a date; a malformed date is a programming error. */
function dayOf(date: IsoDate): number {
  const day = dayOrNull(date);
  if (day === null) throw new RangeError(`Value must be a date as YYYY-MM-DD: ${date}`);
  return day;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** The date of a day number, as 'YYYY-MM-DD'; a year past 9999 is a programming error, as isoDate has it. */
function isoOfDay(day: number): IsoDate {
  const at = new Date(day * MS_PER_DAY);
  const year = at.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Value must be a date as YYYY-MM-DD: year ${year}`);
  return `${pad(year, 4)}-${pad(at.getUTCMonth() + 1, 2)}-${pad(at.getUTCDate(), 2)}` as IsoDate;
}

/** Saturday or Sunday: day 0 (1970-01-01) was a Thursday, so days 2 and 3 of each week are the weekend. */
function weekendDay(day: number): boolean {
  const fromThursday = ((day % 7) + 7) % 7;
  return fromThursday === 2 || fromThursday === 3;
}

/**
 * The holidays as day numbers (one that is not a real 'YYYY-MM-DD' date matches no day, as before). Made once
 * per list and size: a station's list is the same array for each of a quote's options and both ends of a window.
 */
const holidaySets = new WeakMap<readonly string[], { size: number; days: ReadonlySet<number> }>();
const NO_HOLIDAYS: ReadonlySet<number> = new Set();
function holidayDays(holidays: readonly string[]): ReadonlySet<number> {
  if (holidays.length === 0) return NO_HOLIDAYS;
  const made = holidaySets.get(holidays);
  if (made && made.size === holidays.length) return made.days;
  const days = new Set<number>();
  for (const holiday of holidays) {
    const day = dayOrNull(holiday);
    if (day !== null && isoOfDay(day) === holiday) days.add(day);
  }
  holidaySets.set(holidays, { size: holidays.length, days });
  return days;
}

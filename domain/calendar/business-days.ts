import { addDays as addCalendarDays, isWeekend as isWeekendDate } from 'date-fns';
import { fromLocalDate, type IsoDate, localIsoString, toLocalDate } from './iso-date';

/**
 * §9 "Weekend code VCQW". The specification names this constant but does not show what it means
 * or where it is used, so it is kept verbatim and nothing in the domain interprets it.
 */
export const WEEKEND_CODE = 'VCQW';

/** §9 date helpers: "add days". Adds `n` calendar days (negative `n` goes back); `n` must be an integer. */
export function addDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`addDays needs a whole number of days, got ${n}`);
  return fromLocalDate(addCalendarDays(toLocalDate(date), n));
}

/** §9 date helpers: "weekend test". True on Saturday and Sunday. */
export function isWeekend(date: IsoDate): boolean {
  return isWeekendDate(toLocalDate(date));
}

/** §9: a business day is neither Saturday, Sunday nor one of the given holidays (§3 StationDetail Holidays). */
export function isBusinessDay(date: IsoDate, holidays: readonly IsoDate[] = []): boolean {
  return !isWeekend(date) && !holidays.includes(date);
}

/** §9: the first business day strictly after `date`, skipping weekends and the given holidays. */
export function nextBusinessDay(date: IsoDate, holidays: readonly IsoDate[] = []): IsoDate {
  return fromLocalDate(stepToBusinessDay(toLocalDate(date), new Set(holidays), true));
}

/** §9: `date` itself when it is a business day, otherwise the next business day. */
export function businessDayOnOrAfter(date: IsoDate, holidays: readonly IsoDate[] = []): IsoDate {
  return fromLocalDate(stepToBusinessDay(toLocalDate(date), new Set(holidays), false));
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
  const skip = new Set<string>(holidays);
  let current = stepToBusinessDay(toLocalDate(date), skip, false);
  for (let left = n; left > 0; left -= 1) {
    current = stepToBusinessDay(current, skip, true);
  }
  return fromLocalDate(current);
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
  const skip = new Set<string>(holidays);
  let current = toLocalDate(date);
  for (let left = n; left > 0; left -= 1) {
    current = addCalendarDays(current, -1);
    while (isWeekendDate(current) || skip.has(localIsoString(current)))
      current = addCalendarDays(current, -1);
  }
  return fromLocalDate(current);
}

/** Walks forward one calendar day at a time to a business day; ends because the holidays are finite. */
function stepToBusinessDay(start: Date, holidays: ReadonlySet<string>, strictlyAfter: boolean): Date {
  let current = strictlyAfter ? addCalendarDays(start, 1) : start;
  while (isWeekendDate(current) || (holidays.size > 0 && holidays.has(localIsoString(current)))) {
    current = addCalendarDays(current, 1);
  }
  return current;
}

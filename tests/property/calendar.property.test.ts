import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { fromStoredTime, toStoredTime } from '../../domain/calendar/appointment-time';
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  isWeekend,
  nextBusinessDay,
} from '../../domain/calendar/business-days';
import { estimatedDeliveryWindow } from '../../domain/calendar/delivery-window';
import { formatMDYYYY, formatMMDDYYYY, weekdayName } from '../../domain/calendar/formats';
import { type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { pickupChoices } from '../../domain/calendar/move-dates';
import { MOVE_TIMING_CHOICES, spotDateForTiming } from '../../domain/calendar/move-timing';
import { addStationDays, stationDayOnOrAfter } from '../../domain/calendar/station-days';
import type { IsoWeekday } from '../../domain/quote/types';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** An ISO date between 1990 and 2090, read with UTC getters so the test is the same in every zone. */
const isoDateArb = fc
  .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 11, 31)), noInvalidDate: true })
  .map((date) => isoDate(date.toISOString().slice(0, 10)));

/** Independent reference arithmetic on UTC day numbers. */
const utcDay = (date: IsoDate): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromUtcDay = (day: number): IsoDate => isoDate(new Date(day * DAY_MS).toISOString().slice(0, 10));
const utcWeekday = (date: IsoDate): number => new Date(utcDay(date) * DAY_MS).getUTCDay();

/** A start date and a few holidays within the next ~10 weeks of it. */
const startAndHolidays = isoDateArb.chain((start) =>
  fc.tuple(
    fc.constant(start),
    fc
      .uniqueArray(fc.integer({ min: 0, max: 70 }), { maxLength: 15 })
      .map((offsets) => offsets.map((o) => fromUtcDay(utcDay(start) + o))),
  ),
);

test.prop([isoDateArb, fc.integer({ min: -3000, max: 3000 })])(
  'adding days matches UTC day arithmetic in any time zone (§9 add days)',
  (date, n) => {
    expect(addDays(date, n)).toBe(fromUtcDay(utcDay(date) + n));
  },
);

test.prop([isoDateArb])('the weekend test is Saturday or Sunday and names the same weekday (§9)', (date) => {
  const day = utcWeekday(date);
  expect(isWeekend(date)).toBe(day === 0 || day === 6);
  expect(weekdayName(date)).toBe(WEEKDAYS[day]);
});

test.prop([startAndHolidays, fc.integer({ min: 0, max: 40 })])(
  'adding business days never lands on a weekend or a given holiday, and never before the start (§9)',
  ([start, holidays], n) => {
    const result = addBusinessDays(start, n, holidays);
    expect(isWeekend(result)).toBe(false);
    expect(holidays).not.toContain(result);
    expect(result >= start).toBe(true);
    if (n > 0) expect(result > start).toBe(true);
  },
);

test.prop([startAndHolidays, fc.integer({ min: 0, max: 40 })])(
  'n + 1 business days lands strictly later than n, on the next business day after it (§9)',
  ([start, holidays], n) => {
    const atN = addBusinessDays(start, n, holidays);
    const atNextN = addBusinessDays(start, n + 1, holidays);
    expect(atNextN > atN).toBe(true);
    expect(atNextN).toBe(nextBusinessDay(atN, holidays));
  },
);

test.prop([startAndHolidays, fc.integer({ min: 0, max: 40 })])(
  'adding n business days passes exactly n business days after the first business day (§9)',
  ([start, holidays], n) => {
    const result = addBusinessDays(start, n, holidays);
    let counted = 0;
    let first: IsoDate | undefined;
    for (let day = utcDay(start); day <= utcDay(result); day += 1) {
      const date = fromUtcDay(day);
      const business = utcWeekday(date) % 6 !== 0 && !holidays.includes(date);
      if (business && first === undefined) first = date;
      else if (business) counted += 1;
    }
    expect(first).toBeDefined();
    expect(counted).toBe(n);
  },
);

test.prop([startAndHolidays, fc.integer({ min: 0, max: 30 })])(
  'the estimated delivery window is ordered and both ends are business days (§9)',
  ([pickup, holidays], transit) => {
    const { DeliveryDate, DeliveryDateMax } = estimatedDeliveryWindow(pickup, transit, holidays);
    expect(DeliveryDate <= DeliveryDateMax).toBe(true);
    expect(DeliveryDate >= pickup).toBe(true);
    expect(isBusinessDay(DeliveryDate, holidays)).toBe(true);
    expect(isBusinessDay(DeliveryDateMax, holidays)).toBe(true);
    expect(DeliveryDateMax).toBe(addBusinessDays(DeliveryDate, 2, holidays));
  },
);

test.prop([fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })])(
  'appointment times round-trip through the stored 4-digit form for every valid HH:MM (§3 Appointment)',
  (hours, minutes) => {
    const display = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    const stored = toStoredTime(display)._unsafeUnwrap();
    expect(stored).toMatch(/^\d{4}$/);
    expect(stored).toBe(display.replace(':', ''));
    expect(fromStoredTime(stored)._unsafeUnwrap()).toBe(display);
  },
);

test.prop([fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 })])(
  'only hours 00-23 and minutes 00-59 are accepted as appointment times (§3 Appointment)',
  (hours, minutes) => {
    const display = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    expect(toStoredTime(display).isOk()).toBe(hours <= 23 && minutes <= 59);
  },
);

test.prop([isoDateArb, fc.constantFrom(...MOVE_TIMING_CHOICES)])(
  'the When? spot date lies its offset ahead of today (§9 move timing)',
  (today, choice) => {
    const spot = spotDateForTiming(choice.value, today);
    if ('days' in choice.offset) {
      expect(spot).toBe(addDays(today, choice.offset.days));
    } else {
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const [sy, sm, sd] = spot.split('-').map(Number) as [number, number, number];
      expect(sy * 12 + sm - (y * 12 + m)).toBe(choice.offset.months);
      expect(sd).toBeLessThanOrEqual(d);
      expect(spot > today).toBe(true);
    }
  },
);

test.prop([isoDateArb])('display formats show the same calendar day as the ISO date (§3, §9)', (date) => {
  const [y, m, d] = date.split('-');
  expect(formatMMDDYYYY(date)).toBe(`${m}/${d}/${y}`);
  expect(formatMDYYYY(date)).toBe(`${Number(m)}/${Number(d)}/${y}`);
});

/** The walk as it was before issue 28: one calendar day at a time, holidays compared as text. */
function referenceAddBusinessDays(start: IsoDate, n: number, holidays: readonly IsoDate[]): IsoDate {
  const off = (day: number) =>
    [0, 6].includes(utcWeekday(fromUtcDay(day))) || holidays.includes(fromUtcDay(day));
  let day = utcDay(start);
  while (off(day)) day += 1;
  for (let left = n; left > 0; left -= 1) {
    day += 1;
    while (off(day)) day += 1;
  }
  return fromUtcDay(day);
}

test.prop([startAndHolidays, fc.integer({ min: 0, max: 40 })])(
  'business days counted on day numbers give the day-by-day walk, so delivery notes are cheap and unchanged (issue 28)',
  ([start, holidays], n) => {
    expect(addBusinessDays(start, n, holidays)).toBe(referenceAddBusinessDays(start, n, holidays));
    // The same list again (its day numbers are kept per list) and a copy give the same answer.
    expect(addBusinessDays(start, n, holidays)).toBe(addBusinessDays(start, n, [...holidays]));
  },
);

/** A station's calendar: some served weekdays (at least one) and a few holidays near the start. */
const stationCalendar = startAndHolidays.chain(([start, holidays]) =>
  fc
    .uniqueArray(fc.constantFrom<IsoWeekday>(1, 2, 3, 4, 5, 6, 7), { minLength: 1, maxLength: 7 })
    .map((ServiceDays) => ({ start, calendar: { ServiceDays, Holidays: holidays } })),
);

test.prop([stationCalendar, fc.integer({ min: 0, max: 40 })])(
  'the pickup choices are the first working day on or after the drop-off, then its n-th working day after it, for n up to the loading days (issue 11)',
  ({ start, calendar }, loadingDays) => {
    const choices = pickupChoices(start, loadingDays, calendar);
    const first = stationDayOnOrAfter(start, calendar);
    expect(choices).toEqual([
      first,
      ...Array.from({ length: loadingDays }, (_, i) => addStationDays(first, i + 1, calendar)),
    ]);
  },
);

/**
 * Issue 25 "Prove it over the calendar": the domain's date rules swept over every day of two years
 * (2026-01-01 to 2027-12-31, Christmas, New Year, Thanksgiving, both DST changes and every weekend included),
 * with the real US federal holidays every US station closes on (adapters/reference-data/station-holidays.ts).
 * Each property says what a customer is offered on that day can be saved, and that the dates shown after
 * booking follow in order. A rule that broke on some day of the year fails here, whatever day the suite runs.
 */
import { fc, test } from '@fast-check/vitest';
import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { publicHolidays } from '../../adapters/reference-data/station-holidays';
import { addDays, isBusinessDay } from '../../domain/calendar/business-days';
import { compareIsoDates, type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { moveDates, pickupChoices } from '../../domain/calendar/move-dates';
import { MOVE_TIMINGS, spotDateForTiming } from '../../domain/calendar/move-timing';
import type { StationCalendar } from '../../domain/calendar/station-days';
import { stationInstant } from '../../domain/calendar/station-time';
import {
  isInMoveDateWindow,
  MAX_DAYS_AHEAD,
  moveDateSaveBlockedReason,
  moveDateShift,
} from '../../domain/quote/move-date-window';
import { nearbyMoveDates } from '../../domain/quote/prices-by-date';
import { MOVE_EDITS_DEFAULT } from '../../domain/rating/rate-card';
import { editCutoffAt, spotDateStillEditable } from '../../domain/reservation/edit-cutoff';
import {
  firstBookableSpotDate,
  type SpotDateRules,
  spotDateReason,
  spotDays,
} from '../../domain/reservation/spot-dates';

const FIRST_DAY = isoDate('2026-01-01');
const DAYS = 730;
/** Every day of the sweep. */
const EVERY_DAY: readonly IsoDate[] = Array.from({ length: DAYS }, (_, n) => addDays(FIRST_DAY, n));
/** US federal holidays from the first year to a year past the last day (moves are booked up to 365 days out). */
const HOLIDAYS: IsoDate[] = [2026, 2027, 2028].flatMap((year) =>
  publicHolidays(Holidays, 'US', year).map(isoDate),
);
const CALENDAR: StationCalendar = { ServiceDays: [1, 2, 3, 4, 5], Holidays: HOLIDAYS };
/** The stations' states in each zone: Eastern, Central, Mountain, Pacific. */
const STATES = ['NY', 'MO', 'CO', 'CA'] as const;

const sweptDay = fc.integer({ min: 0, max: DAYS - 1 }).map((n) => EVERY_DAY[n] as IsoDate);
/** A move date's distance from today that a customer can ask for, ends of the window included. */
const daysAhead = fc.oneof(
  fc.constantFrom(0, 1, 2, 17, 364, MAX_DAYS_AHEAD),
  fc.integer({ min: 0, max: 365 }),
);

/** The station's rules at 9 a.m. local time on `today`, with nothing full. */
const morningAt = (today: IsoDate): SpotDateRules => ({
  calendar: CALENDAR,
  now: { date: today, minutes: 9 * 60 },
  isFull: () => false,
});

describe('the date rules on every day of two years (issue 25)', () => {
  it('every When? choice of the quote form gives a move date the server keeps in its window, shifted at most to the next business day (§9)', () => {
    for (const today of EVERY_DAY) {
      for (const timing of MOVE_TIMINGS) {
        const asked = spotDateForTiming(timing, today);
        expect(moveDateSaveBlockedReason(asked, today), `${today} ${timing}`).toBeNull();
        const becomes = moveDateShift(asked, HOLIDAYS)?.becomes ?? asked;
        expect(isBusinessDay(becomes, HOLIDAYS), `${today} ${timing}`).toBe(true);
        expect(isInMoveDateWindow(becomes, today), `${today} ${timing} -> ${becomes}`).toBe(true);
      }
    }
  });

  test.prop([sweptDay, daysAhead])(
    'the price strip offers only origin business days the customer can save, around the saved move date (issue 4, §9)',
    (today, ahead) => {
      // A saved move date is an origin business day (quotes/add and quotes/edit move a weekend or holiday on).
      const moveDate = moveDateShift(addDays(today, ahead), HOLIDAYS)?.becomes ?? addDays(today, ahead);
      const strip = nearbyMoveDates(moveDate, today, HOLIDAYS);
      for (const date of strip) {
        expect(moveDateSaveBlockedReason(date, today), `${today}: ${date}`).toBeNull();
        expect(isBusinessDay(date, HOLIDAYS), `${today}: ${date}`).toBe(true);
      }
      expect([...strip].sort(compareIsoDates)).toEqual(strip);
      expect(strip.includes(moveDate)).toBe(isInMoveDateWindow(moveDate, today));
      expect(strip.length).toBeGreaterThan(1);
    },
  );

  it('a move exactly one year ahead can be saved, and a day more cannot, on every day (§4 window)', () => {
    for (const today of EVERY_DAY) {
      expect(moveDateSaveBlockedReason(addDays(today, MAX_DAYS_AHEAD), today), today).toBeNull();
      expect(moveDateSaveBlockedReason(addDays(today, MAX_DAYS_AHEAD + 1), today), today).not.toBeNull();
      expect(moveDateSaveBlockedReason(addDays(today, -1), today), today).not.toBeNull();
    }
  });

  it('a move asked exactly one year ahead, on any day, is saved on a business day the schedule step can book (§4 window, issue 11)', () => {
    for (const today of EVERY_DAY) {
      const asked = addDays(today, MAX_DAYS_AHEAD);
      const becomes = moveDateShift(asked, HOLIDAYS)?.becomes ?? asked;
      expect(spotDateReason(becomes, morningAt(today)), `${today}: ${asked} -> ${becomes}`).toBeNull();
    }
  });

  it('the schedule step always has a bookable drop-off day: a station business day after today, inside the window (§3 NextAvailableMoveDate)', () => {
    for (const today of EVERY_DAY) {
      const first = firstBookableSpotDate(today, morningAt(today));
      expect(first, today).not.toBeNull();
      if (first === null) continue;
      expect(compareIsoDates(first, today), today).toBe(1);
      expect(isBusinessDay(first, HOLIDAYS), `${today}: ${first}`).toBe(true);
      expect(isInMoveDateWindow(first, today), today).toBe(true);
    }
  });

  test.prop([sweptDay, fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 12 })])(
    'the dates a booked move shows follow in order on station business days: drop-off, pickup, then the delivery window (§3 Dates, §9)',
    (today, ahead, transit) => {
      const bookable = spotDays(today, addDays(today, ahead), morningAt(today)).filter((d) => d.bookable);
      for (const { date } of bookable) {
        for (const pickup of pickupChoices(date, 3, CALENDAR)) {
          const dates = moveDates({
            SpotDate: date,
            PickupDate: pickup === date ? null : pickup,
            IsLiveLoad: pickup === date,
            ShouldForceSameDayPickup: false,
            TransTime: transit,
            OriginHolidays: HOLIDAYS,
            DestinationHolidays: HOLIDAYS,
          });
          expect(dates.SpotDate).toBe(date);
          expect(compareIsoDates(dates.PickupDate, dates.SpotDate)).toBeGreaterThanOrEqual(0);
          expect(compareIsoDates(dates.DeliveryDate, dates.PickupDate)).toBe(1);
          expect(compareIsoDates(dates.DeliveryDateMax, dates.DeliveryDate)).toBe(1);
          for (const day of [dates.PickupDate, dates.DeliveryDate, dates.DeliveryDateMax]) {
            expect(isBusinessDay(day, HOLIDAYS), `${today}: ${day}`).toBe(true);
          }
        }
      }
    },
  );

  it('the change cut-off of every drop-off day is before that day begins at the station, in every zone and across DST (issue 13)', () => {
    for (const spotDate of EVERY_DAY) {
      if (!isBusinessDay(spotDate, HOLIDAYS)) continue;
      for (const state of STATES) {
        const basis = { spotDate, station: { Holidays: HOLIDAYS, StateCode: state } };
        const cutoff = Date.parse(editCutoffAt(basis, MOVE_EDITS_DEFAULT));
        // Local midnight of the drop-off day, as the station's clock reads it.
        const midnight = Date.parse(stationInstant(spotDate, 0, stateHours(state)));
        expect(cutoff, `${spotDate} ${state}`).toBeLessThan(midnight);
      }
    }
  });

  test.prop([sweptDay, fc.constantFrom(...STATES)])(
    'a move booked four or more business days ahead can still be changed right after booking; the control is not hidden (issue 13, §6 IsMyMoveEditAllowed)',
    (today, state) => {
      const bookable = spotDays(today, addDays(today, 40), morningAt(today)).filter((d) => d.bookable);
      const now = stationInstant(today, 9 * 60, stateHours(state));
      for (const { date } of bookable) {
        const businessDaysAhead = spotDays(addDays(today, 1), date, morningAt(today)).filter(
          (d) => d.bookable || d.date === date,
        ).length;
        const editable = spotDateStillEditable(
          { spotDate: date, station: { Holidays: HOLIDAYS, StateCode: state } },
          now,
          MOVE_EDITS_DEFAULT,
        );
        if (businessDaysAhead > MOVE_EDITS_DEFAULT.businessDaysBefore + 1) {
          expect(editable, `${today} ${state}: ${date}`).toBe(true);
        }
      }
    },
  );
});

/** Hours ahead of US Central time of the sweep's states (domain/calendar/station-time.ts). */
function stateHours(state: (typeof STATES)[number]): number {
  return { NY: 1, MO: 0, CO: -1, CA: -2 }[state];
}

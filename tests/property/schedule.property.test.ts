import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { addDays, isWeekend } from '../../domain/calendar/business-days';
import { compareIsoDates, type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { moveDates } from '../../domain/calendar/move-dates';
import { isoWeekday } from '../../domain/calendar/station-days';
import { cents } from '../../domain/money/money';
import type { IsoWeekday } from '../../domain/quote/types';
import { appointmentWindows, slotKeyString } from '../../domain/reservation/appointment-windows';
import { spotDays } from '../../domain/reservation/spot-dates';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDateArb = fc
  .date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2040, 11, 31)), noInvalidDate: true })
  .map((date) => isoDate(date.toISOString().slice(0, 10)));
const serviceDaysArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
  // At least one weekday, as the contract requires (a station serving only weekends is refused).
  .filter((days) => days.some((d) => d <= 5))
  .map((days) => days.sort() as IsoWeekday[]);
const holidaysNear = (start: IsoDate) =>
  fc
    .uniqueArray(fc.integer({ min: -5, max: 90 }), { maxLength: 20 })
    .map((offs) => offs.map((o) => addDays(start, o)));

const calendarAndDate = isoDateArb.chain((start) =>
  fc.record({
    start: fc.constant(start),
    ServiceDays: serviceDaysArb,
    Holidays: holidaysNear(start),
  }),
);

test.prop([
  calendarAndDate,
  fc.integer({ min: 0, max: 1439 }),
  fc.integer({ min: 0, max: 45 }),
  fc.func(fc.boolean()),
])(
  'a bookable drop-off date is never a weekend, a holiday or a closed service day at the station (issue 11 schedule; §9, §3 StationDetail)',
  ({ start, ServiceDays, Holidays }, minutes, length, full) => {
    const days = spotDays(start, addDays(start, length), {
      calendar: { ServiceDays, Holidays },
      now: { date: start, minutes },
      isFull: (date) => full(date),
    });
    for (const day of days.filter((d) => d.bookable)) {
      expect(isWeekend(day.date)).toBe(false);
      expect(Holidays).not.toContain(day.date);
      expect(ServiceDays).toContain(isoWeekday(day.date));
      expect(compareIsoDates(day.date, start)).toBeGreaterThan(0);
    }
  },
);

const moveInput = fc
  .record({
    origin: calendarAndDate,
    DestinationServiceDays: serviceDaysArb,
    DestinationHolidayOffsets: fc.uniqueArray(fc.integer({ min: 0, max: 120 }), { maxLength: 20 }),
    pickupOffset: fc.option(fc.integer({ min: -5, max: 30 }), { nil: null }),
    IsLiveLoad: fc.boolean(),
    ShouldForceSameDayPickup: fc.boolean(),
    MoveType: fc.constantFrom('DD' as const, 'TT' as const),
    TransTime: fc.integer({ min: 1, max: 12 }),
    LoadingDays: fc.integer({ min: 1, max: 10 }),
  })
  .map((r) => ({
    SpotDate: r.origin.start,
    PickupDate: r.pickupOffset === null ? null : addDays(r.origin.start, r.pickupOffset),
    IsLiveLoad: r.IsLiveLoad,
    ShouldForceSameDayPickup: r.ShouldForceSameDayPickup,
    MoveType: r.MoveType,
    TransTime: r.TransTime,
    LoadingDays: r.LoadingDays,
    OriginServiceDays: r.origin.ServiceDays,
    OriginHolidays: r.origin.Holidays,
    DestinationServiceDays: r.DestinationServiceDays,
    DestinationHolidays: r.DestinationHolidayOffsets.map((o) => addDays(r.origin.start, o)),
  }));

test.prop([moveInput])(
  'move dates: the spot is an origin working day on or after the request, pickup is on or after drop-off, delivery after pickup, DeliveryDate <= DeliveryDateMax (§7 move dates call)',
  (input) => {
    const dates = moveDates(input);
    expect(compareIsoDates(dates.SpotDate, input.SpotDate)).toBeGreaterThanOrEqual(0);
    expect(isWeekend(dates.SpotDate)).toBe(false);
    expect(input.OriginHolidays).not.toContain(dates.SpotDate);
    expect(compareIsoDates(dates.PickupDate, dates.SpotDate)).toBeGreaterThanOrEqual(0);
    expect(compareIsoDates(dates.DeliveryDate, dates.PickupDate)).toBeGreaterThan(0);
    expect(compareIsoDates(dates.DeliveryDate, dates.DeliveryDateMax)).toBeLessThan(0);
    expect(isWeekend(dates.DeliveryDate)).toBe(false);
    expect(input.DestinationHolidays).not.toContain(dates.DeliveryDate);
    expect(Date.parse(dates.DeliveryDateMax) - Date.parse(dates.SpotDate)).toBeLessThan(400 * DAY_MS);
  },
);

test.prop([
  fc.array(
    fc.tuple(fc.constantFrom('OneHourWindow', 'TwoHourWindow'), fc.integer({ min: 8, max: 16 }), fc.nat(4)),
  ),
])(
  'an appointment slot is offered exactly while its bookings are below its crews (§3 Appointment)',
  (bookings) => {
    const booked = new Map<string, number>();
    for (const [window, hour, count] of bookings) {
      const key = slotKeyString({
        AppointmentWindow: window,
        EarlyTime: `${String(hour).padStart(2, '0')}00`,
      });
      booked.set(key, (booked.get(key) ?? 0) + count);
    }
    for (const slot of appointmentWindows(
      { OneHourRate: cents(4900), TwoHourRate: cents(2900) },
      booked,
      2,
    )) {
      expect(slot.Available).toBe((booked.get(slotKeyString(slot)) ?? 0) < 2);
    }
  },
);

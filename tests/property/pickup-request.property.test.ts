import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { addDays } from '../../domain/calendar/business-days';
import { compareIsoDates, isoDate } from '../../domain/calendar/iso-date';
import { isStationDay } from '../../domain/calendar/station-days';
import type { Cents } from '../../domain/money/money';
import type { IsoWeekday } from '../../domain/quote/types';
import { SchedulingState } from '../../domain/shipment/enums';
import {
  choosePickupDate,
  pickupCalendar,
  pickupDateChoices,
  pickupRequestStatus,
} from '../../domain/shipment/pickup-request';
import { foldEvents } from '../../domain/shipment/shipment-lifecycle';
import { DOOR_TO_DOOR_CUBES, event, plan } from '../fixtures/shipment';

/*
 * Issue 13 "Pickup request" (§4 Pickup/delivery scheduling): for any drop-off day, station calendar, rule
 * and instant, the days offered are the station's working days after the drop-off, earliest first, each
 * still before its cut-off, at most the loading days plus the extra days, and an extra day costs the fee
 * times the extra days (zero within the loading time). The days offered are exactly the ones accepted.
 */
const START = Date.parse('2026-01-05T00:00:00Z');
const day = fc.integer({ min: 0, max: 700 }).map((n) => addDays(isoDate('2026-01-05'), n));
const station = fc.record({
  ServiceDays: fc.subarray([1, 2, 3, 4, 5, 6, 7] as IsoWeekday[]),
  Holidays: fc.array(day, { maxLength: 30 }),
  StateCode: fc.constantFrom('TX', 'NY', 'CA', 'AZ', 'ZZ'),
});
const rule = fc.record({
  businessDaysBefore: fc.integer({ min: 0, max: 5 }),
  localHour: fc.integer({ min: 0, max: 23 }),
  maxExtraDays: fc.integer({ min: 0, max: 10 }),
  extraDayFee: fc.record({
    ReloCube: fc.integer({ min: 0, max: 100_000 }).map((n) => n as Cents),
    Trailer: fc.integer({ min: 0, max: 100_000 }).map((n) => n as Cents),
  }),
});

describe('pickup days offered (issue 13, property)', () => {
  test.prop([
    day,
    station,
    rule,
    fc.integer({ min: 1, max: 10 }),
    fc.integer({ min: 0, max: 760 * 24 * 60 }),
    fc.integer({ min: 0, max: 100_000 }),
  ])(
    'are working days after drop-off, in order, before their cut-off, priced by extra days',
    (dropOff, st, r, loadingDays, minutes, fee) => {
      const now = new Date(START + minutes * 60_000).toISOString();
      const basis = { station: st, rule: r, loadingDays, now };
      const { loadingEnds, dates } = pickupDateChoices(dropOff, fee as Cents, basis);
      expect(dates.filter((d) => d.extraDays > 0).length).toBeLessThanOrEqual(r.maxExtraDays);
      const calendar = pickupCalendar(basis);
      let previous = dropOff;
      for (const d of dates) {
        expect(compareIsoDates(d.date, previous)).toBe(1);
        expect(isStationDay(d.date, calendar)).toBe(true);
        expect(Date.parse(d.requestBy)).toBeGreaterThan(Date.parse(now));
        expect(d.extraCost).toBe(fee * d.extraDays);
        expect(d.extraDays === 0).toBe(compareIsoDates(d.date, loadingEnds) <= 0);
        previous = d.date;
      }
    },
  );

  test.prop([fc.integer({ min: 0, max: 20 * 24 * 60 }), day])(
    'a request is accepted exactly for the days offered',
    (minutes, asked) => {
      const shipment = foldEvents(plan(DOOR_TO_DOOR_CUBES), [
        event('DropOff', 'Completed', '2026-12-01T09:30:00-06:00'),
      ])._unsafeUnwrap();
      const now = new Date(Date.parse('2026-11-28T00:00:00Z') + minutes * 60_000).toISOString();
      const status = pickupRequestStatus(shipment, {
        station: null,
        loadingDays: 3,
        rule: {
          businessDaysBefore: 1,
          localHour: 16,
          maxExtraDays: 5,
          extraDayFee: { ReloCube: 5000 as Cents, Trailer: 25000 as Cents },
        },
        now,
      });
      const offered = status.state === SchedulingState.ReadyToRequest ? status.dates.map((d) => d.date) : [];
      expect(choosePickupDate(status, asked).ok).toBe(offered.includes(asked));
    },
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentBooking } from '../../application/ports/appointment-book';
import { isoDate } from '../../domain/calendar/iso-date';
import { CREWS_PER_SLOT, slotKeyString } from '../../domain/reservation/appointment-windows';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgAppointmentBook } from './pg-appointment-book';

const AT = '2026-11-25T15:00:00.000Z';
const slot = (quoteId: number, over: Partial<AppointmentBooking> = {}): AppointmentBooking => ({
  quoteId,
  stationCode: 'MCI',
  date: isoDate('2026-12-07'),
  end: 'origin',
  window: 'TwoHourWindow',
  EarlyTime: '0800',
  LateTime: '1000',
  ...over,
});

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'appointment bookings on $name (issue 11 schedule; §3 Appointment)',
  (underTest) => {
    let database: Database;
    let second: Database;
    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it('counts the bookings of each slot of a station day', async () => {
      const book = new PgAppointmentBook(database.db);
      const date = isoDate('2026-12-08');
      expect((await book.book(slot(1, { date }), AT)).isOk()).toBe(true);
      expect(
        (await book.book(slot(2, { date, window: 'Open', EarlyTime: '0800', LateTime: '1700' }), AT)).isOk(),
      ).toBe(true);
      const counts = (await book.bookedCounts('MCI', date))._unsafeUnwrap();
      expect(counts.get(slotKeyString({ AppointmentWindow: 'TwoHourWindow', EarlyTime: '0800' }))).toBe(1);
      expect((await book.bookedCounts('DEN', date))._unsafeUnwrap().size).toBe(0);
    });

    it("a quote's new booking at an end replaces its earlier one", async () => {
      const book = new PgAppointmentBook(database.db);
      const date = isoDate('2026-12-09');
      await book.book(slot(10, { date }), AT);
      await book.book(slot(10, { date, EarlyTime: '1000', LateTime: '1200' }), AT);
      const counts = (await book.bookedCounts('MCI', date))._unsafeUnwrap();
      expect(
        counts.get(slotKeyString({ AppointmentWindow: 'TwoHourWindow', EarlyTime: '0800' })),
      ).toBeUndefined();
      expect(counts.get(slotKeyString({ AppointmentWindow: 'TwoHourWindow', EarlyTime: '1000' }))).toBe(1);
    });

    it('concurrent bookings from two instances never exceed the crews per slot; the rest are SlotBookedOut', async () => {
      const books = [new PgAppointmentBook(database.db), new PgAppointmentBook(second.db)];
      const date = isoDate('2026-12-10');
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) => books[i % 2]?.book(slot(100 + i, { date }), AT)),
      );
      const booked = results.filter((r) => r?.isOk()).length;
      expect(booked).toBe(CREWS_PER_SLOT);
      expect(results.filter((r) => r?.isErr() && r.error.kind === 'SlotBookedOut')).toHaveLength(
        24 - CREWS_PER_SLOT,
      );
      const counts = (await books[0]?.bookedCounts('MCI', date))?._unsafeUnwrap();
      expect(counts?.get(slotKeyString({ AppointmentWindow: 'TwoHourWindow', EarlyTime: '0800' }))).toBe(
        CREWS_PER_SLOT,
      );
    });

    it('a quote already in a full slot can book it again (its own booking does not count against it)', async () => {
      const book = new PgAppointmentBook(database.db);
      const date = isoDate('2026-12-11');
      await book.book(slot(200, { date }), AT);
      await book.book(slot(201, { date }), AT);
      expect((await book.book(slot(202, { date }), AT))._unsafeUnwrapErr().kind).toBe('SlotBookedOut');
      expect((await book.book(slot(201, { date }), AT)).isOk()).toBe(true);
    });
  },
);

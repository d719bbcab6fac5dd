import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDate } from '../../domain/calendar/iso-date';
import { exampleQuote } from '../../domain/quote/example-quote';
import { type CalendarVersion, Milestone } from '../../domain/shipment';
import { databasesUnderTest, secondPool, warmUpDatabases } from '../../tests/support/test-databases';
import type { Database } from './database';
import { PgCalendarEntries } from './pg-calendar-entries';
import { PgQuoteRepository } from './pg-quote-repository';

const AT = '2026-12-01T15:00:00.000Z';
const ESTIMATED: CalendarVersion = {
  Early: isoDate('2026-12-01'),
  Late: isoDate('2026-12-03'),
  times: null,
  DateType: 'Estimated',
  cancelled: false,
};

beforeAll(warmUpDatabases, 120_000);

describe.each(databasesUnderTest())(
  'calendar entries on $name (issue 13, tracking.md Calendar files)',
  (underTest) => {
    let database: Database;
    let second: Database;
    const newMove = async () =>
      (await new PgQuoteRepository(database.db).insert(exampleQuote(), AT))._unsafeUnwrap().QuoteId;
    beforeAll(async () => {
      database = await underTest.open();
      second = underTest.name === 'PostgreSQL' ? await secondPool(database) : database;
    }, 120_000);
    afterAll(async () => {
      if (second !== database) await second.close();
      await database.close();
    });

    it('stores the first version with SEQUENCE 0 and the stable UID, and reads it back exactly', async () => {
      const quoteId = await newMove();
      const store = new PgCalendarEntries(database.db);
      const first = (await store.write(quoteId, Milestone.DropOff, ESTIMATED, AT))._unsafeUnwrap();
      expect(first).toEqual({
        milestone: 'DropOff',
        uid: `${quoteId}-DropOff@relomove`,
        sequence: 0,
        version: ESTIMATED,
      });
      expect((await store.entries(quoteId))._unsafeUnwrap()).toEqual([first]);
    });

    it('keeps SEQUENCE for the same version and adds one for each change, times and cancellation included', async () => {
      const quoteId = await newMove();
      const store = new PgCalendarEntries(database.db);
      const write = async (v: CalendarVersion) =>
        (await store.write(quoteId, Milestone.DropOff, v, AT))._unsafeUnwrap().sequence;
      expect(await write(ESTIMATED)).toBe(0);
      expect(await write(ESTIMATED)).toBe(0);
      expect(await write({ ...ESTIMATED, Late: isoDate('2026-12-04') })).toBe(1);
      const timed = { ...ESTIMATED, times: { EarlyTime: '0800', LateTime: '1000' } };
      expect(await write(timed)).toBe(2);
      expect(await write(timed)).toBe(2);
      expect(await write({ ...timed, cancelled: true })).toBe(3);
      const stored = (await store.entries(quoteId))._unsafeUnwrap()[0];
      expect(stored?.version).toEqual({ ...timed, cancelled: true });
    });

    it('survives a new repository (a restart) and two instances writing the same change bump SEQUENCE once', async () => {
      const quoteId = await newMove();
      await new PgCalendarEntries(database.db).write(quoteId, Milestone.Delivery, ESTIMATED, AT);
      const moved = { ...ESTIMATED, Early: isoDate('2026-12-02') };
      const [a, b] = await Promise.all([
        new PgCalendarEntries(database.db).write(quoteId, Milestone.Delivery, moved, AT),
        new PgCalendarEntries(second.db).write(quoteId, Milestone.Delivery, moved, AT),
      ]);
      expect([a._unsafeUnwrap().sequence, b._unsafeUnwrap().sequence]).toEqual([1, 1]);
      const after = (await new PgCalendarEntries(second.db).entries(quoteId))._unsafeUnwrap();
      expect(after.map((e) => [e.milestone, e.sequence])).toEqual([['Delivery', 1]]);
    });
  },
);

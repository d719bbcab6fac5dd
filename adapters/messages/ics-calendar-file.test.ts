import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../application/ports/calendar-file-writer';
import { parseIcs } from '../../tests/support/icalendar';
import { ICS_PRODUCT_ID, IcsCalendarFile } from './ics-calendar-file';

const allDay: CalendarEvent = {
  milestone: 'DropOff',
  uid: '1000123-DropOff@relomove',
  sequence: 2,
  status: 'TENTATIVE',
  summary: 'ReloCube drop-off',
  description: 'Estimated; see https://www.relomove.com/dashboard',
  span: { kind: 'allDay', start: '2026-12-04', endExclusive: '2026-12-05' },
};
const timed: CalendarEvent = {
  ...allDay,
  milestone: 'OriginPickup',
  uid: '1000123-OriginPickup@relomove',
  sequence: 0,
  status: 'CONFIRMED',
  summary: 'ReloCube pickup',
  span: {
    kind: 'timed',
    startMs: Date.parse('2026-12-08T14:00:00Z'),
    endMs: Date.parse('2026-12-08T16:00:00Z'),
  },
};

describe('IcsCalendarFile (tracking.md "Calendar files (.ics)")', () => {
  const writer = new IcsCalendarFile();

  it('writes one VEVENT per event with its stable UID, its SEQUENCE and its STATUS, published by Relomove', () => {
    const text = writer.write([allDay, timed], 'Relomove move 1000123');
    expect(text).toContain(`PRODID:${ICS_PRODUCT_ID}`);
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('X-WR-CALNAME:Relomove move 1000123');
    const events = parseIcs(text);
    expect(events.map((e) => [e.UID, e.SEQUENCE, e.STATUS])).toEqual([
      ['1000123-DropOff@relomove', '2', 'TENTATIVE'],
      ['1000123-OriginPickup@relomove', '0', 'CONFIRMED'],
    ]);
  });

  it('an estimated date is an all-day event, a scheduled window a timed one in UTC', () => {
    const [day, window] = parseIcs(writer.write([allDay, timed], 'c'));
    expect(day?.['DTSTART;VALUE=DATE']).toBe('20261204');
    expect(day?.['DTEND;VALUE=DATE']).toBe('20261205');
    expect(window?.DTSTART).toBe('20261208T140000Z');
    expect(window?.DTEND).toBe('20261208T160000Z');
  });

  it('a dropped milestone is written CANCELLED', () => {
    const [event] = parseIcs(writer.write([{ ...allDay, status: 'CANCELLED', sequence: 3 }], 'c'));
    expect(event?.STATUS).toBe('CANCELLED');
    expect(event?.SEQUENCE).toBe('3');
  });
});

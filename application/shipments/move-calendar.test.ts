import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/calendar/iso-date';
import { exampleQuote } from '../../domain/quote/example-quote';
import type { Quote } from '../../domain/quote/types';
import { type CalendarEntry, DateState, Milestone } from '../../domain/shipment';
import { calendarEventOf } from './move-calendar';

/** The example quote with its origin station in a state and zone (TimeZone left out: the state's is used). */
function quoteFrom(StateCode: string, TimeZone?: string): Quote {
  const q = exampleQuote();
  const station = q.Details.Origin.StationDetail;
  if (!station) throw new Error('the example quote has an origin station');
  const { TimeZone: _, ...rest } = station;
  return {
    ...q,
    QuoteId: 1,
    Revision: 1,
    Details: {
      ...q.Details,
      Origin: {
        ...q.Details.Origin,
        State: StateCode,
        StationDetail: { ...rest, StateCode, ...(TimeZone ? { TimeZone } : {}) },
      },
    },
  };
}

/** The drop-off's 09:00-10:00 appointment window on `date`, as stored. */
function dropOffWindow(date: IsoDate): CalendarEntry {
  return {
    milestone: Milestone.DropOff,
    uid: `1-${Milestone.DropOff}@relomove`,
    sequence: 0,
    version: {
      Early: date,
      Late: date,
      times: { EarlyTime: '0900', LateTime: '1000' },
      DateType: DateState.Scheduled,
      cancelled: false,
    },
  };
}

function utcWindow(quote: Quote, date: string): [string, string] {
  const event = calendarEventOf(quote, dropOffWindow(date as IsoDate), 'https://relomove.test/dashboard');
  if (event.span.kind !== 'timed') throw new Error('a window is a timed event');
  return [new Date(event.span.startMs).toISOString(), new Date(event.span.endMs).toISOString()];
}

describe('calendar times are in the station’s time zone (issue 27)', () => {
  it('a 09:00-10:00 local window at a Los Angeles origin is 17:00Z-18:00Z in winter, not 15:00Z-16:00Z', () => {
    expect(utcWindow(quoteFrom('CA', 'America/Los_Angeles'), '2026-12-21')).toEqual([
      '2026-12-21T17:00:00.000Z',
      '2026-12-21T18:00:00.000Z',
    ]);
  });

  // One station in each US and Canadian zone, the day before and the day after each 2026 DST change
  // (Sunday 03/08 and Sunday 11/01), as 09:00 local in UTC.
  const cases: readonly [string, string | undefined, string, string, string, string][] = [
    ['NY', 'America/New_York', '14:00', '13:00', '13:00', '14:00'],
    ['IL', 'America/Chicago', '15:00', '14:00', '14:00', '15:00'],
    ['CO', 'America/Denver', '16:00', '15:00', '15:00', '16:00'],
    ['AZ', 'America/Phoenix', '16:00', '16:00', '16:00', '16:00'],
    ['CA', 'America/Los_Angeles', '17:00', '16:00', '16:00', '17:00'],
    ['AK', 'America/Anchorage', '18:00', '17:00', '17:00', '18:00'],
    ['HI', 'Pacific/Honolulu', '19:00', '19:00', '19:00', '19:00'],
    ['ON', 'America/Toronto', '14:00', '13:00', '13:00', '14:00'],
    ['MB', 'America/Winnipeg', '15:00', '14:00', '14:00', '15:00'],
    ['SK', 'America/Regina', '15:00', '15:00', '15:00', '15:00'],
    // Alberta and British Columbia: the time-zone data decides their fall change (both have voted to stop it).
    ['AB', 'America/Edmonton', '16:00', '15:00', '15:00', '*'],
    ['BC', 'America/Vancouver', '17:00', '16:00', '16:00', '*'],
    ['NS', 'America/Halifax', '13:00', '12:00', '12:00', '13:00'],
    ['NL', 'America/St_Johns', '12:30', '11:30', '11:30', '12:30'],
    // Stations stored before they carried a zone: their state's.
    ['CA', undefined, '17:00', '16:00', '16:00', '17:00'],
    ['SK', undefined, '15:00', '15:00', '15:00', '15:00'],
  ];
  it.each(cases)('a %s station (%s): 09:00 local across the 2026 DST changes', (state, zone, ...expected) => {
    const quote = quoteFrom(state, zone);
    const days = ['2026-03-06', '2026-03-09', '2026-10-30', '2026-11-02'];
    const got = days.map((day, i) => (expected[i] === '*' ? '*' : utcWindow(quote, day)[0].slice(11, 16)));
    expect(got).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from './iso-date';
import {
  endTimeZone,
  stateTimeZone,
  stationTimeZone,
  ZONE_OF_STATE,
  zonedInstant,
  zonedMoment,
  zoneOffsetMinutes,
  zoneShortName,
} from './time-zones';

const d = (s: string) => s as IsoDate;

describe('station time zones (issue 27)', () => {
  it('a station’s own zone wins over its state’s; a station without one takes its state’s; unknown is Central', () => {
    expect(stationTimeZone({ StateCode: 'FL', TimeZone: 'America/Chicago' })).toBe('America/Chicago');
    expect(stationTimeZone({ StateCode: 'CA' })).toBe('America/Los_Angeles');
    expect(stationTimeZone(null)).toBe('America/Chicago');
    expect(stateTimeZone('ZZ')).toBe('America/Chicago');
  });

  it('every state and province zone is one Intl knows, with a short name', () => {
    for (const zone of Object.values(ZONE_OF_STATE)) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
      expect(zoneShortName(zone)).toMatch(/^[A-Z]{2,3}$/);
    }
  });

  it('09:00 on a DST change day is read with the new offset (2026-03-08 Chicago: 14:00Z; 2026-11-01: 15:00Z)', () => {
    expect(zonedInstant(d('2026-03-08'), 9 * 60, 'America/Chicago')).toBe('2026-03-08T14:00:00.000Z');
    expect(zonedInstant(d('2026-11-01'), 9 * 60, 'America/Chicago')).toBe('2026-11-01T15:00:00.000Z');
  });

  it('a skipped local time (02:30 on spring-forward) becomes 03:30 local; a repeated one (01:30) is the first', () => {
    expect(zonedInstant(d('2026-03-08'), 150, 'America/Chicago')).toBe('2026-03-08T08:30:00.000Z');
    expect(zonedInstant(d('2026-11-01'), 90, 'America/Chicago')).toBe('2026-11-01T06:30:00.000Z');
  });

  it('reads an instant back as the zone’s local date and time', () => {
    const ms = Date.parse('2026-12-08T22:00:00Z');
    expect(zonedMoment(ms, 'America/Chicago')).toEqual({ date: '2026-12-08', minutes: 16 * 60 });
    expect(zoneOffsetMinutes('America/St_Johns', ms)).toBe(-210);
  });
});

describe('the zone of a move end (issue 27: the notification planner, storage and the .ics files read it)', () => {
  it("the station's own zone wins over its state's (Pensacola, FL is Central; El Paso, TX is Mountain)", () => {
    const pensacola = { State: 'FL', StationDetail: { StateCode: 'FL', TimeZone: 'America/Chicago' } };
    expect(endTimeZone(pensacola)).toBe('America/Chicago');
    const elPaso = { State: 'TX', StationDetail: { StateCode: 'TX', TimeZone: 'America/Denver' } };
    expect(endTimeZone(elPaso)).toBe('America/Denver');
  });

  it("a station stored without a zone takes its state's; a move end without a station, its own state's", () => {
    expect(endTimeZone({ State: 'AZ', StationDetail: { StateCode: 'AZ' } })).toBe('America/Phoenix');
    expect(endTimeZone({ State: 'CA', StationDetail: null })).toBe('America/Los_Angeles');
  });
});

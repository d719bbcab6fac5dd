import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';
import { addStationDays, isStationDay, stationDayOnOrAfter } from './station-days';

const monWedFri = { ServiceDays: [1, 3, 5] as const, Holidays: [isoDate('2026-12-09')] };

describe("a station's working days (§3 StationDetail ServiceDays and Holidays, §9 business days)", () => {
  it('is a served weekday that is not a holiday; never a weekend', () => {
    expect(isStationDay(isoDate('2026-12-07'), monWedFri)).toBe(true);
    expect(isStationDay(isoDate('2026-12-08'), monWedFri)).toBe(false);
    expect(isStationDay(isoDate('2026-12-09'), monWedFri)).toBe(false);
    expect(isStationDay(isoDate('2026-12-05'), { ServiceDays: [1, 2, 3, 4, 5, 6, 7], Holidays: [] })).toBe(
      false,
    );
  });

  it('moves to the next working day and adds working days', () => {
    expect(stationDayOnOrAfter(isoDate('2026-12-08'), monWedFri)).toBe('2026-12-11');
    expect(addStationDays(isoDate('2026-12-07'), 2, monWedFri)).toBe('2026-12-14');
  });

  it('counts a calendar that serves no weekday as Monday to Friday', () => {
    expect(stationDayOnOrAfter(isoDate('2026-12-05'), { ServiceDays: [6, 7], Holidays: [] })).toBe(
      '2026-12-07',
    );
  });
});

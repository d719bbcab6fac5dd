import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';
import { stationCentralTimeDifference, stationLocalMoment } from './station-time';

describe('station local time (§3 Reservation StationCentralTimeDifference)', () => {
  it('is hours ahead of Central by state', () => {
    expect(stationCentralTimeDifference('NY')).toBe(1);
    expect(stationCentralTimeDifference('MO')).toBe(0);
    expect(stationCentralTimeDifference('CO')).toBe(-1);
    expect(stationCentralTimeDifference('CA')).toBe(-2);
  });

  it('moves the date across midnight', () => {
    expect(stationLocalMoment({ date: isoDate('2026-12-04'), minutes: 23 * 60 + 30 }, 1)).toEqual({
      date: '2026-12-05',
      minutes: 30,
    });
    expect(stationLocalMoment({ date: isoDate('2026-12-04'), minutes: 60 }, -2)).toEqual({
      date: '2026-12-03',
      minutes: 23 * 60,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { stationUtcOffsetMinutes } from './move-calendar';

describe('the station offset of a timed calendar event (§3 StationCentralTimeDifference, issue 13)', () => {
  it('is US Central’s offset that day, with its daylight saving time, plus the station’s hours from Central', () => {
    expect(stationUtcOffsetMinutes('2026-12-01', 0)).toBe(-360);
    expect(stationUtcOffsetMinutes('2026-07-01', 0)).toBe(-300);
    expect(stationUtcOffsetMinutes('2026-12-01', 1)).toBe(-300);
    expect(stationUtcOffsetMinutes('2026-07-01', -2)).toBe(-420);
  });
});

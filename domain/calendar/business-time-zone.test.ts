import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, dateInZone } from './business-time-zone';

describe('dateInZone: the calendar date of an instant where the business runs (issue 25)', () => {
  it('an evening in Kansas City is still that day there, though it is tomorrow in UTC', () => {
    expect(dateInZone(Date.parse('2026-12-05T03:30:00Z'), BUSINESS_TIME_ZONE)).toBe('2026-12-04');
    expect(dateInZone(Date.parse('2026-12-05T03:30:00Z'), 'UTC')).toBe('2026-12-05');
  });

  it('follows daylight saving time: 05:30 UTC is the day before in Central summer time only until 05:00 UTC', () => {
    expect(dateInZone(Date.parse('2026-07-04T04:59:00Z'), BUSINESS_TIME_ZONE)).toBe('2026-07-03');
    expect(dateInZone(Date.parse('2026-07-04T05:00:00Z'), BUSINESS_TIME_ZONE)).toBe('2026-07-04');
    expect(dateInZone(Date.parse('2026-01-04T05:59:00Z'), BUSINESS_TIME_ZONE)).toBe('2026-01-03');
    expect(dateInZone(Date.parse('2026-01-04T06:00:00Z'), BUSINESS_TIME_ZONE)).toBe('2026-01-04');
  });
});

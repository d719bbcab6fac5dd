import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../../domain/calendar/iso-date';
import { SystemClock } from './system-clock';

describe('SystemClock', () => {
  it('dates today in the business time zone as YYYY-MM-DD', () => {
    const today = new SystemClock('America/Chicago').today();
    expect(parseIsoDate(today).isOk()).toBe(true);
    const utc = new SystemClock('UTC').today();
    const diffDays = Math.abs(Date.parse(today) - Date.parse(utc)) / 86_400_000;
    expect(diffDays).toBeLessThanOrEqual(1);
  });

  it('reports now as a UTC ISO-8601 timestamp and as epoch milliseconds', () => {
    const clock = new SystemClock();
    expect(clock.now()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Number.isSafeInteger(clock.nowMs())).toBe(true);
  });
});

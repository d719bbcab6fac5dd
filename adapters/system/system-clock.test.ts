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

describe('SystemClock started at a SANDBOX_CLOCK instant (issue 25)', () => {
  it('starts at that instant and dates today from it, in the business time zone', () => {
    const clock = new SystemClock('America/Chicago', Date.parse('2026-12-24T05:30:00Z'));
    expect(clock.today()).toBe('2026-12-23');
    expect(clock.nowMs()).toBeGreaterThanOrEqual(Date.parse('2026-12-24T05:30:00Z'));
  });

  it('runs on from the instant at the pace of the machine clock, never backwards', () => {
    const start = Date.parse('2028-02-29T15:00:00Z');
    const clock = new SystemClock('America/Chicago', start);
    const first = clock.nowMs();
    const second = clock.nowMs();
    expect(second).toBeGreaterThanOrEqual(first);
    expect(first - start).toBeLessThan(60_000);
    expect(clock.today()).toBe('2028-02-29');
  });
});

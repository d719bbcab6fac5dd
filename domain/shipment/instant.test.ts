import { describe, expect, it } from 'vitest';
import {
  compareInstants,
  dateOfInstant,
  INSTANT_MESSAGE,
  instant,
  instantInZone,
  instantOfDate,
  parseInstant,
} from './instant';

describe('instants of shipment events (issue 13)', () => {
  it('accepts ISO date-times with Z or an offset, and refuses anything else', () => {
    for (const ok of [
      '2026-12-01T09:30Z',
      '2026-12-01T09:30:00-06:00',
      '2026-12-01T09:30:00.123Z',
      '2026-12-01T23:59:59+14:00',
    ]) {
      expect(parseInstant(ok).isOk()).toBe(true);
    }
    for (const bad of [
      '2026-12-01',
      '2026-12-01T09:30:00',
      '2026-02-30T09:30Z',
      '2026-12-01T24:00Z',
      'soon',
      '',
    ]) {
      expect(parseInstant(bad)._unsafeUnwrapErr().message).toBe(INSTANT_MESSAGE);
    }
  });

  it('compares moments across offsets, and keeps the date as written', () => {
    const central = instant('2026-12-01T20:00:00-06:00');
    const utc = instant('2026-12-02T03:00:00Z');
    expect(compareInstants(central, utc)).toBeLessThan(0);
    expect(dateOfInstant(central)).toBe('2026-12-01');
    expect(dateOfInstant(utc)).toBe('2026-12-02');
  });

  it('turns a Date into a UTC instant', () => {
    expect(instantOfDate(new Date(Date.UTC(2026, 11, 1, 15, 0)))).toBe('2026-12-01T15:00:00.000Z');
  });
});

describe('instantInZone (issue 13: an event recorded now is written in its station’s own offset)', () => {
  it('names the same moment in the station’s offset, so its local date is the station’s', () => {
    // 7 p.m. in Kansas City on a winter evening is 01:00 UTC the next day.
    const kc = instantInZone('2026-12-02T01:00:00.000Z', 'America/Chicago');
    expect(kc).toBe('2026-12-01T19:00:00-06:00');
    expect(dateOfInstant(kc)).toBe('2026-12-01');
    expect(compareInstants(kc, instant('2026-12-02T01:00:00.000Z'))).toBe(0);
    expect(instantInZone('2026-07-01T16:00:00.000Z', 'America/New_York')).toBe('2026-07-01T12:00:00-04:00');
    expect(instantInZone('2026-07-01T16:00:00.000Z', 'America/Los_Angeles')).toBe(
      '2026-07-01T09:00:00-07:00',
    );
  });
});

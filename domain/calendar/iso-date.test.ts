import { describe, expect, it } from 'vitest';
import {
  compareIsoDates,
  exactIsoDate,
  fromLocalDate,
  isAfter,
  isBefore,
  isoDate,
  parseIsoDate,
  toLocalDate,
} from './iso-date';

const d = isoDate;

describe('calendar: ISO dates (§3 Dates)', () => {
  it('keeps the first 10 characters of a timestamp as the ISO date (§3)', () => {
    expect(parseIsoDate('2026-11-20T15:30:00Z')._unsafeUnwrap()).toBe('2026-11-20');
  });

  it('rejects a day that does not exist (§3)', () => {
    expect(parseIsoDate('2026-02-30')._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidDate',
      message: 'Value must be a real calendar date',
    });
    expect(parseIsoDate('11/20/2026')._unsafeUnwrapErr().kind).toBe('InvalidDate');
  });

  it('round-trips through a local-midnight Date to the same calendar day (§3)', () => {
    const date = toLocalDate(d('2026-03-08'));
    expect(date.getFullYear()).toBe(2026);
    expect(date.getMonth()).toBe(2);
    expect(date.getDate()).toBe(8);
    expect(fromLocalDate(date)).toBe('2026-03-08');
  });

  it('orders ISO dates chronologically (§3)', () => {
    expect(compareIsoDates(d('2026-11-20'), d('2026-12-01'))).toBe(-1);
    expect(compareIsoDates(d('2026-12-01'), d('2026-11-20'))).toBe(1);
    expect(compareIsoDates(d('2026-11-20'), d('2026-11-20'))).toBe(0);
    expect(isBefore(d('2026-09-30'), d('2026-10-01'))).toBe(true);
    expect(isBefore(d('2026-10-01'), d('2026-10-01'))).toBe(false);
    expect(isAfter(d('2027-01-01'), d('2026-12-31'))).toBe(true);
    expect(isAfter(d('2026-12-31'), d('2026-12-31'))).toBe(false);
  });

  it('a typed day is exactly YYYY-MM-DD naming a real day: no timestamp after it, no impossible day', () => {
    expect(exactIsoDate('2026-11-26')).toBe('2026-11-26');
    expect(exactIsoDate('2026-11-26T10:00:00Z')).toBeNull();
    expect(exactIsoDate('2026-02-30')).toBeNull();
    expect(exactIsoDate('26-11-2026')).toBeNull();
    expect(exactIsoDate('')).toBeNull();
  });
});

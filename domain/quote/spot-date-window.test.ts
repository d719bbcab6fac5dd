import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/business-days';
import { isoDate } from '../calendar/iso-date';
import { MAX_DAYS_AHEAD } from './move-date-window';
import { isPickupWithinReach, MAX_PICKUP_DAYS_AFTER_SPOT, spotDateWindowError } from './spot-date-window';

const today = isoDate('2026-11-21');

describe('the planned-date window (§8 SpotDateIsPast; §9 date limits not shown)', () => {
  it('accepts today and the last day of the window', () => {
    expect(spotDateWindowError(today, today)).toBeNull();
    expect(spotDateWindowError(addDays(today, MAX_DAYS_AHEAD), today)).toBeNull();
  });

  it('calls yesterday SpotDateIsPast and the day after the window too far ahead', () => {
    expect(spotDateWindowError(isoDate('2026-11-20'), today)).toEqual({ kind: 'SpotDateIsPast' });
    expect(spotDateWindowError(addDays(today, MAX_DAYS_AHEAD + 1), today)).toEqual({
      kind: 'SpotDateTooFarAhead',
    });
  });
});

describe('how late a pickup may be asked for (not shown; ours)', () => {
  it('allows a pickup up to 60 days after the spot date, not one day more', () => {
    const spot = isoDate('2026-12-08');
    expect(isPickupWithinReach(addDays(spot, MAX_PICKUP_DAYS_AFTER_SPOT), spot)).toBe(true);
    expect(isPickupWithinReach(addDays(spot, MAX_PICKUP_DAYS_AFTER_SPOT + 1), spot)).toBe(false);
    expect(isPickupWithinReach(isoDate('2026-12-01'), spot)).toBe(true);
  });
});

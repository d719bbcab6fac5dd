import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import { isInMoveDateWindow, MAX_DAYS_AHEAD, MOVE_DATE_WINDOW_MESSAGE } from './move-date-window';

describe('the move-date window (§9 "date limits": not shown, ours)', () => {
  const today = isoDate('2026-11-21');

  it('accepts today through 365 days ahead, both ends included', () => {
    expect(isInMoveDateWindow(today, today)).toBe(true);
    expect(isInMoveDateWindow(isoDate('2027-11-21'), today)).toBe(true);
    expect(isInMoveDateWindow(isoDate('2026-11-20'), today)).toBe(false);
    expect(isInMoveDateWindow(isoDate('2027-11-22'), today)).toBe(false);
  });

  it('names the window in its message', () => {
    expect(MAX_DAYS_AHEAD).toBe(365);
    expect(MOVE_DATE_WINDOW_MESSAGE).toBe('The move date must be between today and 365 days from today');
  });
});

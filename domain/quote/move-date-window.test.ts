import { describe, expect, it } from 'vitest';
import { isoDate } from '../calendar/iso-date';
import {
  isInMoveDateWindow,
  MAX_DAYS_AHEAD,
  MOVE_DATE_WINDOW_MESSAGE,
  moveDateRangeMessage,
  moveDateSaveBlockedReason,
  moveDateShift,
  moveDateShiftMessage,
} from './move-date-window';

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

describe('issue 10: a move date is never moved silently, and one reason says why it cannot be saved', () => {
  const today = isoDate('2026-11-21');

  it('a Saturday becomes the Monday after, and the sentence says which date and why', () => {
    const shift = moveDateShift(isoDate('2026-12-19'), []);
    expect(shift).toEqual({ requested: '2026-12-19', becomes: '2026-12-21', why: 'weekend' });
    if (!shift) throw new Error('no shift');
    expect(moveDateShiftMessage(shift)).toBe(
      'Saturday, Dec 19 is not a pickup day; your move date is Monday, Dec 21.',
    );
    expect(moveDateShiftMessage(shift, true)).toBe(
      'Saturday, Dec 19 is not a pickup day; your move date will be Monday, Dec 21.',
    );
  });

  it('an origin holiday moves to the next business day too, and says it is a holiday', () => {
    const shift = moveDateShift(isoDate('2026-12-25'), [isoDate('2026-12-25')]);
    expect(shift).toEqual({ requested: '2026-12-25', becomes: '2026-12-28', why: 'holiday' });
    if (!shift) throw new Error('no shift');
    expect(moveDateShiftMessage(shift)).toBe(
      'Friday, Dec 25 is a holiday at your origin service center, not a pickup day; your move date is Monday, Dec 28.',
    );
  });

  it('a business day is kept: no shift', () => {
    expect(moveDateShift(isoDate('2026-12-21'), [])).toBeNull();
  });

  it('the reason Save is disabled: required, an unreadable date, or outside the window with both limits', () => {
    expect(moveDateSaveBlockedReason('', today)).toBe('The value is required');
    expect(moveDateSaveBlockedReason('2026-02-30', today)).not.toBeNull();
    expect(moveDateSaveBlockedReason('2026-11-20', today)).toBe(
      'The move date must be between 11/21/2026 and 11/21/2027',
    );
    expect(moveDateSaveBlockedReason('2027-11-22', today)).toBe(moveDateRangeMessage(today));
    expect(moveDateSaveBlockedReason('2026-12-19', today)).toBeNull();
  });
});

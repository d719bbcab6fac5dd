import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';
import { nextAvailableMoveDate } from './next-available-move-date';

const d = isoDate;
const never = () => false;

describe('NextAvailableMoveDate (§3 Reservation details)', () => {
  it('is the spot date itself when it is a business day with room', () => {
    expect(nextAvailableMoveDate(d('2026-12-08'), [], never)).toBe('2026-12-08');
  });

  it('moves a weekend or holiday spot date to the next business day', () => {
    expect(nextAvailableMoveDate(d('2026-12-05'), [], never)).toBe('2026-12-07');
    expect(nextAvailableMoveDate(d('2026-12-25'), [d('2026-12-25')], never)).toBe('2026-12-28');
  });

  it('skips fully booked days, and the weekends and holidays after them', () => {
    const full = new Set(['2026-12-31', '2027-01-04']);
    expect(nextAvailableMoveDate(d('2026-12-31'), [d('2027-01-01')], (day) => full.has(day))).toBe(
      '2027-01-05',
    );
  });

  it('gives null when every business day searched is full', () => {
    expect(nextAvailableMoveDate(d('2026-12-08'), [], () => true, 10)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isoDate } from './iso-date';
import {
  DEFAULT_MOVE_TIMING,
  MOVE_TIMING_CHOICES,
  MOVE_TIMINGS,
  MoveTiming,
  moveTimingLabel,
  parseMoveTiming,
  spotDateForTiming,
} from './move-timing';

const today = isoDate('2026-11-20');

describe('calendar: When? move timing (§9 move timing, §3 short form SpotDate)', () => {
  it('defaults to unknown (§9)', () => {
    expect(DEFAULT_MOVE_TIMING).toBe(MoveTiming.Unknown);
    expect(MOVE_TIMINGS[0]).toBe(DEFAULT_MOVE_TIMING);
  });

  it('lists the five When? choices in order with their labels (§9)', () => {
    expect(MOVE_TIMING_CHOICES.map((c) => [c.value, c.label])).toEqual([
      ['unknown', "I'm not sure yet"],
      ['within-1-week', 'Within 1 week'],
      ['within-1-month', 'Within 1 month'],
      ['1-2-months', '1-2 months'],
      ['2-4-months', '2-4 months'],
    ]);
    expect(moveTimingLabel(MoveTiming.WithinOneMonth)).toBe('Within 1 month');
  });

  it('unknown and within 1 week put the move 7 days from today (§9)', () => {
    expect(spotDateForTiming(MoveTiming.Unknown, today)).toBe('2026-11-27');
    expect(spotDateForTiming(MoveTiming.WithinOneWeek, today)).toBe('2026-11-27');
  });

  it('within 1 month puts the move 14 days from today (§9)', () => {
    expect(spotDateForTiming(MoveTiming.WithinOneMonth, today)).toBe('2026-12-04');
  });

  it('1-2 months and 2-4 months add 1 and 2 calendar months (§9)', () => {
    expect(spotDateForTiming(MoveTiming.OneToTwoMonths, today)).toBe('2026-12-20');
    expect(spotDateForTiming(MoveTiming.TwoToFourMonths, today)).toBe('2027-01-20');
  });

  it('clamps a calendar month to the last day of a shorter month (§9)', () => {
    expect(spotDateForTiming(MoveTiming.OneToTwoMonths, isoDate('2026-01-31'))).toBe('2026-02-28');
    expect(spotDateForTiming(MoveTiming.TwoToFourMonths, isoDate('2027-12-31'))).toBe('2028-02-29');
  });

  it('parses a known When? value and rejects anything else (§9)', () => {
    expect(parseMoveTiming('within-1-month')._unsafeUnwrap()).toBe(MoveTiming.WithinOneMonth);
    expect(parseMoveTiming('soon')._unsafeUnwrapErr()).toEqual({
      kind: 'InvalidMoveTiming',
      message: 'Value must be one of unknown, within-1-week, within-1-month, 1-2-months, 2-4-months',
    });
    expect(parseMoveTiming('')._unsafeUnwrapErr().kind).toBe('InvalidMoveTiming');
  });
});

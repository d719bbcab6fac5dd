import { addDays, addMonths } from 'date-fns';
import { err, ok, type Result } from 'neverthrow';
import { fromLocalDate, type IsoDate, toLocalDate } from './iso-date';

/** §9 "Move timing": the When? choices of the short quote form (§2). The values are ours; the spec shows none. */
export const MoveTiming = {
  Unknown: 'unknown',
  WithinOneWeek: 'within-1-week',
  WithinOneMonth: 'within-1-month',
  OneToTwoMonths: '1-2-months',
  TwoToFourMonths: '2-4-months',
} as const;
export type MoveTiming = (typeof MoveTiming)[keyof typeof MoveTiming];

/** §9: "unknown 7 days (default)". */
export const DEFAULT_MOVE_TIMING: MoveTiming = MoveTiming.Unknown;

/** How far from today a When? choice puts the move date: whole days or calendar months. */
export type MoveDateOffset = { readonly days: number } | { readonly months: number };

/** One When? choice with its customer-facing label (labels not shown in the spec) and its §9 offset. */
export interface MoveTimingChoice {
  readonly value: MoveTiming;
  readonly label: string;
  readonly offset: MoveDateOffset;
}

/**
 * §9 "Move timing and move-date offset from today", in form order: unknown 7 days (default);
 * within 1 week 7 days; within 1 month 14 days; 1-2 months 1 month; 2-4 months 2 months.
 */
export const MOVE_TIMING_CHOICES: readonly MoveTimingChoice[] = [
  { value: MoveTiming.Unknown, label: "I'm not sure yet", offset: { days: 7 } },
  { value: MoveTiming.WithinOneWeek, label: 'Within 1 week', offset: { days: 7 } },
  { value: MoveTiming.WithinOneMonth, label: 'Within 1 month', offset: { days: 14 } },
  { value: MoveTiming.OneToTwoMonths, label: '1-2 months', offset: { months: 1 } },
  { value: MoveTiming.TwoToFourMonths, label: '2-4 months', offset: { months: 2 } },
];

/** The When? values in form order. */
export const MOVE_TIMINGS: readonly MoveTiming[] = MOVE_TIMING_CHOICES.map((choice) => choice.value);

export type MoveTimingError = { kind: 'InvalidMoveTiming'; message: string };

function choiceFor(timing: MoveTiming): MoveTimingChoice {
  const choice = MOVE_TIMING_CHOICES.find((c) => c.value === timing);
  if (!choice) throw new RangeError(`Unknown move timing: ${String(timing)}`);
  return choice;
}

/** The customer-facing label of a When? choice, e.g. 'Within 1 month'. */
export function moveTimingLabel(timing: MoveTiming): string {
  return choiceFor(timing).label;
}

/**
 * §3 short form "SpotDate (When? choice converted to a date)" with the §9 offsets from today.
 * Months are calendar months (date-fns addMonths), clamped to the month's last day: Jan 31 + 1 month = Feb 28.
 * The result is not moved off weekends or holidays; the spec shows only the offset.
 */
export function spotDateForTiming(timing: MoveTiming, today: IsoDate): IsoDate {
  const { offset } = choiceFor(timing);
  const start = toLocalDate(today);
  return fromLocalDate('days' in offset ? addDays(start, offset.days) : addMonths(start, offset.months));
}

/** Reads a When? value from the wire or a form; an unknown value is an error, not the default. */
export function parseMoveTiming(value: string): Result<MoveTiming, MoveTimingError> {
  const found = MOVE_TIMINGS.find((timing) => timing === value);
  return found
    ? ok(found)
    : err({ kind: 'InvalidMoveTiming', message: `Value must be one of ${MOVE_TIMINGS.join(', ')}` });
}

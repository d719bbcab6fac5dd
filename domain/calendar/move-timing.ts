import { addDays, addMonths } from 'date-fns';
import { err, ok, type Result } from 'neverthrow';
import { fromLocalDate, type IsoDate, toLocalDate } from './iso-date';
import { MOVE_TIMING_CHOICES, type MoveTiming, type MoveTimingChoice } from './move-timing-choices';

export * from './move-timing-choices';

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

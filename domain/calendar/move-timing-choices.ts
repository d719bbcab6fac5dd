import type { ValueOf } from '../shared/enum';
/**
 * §9 "Move timing": the When? choices on their own (no date arithmetic), so that the quote form's first
 * paint loads no date-fns with them (issue 4 JavaScript budget). move-timing.ts re-exports everything here
 * and adds the offsets' arithmetic.
 */
/** §9 "Move timing": the When? choices of the short quote form (§2). The values are ours; the spec shows none. */
export const MoveTiming = {
  Unknown: 'unknown',
  WithinOneWeek: 'within-1-week',
  WithinOneMonth: 'within-1-month',
  OneToTwoMonths: '1-2-months',
  TwoToFourMonths: '2-4-months',
} as const;
export type MoveTiming = ValueOf<typeof MoveTiming>;

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

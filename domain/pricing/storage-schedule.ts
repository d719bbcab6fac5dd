import { add, type Cents, cents, multiply, subtract } from '../money/money';
import type { StorageRate } from '../rating/rate-card';

/**
 * §7 GET moves/storage-charges/schedules: "chart has Charge, Duration, NewCharge", with §9 storage-charge
 * split tests. The chart's meaning is not shown; our reading (docs/decisions.md):
 * - one row per storage period (30, 60 and 90 days with the rate card's 30-day period);
 * - Charge is what storing that long costs: the first period at StorageDestCharge, each later period at
 *   StorageDestIncreasedCharge, times the quantity of equipment;
 * - NewCharge is the same with the visitor's split-test free days taken off the first period, prorated
 *   by day and rounded once to whole cents (half up): 8 free days of a $150 period take off $40.
 */
export interface StorageScheduleRow {
  /** Days of storage. */
  Duration: number;
  Charge: Cents;
  NewCharge: Cents;
}

/** How many periods the chart shows (30, 60 and 90 days). */
export const STORAGE_SCHEDULE_PERIODS = 3;

function wholeNumber(name: string, value: number, min: number): void {
  if (!Number.isSafeInteger(value) || value < min) {
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${value}`);
  }
}

/**
 * The storage chart for `quantity` pieces of equipment. Free days beyond one period are capped at the
 * period (the split-test offers are shares of the first period, domain/pricing/storage.ts).
 * A quantity, period or free-day count that is not a whole number is a programming error (RangeError).
 */
export function storageChargeSchedule(
  rate: StorageRate,
  periodDays: number,
  quantity: number,
  freeDays: number,
  periods: number = STORAGE_SCHEDULE_PERIODS,
): StorageScheduleRow[] {
  wholeNumber('periodDays', periodDays, 1);
  wholeNumber('quantity', quantity, 1);
  wholeNumber('freeDays', freeDays, 0);
  wholeNumber('periods', periods, 0);
  const first = multiply(rate.charge, quantity);
  const later = multiply(rate.increasedCharge, quantity);
  const free = Math.min(freeDays, periodDays);
  const discount = cents(Math.round((first * free) / periodDays));
  const rows: StorageScheduleRow[] = [];
  let charge = first;
  for (let n = 1; n <= periods; n++) {
    if (n > 1) charge = add(charge, later);
    rows.push({ Duration: n * periodDays, Charge: charge, NewCharge: subtract(charge, discount) });
  }
  return rows;
}

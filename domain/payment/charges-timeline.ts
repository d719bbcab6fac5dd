/**
 * Issue 13 "Charges timeline": what has been charged, what will be charged and when, and the storage meter
 * once storage starts (§7 GET moves/storage-charges/schedules, §4 storage rules, §9 "Free storage days come
 * from a coupon or accessorial"). Pure: the caller gives the ledger, the balance, the dates and today.
 *
 * Storage billing is not shown by the specification; our reading (docs/decisions.md):
 * - storage is counted in days from the day it started (day 1), in periods of the schedule's first
 *   Duration (30 days); the schedule's Charge is what storing Duration days costs, so each period's charge
 *   is the difference of two rows (the first period at StorageDestCharge, later ones at the increased charge);
 * - with no free days the first period is in the move's price (§4 '30 Day {equip} Storage');
 * - with free days (§4 '{equip} Storage (FIRST {n} DAYS FREE)', at most one period, as the chart caps them)
 *   the rest of the first period is charged the day after the free days end, prorated by day and rounded
 *   once to whole cents (the chart's own NewCharge rule, domain/pricing/storage-schedule.ts);
 * - every later period is charged on its first day, until storage ends.
 */
import { addDays, differenceInCalendarDays } from 'date-fns';
import { compareIsoDates, fromLocalDate, type IsoDate, toLocalDate } from '../calendar/iso-date';
import { type Cents, cents, nonNegative, subtract, sum, ZERO } from '../money/money';
import { enumOf, type ValueOf } from '../shared/enum';
import type { PaymentMethod } from './enums';
import { isStorageChargeRow, LedgerEntryKind } from './ledger-entry';

/** One row of the ledger as the timeline reads it (any kind; only charges and refunds are shown). */
export interface TimelineLedgerRow {
  readonly id: number;
  readonly kind: LedgerEntryKind;
  /** Positive cents; the kind gives the direction. */
  readonly amount: Cents;
  /** The customer's calendar day of the row. */
  readonly on: IsoDate;
  readonly method: PaymentMethod;
  readonly reason: string;
}

/** One row of the §7 storage chart, in cents: what storing `Duration` days costs. */
export interface StorageChartRow {
  readonly Duration: number;
  readonly Charge: Cents;
}

/** Storage at the destination service center, once it has started. */
export interface StorageFacts {
  /** The day storage started (day 1). */
  readonly startedOn: IsoDate;
  /** The day it ended (the Storage milestone completed), or null while the equipment is stored. */
  readonly endedOn: IsoDate | null;
  /** §9 free storage days, from a coupon or the StorageNoChargeDays accessorial. */
  readonly freeDays: number;
  /** The §7 chart for the move's equipment and quantity, with no free days taken off (Charge). */
  readonly chart: readonly StorageChartRow[];
}

export interface ChargesTimelineInput {
  readonly today: IsoDate;
  /** Oldest first or in any order. */
  readonly ledger: readonly TimelineLedgerRow[];
  /** §3 InvoiceAmountDue: what is still to be charged for the move (not storage beyond the price). */
  readonly due: Cents;
  /** §3 PaymentInfoRequired: the last charge was declined, so what is due is due now. */
  readonly declined: boolean;
  /** The Transit milestone's expected day (null when not known yet), for the charge made at Transit. */
  readonly transitOn: IsoDate | null;
  readonly storage: StorageFacts | null;
}

export const PastKind = enumOf('Charged', 'Refunded');
export type PastKind = ValueOf<typeof PastKind>;

export interface PastCharge {
  readonly kind: PastKind;
  readonly id: number;
  readonly on: IsoDate;
  readonly amount: Cents;
  readonly method: PaymentMethod;
  readonly reason: string;
}

/**
 * What will be charged:
 * - AtTransit: nothing charged yet; the balance is charged when the loaded equipment is in transit (`on`
 *   its expected day, or null: "when your move is in transit");
 * - DueNow: the last charge was declined, the balance is due today;
 * - BeforeDelivery: a balance after the Transit charge (a price increase), to pay before delivery can be
 *   scheduled (undated);
 * - Storage: the next storage charge, for the period `from`..`to`.
 */
export const UpcomingKind = enumOf('AtTransit', 'DueNow', 'BeforeDelivery', 'Storage');
export type UpcomingKind = ValueOf<typeof UpcomingKind>;

export interface UpcomingCharge {
  readonly kind: UpcomingKind;
  readonly on: IsoDate | null;
  readonly amount: Cents;
  /** Storage: the days the charge pays for. */
  readonly period: { readonly from: IsoDate; readonly to: IsoDate } | null;
}

/** The storage meter: free days used and left, when charges start, the next charge and the per-period one. */
export interface StorageMeter {
  readonly startedOn: IsoDate;
  readonly endedOn: IsoDate | null;
  /** Days stored so far (to the end, once ended), counting the first day. */
  readonly daysStored: number;
  /** Free days, at most one period. */
  readonly freeDays: number;
  readonly freeDaysUsed: number;
  readonly freeDaysLeft: number;
  /** The last free day, or null without free days. */
  readonly freeDaysEnd: IsoDate | null;
  /** The days in one storage period (the chart's first Duration); null without a chart. */
  readonly periodDays: number | null;
  /** The first day a storage charge beyond the move's price is made; null without a chart. */
  readonly chargesStartOn: IsoDate | null;
  /** True when the first period is paid in the move's price (no free days). */
  readonly firstPeriodInPrice: boolean;
  /** The first storage charge beyond the move's price (the rest of the first period, or the second period). */
  readonly firstCharge: Cents | null;
  /** The charge of each period after the first (the increased charge); null without a chart. */
  readonly periodCharge: Cents | null;
  /** The next storage charge (on or after today), or null once storage has ended or without a chart. */
  readonly next: UpcomingCharge | null;
}

export interface ChargesTimeline {
  /** Charges and refunds, oldest first. */
  readonly past: readonly PastCharge[];
  /** What will be charged, in date order (undated entries keep their place). */
  readonly upcoming: readonly UpcomingCharge[];
  readonly storage: StorageMeter | null;
  readonly charged: Cents;
  readonly refunded: Cents;
  readonly due: Cents;
}

const plusDays = (date: IsoDate, days: number): IsoDate => fromLocalDate(addDays(toLocalDate(date), days));
const daysFrom = (from: IsoDate, to: IsoDate): number =>
  differenceInCalendarDays(toLocalDate(to), toLocalDate(from));
const later = (a: IsoDate, b: IsoDate): IsoDate => (compareIsoDates(a, b) >= 0 ? a : b);

/** The charge of period `k` (1-based) from the chart's running totals; after its last row, its last step. */
function periodCharge(chart: readonly StorageChartRow[], k: number): Cents {
  const at = (i: number): Cents => chart[i]?.Charge ?? ZERO;
  const n = chart.length;
  if (k === 1) return nonNegative(at(0));
  if (k <= n) return nonNegative(subtract(at(k - 1), at(k - 2)));
  return n >= 2 ? nonNegative(subtract(at(n - 1), at(n - 2))) : nonNegative(at(0));
}

/**
 * The billing terms of a stored move, read once from its facts (see the module's comment): the period in
 * days (the chart's first Duration; null without a chart), the free days (capped at one period) and the
 * rest of the first period charged after them (0 without free days, or when they cover the period).
 */
interface StorageTerms {
  readonly P: number | null;
  readonly freeDays: number;
  readonly firstRest: Cents;
}

function storageTerms(storage: StorageFacts): StorageTerms {
  const firstRow = storage.chart[0];
  const P =
    firstRow && Number.isSafeInteger(firstRow.Duration) && firstRow.Duration > 0 ? firstRow.Duration : null;
  const rawFree = Number.isSafeInteger(storage.freeDays) && storage.freeDays > 0 ? storage.freeDays : 0;
  const freeDays = P === null ? rawFree : Math.min(rawFree, P);
  if (P === null) return { P, freeDays, firstRest: ZERO };
  const first = periodCharge(storage.chart, 1);
  // The rest of the first period after the free days (the chart's NewCharge rule), charged the day after.
  const firstRest =
    freeDays > 0 && freeDays < P ? subtract(first, cents(Math.round((first * freeDays) / P))) : ZERO;
  return { P, freeDays, firstRest };
}

/** One storage charge beyond the move's price: period `k` (1-based), charged `on` its day, for `period`. */
export interface StorageCharge {
  /** The storage period it pays for: 1 is the rest of the first period after free days, then 2, 3, … */
  readonly k: number;
  /** The day it is charged. */
  readonly on: IsoDate;
  /** Positive cents. */
  readonly amount: Cents;
  readonly period: { readonly from: IsoDate; readonly to: IsoDate };
}

/**
 * Every storage charge of the move (see the module's comment for the rules) whose day is on or before
 * `today` (due), then the next one after `today`, in period order. None after storage ended (`endedOn`):
 * a period whose first day is on or before the last day stored is charged. Empty without a chart. The
 * meter's next charge is the first of these dated on or after `today`.
 */
export function storageCharges(storage: StorageFacts, today: IsoDate): StorageCharge[] {
  const { P, freeDays, firstRest } = storageTerms(storage);
  if (P === null) return [];
  const { startedOn, endedOn, chart } = storage;
  const out: StorageCharge[] = [];
  const ended = (on: IsoDate) => endedOn !== null && compareIsoDates(on, endedOn) > 0;
  /** Adds the charge; false once the list is complete (after the end, or the next one past today). */
  const add = (charge: StorageCharge): boolean => {
    if (ended(charge.on)) return false;
    out.push(charge);
    return compareIsoDates(charge.on, today) <= 0;
  };
  if (firstRest > 0) {
    const from = plusDays(startedOn, freeDays);
    const more = add({ k: 1, on: from, amount: firstRest, period: { from, to: plusDays(startedOn, P - 1) } });
    if (!more) return out;
  }
  for (let k = 2; ; k++) {
    const from = plusDays(startedOn, (k - 1) * P);
    const amount = periodCharge(chart, k);
    if (amount > 0) {
      if (!add({ k, on: from, amount, period: { from, to: plusDays(from, P - 1) } })) return out;
    } else if (k >= chart.length || ended(from)) {
      // From the chart's last row on, every period costs its last step (0 here): nothing more is charged.
      return out;
    }
  }
}

/** The storage meter on `today` (see the module's comment for the billing rules). */
export function storageMeter(storage: StorageFacts, today: IsoDate): StorageMeter {
  const { startedOn, endedOn, chart } = storage;
  const { P, freeDays, firstRest } = storageTerms(storage);
  const lastDay = endedOn !== null && compareIsoDates(endedOn, today) < 0 ? endedOn : today;
  const daysStored = compareIsoDates(lastDay, startedOn) < 0 ? 0 : daysFrom(startedOn, lastDay) + 1;
  const freeDaysUsed = Math.min(daysStored, freeDays);
  const base = {
    startedOn,
    endedOn,
    daysStored,
    freeDays,
    freeDaysUsed,
    freeDaysLeft: freeDays - freeDaysUsed,
    freeDaysEnd: freeDays > 0 ? plusDays(startedOn, freeDays - 1) : null,
    firstPeriodInPrice: freeDays === 0,
  };
  if (P === null) {
    return {
      ...base,
      periodDays: null,
      chargesStartOn: null,
      firstCharge: null,
      periodCharge: null,
      next: null,
    };
  }
  const chargesStartOn = firstRest > 0 ? plusDays(startedOn, freeDays) : plusDays(startedOn, P);
  const later2 = periodCharge(chart, 2);
  return {
    ...base,
    periodDays: P,
    chargesStartOn,
    firstCharge: firstRest > 0 ? firstRest : later2,
    periodCharge: later2,
    next: nextStorageCharge(storageCharges(storage, today), today),
  };
}

/** The first of `charges` dated on or after `today`, as an upcoming charge. */
function nextStorageCharge(charges: readonly StorageCharge[], today: IsoDate): UpcomingCharge | null {
  const next = charges.find((c) => compareIsoDates(c.on, today) >= 0);
  return next ? { kind: UpcomingKind.Storage, on: next.on, amount: next.amount, period: next.period } : null;
}

/**
 * The charges timeline: past charges and refunds (oldest first), then what will be charged and when, and
 * the storage meter once storage has started. Upcoming days are never before today nor before the last
 * past entry (an estimate that has slipped is shown as today). Amounts are positive cents; what was
 * charged, less what was refunded, plus the upcoming move charges is what was charged plus what is due.
 */
export function chargesTimeline(input: ChargesTimelineInput): ChargesTimeline {
  const past: PastCharge[] = input.ledger
    .filter((r) => (r.kind === LedgerEntryKind.Capture || r.kind === LedgerEntryKind.Refund) && r.amount > 0)
    .map((r) => ({
      kind: r.kind === LedgerEntryKind.Capture ? PastKind.Charged : PastKind.Refunded,
      id: r.id,
      on: r.on,
      amount: r.amount,
      method: r.method,
      reason: r.reason,
    }))
    .sort((a, b) => compareIsoDates(a.on, b.on) || a.id - b.id);
  const charged = sum(past.filter((p) => p.kind === PastKind.Charged).map((p) => p.amount));
  const refunded = sum(past.filter((p) => p.kind === PastKind.Refunded).map((p) => p.amount));
  // What was charged for the move's price (storage charges are not: LedgerReason.StorageCharge).
  const chargedForMove = past.some((p) => p.kind === PastKind.Charged && !isStorageChargeRow(p));
  const lastPast = past[past.length - 1]?.on;
  const floor = lastPast ? later(lastPast, input.today) : input.today;
  const unpaid = input.storage ? unpaidStorageCharges(input.storage, input.today, input.ledger) : [];
  const pure = input.storage ? storageMeter(input.storage, input.today) : null;
  // The meter's next charge is the next one not made yet (today's, once made, is a past entry).
  const meter = pure ? { ...pure, next: nextStorageCharge(unpaid, input.today) } : null;

  const upcoming: UpcomingCharge[] = [];
  const due = nonNegative(input.due);
  if (due > 0) {
    if (input.declined) {
      upcoming.push({ kind: UpcomingKind.DueNow, on: floor, amount: due, period: null });
    } else if (!chargedForMove && meter === null) {
      const on = input.transitOn ? later(input.transitOn, floor) : null;
      upcoming.push({ kind: UpcomingKind.AtTransit, on, amount: due, period: null });
    } else if (!chargedForMove) {
      // Storage has started, so the Transit charge is late: it is due now.
      upcoming.push({ kind: UpcomingKind.DueNow, on: floor, amount: due, period: null });
    } else {
      upcoming.push({ kind: UpcomingKind.BeforeDelivery, on: null, amount: due, period: null });
    }
  }
  // Storage periods due and not charged yet (a declined one waits for another card), then the next one.
  for (const c of unpaid) {
    upcoming.push({ kind: UpcomingKind.Storage, on: later(c.on, floor), amount: c.amount, period: c.period });
  }
  return { past, upcoming, storage: meter, charged, refunded, due };
}

/**
 * The storage charges not made yet: storageCharges less the first ones the ledger shows charged. Periods
 * are charged in order and a run stops at the first refusal (application/payments/charge-storage.ts), so
 * the n storage captures of the ledger are the first n periods.
 */
export function unpaidStorageCharges(
  storage: StorageFacts,
  today: IsoDate,
  ledger: readonly Pick<TimelineLedgerRow, 'kind' | 'reason'>[],
): StorageCharge[] {
  const made = ledger.filter((r) => r.kind === LedgerEntryKind.Capture && isStorageChargeRow(r)).length;
  return storageCharges(storage, today).slice(made);
}

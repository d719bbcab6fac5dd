/**
 * Issue 13, the facts storage is billed from (domain/payment/charges-timeline.ts StorageFacts), built the
 * same way for the dashboard (from GET shipments/{id} and the §7 chart) and for the server's storage
 * charge (from the stored events and the rate card): when storage started and ended, the move's own free
 * days and the chart. Pure.
 */
import type { IsoDate } from '../calendar/iso-date';
import { freeStorageDays } from '../pricing/storage';
import { storageChargeSchedule } from '../pricing/storage-schedule';
import type { EquipmentType } from '../quote/enums';
import type { Quote } from '../quote/types';
import type { RateCard } from '../rating/rate-card';
import { EventStatus, Milestone, MilestoneState } from '../shipment/enums';
import { compareInstants, dateOfInstant, type Instant } from '../shipment/instant';
import type { Shipment } from '../shipment/shipment-lifecycle';
import type { StorageChartRow } from './charges-timeline';

/** Storage charges are made at this hour of the destination station's local time, on their day (ours). */
export const STORAGE_CHARGE_LOCAL_HOUR = 9;
/** "Storage charges coming" goes this many days before each storage charge, at the same hour (ours). */
export const STORAGE_CHARGE_NOTICE_DAYS = 3;

/** A milestone's status and first day (its §3 StatusDate Early), as storage reads it. */
export interface StepFacts {
  readonly Status: MilestoneState;
  readonly Early: IsoDate | null;
}

/** What the shipment says about storage: whether it was chosen, its step, the step before, its Started events. */
export interface StorageStepFacts {
  /** Storage was chosen: the move has a Storage step. */
  readonly stored: boolean;
  readonly storage: StepFacts;
  /** The step before Storage in the move's sequence (the lifecycle starts Storage when it completes). */
  readonly before: StepFacts | null;
  /** When the Storage step's Started events happened (any order). */
  readonly startedAt: readonly Instant[];
}

/**
 * The days storage ran: from the Storage step's first Started event, else the day the step before it was
 * completed (the lifecycle starts Storage then); to the day Storage was completed. Null before it started.
 */
export function storageDays(facts: StorageStepFacts): { startedOn: IsoDate; endedOn: IsoDate | null } | null {
  if (!facts.stored) return null;
  const { Status } = facts.storage;
  if (Status !== MilestoneState.Active && Status !== MilestoneState.Complete) return null;
  const first = [...facts.startedAt].sort(compareInstants)[0];
  const startedOn = first
    ? dateOfInstant(first)
    : facts.before?.Status === MilestoneState.Complete
      ? facts.before.Early
      : null;
  if (!startedOn) return null;
  const endedOn = Status === MilestoneState.Complete ? facts.storage.Early : null;
  return { startedOn, endedOn };
}

/** The storage facts of the domain's shipment and its accepted events (the server's view). */
export function storageStepOfShipment(
  shipment: Shipment,
  events: readonly { readonly milestone: Milestone; readonly status: string; readonly occurredAt: Instant }[],
): StorageStepFacts {
  const step = (m: Milestone): StepFacts => ({
    Status: shipment.milestones[m].Status,
    Early: shipment.milestones[m].StatusDate.Early,
  });
  const sequence = shipment.plan.sequence;
  const before = sequence[sequence.indexOf(Milestone.Storage) - 1];
  return {
    stored: shipment.plan.Storage,
    storage: step(Milestone.Storage),
    before: before ? step(before) : null,
    startedAt: events
      .filter((e) => e.milestone === Milestone.Storage && e.status === EventStatus.Started)
      .map((e) => e.occurredAt),
  };
}

/** §9 "Free storage days come from a coupon or accessorial": the booked move's own, not a split test's. */
export function moveFreeStorageDays(quote: Quote): number {
  const d = quote.Details;
  return freeStorageDays([...(d.Reservation?.Coupons ?? []), ...(d.Coupons ?? [])], d.Accessorials);
}

/** The §7 chart as storage is billed from it: Duration and Charge (with no split-test free days). */
export function storageChartOf(rows: readonly StorageChartRow[]): StorageChartRow[] {
  return rows.map((r) => ({ Duration: r.Duration, Charge: r.Charge }));
}

/**
 * The §7 chart of the move's equipment and quantity from a rate card, with no free days: what GET
 * moves/storage-charges/schedules answers for group NotInTest, which the dashboard shows.
 */
export function moveStorageChart(
  card: Pick<RateCard, 'storage'>,
  equipment: EquipmentType,
  quantity: number,
): StorageChartRow[] {
  const { storage } = card;
  return storageChartOf(
    storageChargeSchedule(storage[equipment], storage.durationDays, Math.max(1, quantity), 0),
  );
}

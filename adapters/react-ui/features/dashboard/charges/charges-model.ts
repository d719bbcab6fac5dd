/**
 * Issue 13 charges timeline: the domain's input from what the dashboard has loaded (the move, its payments,
 * its shipment and the §7 storage chart). No React, no I/O.
 */
import { fromLocalDate, type IsoDate } from '../../../../../domain/calendar/iso-date';
import {
  type ChargesTimeline,
  chargesTimeline,
  type StorageChartRow,
  type StorageFacts,
  type StorageMeter,
  storageMeter,
  type TimelineLedgerRow,
} from '../../../../../domain/payment/charges-timeline';
import { ledgerDay } from '../../../../../domain/payment/ledger-day';
import {
  moveFreeStorageDays,
  type StorageStepFacts,
  storageChartOf,
  storageDays as storageDaysOf,
} from '../../../../../domain/payment/storage-facts';
import type { Quote } from '../../../../../domain/quote/types';
import { EventStatus, Milestone, MilestoneState } from '../../../../../domain/shipment';
import type { MovePayments, StorageSchedule } from '../../../../http/client/relomove-api';
import { originTimeZone } from '../change-move/cutoff-countdown';
import { milestoneOf, type ShipmentView } from '../milestones/shipment-view-model';

/** The dashboard's shipment as the storage rules read it (domain/payment/storage-facts.ts). */
function storageStepOf(shipment: ShipmentView): StorageStepFacts {
  const step = (m: Milestone) => {
    const view = milestoneOf(shipment, m);
    return { Status: view.Status, Early: view.StatusDate.Early };
  };
  const before = shipment.sequence[shipment.sequence.indexOf(Milestone.Storage) - 1];
  return {
    stored: shipment.shape.Storage,
    storage: step(Milestone.Storage),
    before: before ? step(before) : null,
    startedAt: milestoneOf(shipment, Milestone.Storage)
      .events.filter((e) => e.status === EventStatus.Started)
      .map((e) => e.occurredAt),
  };
}

/**
 * The days storage ran (domain storageDays: from the Storage step's first Started event, else the day the
 * step before it was completed; to the day Storage was completed). Null before it started.
 */
export function storageDays(shipment: ShipmentView): { startedOn: IsoDate; endedOn: IsoDate | null } | null {
  return storageDaysOf(storageStepOf(shipment));
}

/**
 * The ledger's rows on the origin station's calendar days (issue 27: domain ledgerDay), or on the browser's
 * own days where the move is not known (the payments alone, while the move loads).
 */
const ledgerOf = (payments: MovePayments, stationZone: string | null): TimelineLedgerRow[] =>
  payments.Ledger.map((r) => ({
    id: r.Id,
    kind: r.Kind,
    amount: r.Amount,
    on: stationZone ? ledgerDay(r.At, stationZone) : fromLocalDate(new Date(r.At)),
    method: r.Method,
    reason: r.Reason,
  }));

/** The §7 chart with no free days (the booked move's free days are its own). */
const chartOf = (schedule: StorageSchedule): StorageChartRow[] => storageChartOf(schedule.schedule);

/** The charge made at Transit: the Transit step's expected day while it has not happened. */
function transitOn(shipment: ShipmentView | null): IsoDate | null {
  if (!shipment) return null;
  const transit = milestoneOf(shipment, Milestone.Transit);
  if (transit.Status === MilestoneState.Complete || transit.Status === MilestoneState.Disabled) return null;
  return transit.StatusDate.Early;
}

export interface ChargesModel {
  timeline: ChargesTimeline;
  /**
   * The storage meter for the Storage view: the real one once storage started; before, the same rules from
   * today as if it started now (only its free days and charges are shown); null without storage or chart.
   */
  storage: { meter: StorageMeter; started: boolean } | null;
}

export interface ChargesSources {
  quote: Quote;
  payments: MovePayments;
  shipment: ShipmentView | null;
  /** The §7 chart, once loaded (null without storage, while loading, or when it failed). */
  schedule: StorageSchedule | null;
  now: Date;
}

export function chargesModel({ quote, payments, shipment, schedule, now }: ChargesSources): ChargesModel {
  const today = fromLocalDate(now);
  const freeDays = moveFreeStorageDays(quote);
  const ran = shipment ? storageDays(shipment) : null;
  const facts: StorageFacts | null = ran && schedule ? { ...ran, freeDays, chart: chartOf(schedule) } : null;
  const timeline = chargesTimeline({
    today,
    ledger: ledgerOf(payments, originTimeZone(quote)),
    due: payments.InvoiceAmountDue,
    declined: payments.PaymentInfoRequired,
    transitOn: transitOn(shipment),
    storage: facts,
  });
  const storage = timeline.storage
    ? { meter: timeline.storage, started: true }
    : schedule && shipment?.shape.Storage
      ? {
          meter: storageMeter({ startedOn: today, endedOn: null, freeDays, chart: chartOf(schedule) }, today),
          started: false,
        }
      : null;
  return { timeline, storage };
}

/** The timeline of the payments alone (no shipment, no storage chart), e.g. while they load. */
export function paymentsOnlyTimeline(payments: MovePayments, now: Date): ChargesTimeline {
  return chargesTimeline({
    today: fromLocalDate(now),
    ledger: ledgerOf(payments, null),
    due: payments.InvoiceAmountDue,
    declined: payments.PaymentInfoRequired,
    transitOn: null,
    storage: null,
  });
}

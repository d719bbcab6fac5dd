import type { IsoDate } from '../../domain/calendar/iso-date';
import { endTimeZone, zonedInstant } from '../../domain/calendar/time-zones';
import type { StorageFacts } from '../../domain/payment/charges-timeline';
import {
  moveFreeStorageDays,
  moveStorageChart,
  STORAGE_CHARGE_LOCAL_HOUR,
  storageDays,
  storageStepOfShipment,
} from '../../domain/payment/storage-facts';
import type { Quote } from '../../domain/quote/types';
import type { RateCard } from '../../domain/rating/rate-card';
import { foldStored, shipmentPlanOf } from '../../domain/shipment';
import { Milestone } from '../../domain/shipment/enums';
import { dateOfInstant, instantInZone } from '../../domain/shipment/instant';
import type { StoredShipmentEvent } from '../ports/shipment-events';

/** A booked move's storage once it has started, and the destination station's IANA zone (its local time). */
export interface MoveStorage {
  readonly facts: StorageFacts;
  readonly timeZone: string;
  /** The step before Storage in the move's sequence: its completion starts storage (the lifecycle's rule). */
  readonly startedAfter: Milestone | null;
}

/** The destination station's own calendar day at `now` (ISO-8601), in its zone. */
export function stationToday(now: string, timeZone: string): IsoDate {
  return dateOfInstant(instantInZone(now, timeZone));
}

/** STORAGE_CHARGE_LOCAL_HOUR at the destination station (its zone) on `date`, as a UTC instant. */
export function storageChargeMoment(date: IsoDate, timeZone: string): string {
  return zonedInstant(date, STORAGE_CHARGE_LOCAL_HOUR * 60, timeZone);
}

/**
 * Issue 13, the storage facts of a booked move as the server bills them, built the way the dashboard
 * builds them (domain/payment/storage-facts.ts): the days from the shipment's accepted events, the move's
 * own free days (§9) and the §7 chart of its equipment and quantity from `card` (the rate card in force
 * today, which GET moves/storage-charges/schedules answers too). Null before storage started, for a move
 * with no shipment, or without a rate card.
 */
export function moveStorageOf(
  quote: Quote,
  events: readonly StoredShipmentEvent[],
  card: Pick<RateCard, 'storage'> | null,
): MoveStorage | null {
  if (card === null || !quote.Details.Reserved || quote.Details.Reservation === null) return null;
  const plan = shipmentPlanOf(quote);
  if (plan.isErr()) return null;
  const { shipment, ignored } = foldStored(plan.value, events);
  const accepted = events.filter((e) => !ignored.some((i) => i.event.id === e.id));
  const days = storageDays(storageStepOfShipment(shipment, accepted));
  if (days === null) return null;
  return {
    facts: {
      ...days,
      freeDays: moveFreeStorageDays(quote),
      chart: moveStorageChart(card, plan.value.Equipment, plan.value.EquipQuantity),
    },
    // Issue 27: the destination station's own zone (service-center data), as the .ics files use.
    timeZone: endTimeZone(quote.Details.Destination),
    startedAfter: shipment.plan.sequence[shipment.plan.sequence.indexOf(Milestone.Storage) - 1] ?? null,
  };
}

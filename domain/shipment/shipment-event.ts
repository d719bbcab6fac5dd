/**
 * Issue 13: a shipment event, recorded once and never overwritten, normalised the way carrier-tracking
 * systems do it (tracking.md): what happened to which milestone, when it happened and when it was recorded,
 * who recorded it, where, why (for exceptions) and the carrier's raw code.
 */
import type { IsoDate } from '../calendar/iso-date';
import { assertNever } from '../shared/assert-never';
import { type EventSource, EventStatus, Milestone, TrackingStatus } from './enums';
import type { Instant } from './instant';

export interface ShipmentEvent {
  readonly milestone: Milestone;
  readonly status: EventStatus;
  /** Plain words; required for Delayed and Failed (the exception reason), optional otherwise. */
  readonly reason: string | null;
  /** When it happened, in the station's offset where known (its date is the milestone's date). */
  readonly occurredAt: Instant;
  /** When it was recorded; never before occurredAt. */
  readonly recordedAt: Instant;
  readonly source: EventSource;
  /** Where it happened ('Service center, Dallas TX'), or null. */
  readonly location: string | null;
  /** Scheduled: the appointment's dates (required). Delayed: the revised estimate, when known. Null otherwise. */
  readonly window: { readonly Early: IsoDate; readonly Late: IsoDate } | null;
  /** The carrier's own status code, kept as sent; null for staff and system events. */
  readonly rawCode: string | null;
}

/** The longest reason kept (characters, after trimming). */
export const EVENT_REASON_MAX_LENGTH = 500;

const { Started, Scheduled, Delayed, Failed, Completed } = EventStatus;

/**
 * Which statuses each milestone accepts (ours: docs/decisions.md). Every milestone can start, be delayed and
 * complete. Those the carrier performs at the customer's address by appointment (drop-off, pickups,
 * delivery) can also be Scheduled and can Fail.
 */
export const MILESTONE_EVENT_STATUSES: Readonly<Record<Milestone, readonly EventStatus[]>> = {
  DropOff: [Started, Scheduled, Delayed, Failed, Completed],
  CustomerLoading: [Started, Delayed, Completed],
  TerminalLoading: [Started, Delayed, Completed],
  OriginPickup: [Started, Scheduled, Delayed, Failed, Completed],
  Transit: [Started, Delayed, Completed],
  Storage: [Started, Delayed, Completed],
  Delivery: [Started, Scheduled, Delayed, Failed, Completed],
  CustomerUnloading: [Started, Delayed, Completed],
  TerminalUnloading: [Started, Delayed, Completed],
  DestinationPickup: [Started, Scheduled, Delayed, Failed, Completed],
};

/** True when the status needs a reason (an exception). */
export function isException(status: EventStatus): boolean {
  return status === Delayed || status === Failed;
}

const DESTINATION: readonly Milestone[] = [
  Milestone.Delivery,
  Milestone.CustomerUnloading,
  Milestone.TerminalUnloading,
  Milestone.DestinationPickup,
];

/**
 * The normalised tracking status (tracking.md) an event stands for, for staff screens and the carrier feed.
 * Before the loaded equipment leaves, everything is pending; a completed origin pickup or terminal loading
 * is picked up; Transit and Storage are in transit and on hold; a started delivery is out for delivery, and
 * the destination service center is ready for pickup; a completed delivery or terminal unloading is delivered.
 */
export function trackingStatusOf(milestone: Milestone, status: EventStatus): TrackingStatus {
  if (status === Failed) return TrackingStatus.deliveryFailed;
  if (status === Delayed)
    return DESTINATION.includes(milestone) ? TrackingStatus.deliveryDelayed : TrackingStatus.onHold;
  switch (milestone) {
    case Milestone.DropOff:
    case Milestone.CustomerLoading:
      return TrackingStatus.pending;
    case Milestone.TerminalLoading:
    case Milestone.OriginPickup:
      return status === Completed ? TrackingStatus.pickedUp : TrackingStatus.pending;
    case Milestone.Transit:
      return TrackingStatus.inTransit;
    case Milestone.Storage:
      return TrackingStatus.onHold;
    case Milestone.Delivery:
      if (status === Completed) return TrackingStatus.delivered;
      return status === Started ? TrackingStatus.outForDelivery : TrackingStatus.pending;
    case Milestone.TerminalUnloading:
      return status === Completed ? TrackingStatus.delivered : TrackingStatus.readyForPickup;
    case Milestone.CustomerUnloading:
    case Milestone.DestinationPickup:
      return TrackingStatus.delivered;
    default:
      return assertNever(milestone, 'milestone');
  }
}

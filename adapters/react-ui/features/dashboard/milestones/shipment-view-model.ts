/**
 * Issue 13 (§2 Dashboard milestone views): what the dashboard's milestone views need to know about a
 * shipment, as plain data. Built from the domain's own types (`shipmentViewOf`), so the tests and the later
 * mapping of GET shipments/{id} share one model. No React, no I/O.
 */
import { type IsoDate, parseIsoDate } from '../../../../../domain/calendar/iso-date';
import { type Cents, fromDollars, ZERO } from '../../../../../domain/money/money';
import type { Quote } from '../../../../../domain/quote/types';
import {
  activeMilestone,
  compareInstants,
  type DateState,
  type EventStatus,
  type Instant,
  MILESTONES,
  type Milestone,
  type MilestoneException,
  type MilestoneState,
  type MoveShape,
  milestoneAppointment,
  type OriginDays,
  originDays,
  type PickupCallReason,
  type PickupRequestStatus,
  parseInstant,
  type SchedulingState,
  type Shipment,
  type ShipmentEvent,
  type ShipmentState,
  type TrackingStatus,
  toldDateState,
  trackingStatusOf,
} from '../../../../../domain/shipment';
import type { ShipmentStatus } from '../../../../http/client/relomove-api';

/** One recorded event of a milestone, as the customer sees it. */
export interface MilestoneEventView {
  readonly status: EventStatus;
  /** The normalised tracking status (tracking.md). */
  readonly tracking: TrackingStatus;
  readonly reason: string | null;
  readonly occurredAt: Instant;
  readonly location: string | null;
}

/** One milestone: §3 Status and StatusDate, §4 date state, why it does not apply, its exception and events. */
export interface MilestoneView {
  readonly milestone: Milestone;
  readonly Status: MilestoneState;
  readonly StatusDate: { readonly Early: IsoDate | null; readonly Late: IsoDate | null };
  readonly DateType: DateState;
  /** Why the milestone does not apply to this move (Disabled), else null. */
  readonly disabledReason: string | null;
  readonly exception: MilestoneException | null;
  /** The latest recordedAt of its events, null before any. */
  readonly updatedAt: Instant | null;
  /** When it began (its Started event, or the completion of the step before it), null while not begun. */
  readonly startedAt: Instant | null;
  /** Newest first. */
  readonly events: readonly MilestoneEventView[];
}

/** One pickup day offered, with the cost of keeping the equipment until then (shown, not charged). */
export interface PickupDayView {
  readonly date: IsoDate;
  readonly extraDays: number;
  readonly extraCost: Cents;
}

/** Issue 13 pickup request: §4 Pickup/delivery scheduling of the origin pickup, as the server decided it. */
export interface PickupView {
  readonly state: SchedulingState;
  /** ReadyToRequest: the days offered, earliest first. */
  readonly dates: readonly PickupDayView[];
  /** ReadyToRequest: the last day of the loading time, and the fee of each later day. */
  readonly loadingEnds: IsoDate | null;
  readonly extraDayFee: Cents | null;
  /** Requested and Completed: the pickup day. */
  readonly pickupDate: IsoDate | null;
  /** PromptToCall: why, in words ending in "call us". */
  readonly reason: PickupCallReason | null;
  readonly message: string | null;
}

/** The pickup view of the domain's status (tests and the style guide build shipments with the domain). */
export function pickupViewOf(status: PickupRequestStatus): PickupView {
  const none = {
    dates: [],
    loadingEnds: null,
    extraDayFee: null,
    pickupDate: null,
    reason: null,
    message: null,
  };
  switch (status.state) {
    case 'ReadyToRequest':
      return {
        ...none,
        state: status.state,
        dates: status.dates.map((d) => ({ date: d.date, extraDays: d.extraDays, extraCost: d.extraCost })),
        loadingEnds: status.loadingEnds,
        extraDayFee: status.extraDayFee,
      };
    case 'PromptToCall':
      return { ...none, state: status.state, reason: status.reason, message: status.message };
    default:
      return { ...none, state: status.state, pickupDate: status.date };
  }
}

export interface ShipmentView {
  /** §4 shipment state. */
  readonly state: ShipmentState;
  /** §9 pending state in plain words, or null when the move is not pending. */
  readonly pendingReason: string | null;
  /** The milestone under way now, or null. */
  readonly active: Milestone | null;
  /** The first milestone of the move not yet complete (the active one when there is one), or null. */
  readonly next: Milestone | null;
  /** The move's ends, equipment and storage (they decide which milestones apply and the words used). */
  readonly shape: MoveShape;
  /** The milestones that apply, in the order the move goes through them. */
  readonly sequence: readonly Milestone[];
  /** Every milestone, in lifecycle order (MILESTONES), the ones that do not apply included (Disabled). */
  readonly milestones: readonly MilestoneView[];
  /** Issue 13: the pickup request now; null when not known (the views then offer no pickup tool). */
  readonly pickup: PickupView | null;
}

/** Newest first by occurredAt, then by recordedAt (two events of one moment: the later record first). */
function newestFirst(a: ShipmentEvent, b: ShipmentEvent): number {
  return compareInstants(b.occurredAt, a.occurredAt) || compareInstants(b.recordedAt, a.recordedAt);
}

/** The view of a shipment, its accepted events (any order) and its §9 pending reason. */
export function shipmentViewOf(
  shipment: Shipment,
  events: readonly ShipmentEvent[],
  pendingReason: string | null,
  pickup: PickupRequestStatus | null = null,
): ShipmentView {
  const { plan } = shipment;
  const sequence = plan.sequence;
  return {
    pickup: pickup ? pickupViewOf(pickup) : null,
    state: shipment.state,
    pendingReason,
    active: activeMilestone(shipment),
    next: shipment.next,
    shape: {
      OriginDelivery: plan.OriginDelivery,
      DestinationDelivery: plan.DestinationDelivery,
      Equipment: plan.Equipment,
      EquipQuantity: plan.EquipQuantity,
      Storage: plan.Storage,
    },
    sequence: [...sequence],
    milestones: MILESTONES.map((milestone): MilestoneView => {
      const p = shipment.milestones[milestone];
      return {
        milestone,
        Status: p.Status,
        StatusDate: { Early: p.StatusDate.Early, Late: p.StatusDate.Late },
        DateType: p.DateType,
        disabledReason: p.disabledReason,
        exception: p.exception,
        updatedAt: p.updatedAt,
        startedAt: p.startedAt,
        events: events
          .filter((e) => e.milestone === milestone)
          .sort(newestFirst)
          .map((e) => ({
            status: e.status,
            tracking: trackingStatusOf(e.milestone, e.status),
            reason: e.reason,
            occurredAt: e.occurredAt,
            location: e.location,
          })),
      };
    }),
  };
}

/**
 * The shipment as the customer is told it (issue 27): a milestone with a window booked for its one-day date
 * reads Scheduled, as its calendar file does (toldDateState), not Estimated.
 */
export function withBookedWindows(view: ShipmentView, quote: Pick<Quote, 'Details'>): ShipmentView {
  return {
    ...view,
    milestones: view.milestones.map((m) => {
      const DateType = toldDateState(m, milestoneAppointment(quote, m.milestone, m.StatusDate.Early));
      return DateType === m.DateType ? m : { ...m, DateType };
    }),
  };
}

/** The view of one milestone (every milestone is in `milestones`). */
export function milestoneOf(view: ShipmentView, milestone: Milestone): MilestoneView {
  const found = view.milestones.find((m) => m.milestone === milestone);
  if (!found) throw new RangeError(`No milestone ${milestone} in the shipment view`);
  return found;
}

/** A wire date or instant the contract checked already; null if it still does not read as one. */
const dateOf = (value: string | null): IsoDate | null =>
  value === null ? null : parseIsoDate(value).unwrapOr(null);
const instantOf = (value: string | null): Instant | null =>
  value === null ? null : parseInstant(value).unwrapOr(null);

/**
 * The view of GET shipments/{id} (§7 GetMilestone, adapters/http/contract/shipments.ts) as the client reads
 * it: the same model as `shipmentViewOf`, built from what the server decided (the server folds the events
 * with the domain; the page never decides a milestone's state itself).
 */
export function shipmentViewFromWire(status: ShipmentStatus): ShipmentView {
  const money = (dollars: number): Cents => fromDollars(dollars).unwrapOr(ZERO);
  const p = status.Pickup;
  return {
    pickup: p
      ? {
          state: p.State,
          dates: p.Dates.flatMap((d) => {
            const date = dateOf(d.PickupDate);
            return date ? [{ date, extraDays: d.ExtraDays, extraCost: money(d.ExtraCost) }] : [];
          }),
          loadingEnds: dateOf(p.LoadingEnds),
          extraDayFee: p.ExtraDayFee === null ? null : money(p.ExtraDayFee),
          pickupDate: dateOf(p.PickupDate),
          reason: p.CallReason,
          message: p.Message,
        }
      : null,
    state: status.ShipmentState,
    pendingReason: status.PendingState ? status.PendingReason : null,
    active: status.ActiveMilestone,
    next: status.NextMilestone,
    shape: {
      OriginDelivery: status.OriginDelivery,
      DestinationDelivery: status.DestinationDelivery,
      Equipment: status.Equipment,
      EquipQuantity: status.EquipQuantity,
      Storage: status.Storage,
    },
    // The wire lists the ten in lifecycle order: the ones that apply, in that order, are the sequence.
    sequence: status.Milestones.filter((m) => m.Status !== 'Disabled').map((m) => m.Milestone),
    milestones: MILESTONES.map((milestone): MilestoneView => {
      const m = status.Milestones.find((w) => w.Milestone === milestone);
      if (!m) {
        return {
          milestone,
          Status: 'Unspecified',
          StatusDate: { Early: null, Late: null },
          DateType: 'Unknown',
          disabledReason: null,
          exception: null,
          updatedAt: null,
          startedAt: null,
          events: [],
        };
      }
      const exceptionAt = m.Exception ? instantOf(m.Exception.OccurredAt) : null;
      return {
        milestone,
        Status: m.Status,
        StatusDate: { Early: dateOf(m.StatusDate.Early), Late: dateOf(m.StatusDate.Late) },
        DateType: m.DateType,
        disabledReason: m.DisabledReason,
        exception:
          m.Exception && exceptionAt
            ? { status: m.Exception.Status, reason: m.Exception.Reason, occurredAt: exceptionAt }
            : null,
        updatedAt: instantOf(m.UpdatedAt),
        startedAt: instantOf(m.StartedAt),
        events: m.Events.flatMap((e) => {
          const occurredAt = instantOf(e.OccurredAt);
          const recordedAt = instantOf(e.RecordedAt);
          if (occurredAt === null || recordedAt === null) return [];
          return [{ ...e, occurredAt, recordedAt }];
        })
          .sort(
            (a, b) =>
              compareInstants(b.occurredAt, a.occurredAt) || compareInstants(b.recordedAt, a.recordedAt),
          )
          .map(
            (e): MilestoneEventView => ({
              status: e.Status,
              tracking: e.TrackingStatus,
              reason: e.Reason,
              occurredAt: e.occurredAt,
              location: e.Location,
            }),
          ),
      };
    }),
  };
}

/** Issue 27: the Overview's drop-off and pickup days, as the shipment says them now (domain originDays). */
export function shipmentDays(view: ShipmentView | null): OriginDays {
  if (!view) return { dropOff: null, pickup: null };
  return originDays(view.sequence, (m) => milestoneOf(view, m).StatusDate);
}

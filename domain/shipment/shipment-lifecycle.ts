/**
 * Issue 13, a shipment as a state machine (architecture.md convention 12): `applyEvent(shipment, event)`
 * gives the next state or a refusal with its message, and a refused event leaves the state as it was.
 * `foldEvents(plan, events)` rebuilds the state from the append-only event list.
 *
 * Milestones move Future -> Active -> Complete, in the order of the plan's sequence:
 * - the first milestone becomes Active when Started (or Complete at once when Completed);
 * - completing a milestone makes the next one Active at that moment (a picked-up container is in transit,
 *   a delivered one is being unloaded), so at most one milestone is Active;
 * - Scheduled, Delayed and Failed change a milestone's dates and exception, never its status.
 * Dates: the booked estimate (Estimated, or Unknown), the appointment once Scheduled, the date it happened
 * once Complete (the date of occurredAt as written), nothing once a Failed attempt needs a new appointment.
 */
import { err, ok, type Result } from 'neverthrow';
import { formatMMDDYYYY } from '../calendar/formats';
import { compareIsoDates } from '../calendar/iso-date';
import { DeliveryType } from '../quote/enums';
import {
  DateState,
  EVENT_SOURCES,
  EVENT_STATUSES,
  EventStatus,
  MILESTONES,
  Milestone,
  MilestoneState,
  type MilestoneStatusDate,
  ShipmentState,
} from './enums';
import { compareInstants, dateOfInstant, type Instant, parseInstant } from './instant';
import { bookedEstimate, type ShipmentPlan } from './milestone-plan';
import { stationTimeText, zoneOfMilestone } from './move-time-zones';
import { rebaseMilestones } from './rebased-schedule';
import {
  EVENT_REASON_MAX_LENGTH,
  isException,
  MILESTONE_EVENT_STATUSES,
  type ShipmentEvent,
} from './shipment-event';

/** The exception a Delayed or Failed event left on a milestone, until it is scheduled, started or completed. */
export interface MilestoneException {
  readonly status: typeof EventStatus.Delayed | typeof EventStatus.Failed;
  readonly reason: string;
  readonly occurredAt: Instant;
}

/** One milestone of a shipment: the §3 Status and StatusDate, the §4 date state, and how it got there. */
export interface MilestoneProgress {
  readonly milestone: Milestone;
  readonly Status: MilestoneState;
  readonly StatusDate: MilestoneStatusDate;
  readonly DateType: DateState;
  /** Why the milestone does not apply to this move (Disabled), else null. */
  readonly disabledReason: string | null;
  readonly startedAt: Instant | null;
  readonly completedAt: Instant | null;
  readonly exception: MilestoneException | null;
  /** The latest recordedAt of this milestone's events ("updated N minutes ago"), null before any. */
  readonly updatedAt: Instant | null;
}

export interface Shipment {
  readonly plan: ShipmentPlan;
  readonly milestones: Readonly<Record<Milestone, MilestoneProgress>>;
  /** §4 shipment state. */
  readonly state: ShipmentState;
  /** The first applicable milestone not yet Complete (the Active one when there is one); null when all are. */
  readonly next: Milestone | null;
  /** How many events were accepted. */
  readonly eventCount: number;
}

export interface ShipmentEventRefused {
  readonly kind: 'ShipmentEventRefused';
  readonly milestone: string;
  readonly status: string;
  readonly message: string;
}

/** The shipment of a plan before any event: each milestone Future with its booked estimate, or Disabled. */
export function initialShipment(plan: ShipmentPlan): Shipment {
  const milestones = Object.fromEntries(
    MILESTONES.map((milestone): [Milestone, MilestoneProgress] => {
      const disabledReason = plan.disabledReasons[milestone];
      const estimate = bookedEstimate(plan, milestone);
      return [
        milestone,
        {
          milestone,
          Status: disabledReason === null ? MilestoneState.Future : MilestoneState.Disabled,
          StatusDate: estimate.StatusDate,
          DateType: estimate.DateType,
          disabledReason,
          startedAt: null,
          completedAt: null,
          exception: null,
          updatedAt: null,
        },
      ];
    }),
  ) as Record<Milestone, MilestoneProgress>;
  return withDerived(plan, milestones, 0);
}

/** The milestone the customer is in now (the Active one), or null before the first starts and after the last. */
export function activeMilestone(shipment: Shipment): Milestone | null {
  return shipment.plan.sequence.find((m) => shipment.milestones[m].Status === MilestoneState.Active) ?? null;
}

/**
 * The milestone whose completion finishes the move for the customer: CustomerUnloading at a door
 * destination, TerminalUnloading at a terminal one (DestinationPickup of the empty equipment follows).
 */
export function finishingMilestone(plan: ShipmentPlan): Milestone {
  return plan.DestinationDelivery === DeliveryType.Door
    ? Milestone.CustomerUnloading
    : Milestone.TerminalUnloading;
}

/**
 * §4 shipment state: Unavailable when the move cannot be tracked; Completed once the finishing milestone is
 * complete; Shipped once Transit has begun (the loaded equipment has left); NonShipped before.
 */
export function shipmentStateOf(
  plan: ShipmentPlan,
  milestones: Readonly<Record<Milestone, MilestoneProgress>>,
): ShipmentState {
  if (!plan.Trackable) return ShipmentState.Unavailable;
  if (milestones[finishingMilestone(plan)].Status === MilestoneState.Complete) return ShipmentState.Completed;
  if (milestones.Transit.Status !== MilestoneState.Future) return ShipmentState.Shipped;
  return ShipmentState.NonShipped;
}

function withDerived(
  plan: ShipmentPlan,
  recorded: Readonly<Record<Milestone, MilestoneProgress>>,
  eventCount: number,
): Shipment {
  // Issue 27: every estimate still from the booking is re-based on what the events say happened.
  const milestones = rebaseMilestones(plan, recorded);
  return {
    plan,
    milestones,
    state: shipmentStateOf(plan, milestones),
    next: plan.sequence.find((m) => milestones[m].Status !== MilestoneState.Complete) ?? null,
    eventCount,
  };
}

/** True when this step began Transit: the moment the application layer charges the move (ChargeMove). */
/**
 * §3 EquipmentSpottedOrigin, from the events: the equipment is at the origin, so the move is under way
 * (issue 13: it can no longer be changed or cancelled online). At a door, once the drop-off is complete;
 * at a service center, once terminal loading has started; and whenever a later milestone has begun.
 */
export function equipmentSpottedAtOrigin(shipment: Shipment): boolean {
  const m = shipment.milestones;
  const begun = (status: MilestoneState) =>
    status === MilestoneState.Active || status === MilestoneState.Complete;
  return (
    m.DropOff.Status === MilestoneState.Complete ||
    [m.TerminalLoading, m.CustomerLoading, m.OriginPickup, m.Transit].some((x) => begun(x.Status))
  );
}

export function reachedTransit(before: Shipment, after: Shipment): boolean {
  return (
    before.milestones.Transit.Status === MilestoneState.Future &&
    after.milestones.Transit.Status !== MilestoneState.Future
  );
}

/**
 * The next shipment, or a refusal that says why in plain words. Refused, with nothing changed:
 * an unknown milestone, status or source; an occurredAt or recordedAt that is not a date and time; an event
 * recorded before it happened; a status the milestone does not take; any event for a Disabled milestone;
 * an exception without a reason; a window that is missing, reversed or not allowed; starting or completing
 * a milestone before the ones before it are complete (delivered before pickup), or twice; anything that
 * happened before the previous milestone was completed; scheduling, delaying or failing a completed milestone.
 */
export function applyEvent(shipment: Shipment, event: ShipmentEvent): Result<Shipment, ShipmentEventRefused> {
  const refuse = (message: string) =>
    err<Shipment, ShipmentEventRefused>({
      kind: 'ShipmentEventRefused',
      milestone: String(event.milestone),
      status: String(event.status),
      message,
    });
  const { milestone, status } = event;
  /** An instant as its milestone's station clock shows it, naming the zone, when the plan knows the zones. */
  const timeAt = (at: string, where: Milestone = milestone): string => {
    const zones = shipment.plan.TimeZones;
    return zones ? stationTimeText(at, zoneOfMilestone(zones, where)) : at;
  };

  if (!MILESTONES.includes(milestone)) {
    return refuse(`Unknown milestone '${String(milestone)}': use one of ${MILESTONES.join(', ')}`);
  }
  if (!EVENT_STATUSES.includes(status)) {
    return refuse(`Unknown status '${String(status)}': use one of ${EVENT_STATUSES.join(', ')}`);
  }
  if (!EVENT_SOURCES.includes(event.source)) {
    return refuse(`Unknown source '${String(event.source)}': use one of ${EVENT_SOURCES.join(', ')}`);
  }
  for (const field of ['occurredAt', 'recordedAt'] as const) {
    const parsed = parseInstant(String(event[field]));
    if (parsed.isErr()) return refuse(`${field} - ${parsed.error.message}`);
  }
  if (compareInstants(event.occurredAt, event.recordedAt) > 0) {
    return refuse(
      `The event happened at ${timeAt(event.occurredAt)}, after it was recorded at ${timeAt(event.recordedAt)}: an event cannot be recorded before it happens`,
    );
  }
  const allowed = MILESTONE_EVENT_STATUSES[milestone];
  if (!allowed.includes(status)) {
    return refuse(`${milestone} cannot be ${status}: its events are ${allowed.join(', ')}`);
  }
  const current = shipment.milestones[milestone];
  if (current.Status === MilestoneState.Disabled) {
    return refuse(`${milestone} does not apply to this move: ${current.disabledReason ?? 'it is disabled'}`);
  }
  const reason = event.reason === null ? null : event.reason.trim();
  if (isException(status) && !reason) {
    return refuse(`A ${status} event needs a reason, such as 'Customer not home' or 'Weather'`);
  }
  if (reason && reason.length > EVENT_REASON_MAX_LENGTH) {
    return refuse(`The reason must be at most ${EVENT_REASON_MAX_LENGTH} characters`);
  }
  const window = event.window;
  if (status === EventStatus.Scheduled && window === null) {
    return refuse(`A Scheduled event needs the appointment's dates (Early and Late)`);
  }
  if (window !== null) {
    if (status !== EventStatus.Scheduled && status !== EventStatus.Delayed) {
      return refuse(
        `Only Scheduled and Delayed events carry dates; a ${status} event takes its date from occurredAt`,
      );
    }
    if (compareIsoDates(window.Early, window.Late) > 0) {
      return refuse(
        `The dates are reversed: Early ${formatMMDDYYYY(window.Early)} is after Late ${formatMMDDYYYY(window.Late)}`,
      );
    }
  }

  const sequence = shipment.plan.sequence;
  const position = sequence.indexOf(milestone);
  const previous = position > 0 ? shipment.milestones[sequence[position - 1] as Milestone] : null;
  const unfinished = sequence
    .slice(0, position)
    .find((m) => shipment.milestones[m].Status !== MilestoneState.Complete);
  const completedDay = current.completedAt ? formatMMDDYYYY(dateOfInstant(current.completedAt)) : '';

  /** Refuses an event that happened before the previous milestone was completed (instant or date). */
  const beforePrevious = (): string | null => {
    if (!previous?.completedAt) return null;
    if (
      compareInstants(event.occurredAt, previous.completedAt) < 0 ||
      compareIsoDates(dateOfInstant(event.occurredAt), dateOfInstant(previous.completedAt)) < 0
    ) {
      return `${milestone} happened at ${timeAt(event.occurredAt)}, before ${previous.milestone} was completed at ${timeAt(previous.completedAt, previous.milestone)}`;
    }
    return null;
  };
  /** Refuses dates that start before the previous milestone's completion date. */
  const windowBeforePrevious = (): string | null => {
    if (!window || !previous?.completedAt) return null;
    const previousDay = dateOfInstant(previous.completedAt);
    if (compareIsoDates(window.Early, previousDay) < 0) {
      return `The dates for ${milestone} start on ${formatMMDDYYYY(window.Early)}, before ${previous.milestone} was completed on ${formatMMDDYYYY(previousDay)}`;
    }
    return null;
  };

  const touched = (changes: Partial<MilestoneProgress>): MilestoneProgress => ({
    ...current,
    ...changes,
    updatedAt:
      current.updatedAt && compareInstants(current.updatedAt, event.recordedAt) >= 0
        ? current.updatedAt
        : event.recordedAt,
  });
  const accept = (changes: Readonly<Partial<Record<Milestone, MilestoneProgress>>>) =>
    ok<Shipment, ShipmentEventRefused>(
      withDerived(shipment.plan, { ...shipment.milestones, ...changes }, shipment.eventCount + 1),
    );

  switch (status) {
    case EventStatus.Started: {
      if (current.Status === MilestoneState.Complete) {
        return refuse(`${milestone} was already completed on ${completedDay}`);
      }
      if (current.Status === MilestoneState.Active) {
        return refuse(
          `${milestone} has already started${current.startedAt ? ` (at ${timeAt(current.startedAt)})` : ''}`,
        );
      }
      if (unfinished) return refuse(`${milestone} cannot start before ${unfinished} is complete`);
      const early = beforePrevious();
      if (early) return refuse(early);
      return accept({
        [milestone]: touched({ Status: MilestoneState.Active, startedAt: event.occurredAt, exception: null }),
      });
    }

    case EventStatus.Completed: {
      if (current.Status === MilestoneState.Complete) {
        return refuse(`${milestone} was already completed on ${completedDay}`);
      }
      if (unfinished) return refuse(`${milestone} cannot be completed before ${unfinished} is complete`);
      const early = beforePrevious();
      if (early) return refuse(early);
      if (current.startedAt && compareInstants(event.occurredAt, current.startedAt) < 0) {
        return refuse(
          `${milestone} was completed at ${timeAt(event.occurredAt)}, before it started at ${timeAt(current.startedAt)}`,
        );
      }
      const day = dateOfInstant(event.occurredAt);
      const done = touched({
        Status: MilestoneState.Complete,
        StatusDate: { Early: day, Late: day },
        DateType: DateState.Complete,
        startedAt: current.startedAt ?? event.occurredAt,
        completedAt: event.occurredAt,
        exception: null,
      });
      const following = sequence[position + 1];
      if (following === undefined) return accept({ [milestone]: done });
      const next = shipment.milestones[following];
      return accept({
        [milestone]: done,
        [following]: { ...next, Status: MilestoneState.Active, startedAt: event.occurredAt },
      });
    }

    case EventStatus.Scheduled: {
      if (current.Status === MilestoneState.Complete) {
        return refuse(`${milestone} was already completed on ${completedDay}: there is nothing to schedule`);
      }
      const early = windowBeforePrevious();
      if (early) return refuse(early);
      return accept({
        [milestone]: touched({
          StatusDate: { Early: window?.Early ?? null, Late: window?.Late ?? null },
          DateType: DateState.Scheduled,
          exception: null,
        }),
      });
    }

    case EventStatus.Delayed: {
      if (current.Status === MilestoneState.Complete) {
        return refuse(`${milestone} was already completed on ${completedDay}: it cannot be delayed`);
      }
      const early = windowBeforePrevious();
      if (early) return refuse(early);
      const exception = { status: EventStatus.Delayed, reason: reason ?? '', occurredAt: event.occurredAt };
      return accept({
        [milestone]: touched(
          window
            ? {
                StatusDate: { Early: window.Early, Late: window.Late },
                DateType: DateState.Estimated,
                exception,
              }
            : { exception },
        ),
      });
    }

    case EventStatus.Failed: {
      if (current.Status === MilestoneState.Complete) {
        return refuse(`${milestone} was already completed on ${completedDay}: it cannot fail`);
      }
      if (unfinished) return refuse(`${milestone} cannot be attempted before ${unfinished} is complete`);
      const early = beforePrevious();
      if (early) return refuse(early);
      return accept({
        [milestone]: touched({
          StatusDate: { Early: null, Late: null },
          DateType: DateState.Unknown,
          exception: { status: EventStatus.Failed, reason: reason ?? '', occurredAt: event.occurredAt },
        }),
      });
    }

    default: {
      const unhandled: never = status;
      return refuse(`Unknown status '${String(unhandled)}'`);
    }
  }
}

/**
 * The shipment after `events` in order, from the plan's initial state; the first refused event stops the
 * fold and is returned with its position (0-based).
 */
export function foldEvents(
  plan: ShipmentPlan,
  events: readonly ShipmentEvent[],
): Result<Shipment, ShipmentEventRefused & { readonly index: number }> {
  let shipment = initialShipment(plan);
  for (const [index, event] of events.entries()) {
    const next = applyEvent(shipment, event);
    if (next.isErr()) return err({ ...next.error, index });
    shipment = next.value;
  }
  return ok(shipment);
}

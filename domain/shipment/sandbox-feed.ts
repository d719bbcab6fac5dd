/**
 * Issue 13: the SANDBOX carrier feed's plan. The events a demo move goes through, in order, one business
 * day apart, for `relomove shipment simulate`: the application layer applies those whose occurredAt has come
 * on its injected clock. It is a sandbox: no carrier sends these.
 */
import { addBusinessDays, isBusinessDay } from '../calendar/business-days';
import type { IsoDate } from '../calendar/iso-date';
import { EventSource, EventStatus, Milestone } from './enums';
import { dateOfInstant, type Instant, instant, instantOfDate } from './instant';
import type { ShipmentPlan } from './milestone-plan';
import { type ShipmentEvent, trackingStatusOf } from './shipment-event';

/** The time of day (UTC) of every simulated event after the first: 15:00Z is the morning in US stations. */
export const SANDBOX_EVENT_TIME_UTC = '15:00:00Z';

export interface SandboxFeedOptions {
  /** Days the feed skips besides weekends (the stations' holidays). */
  readonly holidays?: readonly IsoDate[];
  /** Where the origin-side events happen ('Dallas, TX'); null by default. */
  readonly origin?: string | null;
  /** Where the destination-side events happen; null by default. */
  readonly destination?: string | null;
}

const ORIGIN_SIDE: readonly Milestone[] = [
  Milestone.DropOff,
  Milestone.CustomerLoading,
  Milestone.TerminalLoading,
  Milestone.OriginPickup,
];

/** The sandbox's raw carrier code of an event: 'SBX-' and its normalised tracking status ('SBX-IN_TRANSIT'). */
export function sandboxRawCode(milestone: Milestone, status: EventStatus): string {
  return `SBX-${trackingStatusOf(milestone, status).toUpperCase().replaceAll(' ', '_')}`;
}

/**
 * The ordered events of a demo move from `from`: the first milestone Started at `from` (or at the next
 * business day when `from` falls on a weekend or holiday), then each milestone Completed on the following
 * business days, with the delivery appointment Scheduled the business day before a door delivery. Each event
 * is recorded when it happens. Folding them all (foldEvents) completes the move.
 */
export function simulatedEvents(
  plan: ShipmentPlan,
  from: Date,
  options: SandboxFeedOptions = {},
): ShipmentEvent[] {
  const holidays = options.holidays ?? [];
  const start = instantOfDate(from);
  const startDay = dateOfInstant(start);
  let day = startDay;
  let first: Instant = start;
  if (!isBusinessDay(startDay, holidays)) {
    day = addBusinessDays(startDay, 0, holidays);
    first = instant(`${day}T${SANDBOX_EVENT_TIME_UTC}`);
  }
  const nextDay = (): Instant => {
    day = addBusinessDays(day, 1, holidays);
    return instant(`${day}T${SANDBOX_EVENT_TIME_UTC}`);
  };
  const event = (
    milestone: Milestone,
    status: EventStatus,
    at: Instant,
    window: ShipmentEvent['window'] = null,
  ): ShipmentEvent => ({
    milestone,
    status,
    reason: null,
    occurredAt: at,
    recordedAt: at,
    source: EventSource.carrierSandbox,
    location:
      milestone === Milestone.Transit
        ? null
        : ((ORIGIN_SIDE.includes(milestone) ? options.origin : options.destination) ?? null),
    window,
    rawCode: sandboxRawCode(milestone, status),
  });

  const events: ShipmentEvent[] = [];
  const [opening] = plan.sequence;
  if (opening === undefined) return events;
  events.push(event(opening, EventStatus.Started, first));
  for (const milestone of plan.sequence) {
    if (milestone === Milestone.Delivery) {
      const scheduledAt = nextDay();
      const appointment = addBusinessDays(day, 1, holidays);
      events.push(
        event(milestone, EventStatus.Scheduled, scheduledAt, { Early: appointment, Late: appointment }),
      );
    }
    events.push(event(milestone, EventStatus.Completed, nextDay()));
  }
  return events;
}

import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { addDays } from '../../domain/calendar/business-days';
import { compareIsoDates, type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { DeliveryType, EquipmentType } from '../../domain/quote/enums';
import {
  EVENT_SOURCES,
  EVENT_STATUSES,
  EventSource,
  EventStatus,
  MILESTONES,
  type Milestone,
  MilestoneState,
  ShipmentState,
} from '../../domain/shipment/enums';
import { compareInstants, dateOfInstant, instant } from '../../domain/shipment/instant';
import { planShipment, type ShipmentPlan } from '../../domain/shipment/milestone-plan';
import { simulatedEvents } from '../../domain/shipment/sandbox-feed';
import type { ShipmentEvent } from '../../domain/shipment/shipment-event';
import {
  applyEvent,
  foldEvents,
  initialShipment,
  reachedTransit,
  type Shipment,
} from '../../domain/shipment/shipment-lifecycle';

/*
 * Issue 13 "Properties": random moves (each end door or terminal, ReloCubes or a trailer, storage or not,
 * trackable or not) receive random events. Half of them are the sensible next step (the next milestone
 * completed a little later), the rest anything at all: any milestone, any status, times going backward,
 * other offsets, recorded before they happen, missing reasons, reversed windows. Each is offered to
 * applyEvent; the accepted ones are kept, as the use cases do before writing.
 */

const START_MS = Date.parse('2026-11-30T14:00:00Z');
const OFFSETS = [0, -360, -300, -420, 60] as const;
const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');

/** The instant `ms` written in a given UTC offset (minutes), e.g. '2026-12-01T08:00:00-06:00'. */
function writtenAt(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  if (offsetMinutes === 0) return `${local}Z`;
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${local}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

const planArb: fc.Arbitrary<ShipmentPlan> = fc
  .record({
    origin: fc.constantFrom(DeliveryType.Door, DeliveryType.Terminal),
    destination: fc.constantFrom(DeliveryType.Door, DeliveryType.Terminal),
    trailer: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 6 }),
    storage: fc.boolean(),
    trackable: fc.boolean(),
    gaps: fc.tuple(fc.nat({ max: 5 }), fc.nat({ max: 10 }), fc.nat({ max: 3 })),
  })
  .map(({ origin, destination, trailer, quantity, storage, trackable, gaps }) => {
    const spot = isoDate('2026-12-01');
    const pickup = addDays(spot, gaps[0]);
    const delivery = addDays(pickup, gaps[1]);
    const equipment =
      trailer && origin === DeliveryType.Door && destination === DeliveryType.Door
        ? EquipmentType.Trailer
        : EquipmentType.ReloCube;
    return planShipment({
      OriginDelivery: origin,
      DestinationDelivery: destination,
      Equipment: equipment,
      EquipQuantity: equipment === EquipmentType.Trailer ? 1 : quantity,
      Storage: storage,
      Trackable: trackable,
      Schedule: {
        SpotDate: spot,
        PickupDate: pickup,
        DeliveryDate: delivery,
        DeliveryDateMax: addDays(delivery, gaps[2]),
      },
    })._unsafeUnwrap();
  });

type Op =
  | { kind: 'advance'; gapMinutes: number; offset: number }
  | {
      kind: 'any';
      milestone: Milestone;
      status: EventStatus;
      gapMinutes: number;
      recordDelayMinutes: number;
      offset: number;
      reason: string | null;
      window: { start: number; length: number } | null;
      source: EventSource;
    };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('advance' as const),
    gapMinutes: fc.integer({ min: 0, max: 3 * 24 * 60 }),
    offset: fc.constantFrom(...OFFSETS),
  }),
  fc.record({
    kind: fc.constant('any' as const),
    milestone: fc.constantFrom(...MILESTONES),
    status: fc.constantFrom(...EVENT_STATUSES),
    gapMinutes: fc.integer({ min: -2 * 24 * 60, max: 3 * 24 * 60 }),
    recordDelayMinutes: fc.integer({ min: -120, max: 600 }),
    offset: fc.constantFrom(...OFFSETS),
    reason: fc.constantFrom(null, '', '  ', 'Weather', 'Customer not home'),
    window: fc.option(
      fc.record({ start: fc.integer({ min: -3, max: 25 }), length: fc.integer({ min: -2, max: 4 }) }),
      {
        nil: null,
      },
    ),
    source: fc.constantFrom(...EVENT_SOURCES),
  }),
);

interface Step {
  readonly before: Shipment;
  readonly event: ShipmentEvent;
  readonly after: Shipment | null;
}

/** Offers each op's event to applyEvent in turn; returns every step, accepted (after set) or refused. */
function play(
  plan: ShipmentPlan,
  ops: readonly Op[],
): { steps: Step[]; final: Shipment; accepted: ShipmentEvent[] } {
  let shipment = initialShipment(plan);
  let clock = START_MS;
  const steps: Step[] = [];
  const accepted: ShipmentEvent[] = [];
  for (const op of ops) {
    clock += op.gapMinutes * 60_000;
    let event: ShipmentEvent;
    if (op.kind === 'advance') {
      const at = instant(writtenAt(clock, op.offset));
      event = {
        milestone: shipment.next ?? 'Transit',
        status: EventStatus.Completed,
        reason: null,
        occurredAt: at,
        recordedAt: at,
        source: EventSource.staff,
        location: null,
        window: null,
        rawCode: null,
      };
    } else {
      const first: IsoDate = isoDate('2026-11-30');
      event = {
        milestone: op.milestone,
        status: op.status,
        reason: op.reason,
        occurredAt: instant(writtenAt(clock, op.offset)),
        recordedAt: instant(writtenAt(clock + op.recordDelayMinutes * 60_000, op.offset)),
        source: op.source,
        location: null,
        window: op.window
          ? {
              Early: addDays(first, op.window.start),
              Late: addDays(first, op.window.start + op.window.length),
            }
          : null,
        rawCode: null,
      };
    }
    const snapshot = structuredClone(shipment);
    const result = applyEvent(shipment, event);
    expect(shipment).toEqual(snapshot);
    if (result.isOk()) {
      steps.push({ before: shipment, event, after: result.value });
      accepted.push(event);
      shipment = result.value;
    } else {
      steps.push({ before: shipment, event, after: null });
    }
  }
  return { steps, final: shipment, accepted };
}

const RANK: Record<MilestoneState, number> = {
  Future: 0,
  Active: 1,
  Complete: 2,
  Disabled: -1,
  Unspecified: -2,
};
const STATE_RANK: Record<ShipmentState, number> = {
  NonShipped: 0,
  Shipped: 1,
  Completed: 2,
  Unavailable: -1,
};

const moves = fc.tuple(planArb, fc.array(opArb, { minLength: 1, maxLength: 40 }));

describe('the shipment state machine (issue 13 properties)', () => {
  test.prop([moves])('issue 13: the machine never moves backward', ([plan, ops]) => {
    for (const { before, after } of play(plan, ops).steps) {
      if (!after) continue;
      for (const m of MILESTONES) {
        const was = before.milestones[m].Status;
        const now = after.milestones[m].Status;
        if (was === MilestoneState.Disabled) expect(now).toBe(MilestoneState.Disabled);
        else expect(RANK[now]).toBeGreaterThanOrEqual(RANK[was]);
      }
      expect(STATE_RANK[after.state]).toBeGreaterThanOrEqual(STATE_RANK[before.state]);
      const index = (s: Shipment) => (s.next === null ? plan.sequence.length : plan.sequence.indexOf(s.next));
      expect(index(after)).toBeGreaterThanOrEqual(index(before));
      expect(after.eventCount).toBe(before.eventCount + 1);
    }
  });

  test.prop([moves])('issue 13: at most one milestone is Active at a time', ([plan, ops]) => {
    for (const { after } of play(plan, ops).steps) {
      if (!after) continue;
      const active = MILESTONES.filter((m) => after.milestones[m].Status === MilestoneState.Active);
      expect(active.length).toBeLessThanOrEqual(1);
      if (active.length === 1) expect(after.next).toBe(active[0]);
    }
  });

  test.prop([moves])(
    'issue 13: every accepted event sequence leaves milestone dates ordered',
    ([plan, ops]) => {
      const { final } = play(plan, ops);
      const complete = plan.sequence.filter((m) => final.milestones[m].Status === MilestoneState.Complete);
      // Completed milestones are a prefix of the sequence, completed in order, instants and dates alike.
      expect(complete).toEqual(plan.sequence.slice(0, complete.length));
      for (let i = 1; i < complete.length; i++) {
        const earlier = final.milestones[complete[i - 1] as Milestone];
        const later = final.milestones[complete[i] as Milestone];
        expect(compareInstants(earlier.completedAt as never, later.completedAt as never)).toBeLessThanOrEqual(
          0,
        );
        expect(
          compareIsoDates(earlier.StatusDate.Late as IsoDate, later.StatusDate.Early as IsoDate),
        ).toBeLessThanOrEqual(0);
      }
      for (const m of MILESTONES) {
        const p = final.milestones[m];
        if (p.StatusDate.Early && p.StatusDate.Late) {
          expect(compareIsoDates(p.StatusDate.Early, p.StatusDate.Late)).toBeLessThanOrEqual(0);
        }
        if (p.Status === MilestoneState.Complete) {
          expect(p.DateType).toBe('Complete');
          expect(p.StatusDate.Early).toBe(dateOfInstant(p.completedAt as never));
          expect(compareInstants(p.startedAt as never, p.completedAt as never)).toBeLessThanOrEqual(0);
        }
        if (p.Status === MilestoneState.Disabled) expect(p.DateType).toBe('NotApplicable');
      }
    },
  );

  test.prop([moves])('issue 13: a refused event changes nothing', ([plan, ops]) => {
    // play() checks the shipment is deep-equal before and after every applyEvent; here, refused ones are refused again.
    for (const { before, event, after } of play(plan, ops).steps) {
      if (after) continue;
      const snapshot = structuredClone(before);
      const again = applyEvent(before, event);
      expect(again.isErr()).toBe(true);
      expect(again._unsafeUnwrapErr().message.length).toBeGreaterThan(0);
      expect(before).toEqual(snapshot);
    }
  });

  test.prop([moves])('issue 13: folding the events equals applying them one by one', ([plan, ops]) => {
    const { final, accepted } = play(plan, ops);
    expect(foldEvents(plan, accepted)._unsafeUnwrap()).toEqual(final);
  });

  test.prop([moves])(
    'issue 13: reaching Transit is seen once, on the step where Transit leaves Future',
    ([plan, ops]) => {
      const reached = play(plan, ops).steps.filter((s) => s.after && reachedTransit(s.before, s.after));
      expect(reached.length).toBeLessThanOrEqual(1);
      for (const s of reached) {
        expect(s.after?.milestones.Transit.Status).not.toBe(MilestoneState.Future);
        if (plan.Trackable) expect(s.after?.state).toBe(ShipmentState.Shipped);
      }
    },
  );

  test.prop([planArb, fc.integer({ min: 0, max: 400 * 24 }), fc.boolean()])(
    'issue 13: the sandbox feed takes every move to Completed, one business day at a time',
    (plan, hours, withHoliday) => {
      const from = new Date(START_MS + hours * 3_600_000);
      const holidays = withHoliday ? [addDays(isoDate('2026-12-01'), hours % 30)] : [];
      const events = simulatedEvents(plan, from, { holidays });
      const done = foldEvents(plan, events)._unsafeUnwrap();
      expect(done.next).toBeNull();
      expect(done.state).toBe(plan.Trackable ? ShipmentState.Completed : ShipmentState.Unavailable);
      for (let i = 1; i < events.length; i++) {
        expect(
          compareInstants(
            (events[i - 1] as ShipmentEvent).occurredAt,
            (events[i] as ShipmentEvent).occurredAt,
          ),
        ).toBeLessThan(0);
      }
    },
  );
});

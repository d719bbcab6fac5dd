import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { addBusinessDays } from '../../domain/calendar/business-days';
import { compareIsoDates, type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { DeliveryType, EquipmentType } from '../../domain/quote/enums';
import { DateState, EventSource, EventStatus, type Milestone } from '../../domain/shipment/enums';
import { dateOfInstant, instant } from '../../domain/shipment/instant';
import { planShipment, type ShipmentPlan } from '../../domain/shipment/milestone-plan';
import { floorBefore } from '../../domain/shipment/rebased-schedule';
import type { ShipmentEvent } from '../../domain/shipment/shipment-event';
import { foldEvents, type Shipment } from '../../domain/shipment/shipment-lifecycle';

/*
 * Issue 27 "Milestone dates follow the recorded events": random moves (door or terminal at each end, storage
 * or not, booked spans of loading, transit and window) whose milestones are completed one after another on
 * random days. Every estimate still from the booking is re-based on what happened: it never precedes a
 * completed earlier milestone, and it moves when that milestone's day moves.
 */

const BOOKED_SPOT = isoDate('2026-12-07');

const planArb: fc.Arbitrary<ShipmentPlan> = fc
  .record({
    origin: fc.constantFrom(DeliveryType.Door, DeliveryType.Terminal),
    destination: fc.constantFrom(DeliveryType.Door, DeliveryType.Terminal),
    storage: fc.boolean(),
    spans: fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 10 }), fc.nat({ max: 3 })),
  })
  .map(({ origin, destination, storage, spans }) => {
    const pickup = addBusinessDays(BOOKED_SPOT, spans[0]);
    const delivery = addBusinessDays(pickup, spans[1]);
    return planShipment({
      OriginDelivery: origin,
      DestinationDelivery: destination,
      Equipment: EquipmentType.ReloCube,
      EquipQuantity: 2,
      Storage: storage,
      Schedule: {
        SpotDate: BOOKED_SPOT,
        PickupDate: pickup,
        DeliveryDate: delivery,
        DeliveryDateMax: addBusinessDays(delivery, spans[2]),
      },
    })._unsafeUnwrap();
  });

/** Completes the first `count` milestones of the sequence, the first on `first`, each `gaps[i]` days later. */
function completions(
  plan: ShipmentPlan,
  first: IsoDate,
  gaps: readonly number[],
  count: number,
): ShipmentEvent[] {
  let day = first;
  return plan.sequence.slice(0, count).map((milestone, i) => {
    day = i === 0 ? day : addBusinessDays(day, gaps[i % gaps.length] ?? 0);
    const at = instant(`${day}T10:00:00-06:00`);
    return {
      milestone,
      status: EventStatus.Completed,
      reason: null,
      occurredAt: at,
      recordedAt: at,
      source: EventSource.staff,
      location: null,
      window: null,
      rawCode: null,
    };
  });
}

const fold = (plan: ShipmentPlan, events: readonly ShipmentEvent[]): Shipment =>
  foldEvents(plan, events)._unsafeUnwrap();

/** The estimated milestones (not complete, dated) of a shipment. */
const estimated = (s: Shipment): Milestone[] =>
  s.plan.sequence.filter(
    (m) =>
      s.milestones[m].DateType === DateState.Estimated &&
      s.milestones[m].StatusDate.Early !== null &&
      s.milestones[m].Status !== 'Complete',
  );

const firstDay = fc.integer({ min: -20, max: 20 }).map((n) => addBusinessDays(isoDate('2026-11-16'), n + 20));

describe('re-based estimates (issue 27 property)', () => {
  test.prop([
    planArb,
    firstDay,
    fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 6 }),
    fc.nat({ max: 9 }),
  ])('no estimate precedes a completed earlier milestone', (plan, first, gaps, count) => {
    const s = fold(plan, completions(plan, first, gaps, count));
    for (const m of estimated(s)) {
      const floor = floorBefore(plan, s.milestones, m);
      const { Early, Late } = s.milestones[m].StatusDate;
      if (floor === null || Early === null || Late === null) continue;
      expect(compareIsoDates(Early, floor)).toBeGreaterThanOrEqual(0);
      expect(compareIsoDates(Late, Early)).toBeGreaterThanOrEqual(0);
      for (const done of plan.sequence.slice(0, plan.sequence.indexOf(m))) {
        const at = s.milestones[done].completedAt;
        if (at) expect(compareIsoDates(Early, dateOfInstant(at))).toBeGreaterThanOrEqual(0);
      }
    }
  });

  test.prop([planArb, firstDay, fc.integer({ min: 1, max: 15 })])(
    'the estimates move when the first milestone’s day moves: the next one starts on it, none goes back',
    (plan, first, shift) => {
      const moved = addBusinessDays(first, shift);
      const a = fold(plan, completions(plan, first, [0], 1));
      const b = fold(plan, completions(plan, moved, [0], 1));
      const next = plan.sequence[1] as Milestone;
      if (a.milestones[next].DateType === DateState.Estimated) {
        expect(a.milestones[next].StatusDate.Early).toBe(first);
        expect(b.milestones[next].StatusDate.Early).toBe(moved);
      }
      for (const m of estimated(a)) {
        const before = a.milestones[m].StatusDate;
        const after = b.milestones[m].StatusDate;
        if (before.Early && after.Early)
          expect(compareIsoDates(after.Early, before.Early)).toBeGreaterThan(0);
        if (before.Late && after.Late)
          expect(compareIsoDates(after.Late, before.Late)).toBeGreaterThanOrEqual(0);
      }
    },
  );
});

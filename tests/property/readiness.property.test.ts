import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { addDays } from '../../domain/calendar/business-days';
import { compareIsoDates, type IsoDate, isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import { BUILDING_TYPES, DELIVERY_TYPES, DeliveryType, EQUIP_TYPES } from '../../domain/quote/enums';
import { inspectionDecision } from '../../domain/shipment/inspection-form';
import {
  type ReadinessEnd,
  type ReadinessInput,
  ReadinessKind,
  ReadinessState,
  readinessChecklist,
} from '../../domain/shipment/readiness';
import { FIPS, QUARANTINE_AREA } from '../fixtures/quarantine-area';

/*
 * Issue 13 "Readiness checklist": random booked moves (each end door or terminal, any building type, states in,
 * partly in and outside the spongy moth area, counties in and out of it, station holidays, ReloCubes or a trailer, any payments) seen on
 * any day from a month before drop-off to a month after delivery.
 */

const BASE = isoDate('2026-11-02');
const day = (offset: number): IsoDate => addDays(BASE, offset);
const STATES = [...QUARANTINE_AREA.states.keys(), 'CA', 'TX', 'FL', 'WA', 'CO'];
/** A county FIPS code of any state, or none known. */
const COUNTIES = ['', ...Object.values(FIPS), ...[...QUARANTINE_AREA.counties.keys()].slice(0, 40)];

const end: fc.Arbitrary<ReadinessEnd> = fc.record({
  delivery: fc.constantFrom(...DELIVERY_TYPES),
  buildingType: fc.constantFrom(...BUILDING_TYPES),
  state: fc.constantFrom(...STATES),
  holidays: fc.uniqueArray(fc.integer({ min: 0, max: 120 }).map(day), { maxLength: 6 }),
});

const move: fc.Arbitrary<ReadinessInput> = fc
  .record({
    dropOff: fc.integer({ min: 30, max: 60 }),
    loading: fc.integer({ min: 1, max: 10 }),
    transit: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
    seen: fc.integer({ min: -30, max: 120 }),
    /** Days before drop-off the move was booked (0: on the drop-off day), or not known. */
    booked: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
    origin: end,
    destination: end,
    equipment: fc.record({ type: fc.constantFrom(...EQUIP_TYPES), quantity: fc.integer({ min: 1, max: 6 }) }),
    cancelled: fc.boolean(),
    paymentMethodOnFile: fc.boolean(),
    payments: fc.option(
      fc.record({
        due: fc.integer({ min: 0, max: 1_000_000 }).map(cents),
        captured: fc.integer({ min: 0, max: 1_000_000 }).map(cents),
        paymentInfoRequired: fc.boolean(),
      }),
      { nil: null },
    ),
    originFips: fc.constantFrom(...COUNTIES),
    destinationFips: fc.constantFrom(...COUNTIES),
    inspectionFormReceived: fc.option(fc.boolean(), { nil: null }),
    complete: fc.record({
      dropOff: fc.boolean(),
      originPickup: fc.boolean(),
      delivery: fc.boolean(),
      move: fc.boolean(),
    }),
  })
  .map(
    ({
      dropOff,
      loading,
      transit,
      seen,
      booked,
      originFips,
      destinationFips,
      inspectionFormReceived,
      ...rest
    }) => {
      const pickup = day(dropOff + loading);
      return {
        ...rest,
        inspection:
          inspectionFormReceived === null
            ? null
            : inspectionDecision(
                QUARANTINE_AREA,
                { state: rest.origin.state, fips: originFips },
                { state: rest.destination.state, fips: destinationFips },
                inspectionFormReceived,
              ),
        dropOff: day(dropOff),
        pickup,
        delivery: transit === null ? null : addDays(pickup, transit),
        today: day(dropOff + seen),
        bookedOn: booked === null ? null : day(dropOff - booked),
      };
    },
  );

describe('readiness checklist properties (issue 13)', () => {
  test.prop([move])('issue 13: every deadline is on or before the day of the milestone it protects', (m) => {
    for (const item of readinessChecklist(m)) {
      if (item.deadline === null || item.before?.date == null) continue;
      expect(compareIsoDates(item.deadline, item.before.date)).toBeLessThanOrEqual(0);
    }
  });

  test.prop([move])(
    'issue 13: on the day a move is booked (before its drop-off) no parking, inspection or payment method item is overdue, and none is due before that day',
    (m) => {
      if (m.bookedOn === null || compareIsoDates(m.bookedOn, m.dropOff) > 0) return;
      const booked = m.bookedOn;
      // Nothing of the move has happened on the day it is booked.
      const notStarted = { dropOff: false, originPickup: false, delivery: false, move: false };
      for (const item of readinessChecklist({ ...m, today: booked, complete: notStarted })) {
        if (item.kind === ReadinessKind.Balance || item.deadline === null) continue;
        if (item.kind === ReadinessKind.PaymentMethod && m.payments?.paymentInfoRequired) continue;
        expect(item.state).not.toBe(ReadinessState.Overdue);
        expect(compareIsoDates(item.deadline, booked)).toBeGreaterThanOrEqual(0);
      }
    },
  );

  test.prop([move])('issue 13: a terminal end never asks for a permit or parking', (m) => {
    const items = readinessChecklist(m);
    for (const [at, kind] of [
      [m.origin, ReadinessKind.OriginParking],
      [m.destination, ReadinessKind.DestinationParking],
    ] as const) {
      if (at.delivery !== DeliveryType.Terminal) continue;
      const parking = items.find((i) => i.kind === kind);
      if (parking) expect(parking).toMatchObject({ state: ReadinessState.NotNeeded, deadline: null });
    }
  });

  test.prop([move])('issue 13: items come earliest deadline first, those without a deadline last', (m) => {
    const deadlines = readinessChecklist(m).map((i) => i.deadline);
    const firstNull = deadlines.indexOf(null);
    const dated = (firstNull === -1 ? deadlines : deadlines.slice(0, firstNull)) as IsoDate[];
    if (firstNull !== -1) expect(deadlines.slice(firstNull).every((x) => x === null)).toBe(true);
    for (let i = 1; i < dated.length; i++) {
      expect(compareIsoDates(dated[i - 1] as IsoDate, dated[i] as IsoDate)).toBeLessThanOrEqual(0);
    }
  });

  test.prop([move])(
    'issue 13: a cancelled or completed move has no checklist; otherwise each kind appears at most once, and only overdue past its deadline (or, for the inspection checklist, once the pickup went without it)',
    (m) => {
      const items = readinessChecklist(m);
      if (m.cancelled || m.complete.move) {
        expect(items).toEqual([]);
        return;
      }
      expect(new Set(items.map((i) => i.kind)).size).toBe(items.length);
      for (const item of items) {
        if (item.state === ReadinessState.Overdue) {
          expect(item.deadline).not.toBeNull();
          // Past its deadline, or an inspection checklist the pickup went without.
          const missedPickup = item.kind === ReadinessKind.InspectionForm && m.complete.originPickup;
          if (!missedPickup) expect(compareIsoDates(m.today, item.deadline as IsoDate)).toBe(1);
        }
        if (item.state === ReadinessState.NotNeeded) expect(item.deadline).toBeNull();
        expect(item.detail.length).toBeGreaterThan(0);
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import { DOOR_TO_DOOR_CUBES, event, plan, TERMINAL_TO_TERMINAL_STORAGE } from '../../tests/fixtures/shipment';
import { isoDate } from '../calendar/iso-date';
import type { Cents } from '../money/money';
import { EquipmentType } from '../quote/enums';
import { PICKUP_REQUESTS_DEFAULT } from '../rating/rate-card';
import { EventSource, EventStatus, Milestone } from './enums';
import {
  choosePickupDate,
  type PickupBasis,
  pickupRequestCutoff,
  pickupRequestStatus,
} from './pickup-request';
import type { ShipmentEvent } from './shipment-event';
import { foldEvents, type Shipment } from './shipment-lifecycle';

const { Started, Scheduled, Failed, Completed } = EventStatus;

/** Drop-off on Tuesday 1 December 2026 (Central time), three ReloCubes, door to door. */
const droppedOff = [
  event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00'),
  event(Milestone.DropOff, Completed, '2026-12-01T09:30:00-06:00'),
];

function shipmentAfter(events: readonly ShipmentEvent[], input = DOOR_TO_DOOR_CUBES): Shipment {
  return foldEvents(plan(input), events)._unsafeUnwrap();
}

const basis = (now: string, extra: Partial<PickupBasis> = {}): PickupBasis => ({
  station: null,
  loadingDays: 3,
  rule: PICKUP_REQUESTS_DEFAULT,
  now,
  ...extra,
});

describe('the pickup request state (issue 13, §4 Pickup/delivery scheduling)', () => {
  it('is ReadyToRequest once the equipment is dropped off, offering working days to 5 past the loading time', () => {
    const status = pickupRequestStatus(shipmentAfter(droppedOff), basis('2026-12-01T16:00:00Z'));
    expect(status.state).toBe('ReadyToRequest');
    if (status.state !== 'ReadyToRequest') return;
    // Loading time: 3 business days after the Tuesday drop-off, so Friday 4 December.
    expect(status.loadingEnds).toBe('2026-12-04');
    expect(status.dates.map((d) => d.date)).toEqual([
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
    ]);
    // tracking.md: $50 a day per ReloCube past the loading time; three ReloCubes.
    expect(status.extraDayFee).toBe(15000);
    expect(status.dates.map((d) => [d.extraDays, d.extraCost])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 15000],
      [2, 30000],
      [3, 45000],
      [4, 60000],
      [5, 75000],
    ]);
  });

  it('ends the loading time on the pickup day booked when that is later than 3 business days after drop-off', () => {
    const later = {
      ...DOOR_TO_DOOR_CUBES,
      Schedule: { ...DOOR_TO_DOOR_CUBES.Schedule, PickupDate: isoDate('2026-12-08') },
    };
    const status = pickupRequestStatus(shipmentAfter(droppedOff, later), basis('2026-12-01T16:00:00Z'));
    expect(status.state === 'ReadyToRequest' && status.loadingEnds).toBe('2026-12-08');
    expect(
      status.state === 'ReadyToRequest' && status.dates.find((d) => d.date === '2026-12-09')?.extraDays,
    ).toBe(1);
  });

  it('charges a trailer $250 a day past the loading time (tracking.md)', () => {
    const trailer = { ...DOOR_TO_DOOR_CUBES, Equipment: EquipmentType.Trailer, EquipQuantity: 1 };
    const status = pickupRequestStatus(shipmentAfter(droppedOff, trailer), basis('2026-12-01T16:00:00Z'));
    expect(status.state === 'ReadyToRequest' && status.dates[3]?.extraCost).toBe(25000);
  });

  it('drops a day once its cut-off (4 p.m. station time the business day before) has passed', () => {
    const before = pickupRequestStatus(shipmentAfter(droppedOff), basis('2026-12-01T21:59:00Z'));
    const after = pickupRequestStatus(shipmentAfter(droppedOff), basis('2026-12-01T22:00:00Z'));
    expect(before.state === 'ReadyToRequest' && before.dates[0]?.date).toBe('2026-12-02');
    expect(after.state === 'ReadyToRequest' && after.dates[0]?.date).toBe('2026-12-03');
    // 4 p.m. Central on Tuesday 1 December is 22:00 UTC (standard time).
    expect(pickupRequestCutoff(isoDate('2026-12-02'), basis('2026-12-01T00:00:00Z'))).toBe(
      '2026-12-01T22:00:00.000Z',
    );
  });

  it("skips the origin station's holidays and the weekdays it does not serve", () => {
    const station = {
      ServiceDays: [1, 2, 3, 4] as const,
      Holidays: [isoDate('2026-12-03')],
      StateCode: 'TX',
    };
    const status = pickupRequestStatus(
      shipmentAfter(droppedOff),
      basis('2026-12-01T16:00:00Z', { station: { ...station, ServiceDays: [...station.ServiceDays] } }),
    );
    expect(status.state === 'ReadyToRequest' && status.dates.map((d) => d.date).slice(0, 4)).toEqual([
      '2026-12-02',
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
    ]);
    expect(status.state === 'ReadyToRequest' && status.loadingEnds).toBe('2026-12-08');
  });

  it('is PromptToCall (TooLate) once every day has passed its cut-off', () => {
    const status = pickupRequestStatus(shipmentAfter(droppedOff), basis('2026-12-10T22:00:00Z'));
    expect(status).toMatchObject({ state: 'PromptToCall', reason: 'TooLate' });
  });

  it('is PromptToCall before the drop-off, and for a move that starts at a service center', () => {
    expect(pickupRequestStatus(shipmentAfter([]), basis('2026-11-28T16:00:00Z'))).toMatchObject({
      state: 'PromptToCall',
      reason: 'NotDroppedOff',
    });
    expect(
      pickupRequestStatus(shipmentAfter([], TERMINAL_TO_TERMINAL_STORAGE), basis('2026-11-28T16:00:00Z')),
    ).toMatchObject({ state: 'PromptToCall', reason: 'NoDoorPickup' });
  });

  it('is Requested once OriginPickup is Scheduled, and Completed once it is complete', () => {
    const requested = [
      ...droppedOff,
      event(Milestone.OriginPickup, Scheduled, '2026-12-01T10:00:00-06:00', {
        source: EventSource.customer,
        window: { Early: isoDate('2026-12-07'), Late: isoDate('2026-12-07') },
      }),
    ];
    expect(pickupRequestStatus(shipmentAfter(requested), basis('2026-12-01T16:00:00Z'))).toEqual({
      state: 'Requested',
      date: '2026-12-07',
    });
    const done = [
      ...requested,
      event(Milestone.CustomerLoading, Completed, '2026-12-07T08:00:00-06:00'),
      event(Milestone.OriginPickup, Completed, '2026-12-07T11:00:00-06:00'),
    ];
    expect(pickupRequestStatus(shipmentAfter(done), basis('2026-12-08T16:00:00Z'))).toEqual({
      state: 'Completed',
      date: '2026-12-07',
    });
  });

  it('asks for a call after a failed pickup attempt', () => {
    const failed = [
      ...droppedOff,
      event(Milestone.CustomerLoading, Completed, '2026-12-03T08:00:00-06:00'),
      event(Milestone.OriginPickup, Failed, '2026-12-04T11:00:00-06:00', { reason: 'Customer not home' }),
    ];
    expect(pickupRequestStatus(shipmentAfter(failed), basis('2026-12-04T18:00:00Z'))).toMatchObject({
      state: 'PromptToCall',
      reason: 'AttemptFailed',
    });
  });
});

describe('choosing a pickup day (issue 13, §7 POST shipments/{qId}/{target}/pickup)', () => {
  const ready = pickupRequestStatus(shipmentAfter(droppedOff), basis('2026-12-01T16:00:00Z'));

  it('accepts an offered day with its extra cost', () => {
    const chosen = choosePickupDate(ready, isoDate('2026-12-08'));
    expect(chosen.ok && chosen.choice).toMatchObject({ date: '2026-12-08', extraDays: 2, extraCost: 30000 });
  });

  it('refuses a weekend, a day past the last one offered, and the drop-off day, naming the range', () => {
    for (const day of ['2026-12-05', '2026-12-14', '2026-12-01']) {
      expect(choosePickupDate(ready, isoDate(day))).toEqual({
        ok: false,
        refused: {
          kind: 'PickupDateNotOffered',
          message: 'Choose a pickup day the service center works, from 12/02/2026 to 12/11/2026',
        },
      });
    }
  });

  it('refuses any day once a pickup is requested, saying which day is set', () => {
    const requested = { state: 'Requested', date: isoDate('2026-12-07') } as const;
    expect(choosePickupDate(requested, isoDate('2026-12-08'))).toEqual({
      ok: false,
      refused: {
        kind: 'PickupRequestClosed',
        state: 'Requested',
        message: 'Your pickup is already requested for 12/07/2026. To change it, call us',
      },
    });
  });

  it('keeps the extra cost at zero for any fee within the loading time', () => {
    const free = pickupRequestStatus(
      shipmentAfter(droppedOff),
      basis('2026-12-01T16:00:00Z', {
        rule: { ...PICKUP_REQUESTS_DEFAULT, extraDayFee: { ReloCube: 1 as Cents, Trailer: 1 as Cents } },
      }),
    );
    expect(free.state === 'ReadyToRequest' && free.dates.slice(0, 3).every((d) => d.extraCost === 0)).toBe(
      true,
    );
  });
});

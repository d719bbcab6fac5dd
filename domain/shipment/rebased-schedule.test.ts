import { describe, expect, it } from 'vitest';
import { DOOR_TO_DOOR_CUBES, event, plan } from '../../tests/fixtures/shipment';
import { isoDate } from '../calendar/iso-date';
import { DeliveryType } from '../quote/enums';
import type { IsoWeekday } from '../quote/types';
import { EventStatus, Milestone } from './enums';
import type { ShipmentPlanInput } from './milestone-plan';
import { PICKUP_REQUESTS_DEFAULT, pickupRequestStatus } from './pickup-request';
import { rebasedDeliveryNote, rebasedSchedule } from './rebased-schedule';
import type { ShipmentEvent } from './shipment-event';
import { foldEvents, type Shipment } from './shipment-lifecycle';

const { Scheduled, Completed, Delayed } = EventStatus;

/**
 * Issue 27's move: drop-off booked Monday 12/21/2026, pickup Thursday 12/24, delivery guaranteed by Wednesday
 * 12/30 (3 business days after pickup, Christmas Day closed at the destination).
 */
const CHRISTMAS = isoDate('2026-12-25');
const ISSUE_27: ShipmentPlanInput = {
  ...DOOR_TO_DOOR_CUBES,
  Schedule: {
    SpotDate: isoDate('2026-12-21'),
    PickupDate: isoDate('2026-12-24'),
    DeliveryDate: isoDate('2026-12-30'),
    DeliveryDateMax: isoDate('2026-12-30'),
  },
  Calendars: {
    origin: { ServiceDays: [1, 2, 3, 4, 5] as IsoWeekday[], Holidays: [CHRISTMAS] },
    destination: { ServiceDays: [1, 2, 3, 4, 5] as IsoWeekday[], Holidays: [CHRISTMAS] },
  },
};

function run(events: readonly ShipmentEvent[], input: ShipmentPlanInput = ISSUE_27): Shipment {
  return foldEvents(plan(input), events)._unsafeUnwrap();
}

const droppedOff = event(Milestone.DropOff, Completed, '2026-12-04T09:30:00-06:00');
const dates = (s: Shipment, m: Milestone) => s.milestones[m].StatusDate;

describe('milestone dates follow the recorded events (issue 27)', () => {
  it('keeps the booked estimates while nothing has happened', () => {
    const s = run([]);
    expect(dates(s, Milestone.CustomerLoading)).toEqual({ Early: '2026-12-21', Late: '2026-12-24' });
    expect(dates(s, Milestone.Transit)).toEqual({ Early: '2026-12-24', Late: '2026-12-30' });
  });

  it('after DropOff Completed on 12/04, Loading reads 12/04-12/09 (the booked 3 loading days), not 12/21-12/24', () => {
    const s = run([droppedOff]);
    expect(dates(s, Milestone.CustomerLoading)).toEqual({ Early: '2026-12-04', Late: '2026-12-09' });
    expect(s.milestones.CustomerLoading.DateType).toBe('Estimated');
    expect(dates(s, Milestone.OriginPickup)).toEqual({ Early: '2026-12-09', Late: '2026-12-09' });
    expect(dates(s, Milestone.Transit)).toEqual({ Early: '2026-12-09', Late: '2026-12-14' });
    expect(dates(s, Milestone.Delivery)).toEqual({ Early: '2026-12-14', Late: '2026-12-14' });
  });

  it('once the drop-off has started on 12/04 (the truck is on its way), the drop-off day is 12/04 and loading counts from it, not from the booked 12/21', () => {
    const s = run([event(Milestone.DropOff, EventStatus.Started, '2026-12-04T08:00:00-06:00')]);
    expect(dates(s, Milestone.DropOff)).toEqual({ Early: '2026-12-04', Late: '2026-12-04' });
    expect(dates(s, Milestone.CustomerLoading)).toEqual({ Early: '2026-12-04', Late: '2026-12-09' });
    expect(dates(s, Milestone.Delivery)).toEqual({ Early: '2026-12-14', Late: '2026-12-14' });
  });

  it('after DropOff Completed on 12/04, the pickup tool says loading ends 12/09, not 12/24', () => {
    const status = pickupRequestStatus(run([droppedOff]), {
      station: { ServiceDays: [1, 2, 3, 4, 5], Holidays: [CHRISTMAS], StateCode: 'CA' },
      loadingDays: 3,
      rule: PICKUP_REQUESTS_DEFAULT,
      now: '2026-12-04T18:00:00Z',
    });
    expect(status.state).toBe('ReadyToRequest');
    if (status.state === 'ReadyToRequest') expect(status.loadingEnds).toBe('2026-12-09');
  });

  it('a pickup requested for 12/23 moves Transit and Delivery to count from 12/23', () => {
    const s = run([
      droppedOff,
      event(Milestone.OriginPickup, Scheduled, '2026-12-05T10:00:00-06:00', {
        window: { Early: isoDate('2026-12-23'), Late: isoDate('2026-12-23') },
      }),
    ]);
    expect(dates(s, Milestone.OriginPickup)).toEqual({ Early: '2026-12-23', Late: '2026-12-23' });
    expect(dates(s, Milestone.CustomerLoading)).toEqual({ Early: '2026-12-04', Late: '2026-12-23' });
    expect(dates(s, Milestone.Transit)).toEqual({ Early: '2026-12-23', Late: '2026-12-29' });
    expect(dates(s, Milestone.Delivery)).toEqual({ Early: '2026-12-29', Late: '2026-12-29' });
  });

  it('after a pickup requested for 12/23 is completed on 12/04, Transit reads 12/04-12/09 and delivery is by 12/09', () => {
    const s = run([
      droppedOff,
      event(Milestone.OriginPickup, Scheduled, '2026-12-04T10:00:00-06:00', {
        window: { Early: isoDate('2026-12-23'), Late: isoDate('2026-12-23') },
      }),
      event(Milestone.CustomerLoading, Completed, '2026-12-04T12:00:00-06:00'),
      event(Milestone.OriginPickup, Completed, '2026-12-04T15:00:00-06:00'),
    ]);
    expect(s.milestones.Transit.Status).toBe('Active');
    expect(dates(s, Milestone.Transit)).toEqual({ Early: '2026-12-04', Late: '2026-12-09' });
    const schedule = rebasedSchedule(s.plan, s.milestones);
    expect(rebasedDeliveryNote({ kind: 'guaranteed', by: isoDate('2026-12-30') }, schedule)).toEqual({
      kind: 'guaranteed',
      by: '2026-12-09',
    });
  });

  it('an arrival later than estimated pushes the delivery window (its 2-day spread kept) to start on the arrival day', () => {
    const s = run(
      [
        event(Milestone.DropOff, Completed, '2026-12-01T09:00:00-06:00'),
        event(Milestone.CustomerLoading, Completed, '2026-12-03T09:00:00-06:00'),
        event(Milestone.OriginPickup, Completed, '2026-12-04T09:00:00-06:00'),
        event(Milestone.Transit, Completed, '2026-12-15T09:00:00-06:00'),
      ],
      DOOR_TO_DOOR_CUBES,
    );
    expect(dates(s, Milestone.Delivery)).toEqual({ Early: '2026-12-15', Late: '2026-12-17' });
  });

  it('a delivery booked for 12/10 after an early pickup is no floor for the arrival: In transit reads 12/02-12/09, not 12/02-12/14', () => {
    const s = run(
      [
        event(Milestone.DropOff, Completed, '2026-12-01T09:00:00-06:00'),
        event(Milestone.CustomerLoading, Completed, '2026-12-02T09:00:00-06:00'),
        event(Milestone.OriginPickup, Completed, '2026-12-02T15:00:00-06:00'),
        event(Milestone.Delivery, Scheduled, '2026-12-03T10:00:00-06:00', {
          window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
        }),
      ],
      DOOR_TO_DOOR_CUBES,
    );
    // The booked 3 transit days and 2-day window spread after the pickup on 12/02: 12/07-12/09.
    expect(dates(s, Milestone.Transit)).toEqual({ Early: '2026-12-02', Late: '2026-12-09' });
    expect(rebasedSchedule(s.plan, s.milestones)).toMatchObject({
      DeliveryDate: '2026-12-07',
      DeliveryDateMax: '2026-12-09',
    });
    expect(dates(s, Milestone.Delivery)).toEqual({ Early: '2026-12-10', Late: '2026-12-10' });
  });

  it('In transit never ends after the day the delivery is booked for: a delivery on 12/09 cuts the 12/04-12/11 estimate to 12/04-12/09', () => {
    const s = run(
      [
        event(Milestone.DropOff, Completed, '2026-12-01T09:00:00-06:00'),
        event(Milestone.CustomerLoading, Completed, '2026-12-04T09:00:00-06:00'),
        event(Milestone.OriginPickup, Completed, '2026-12-04T15:00:00-06:00'),
        event(Milestone.Delivery, Scheduled, '2026-12-05T10:00:00-06:00', {
          window: { Early: isoDate('2026-12-09'), Late: isoDate('2026-12-09') },
        }),
      ],
      DOOR_TO_DOOR_CUBES,
    );
    expect(dates(s, Milestone.Transit)).toEqual({ Early: '2026-12-04', Late: '2026-12-09' });
  });

  it('a Delayed window is the event’s own estimate: it is kept, not re-based', () => {
    const s = run([
      droppedOff,
      event(Milestone.OriginPickup, Delayed, '2026-12-05T10:00:00-06:00', {
        reason: 'Weather',
        window: { Early: isoDate('2026-12-28'), Late: isoDate('2026-12-29') },
      }),
    ]);
    expect(dates(s, Milestone.OriginPickup)).toEqual({ Early: '2026-12-28', Late: '2026-12-29' });
  });

  it('at a service center, loading started early moves the departure and the delivery with it', () => {
    const terminal = {
      ...ISSUE_27,
      OriginDelivery: DeliveryType.Terminal,
      DestinationDelivery: DeliveryType.Terminal,
    };
    const s = run(
      [event(Milestone.TerminalLoading, EventStatus.Started, '2026-12-07T09:00:00-06:00')],
      terminal,
    );
    expect(dates(s, Milestone.TerminalLoading)).toEqual({ Early: '2026-12-07', Late: '2026-12-10' });
    expect(dates(s, Milestone.TerminalUnloading)).toEqual({ Early: '2026-12-15', Late: '2026-12-15' });
  });
});

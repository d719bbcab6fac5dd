import { describe, expect, it } from 'vitest';
import { DOOR_TO_DOOR_CUBES, event, plan, TERMINAL_TO_TERMINAL_STORAGE } from '../../tests/fixtures/shipment';
import { isoDate } from '../calendar/iso-date';
import { EventStatus, Milestone } from './enums';
import { instant } from './instant';
import type { ShipmentEvent } from './shipment-event';
import {
  activeMilestone,
  applyEvent,
  foldEvents,
  initialShipment,
  reachedTransit,
  type Shipment,
} from './shipment-lifecycle';

const { Started, Scheduled, Delayed, Failed, Completed } = EventStatus;

/** Applies events that must all be accepted. */
function run(events: readonly ShipmentEvent[], input = DOOR_TO_DOOR_CUBES): Shipment {
  return foldEvents(plan(input), events)._unsafeUnwrap();
}

const doorToDoorDay = [
  event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00'),
  event(Milestone.DropOff, Completed, '2026-12-01T09:30:00-06:00'),
  event(Milestone.CustomerLoading, Completed, '2026-12-03T17:00:00-06:00'),
  event(Milestone.OriginPickup, Completed, '2026-12-04T10:00:00-06:00'),
  event(Milestone.Delivery, Scheduled, '2026-12-07T12:00:00-06:00', {
    window: { Early: isoDate('2026-12-09'), Late: isoDate('2026-12-09') },
  }),
  event(Milestone.Transit, Completed, '2026-12-08T16:00:00-05:00'),
  event(Milestone.Delivery, Completed, '2026-12-09T10:00:00-05:00'),
  event(Milestone.CustomerUnloading, Completed, '2026-12-11T15:00:00-05:00'),
  event(Milestone.DestinationPickup, Completed, '2026-12-14T11:00:00-05:00'),
];

describe('the initial shipment (issue 13)', () => {
  it('is NonShipped, with applicable milestones Future and the others Disabled with their reason', () => {
    const shipment = initialShipment(plan());
    expect(shipment.state).toBe('NonShipped');
    expect(shipment.next).toBe('DropOff');
    expect(activeMilestone(shipment)).toBeNull();
    expect(shipment.milestones.DropOff).toMatchObject({ Status: 'Future', DateType: 'Estimated' });
    expect(shipment.milestones.TerminalLoading).toMatchObject({
      Status: 'Disabled',
      DateType: 'NotApplicable',
      disabledReason:
        'Your ReloCubes are dropped off at your home for loading, so there is no loading at the service center',
    });
  });

  it('is Unavailable when the move cannot be tracked (§4 shipment states)', () => {
    expect(initialShipment(plan({ ...DOOR_TO_DOOR_CUBES, Trackable: false })).state).toBe('Unavailable');
  });
});

describe('a door-to-door ReloCube move, event by event (issue 13)', () => {
  it('starts with DropOff Active, then completing it makes CustomerLoading Active', () => {
    const started = run(doorToDoorDay.slice(0, 1));
    expect(started.milestones.DropOff.Status).toBe('Active');
    expect(started.milestones.DropOff.updatedAt).toBe('2026-12-01T08:00:00-06:00');
    const dropped = run(doorToDoorDay.slice(0, 2));
    expect(dropped.milestones.DropOff).toMatchObject({
      Status: 'Complete',
      DateType: 'Complete',
      StatusDate: { Early: '2026-12-01', Late: '2026-12-01' },
    });
    expect(activeMilestone(dropped)).toBe('CustomerLoading');
    expect(dropped.next).toBe('CustomerLoading');
    expect(dropped.state).toBe('NonShipped');
  });

  it('is Shipped once picked up: Transit becomes Active, and reachedTransit says so exactly once', () => {
    const loaded = run(doorToDoorDay.slice(0, 3));
    const pickedUp = run(doorToDoorDay.slice(0, 4));
    expect(pickedUp.state).toBe('Shipped');
    expect(activeMilestone(pickedUp)).toBe('Transit');
    expect(reachedTransit(loaded, pickedUp)).toBe(true);
    expect(reachedTransit(initialShipment(plan()), loaded)).toBe(false);
    expect(reachedTransit(pickedUp, run(doorToDoorDay.slice(0, 5)))).toBe(false);
  });

  it('shows a Scheduled delivery appointment, then the Complete date once delivered', () => {
    const scheduled = run(doorToDoorDay.slice(0, 5));
    expect(scheduled.milestones.Delivery).toMatchObject({
      Status: 'Future',
      DateType: 'Scheduled',
      StatusDate: { Early: '2026-12-09', Late: '2026-12-09' },
    });
    const delivered = run(doorToDoorDay.slice(0, 7));
    expect(delivered.milestones.Delivery).toMatchObject({ Status: 'Complete', DateType: 'Complete' });
    expect(activeMilestone(delivered)).toBe('CustomerUnloading');
  });

  it('is Completed once unloading is done, with the empty-equipment pickup still next', () => {
    const unloaded = run(doorToDoorDay.slice(0, 8));
    expect(unloaded.state).toBe('Completed');
    expect(unloaded.next).toBe('DestinationPickup');
    const done = run(doorToDoorDay);
    expect(done.state).toBe('Completed');
    expect(done.next).toBeNull();
    expect(activeMilestone(done)).toBeNull();
    expect(done.eventCount).toBe(doorToDoorDay.length);
  });
});

describe('a terminal-to-terminal move with storage (issue 13)', () => {
  it('goes TerminalLoading, Transit, Storage, TerminalUnloading', () => {
    const done = run(
      [
        event(Milestone.TerminalLoading, Completed, '2026-12-02T15:00:00-06:00'),
        event(Milestone.Transit, Completed, '2026-12-08T09:00:00-05:00'),
        event(Milestone.Storage, Completed, '2027-01-05T09:00:00-05:00'),
        event(Milestone.TerminalUnloading, Completed, '2027-01-05T16:00:00-05:00'),
      ],
      TERMINAL_TO_TERMINAL_STORAGE,
    );
    expect(done.state).toBe('Completed');
    expect(done.milestones.Storage.StatusDate).toEqual({ Early: '2027-01-05', Late: '2027-01-05' });
    expect(done.milestones.DropOff.Status).toBe('Disabled');
  });
});

describe('exceptions (issue 13, tracking.md: an exception carries a reason)', () => {
  it('a Delayed event keeps the status, records the reason and revises the estimate', () => {
    const delayed = run([
      ...doorToDoorDay.slice(0, 4),
      event(Milestone.Transit, Delayed, '2026-12-07T08:00:00-06:00', {
        reason: 'Weather',
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-14') },
      }),
    ]);
    expect(delayed.milestones.Transit).toMatchObject({
      Status: 'Active',
      DateType: 'Estimated',
      StatusDate: { Early: '2026-12-10', Late: '2026-12-14' },
      exception: { status: 'Delayed', reason: 'Weather' },
    });
  });

  it('a Failed delivery attempt leaves the dates Unknown until a new appointment is Scheduled', () => {
    const failed = run([
      ...doorToDoorDay.slice(0, 6),
      event(Milestone.Delivery, Failed, '2026-12-09T10:00:00-05:00', { reason: 'Customer not home' }),
    ]);
    expect(failed.milestones.Delivery).toMatchObject({
      Status: 'Active',
      DateType: 'Unknown',
      StatusDate: { Early: null, Late: null },
      exception: { status: 'Failed', reason: 'Customer not home' },
    });
    const rescheduled = applyEvent(
      failed,
      event(Milestone.Delivery, Scheduled, '2026-12-09T11:00:00-05:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    )._unsafeUnwrap();
    expect(rescheduled.milestones.Delivery).toMatchObject({ DateType: 'Scheduled', exception: null });
  });
});

describe('refusals leave the shipment unchanged (issue 13)', () => {
  const refusal = (shipment: Shipment, e: ShipmentEvent) => {
    const before = structuredClone(shipment);
    const result = applyEvent(shipment, e);
    expect(shipment).toEqual(before);
    return result._unsafeUnwrapErr().message;
  };
  const atPickup = run(doorToDoorDay.slice(0, 4));

  it('refuses delivered before pickup', () => {
    expect(
      refusal(initialShipment(plan()), event(Milestone.Delivery, Completed, '2026-12-09T10:00:00-05:00')),
    ).toBe('Delivery cannot be completed before DropOff is complete');
    expect(refusal(atPickup, event(Milestone.Delivery, Completed, '2026-12-09T10:00:00-05:00'))).toBe(
      'Delivery cannot be completed before Transit is complete',
    );
  });

  it('refuses a milestone completed twice', () => {
    expect(refusal(atPickup, event(Milestone.OriginPickup, Completed, '2026-12-04T11:00:00-06:00'))).toBe(
      'OriginPickup was already completed on 12/04/2026',
    );
  });

  it('refuses starting a milestone that is already Active', () => {
    expect(refusal(atPickup, event(Milestone.Transit, Started, '2026-12-04T11:00:00-06:00'))).toBe(
      'Transit has already started (at 2026-12-04T10:00:00-06:00)',
    );
  });

  it('issue 27: a refusal says its times on the clock of the milestone’s service center, naming the zone, once the plan knows the zones', () => {
    const zoned = run(doorToDoorDay.slice(0, 4), {
      ...DOOR_TO_DOOR_CUBES,
      TimeZones: { Origin: 'America/Chicago', Destination: 'America/New_York' },
    });
    expect(refusal(zoned, event(Milestone.Transit, Started, '2026-12-04T11:00:00-06:00'))).toBe(
      'Transit has already started (at 12/04/2026, 11:00 AM ET)',
    );
    expect(refusal(zoned, event(Milestone.Transit, Completed, '2026-12-04T09:00:00-06:00'))).toBe(
      'Transit happened at 12/04/2026, 10:00 AM ET, before OriginPickup was completed at 12/04/2026, 10:00 AM CT',
    );
  });

  it('refuses an event for a Disabled milestone, with its reason', () => {
    expect(
      refusal(atPickup, event(Milestone.TerminalUnloading, Completed, '2026-12-09T10:00:00-05:00')),
    ).toBe(
      'TerminalUnloading does not apply to this move: Your ReloCubes are delivered to your home for unloading, so there is no unloading at the service center',
    );
  });

  it('refuses an occurredAt before the previous milestone was completed', () => {
    expect(refusal(atPickup, event(Milestone.Transit, Completed, '2026-12-04T09:00:00-06:00'))).toBe(
      'Transit happened at 2026-12-04T09:00:00-06:00, before OriginPickup was completed at 2026-12-04T10:00:00-06:00',
    );
  });

  it('refuses an event recorded before it happened (occurredAt in the future of recordedAt)', () => {
    const e = event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00', {
      recordedAt: instant('2026-12-01T13:59:00Z'),
    });
    expect(refusal(initialShipment(plan()), e)).toBe(
      'The event happened at 2026-12-01T08:00:00-06:00, after it was recorded at 2026-12-01T13:59:00Z: an event cannot be recorded before it happens',
    );
  });

  it('refuses a status the milestone does not take, an exception without a reason and a bad window', () => {
    const start = initialShipment(plan());
    expect(
      refusal(
        atPickup,
        event(Milestone.Transit, Scheduled, '2026-12-05T09:00:00-06:00', {
          window: { Early: isoDate('2026-12-09'), Late: isoDate('2026-12-09') },
        }),
      ),
    ).toBe('Transit cannot be Scheduled: its events are Started, Delayed, Completed');
    expect(
      refusal(start, event(Milestone.DropOff, Delayed, '2026-11-30T09:00:00-06:00', { reason: '  ' })),
    ).toBe("A Delayed event needs a reason, such as 'Customer not home' or 'Weather'");
    expect(refusal(start, event(Milestone.DropOff, Scheduled, '2026-11-30T09:00:00-06:00'))).toBe(
      "A Scheduled event needs the appointment's dates (Early and Late)",
    );
    expect(
      refusal(
        start,
        event(Milestone.DropOff, Scheduled, '2026-11-30T09:00:00-06:00', {
          window: { Early: isoDate('2026-12-02'), Late: isoDate('2026-12-01') },
        }),
      ),
    ).toBe('The dates are reversed: Early 12/02/2026 is after Late 12/01/2026');
    expect(
      refusal(
        atPickup,
        event(Milestone.Transit, Delayed, '2026-12-05T09:00:00-06:00', {
          reason: 'Weather',
          window: { Early: isoDate('2026-12-03'), Late: isoDate('2026-12-10') },
        }),
      ),
    ).toBe('The dates for Transit start on 12/03/2026, before OriginPickup was completed on 12/04/2026');
  });

  it('refuses malformed data that reached it unchecked: unknown milestone, bad instant', () => {
    const start = initialShipment(plan());
    const unknown = {
      ...event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00'),
      milestone: 'Teleport',
    };
    expect(refusal(start, unknown as unknown as ShipmentEvent)).toMatch(/^Unknown milestone 'Teleport'/);
    const badTime = {
      ...event(Milestone.DropOff, Started, '2026-12-01T08:00:00-06:00'),
      occurredAt: 'yesterday',
    };
    expect(refusal(start, badTime as unknown as ShipmentEvent)).toBe(
      'occurredAt - Value must be a date and time such as 2026-12-01T09:30:00-06:00',
    );
  });
});

describe('foldEvents (issue 13)', () => {
  it('stops at the first refused event and says which', () => {
    const refused = foldEvents(plan(), [
      doorToDoorDay[0] as ShipmentEvent,
      doorToDoorDay[0] as ShipmentEvent,
    ]);
    expect(refused._unsafeUnwrapErr()).toMatchObject({
      index: 1,
      message: 'DropOff has already started (at 2026-12-01T08:00:00-06:00)',
    });
  });
});

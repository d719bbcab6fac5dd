import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES, EventStatus, MILESTONES, Milestone, TRACKING_STATUSES } from './enums';
import { isException, MILESTONE_EVENT_STATUSES, trackingStatusOf } from './shipment-event';

describe('event vocabulary per milestone (issue 13, decision)', () => {
  it('lets every milestone start, be delayed and complete', () => {
    for (const milestone of MILESTONES) {
      expect(MILESTONE_EVENT_STATUSES[milestone]).toEqual(
        expect.arrayContaining(['Started', 'Delayed', 'Completed']),
      );
    }
  });

  it('schedules and fails only the appointments at the customer address', () => {
    const withAppointments = MILESTONES.filter((m) =>
      MILESTONE_EVENT_STATUSES[m].includes(EventStatus.Scheduled),
    );
    expect(withAppointments).toEqual(['DropOff', 'OriginPickup', 'Delivery', 'DestinationPickup']);
    const canFail = MILESTONES.filter((m) => MILESTONE_EVENT_STATUSES[m].includes(EventStatus.Failed));
    expect(canFail).toEqual(withAppointments);
  });

  it('treats Delayed and Failed as exceptions that need a reason', () => {
    expect(EVENT_STATUSES.filter(isException)).toEqual(['Delayed', 'Failed']);
  });
});

describe('normalised tracking statuses (issue 13, tracking.md)', () => {
  it('maps events onto the carrier-tracking vocabulary', () => {
    expect(TRACKING_STATUSES).toEqual([
      'pending',
      'picked up',
      'in transit',
      'on hold',
      'out for delivery',
      'ready for pickup',
      'delivery delayed',
      'delivery failed',
      'delivered',
      'cancelled',
      'unknown',
    ]);
    expect(trackingStatusOf(Milestone.DropOff, EventStatus.Completed)).toBe('pending');
    expect(trackingStatusOf(Milestone.OriginPickup, EventStatus.Completed)).toBe('picked up');
    expect(trackingStatusOf(Milestone.TerminalLoading, EventStatus.Completed)).toBe('picked up');
    expect(trackingStatusOf(Milestone.Transit, EventStatus.Started)).toBe('in transit');
    expect(trackingStatusOf(Milestone.Transit, EventStatus.Delayed)).toBe('on hold');
    expect(trackingStatusOf(Milestone.Storage, EventStatus.Started)).toBe('on hold');
    expect(trackingStatusOf(Milestone.Delivery, EventStatus.Started)).toBe('out for delivery');
    expect(trackingStatusOf(Milestone.Delivery, EventStatus.Delayed)).toBe('delivery delayed');
    expect(trackingStatusOf(Milestone.Delivery, EventStatus.Failed)).toBe('delivery failed');
    expect(trackingStatusOf(Milestone.Delivery, EventStatus.Completed)).toBe('delivered');
    expect(trackingStatusOf(Milestone.TerminalUnloading, EventStatus.Started)).toBe('ready for pickup');
    expect(trackingStatusOf(Milestone.TerminalUnloading, EventStatus.Completed)).toBe('delivered');
  });
});

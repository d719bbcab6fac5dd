import { describe, expect, it } from 'vitest';
import { plan, TERMINAL_TO_TERMINAL_STORAGE } from '../../tests/fixtures/shipment';
import { isBusinessDay } from '../calendar/business-days';
import { isoDate } from '../calendar/iso-date';
import { dateOfInstant } from './instant';
import { sandboxRawCode, simulatedEvents } from './sandbox-feed';
import { foldEvents } from './shipment-lifecycle';

const monday = new Date(Date.UTC(2026, 11, 7, 14, 5));

describe('the SANDBOX carrier feed plan (issue 13: relomove shipment simulate)', () => {
  it('takes a door-to-door move from drop-off to the empty-equipment pickup, one business day apart', () => {
    const events = simulatedEvents(plan(), monday, { origin: 'Dallas, TX', destination: 'Denver, CO' });
    expect(events.map((e) => `${e.milestone} ${e.status} ${e.occurredAt}`)).toEqual([
      'DropOff Started 2026-12-07T14:05:00.000Z',
      'DropOff Completed 2026-12-08T15:00:00Z',
      'CustomerLoading Completed 2026-12-09T15:00:00Z',
      'OriginPickup Completed 2026-12-10T15:00:00Z',
      'Transit Completed 2026-12-11T15:00:00Z',
      'Delivery Scheduled 2026-12-14T15:00:00Z',
      'Delivery Completed 2026-12-15T15:00:00Z',
      'CustomerUnloading Completed 2026-12-16T15:00:00Z',
      'DestinationPickup Completed 2026-12-17T15:00:00Z',
    ]);
    expect(events[5]?.window).toEqual({ Early: '2026-12-15', Late: '2026-12-15' });
    expect(events.every((e) => e.source === 'carrier-sandbox' && e.recordedAt === e.occurredAt)).toBe(true);
    expect(events[0]?.location).toBe('Dallas, TX');
    expect(events[4]?.location).toBeNull();
    expect(events[6]).toMatchObject({ location: 'Denver, CO', rawCode: 'SBX-DELIVERED' });
    const done = foldEvents(plan(), events)._unsafeUnwrap();
    expect(done.state).toBe('Completed');
    expect(done.next).toBeNull();
  });

  it('skips weekends and holidays, starting on the next business day when asked on one', () => {
    const saturday = new Date(Date.UTC(2026, 11, 19, 10, 0));
    const holidays = [isoDate('2026-12-25')];
    const events = simulatedEvents(plan(TERMINAL_TO_TERMINAL_STORAGE), saturday, { holidays });
    expect(events.map((e) => e.occurredAt)).toEqual([
      '2026-12-21T15:00:00Z',
      '2026-12-22T15:00:00Z',
      '2026-12-23T15:00:00Z',
      '2026-12-24T15:00:00Z',
      '2026-12-28T15:00:00Z',
    ]);
    expect(events.every((e) => isBusinessDay(dateOfInstant(e.occurredAt), holidays))).toBe(true);
    expect(foldEvents(plan(TERMINAL_TO_TERMINAL_STORAGE), events)._unsafeUnwrap().state).toBe('Completed');
  });

  it("names the sandbox's raw codes after the normalised status", () => {
    expect(sandboxRawCode('Transit', 'Started')).toBe('SBX-IN_TRANSIT');
    expect(sandboxRawCode('OriginPickup', 'Completed')).toBe('SBX-PICKED_UP');
  });
});

import { err, ok, type Result } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { DOOR_TO_DOOR_CUBES, event, plan, TERMINAL_TO_TERMINAL_STORAGE } from '../../tests/fixtures/shipment';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import type { BalanceDue } from '../payment/balance-rule';
import {
  CALL_REASON_MESSAGES,
  deliveryAppointmentStatus,
  WEB_DELIVERY_SPAN_DAYS,
  webDeliveryDates,
} from './delivery-appointment';
import { EventStatus, Milestone } from './enums';
import type { ShipmentEvent } from './shipment-event';
import { foldEvents, type Shipment } from './shipment-lifecycle';

const { Started, Scheduled, Completed } = EventStatus;
const paid: Result<void, BalanceDue> = ok(undefined);
const due: Result<void, BalanceDue> = err({
  kind: 'BalanceDue',
  amount: cents(12_500),
  message: 'The balance of $125.00 must be paid before delivery can be scheduled',
});

const toTransit = [
  event(Milestone.DropOff, Completed, '2026-12-01T09:30:00-06:00'),
  event(Milestone.CustomerLoading, Completed, '2026-12-03T17:00:00-06:00'),
  event(Milestone.OriginPickup, Completed, '2026-12-04T10:00:00-06:00'),
];

function shipment(events: readonly ShipmentEvent[], input = DOOR_TO_DOOR_CUBES): Shipment {
  return foldEvents(plan(input), events)._unsafeUnwrap();
}

const status = (s: Shipment, balance: Result<void, BalanceDue> = paid, today = isoDate('2026-12-05')) =>
  deliveryAppointmentStatus({ shipment: s, balance, today, holidays: [] });

describe('delivery appointment kinds (§4, issue 13 delivery tool)', () => {
  it('WebAppointment: a door delivery in transit with nothing due offers the estimate’s business days', () => {
    const s = status(shipment(toTransit));
    expect(s.kind).toBe('WebAppointment');
    // Estimate 12/09..12/11 (Wed..Fri), all after today + 2.
    if (s.kind === 'WebAppointment') expect(s.dates).toEqual(['2026-12-09', '2026-12-10', '2026-12-11']);
  });

  it('WebAppointment with storage: while the equipment still travels no day before its latest expected arrival is offered; once it is in storage, from 2 days after today', () => {
    const withStorage = { ...DOOR_TO_DOOR_CUBES, Storage: true };
    const travelling = status(
      shipment(
        [
          ...toTransit,
          event(Milestone.Transit, EventStatus.Delayed, '2026-12-05T08:00:00-06:00', {
            reason: 'Weather on I-70',
            window: { Early: isoDate('2026-12-14'), Late: isoDate('2026-12-15') },
          }),
        ],
        withStorage,
      ),
    );
    // Delayed to 12/14-12/15: the first day offered is Tuesday 12/15, not Monday 12/07.
    if (travelling.kind !== 'WebAppointment')
      throw new Error(`expected WebAppointment, got ${travelling.kind}`);
    expect(travelling.dates[0]).toBe('2026-12-15');
    const stored = status(
      shipment([...toTransit, event(Milestone.Transit, Completed, '2026-12-05T09:00:00-07:00')], withStorage),
    );
    if (stored.kind !== 'WebAppointment') throw new Error(`expected WebAppointment, got ${stored.kind}`);
    expect(stored.dates[0]).toBe('2026-12-07');
  });

  it('CallForAppointment with the balance rule’s message and amount while a balance is due (issue 12 rule)', () => {
    const s = status(shipment(toTransit), due);
    expect(s).toMatchObject({
      kind: 'CallForAppointment',
      reason: 'BalanceDue',
      balanceDue: 12_500,
      message: 'The balance of $125.00 must be paid before delivery can be scheduled',
    });
  });

  it('CallForAppointment before the move is in transit', () => {
    expect(status(shipment(toTransit.slice(0, 2)))).toMatchObject({
      kind: 'CallForAppointment',
      reason: 'NotInTransit',
      message: CALL_REASON_MESSAGES.NotInTransit,
    });
  });

  it('CallForAppointment for a door delivery whose address is still to come (Will Advise): a window booked online would send the crew nowhere', () => {
    const toCome = deliveryAppointmentStatus({
      shipment: shipment(toTransit),
      balance: paid,
      today: isoDate('2026-12-05'),
      holidays: [],
      addressToCome: true,
    });
    expect(toCome).toMatchObject({
      kind: 'CallForAppointment',
      reason: 'AddressToCome',
      message: CALL_REASON_MESSAGES.AddressToCome,
    });
  });

  it('CallForAppointment when the delivery is too close to book online (2 days’ lead)', () => {
    expect(status(shipment(toTransit), paid, isoDate('2026-12-10'))).toMatchObject({
      kind: 'CallForAppointment',
      reason: 'TooClose',
    });
    // One day left inside the estimate: still bookable.
    const s = status(shipment(toTransit), paid, isoDate('2026-12-09'));
    expect(s.kind === 'WebAppointment' && s.dates).toEqual(['2026-12-11']);
  });

  it('CallForAppointment for a terminal destination, and for a move that cannot be tracked', () => {
    const terminal = shipment([], TERMINAL_TO_TERMINAL_STORAGE);
    expect(status(terminal)).toMatchObject({ kind: 'CallForAppointment', reason: 'TerminalDelivery' });
    const untracked = shipment(toTransit, { ...DOOR_TO_DOOR_CUBES, Trackable: false });
    expect(status(untracked)).toMatchObject({ kind: 'CallForAppointment', reason: 'Untracked' });
  });

  it('ScheduledAppointmentPending once a delivery window is set, until it is delivered', () => {
    const scheduled = shipment([
      ...toTransit,
      event(Milestone.Delivery, Scheduled, '2026-12-05T12:00:00-06:00', {
        window: { Early: isoDate('2026-12-10'), Late: isoDate('2026-12-10') },
      }),
    ]);
    expect(status(scheduled, due)).toMatchObject({
      kind: 'ScheduledAppointmentPending',
      window: { Early: '2026-12-10', Late: '2026-12-10' },
      message: 'Your delivery is scheduled for Thursday, Dec 10',
    });
  });

  it('AlreadyDelivered once Delivery is complete (or TerminalUnloading at a terminal)', () => {
    const delivered = shipment([
      ...toTransit,
      event(Milestone.Transit, Completed, '2026-12-08T16:00:00-05:00'),
      event(Milestone.Delivery, Completed, '2026-12-09T10:00:00-05:00'),
    ]);
    expect(status(delivered, due).kind).toBe('AlreadyDelivered');
    const unloaded = shipment(
      [
        event(Milestone.TerminalLoading, Started, '2026-12-01T09:00:00-06:00'),
        event(Milestone.TerminalLoading, Completed, '2026-12-02T09:00:00-06:00'),
        event(Milestone.Transit, Completed, '2026-12-08T09:00:00-06:00'),
        event(Milestone.Storage, Completed, '2026-12-09T09:00:00-06:00'),
        event(Milestone.TerminalUnloading, Completed, '2026-12-10T09:00:00-06:00'),
      ],
      TERMINAL_TO_TERMINAL_STORAGE,
    );
    expect(status(unloaded).kind).toBe('AlreadyDelivered');
  });
});

describe('webDeliveryDates (ours: docs/decisions.md)', () => {
  it('drops weekends (§5) and the destination’s holidays, and starts 2 days after today', () => {
    const dates = webDeliveryDates(
      { Early: isoDate('2026-12-04'), Late: isoDate('2026-12-09') },
      isoDate('2026-12-03'),
      [isoDate('2026-12-08')],
    );
    expect(dates).toEqual(['2026-12-07', '2026-12-09']);
  });

  it('offers a span of days from the first bookable one when the estimate is unknown (storage)', () => {
    const dates = webDeliveryDates({ Early: null, Late: null }, isoDate('2026-12-03'), []);
    expect(dates[0]).toBe('2026-12-07');
    expect(dates.length).toBe(10);
    expect(WEB_DELIVERY_SPAN_DAYS).toBe(14);
  });
});

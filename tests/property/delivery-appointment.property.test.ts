import { fc, test } from '@fast-check/vitest';
import { err, ok } from 'neverthrow';
import { describe, expect } from 'vitest';
import { addDays, isWeekend } from '../../domain/calendar/business-days';
import { compareIsoDates, isoDate } from '../../domain/calendar/iso-date';
import { cents } from '../../domain/money/money';
import type { BalanceDue } from '../../domain/payment/balance-rule';
import { DeliveryType } from '../../domain/quote/enums';
import {
  deliveryAppointmentStatus,
  WEB_DELIVERY_LEAD_DAYS,
} from '../../domain/shipment/delivery-appointment';
import { EventStatus, Milestone } from '../../domain/shipment/enums';
import { foldEvents } from '../../domain/shipment/shipment-lifecycle';
import { DOOR_TO_DOOR_CUBES, event, plan, TERMINAL_TO_TERMINAL_STORAGE } from '../fixtures/shipment';

/*
 * Issue 13 delivery tool (§4 Delivery appointment kinds): whatever the move's progress, the balance and the
 * day, a delivery is offered online only with nothing due, at a door, and only on business days at least
 * WEB_DELIVERY_LEAD_DAYS ahead.
 */
const { Completed } = EventStatus;
const steps = [
  event(Milestone.DropOff, Completed, '2026-12-01T09:30:00-06:00'),
  event(Milestone.CustomerLoading, Completed, '2026-12-03T17:00:00-06:00'),
  event(Milestone.OriginPickup, Completed, '2026-12-04T10:00:00-06:00'),
  event(Milestone.Transit, Completed, '2026-12-08T16:00:00-05:00'),
  event(Milestone.Delivery, Completed, '2026-12-09T10:00:00-05:00'),
];

describe('delivery appointment kinds (§4, issue 13)', () => {
  test.prop([
    fc.integer({ min: 0, max: steps.length }),
    fc.boolean(),
    fc.integer({ min: 0, max: 50_000 }),
    fc.integer({ min: -10, max: 30 }),
  ])(
    'WebAppointment only at a door with nothing due, on business days at least 2 days ahead',
    (progress, door, owed, dayOffset) => {
      const input = door ? DOOR_TO_DOOR_CUBES : TERMINAL_TO_TERMINAL_STORAGE;
      const events = door ? steps.slice(0, progress) : [];
      const shipment = foldEvents(plan(input), events)._unsafeUnwrap();
      const balance =
        owed === 0
          ? ok<void, BalanceDue>(undefined)
          : err<void, BalanceDue>({ kind: 'BalanceDue', amount: cents(owed), message: 'due' });
      const today = addDays(isoDate('2026-12-01'), dayOffset);
      const status = deliveryAppointmentStatus({ shipment, balance, today, holidays: [] });
      if (status.kind !== 'WebAppointment') return;
      expect(owed).toBe(0);
      expect(input.DestinationDelivery).toBe(DeliveryType.Door);
      expect(status.dates.length).toBeGreaterThan(0);
      for (const date of status.dates) {
        expect(isWeekend(date)).toBe(false);
        expect(compareIsoDates(date, addDays(today, WEB_DELIVERY_LEAD_DAYS))).toBeGreaterThanOrEqual(0);
      }
    },
  );
});

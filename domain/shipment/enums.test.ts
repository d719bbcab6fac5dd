import { describe, expect, it } from 'vitest';
import { DASHBOARD_MILESTONE_VIEWS } from '../reservation/enums';
import {
  DATE_STATES,
  DELIVERY_APPOINTMENT_KINDS,
  EVENT_SOURCES,
  EVENT_STATUSES,
  INSPECTION_FORM_STATES,
  MILESTONE_STATES,
  MILESTONES,
  SCHEDULING_STATES,
  SHIPMENT_MILESTONES,
  SHIPMENT_STATES,
} from './enums';

describe('shipment enumerations (§3, §4)', () => {
  it('lists the shipment milestones (§3)', () => {
    expect(SHIPMENT_MILESTONES).toEqual([
      'DropOff',
      'TerminalLoading',
      'OriginPickup',
      'Transit',
      'Delivery',
      'TerminalUnloading',
      'Storage',
    ]);
  });

  it('lists milestone, date, scheduling, appointment, shipment and inspection states (§4)', () => {
    expect(MILESTONE_STATES).toEqual(['Future', 'Active', 'Complete', 'Disabled', 'Unspecified']);
    expect(DATE_STATES).toEqual(['NotApplicable', 'Unknown', 'Estimated', 'Scheduled', 'Complete']);
    expect(SCHEDULING_STATES).toEqual(['PromptToCall', 'ReadyToRequest', 'Requested', 'Completed']);
    expect(DELIVERY_APPOINTMENT_KINDS).toEqual([
      'WebAppointment',
      'CallForAppointment',
      'AlreadyDelivered',
      'ScheduledAppointmentPending',
    ]);
    expect(SHIPMENT_STATES).toEqual(['NonShipped', 'Shipped', 'Completed', 'Unavailable']);
    expect(INSPECTION_FORM_STATES).toEqual(['NotRequired', 'Required', 'Received']);
  });

  it('tracks the §3 milestones and the §2 customer-side views, in the order a move goes through them (issue 13)', () => {
    expect(MILESTONES).toEqual([
      'DropOff',
      'CustomerLoading',
      'TerminalLoading',
      'OriginPickup',
      'Transit',
      'Storage',
      'Delivery',
      'CustomerUnloading',
      'TerminalUnloading',
      'DestinationPickup',
    ]);
    const views = DASHBOARD_MILESTONE_VIEWS.filter((v) => v !== 'Overview' && v !== 'Summary');
    expect([...MILESTONES].sort()).toEqual([...views].sort());
  });

  it('names the event statuses and sources (issue 13)', () => {
    expect(EVENT_STATUSES).toEqual(['Started', 'Scheduled', 'Delayed', 'Failed', 'Completed']);
    expect(EVENT_SOURCES).toEqual(['staff', 'carrier-sandbox', 'system', 'customer']);
  });
});

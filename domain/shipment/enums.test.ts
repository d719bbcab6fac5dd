import { describe, expect, it } from 'vitest';
import {
  DATE_STATES,
  DELIVERY_APPOINTMENT_KINDS,
  INSPECTION_FORM_STATES,
  MILESTONE_STATES,
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
});

import { describe, expect, it } from 'vitest';
import {
  ADD_HYBRID_OPTIONS_DEFAULT,
  DASHBOARD_ERRORS,
  DASHBOARD_MILESTONE_VIEWS,
  DASHBOARD_RESTRICTIONS,
  DASHBOARD_TYPES,
  EDITS_SAVED_MESSAGE,
  MILITARY_BRANCHES,
  QUOTE_INCOMPLETE_MESSAGE,
  RESERVATION_FORM_SECTIONS,
  RESERVATION_STEP_INFO,
  RESERVATION_STEPS,
  ReservationLoadingMessage,
} from './enums';

describe('reservation enumerations (§2, §3, §4, §8)', () => {
  it('has three steps with path, name and code W, X, Y in order (§2 Reservation steps)', () => {
    expect(RESERVATION_STEPS).toEqual(['location', 'schedule', 'payment']);
    expect(RESERVATION_STEP_INFO).toEqual({
      location: { path: 'location', name: 'reservation-location', code: 'W' },
      schedule: { path: 'schedule', name: 'reservation-schedule', code: 'X' },
      payment: { path: 'payment', name: 'reservation-payment', code: 'Y' },
    });
  });

  it('writes the reservation loading messages with {product} filled (§2)', () => {
    expect(Object.values(ReservationLoadingMessage)).toEqual([
      'loading your reservation',
      'updating your location options',
      'loading your scheduling options',
      'loading your contact information',
      'booking your Relomove move',
    ]);
  });

  it('lists the 12 dashboard milestone views (§2)', () => {
    expect(DASHBOARD_MILESTONE_VIEWS).toEqual([
      'Overview',
      'Summary',
      'DropOff',
      'CustomerLoading',
      'TerminalLoading',
      'OriginPickup',
      'Transit',
      'Delivery',
      'CustomerUnloading',
      'TerminalUnloading',
      'DestinationPickup',
      'Storage',
    ]);
  });

  it('lists dashboard types, restrictions and errors (§3, §4, §8)', () => {
    expect(DASHBOARD_TYPES).toEqual(['reconsignment-limited', 'non-carrier-limited']);
    expect(DASHBOARD_RESTRICTIONS).toEqual(['ReconsignmentLimited', 'NonAbfLimited']);
    expect(DASHBOARD_ERRORS).toEqual([
      'WrongRevision',
      'EditNotAllowed',
      'SpotDateIsPast',
      'QuoteIsIncomplete',
      'Unknown',
    ]);
  });

  it('writes the dashboard messages exactly (§4 Dashboard)', () => {
    expect(QUOTE_INCOMPLETE_MESSAGE).toBe('quote is incomplete');
    expect(EDITS_SAVED_MESSAGE).toBe('Your edits have been saved.');
  });

  it('lists the reservation form sections, military branches and hybrid default (§3)', () => {
    expect(RESERVATION_FORM_SECTIONS).toEqual([
      'accessorials',
      'contact',
      'destination',
      'equipmentDelivery',
      'equipmentPickup',
      'liabilityCoverage',
      'militaryMove',
      'origin',
      'reserveForm',
    ]);
    expect(MILITARY_BRANCHES).toEqual(['AirForce', 'Army', 'CoastGuard', 'MarineCorps', 'Navy', 'Other']);
    expect(ADD_HYBRID_OPTIONS_DEFAULT).toBe(true);
  });
});

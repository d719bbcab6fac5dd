import { describe, expect, it } from 'vitest';
import { aCompleteDraft, aReservableQuote, reservationFacts } from '../../tests/fixtures/reservation-draft';
import { isoDate } from '../calendar/iso-date';
import { cents } from '../money/money';
import type { Quote } from '../quote/types';
import { MOVE_EDITS_DEFAULT } from '../rating/rate-card';
import { cancelReservation } from './cancellation';
import {
  DASHBOARD_LIMITS,
  dashboardLimitsOf,
  dashboardRestrictionFor,
  LimitedFeature,
  limitedOnline,
} from './dashboard-restriction';
import { EditClosedReason, moveEditWindow } from './edit-cutoff';
import { DashboardType } from './enums';
import { reservedQuote } from './reserved-quote';

/** A move booked 2026-06-01 for a Monday 2026-06-15 drop-off, with the given §3 DashboardType. */
function booked(type: DashboardType | null): Quote {
  const quote = reservedQuote(
    aReservableQuote(),
    aCompleteDraft(),
    reservationFacts(),
    '2026-06-01T12:00:00.000Z',
  );
  if (quote === null || quote.Details.Reservation === null)
    throw new Error('the example could not be booked');
  return {
    ...quote,
    Details: { ...quote.Details, Reservation: { ...quote.Details.Reservation, DashboardType: type } },
  };
}

describe('dashboardRestrictionFor (§3 DashboardType, §6 limited dashboards)', () => {
  it('limits reconsignment and non-carrier reservations, and nothing else (§6, decision)', () => {
    expect(dashboardRestrictionFor(DashboardType.ReconsignmentLimited)).toBe('ReconsignmentLimited');
    expect(dashboardRestrictionFor(DashboardType.NonCarrierLimited)).toBe('NonAbfLimited');
    expect(dashboardRestrictionFor(null)).toBeNull();
  });
});

describe('what a limited dashboard takes away, with its reason (issue 13, §3, §6)', () => {
  it('a full dashboard limits nothing', () => {
    const full = booked(null);
    expect(dashboardLimitsOf(full)).toBeNull();
    for (const feature of Object.values(LimitedFeature)) expect(limitedOnline(full, feature)).toBeNull();
  });

  it('reconsignment-limited keeps tracking and the pickup request; changes, cancelling and the delivery tool go through our team', () => {
    const move = booked(DashboardType.ReconsignmentLimited);
    const reason = DASHBOARD_LIMITS[DashboardType.ReconsignmentLimited].reason;
    expect(limitedOnline(move, LimitedFeature.Tracking)).toBeNull();
    expect(limitedOnline(move, LimitedFeature.PickupRequest)).toBeNull();
    for (const f of [LimitedFeature.ChangeMove, LimitedFeature.Cancel, LimitedFeature.DeliveryTool])
      expect(limitedOnline(move, f)).toBe(reason);
  });

  it('non-carrier-limited is not followed, and its pickup, delivery and changes are arranged by phone; it can still be cancelled online', () => {
    const move = booked(DashboardType.NonCarrierLimited);
    expect(limitedOnline(move, LimitedFeature.Cancel)).toBeNull();
    for (const f of [
      LimitedFeature.Tracking,
      LimitedFeature.ChangeMove,
      LimitedFeature.PickupRequest,
      LimitedFeature.DeliveryTool,
    ])
      expect(limitedOnline(move, f)).toMatch(/partner carrier/);
  });

  it('§6 IsMyMoveEditAllowed is off for a limited dashboard before the cut-off, with its own reason', () => {
    const early = '2026-06-02T12:00:00.000Z';
    expect(moveEditWindow(booked(null), early, MOVE_EDITS_DEFAULT).allowed).toBe(true);
    for (const type of [DashboardType.ReconsignmentLimited, DashboardType.NonCarrierLimited]) {
      expect(moveEditWindow(booked(type), early, MOVE_EDITS_DEFAULT)).toMatchObject({
        allowed: false,
        reason: EditClosedReason.LimitedDashboard,
      });
    }
  });

  it('a reconsigned move is cancelled by our team: the customer is refused online with the reason, staff can', () => {
    const move = booked(DashboardType.ReconsignmentLimited);
    const fees = { freeDaysBefore: 7, withinDaysFee: cents(5000), sameDayFee: cents(15000) };
    const request = { revision: move.Revision, today: isoDate('2026-06-02'), at: '2026-06-02T12:00:00.000Z' };
    const refused = cancelReservation(move, { ...request, by: 'customer' }, fees);
    expect(refused._unsafeUnwrapErr()).toEqual({
      kind: 'NotCancellableOnline',
      message: DASHBOARD_LIMITS[DashboardType.ReconsignmentLimited].reason,
    });
    expect(cancelReservation(move, { ...request, by: 'staff' }, fees).isOk()).toBe(true);
  });
});

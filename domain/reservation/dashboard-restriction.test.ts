import { describe, expect, it } from 'vitest';
import { dashboardRestrictionFor } from './dashboard-restriction';
import { DashboardType } from './enums';

describe('dashboardRestrictionFor (§3 DashboardType, §6 limited dashboards)', () => {
  it('limits reconsignment and non-carrier reservations, and nothing else (§6, decision)', () => {
    expect(dashboardRestrictionFor(DashboardType.ReconsignmentLimited)).toBe('ReconsignmentLimited');
    expect(dashboardRestrictionFor(DashboardType.NonCarrierLimited)).toBe('NonAbfLimited');
    expect(dashboardRestrictionFor(null)).toBeNull();
  });
});

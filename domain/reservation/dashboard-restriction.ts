/** §3 DashboardType and §4/§6 dashboard restrictions: limited dashboards for reconsignment and non-carrier reservations. */
import { DashboardRestriction, DashboardType } from './enums';

/**
 * §6 "Limited dashboards exist for reconsignment and non-carrier reservations": the restriction
 * of a reservation's DashboardType; null (a full dashboard) when the type is absent.
 * non-carrier-limited pairs with NonAbfLimited (ABF being the carrier, §9).
 */
export function dashboardRestrictionFor(type: DashboardType | null): DashboardRestriction | null {
  switch (type) {
    case null:
      return null;
    case DashboardType.ReconsignmentLimited:
      return DashboardRestriction.ReconsignmentLimited;
    case DashboardType.NonCarrierLimited:
      return DashboardRestriction.NonAbfLimited;
    default: {
      const unhandled: never = type;
      throw new RangeError(`Unknown dashboard type: ${String(unhandled)}`);
    }
  }
}

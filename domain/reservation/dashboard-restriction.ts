/** §3 DashboardType and §4/§6 dashboard restrictions: limited dashboards for reconsignment and non-carrier reservations. */
import type { Quote } from '../quote/types';
import type { ValueOf } from '../shared/enum';
import { DashboardRestriction, DashboardType } from './enums';

/**
 * §6 "Limited dashboards exist for reconsignment and non-carrier reservations": the restriction
 * of a reservation's DashboardType; null (a full dashboard) when the type is absent.
 * non-carrier-limited pairs with NonAbfLimited (ABF being the carrier, §9).
 */
export function dashboardRestrictionFor(type: DashboardType | null): DashboardRestriction | null {
  return type === null ? null : RESTRICTION_OF[type];
}
const RESTRICTION_OF: Readonly<Record<DashboardType, DashboardRestriction>> = {
  [DashboardType.ReconsignmentLimited]: DashboardRestriction.ReconsignmentLimited,
  [DashboardType.NonCarrierLimited]: DashboardRestriction.NonAbfLimited,
};

/** §3 Reservation level DashboardType of a booked move (null: a full dashboard, and any quote not booked). */
export function dashboardTypeOf(quote: Pick<Quote, 'Details'>): DashboardType | null {
  return quote.Details.Reservation?.DashboardType ?? null;
}

/** What a customer does online from the dashboard, which a limited dashboard may take away (issue 13). */
export const LimitedFeature = {
  /** The milestones, followed from the carrier's events. */
  Tracking: 'Tracking',
  /** "Change my move" (POST moves/edit/{id}). */
  ChangeMove: 'ChangeMove',
  /** Cancelling the reservation online. */
  Cancel: 'Cancel',
  /** The pickup request (POST shipments/{qId}/{target}/pickup). */
  PickupRequest: 'PickupRequest',
  /** The delivery tool (POST appointments/delivery). */
  DeliveryTool: 'DeliveryTool',
} as const;
export type LimitedFeature = ValueOf<typeof LimitedFeature>;

/** A limited dashboard: what it is, why, and what it takes away. */
export interface DashboardLimits {
  readonly type: DashboardType;
  readonly restriction: DashboardRestriction;
  /** The banner's title and its reason, in the customer's words. */
  readonly title: string;
  readonly reason: string;
  readonly disabled: readonly LimitedFeature[];
}

/**
 * Issue 13 "Limited dashboards (§3, §6) show what they may and disable the rest, each with a reason" (which
 * features each one keeps is ours, docs/decisions.md):
 * - reconsignment-limited: the move was redirected to a new destination, and our team arranges what follows
 *   with the customer. Its progress still shows, and the pickup can still be asked for; changing the move,
 *   cancelling it and booking the delivery online are off.
 * - non-carrier-limited: a carrier other than ours moves it and reports nothing here (§9 non-ABF). The
 *   milestones are not followed, and the pickup request, the delivery tool and changes are off; cancelling
 *   follows the usual terms online.
 */
export const DASHBOARD_LIMITS: Readonly<Record<DashboardType, DashboardLimits>> = {
  [DashboardType.ReconsignmentLimited]: {
    type: DashboardType.ReconsignmentLimited,
    restriction: DashboardRestriction.ReconsignmentLimited,
    title: 'Your move was redirected',
    reason:
      'Your move is going to a new destination, so our team now arranges its delivery and any change with you. You can still follow it here.',
    disabled: [LimitedFeature.ChangeMove, LimitedFeature.Cancel, LimitedFeature.DeliveryTool],
  },
  [DashboardType.NonCarrierLimited]: {
    type: DashboardType.NonCarrierLimited,
    restriction: DashboardRestriction.NonAbfLimited,
    title: 'Your move travels with a partner carrier',
    reason:
      'A partner carrier moves this shipment and does not report its progress to us, so we cannot show it here. Call us for its status, its pickup and its delivery.',
    disabled: [
      LimitedFeature.Tracking,
      LimitedFeature.ChangeMove,
      LimitedFeature.PickupRequest,
      LimitedFeature.DeliveryTool,
    ],
  },
};

/** The limits of a booked move's dashboard, or null for a full one. */
export function dashboardLimitsOf(quote: Pick<Quote, 'Details'>): DashboardLimits | null {
  const type = dashboardTypeOf(quote);
  return type === null ? null : DASHBOARD_LIMITS[type];
}

/** Why `feature` is not offered online for this move (the limit's reason), or null when it is. */
export function limitedOnline(quote: Pick<Quote, 'Details'>, feature: LimitedFeature): string | null {
  const limits = dashboardLimitsOf(quote);
  return limits?.disabled.includes(feature) ? limits.reason : null;
}

import type { DashboardLimits } from '../../../../domain/reservation/dashboard-restriction';
import { LimitedFeature } from '../../../../domain/reservation/dashboard-restriction';
import { PhoneLink } from '../../app/phone-link';

/** The words for what a limited dashboard takes away (ours, issue 13). */
export const LimitedText = {
  offline: 'Not available online for this move:',
  feature: {
    [LimitedFeature.Tracking]: 'following each step as it happens',
    [LimitedFeature.ChangeMove]: 'changing your move',
    [LimitedFeature.Cancel]: 'cancelling',
    [LimitedFeature.PickupRequest]: 'requesting your pickup',
    [LimitedFeature.DeliveryTool]: 'booking your delivery window',
  },
  call: 'For these, call us at',
} as const;

/**
 * Issue 13 "Limited dashboards (§3, §6) show what they may and disable the rest, each with a reason": the
 * banner of a reconsignment-limited or non-carrier-limited move, saying why and what is not online, with
 * the phone number. The rest of the page shows what it may; each disabled action says why in its place.
 */
export function LimitedBanner({ limits }: { limits: DashboardLimits }) {
  return (
    <div
      className="notice notice-info dashboard-limited"
      data-testid="dashboard-limited"
      data-dashboard-type={limits.type}
    >
      <p className="dashboard-strong">{limits.title}</p>
      <p>{limits.reason}</p>
      <p>
        {LimitedText.offline} {limits.disabled.map((f) => LimitedText.feature[f]).join(', ')}.
      </p>
      <p>
        {LimitedText.call} <PhoneLink />.
      </p>
    </div>
  );
}

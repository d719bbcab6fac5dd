import './pickup-banner.css';
import { Link } from 'react-router';
import { pickupRequestPath } from '../../../../domain/quote/routes';
import { SchedulingState } from '../../../../domain/shipment/enums';
import { equipmentWords } from '../dashboard/milestones/milestone-text';
import type { ShipmentView } from '../dashboard/milestones/shipment-view-model';
import { PickupText } from './pickup-text';

/**
 * §1 pickup request banner (issue 13): on /dashboard while the pickup can be requested online (§4
 * ReadyToRequest, once the equipment is dropped off and loading is under way), with the end of the loading
 * time and a link to the pre-pickup page.
 */
export function PickupBanner({ quoteId, shipment }: { quoteId: number; shipment: ShipmentView }) {
  const pickup = shipment.pickup;
  if (pickup?.state !== SchedulingState.ReadyToRequest) return null;
  return (
    <div className="notice notice-info pickup-banner" data-testid="pickup-banner">
      <p className="dashboard-strong">
        {PickupText.banner(equipmentWords(shipment.shape).noun, pickup.loadingEnds)}
      </p>
      <Link className="button button-primary" to={pickupRequestPath(quoteId)}>
        {PickupText.bannerLink}
      </Link>
    </div>
  );
}

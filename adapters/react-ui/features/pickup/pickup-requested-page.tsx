import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { pickupRequestPath } from '../../../../domain/quote/routes';
import { SchedulingState } from '../../../../domain/shipment/enums';
import { PhoneLink } from '../../app/phone-link';
import { equipmentWords } from '../dashboard/milestones/milestone-text';
import { BackToDashboard, PickupCompleted, PickupPageFrame, PickupStates } from './pickup-page-parts';
import { PickupText } from './pickup-text';
import { type PickupMove, usePickupMove } from './use-pickup-request';

/** §1 post-pickup tool page (issue 13), at '/dashboard/pickup/{QuoteId}/requested'. */
export function PickupRequestedPage() {
  return <PickupRequestedView move={usePickupMove()} />;
}

/**
 * After the request: the day asked for (the server's OriginPickup Scheduled date, so a reload shows the
 * same), what happens next, and how to change it (by phone). A move with no day requested yet links back
 * to the pre-pickup page; a picked-up one says when.
 */
export function PickupRequestedView({ move }: { move: PickupMove }) {
  const title = useRef<HTMLHeadingElement>(null);
  const pickup = move.shipment?.pickup ?? null;
  const requested = pickup?.state === SchedulingState.Requested;
  // The page follows a request: the focus starts at its heading, so a screen reader reads it first.
  useEffect(() => {
    if (requested) title.current?.focus();
  }, [requested]);

  const shipment = move.shipment;
  if (!shipment || !pickup || move.quoteId === null) {
    return <PickupStates move={move} title={PickupText.requestedTitle} />;
  }
  const { noun } = equipmentWords(shipment.shape);
  if (pickup.state === SchedulingState.Completed) {
    return <PickupCompleted pickupDate={pickup.pickupDate} />;
  }
  if (pickup.state !== SchedulingState.Requested || !pickup.pickupDate) {
    return (
      <PickupPageFrame title={PickupText.requestTitle}>
        <p role="status">{PickupText.notRequested}</p>
        <div className="pickup-actions">
          <Link className="button button-primary" to={pickupRequestPath(move.quoteId)}>
            {PickupText.requestTitle}
          </Link>
          <BackToDashboard />
        </div>
      </PickupPageFrame>
    );
  }
  return (
    <PickupPageFrame title={PickupText.requestedTitle} titleRef={title}>
      <p className="notice notice-success" role="status" data-testid="pickup-requested">
        {PickupText.requestedLead(noun, pickup.pickupDate)}
      </p>
      <h2 className="pickup-next-title">{PickupText.nextTitle}</h2>
      <ul className="pickup-next">
        {PickupText.next(noun).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        {PickupText.change} <PhoneLink />.
      </p>
      <div className="pickup-actions">
        <BackToDashboard primary />
      </div>
    </PickupPageFrame>
  );
}

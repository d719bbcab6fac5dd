import { postDeliverySurveyPath, visitSafetyPath } from '../../../../domain/quote/routes';
import { covidAcknowledgementState } from '../../../../domain/surveys/covid-acknowledgement';
import { postDeliverySurveyState } from '../../../../domain/surveys/post-delivery-survey';
import { milestoneOf, type ShipmentView } from '../dashboard/milestones/shipment-view-model';
import { InvitationCard } from '../pages/page-parts';
import { SurveyText, VisitSafetyText } from './survey-text';
import './surveys.css';

interface CardProps {
  quoteId: number;
  /** The move's milestones (GET shipments/{id}); nothing shows without them. */
  shipment: ShipmentView | null;
  cancelled: boolean;
}

/**
 * Issue 15: on /dashboard once Delivery is Complete (the domain's rule on the shipment's milestones), the
 * invitation to the post-delivery survey. Nothing before, and nothing for a cancelled move.
 */
export function PostDeliverySurveyCard({ quoteId, shipment, cancelled }: CardProps) {
  if (!shipment) return null;
  const state = postDeliverySurveyState({
    destination: shipment.shape.DestinationDelivery,
    statusOf: (m) => milestoneOf(shipment, m).Status,
    cancelled,
  });
  if (!state.open) return null;
  return (
    <InvitationCard
      className="notice notice-info survey-card"
      testId="survey-card"
      title={SurveyText.cardTitle}
      body={SurveyText.cardBody}
      to={postDeliverySurveyPath(quoteId)}
      button={SurveyText.cardButton}
      primary
    />
  );
}

/**
 * Issue 15 (§7 surveys/covid): on the dashboard's Overview while a crew visit to the home is ahead, the way to the
 * health-and-safety acknowledgement for the crew's visits.
 */
export function VisitSafetyCard({ quoteId, shipment, cancelled }: CardProps) {
  if (!shipment) return null;
  const state = covidAcknowledgementState({
    cancelled,
    statusOf: (m) => milestoneOf(shipment, m).Status,
  });
  if (!state.open) return null;
  return (
    <InvitationCard
      className="survey-card visit-safety-card"
      testId="visit-safety-card"
      title={VisitSafetyText.cardTitle}
      body={VisitSafetyText.cardBody}
      to={visitSafetyPath(quoteId)}
      button={VisitSafetyText.cardButton}
    />
  );
}

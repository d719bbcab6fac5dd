import { Link } from 'react-router';
import { postDeliverySurveyPath, visitSafetyPath } from '../../../../domain/quote/routes';
import { covidAcknowledgementState } from '../../../../domain/surveys/covid-acknowledgement';
import { postDeliverySurveyState } from '../../../../domain/surveys/post-delivery-survey';
import { milestoneOf, type ShipmentView } from '../dashboard/milestones/shipment-view-model';
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
    <section
      className="notice notice-info survey-card"
      data-testid="survey-card"
      aria-label={SurveyText.cardTitle}
    >
      <div>
        <h2>{SurveyText.cardTitle}</h2>
        <p>{SurveyText.cardBody}</p>
      </div>
      <Link className="button button-primary" to={postDeliverySurveyPath(quoteId)}>
        {SurveyText.cardButton}
      </Link>
    </section>
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
    <section
      className="survey-card visit-safety-card"
      data-testid="visit-safety-card"
      aria-label={VisitSafetyText.cardTitle}
    >
      <div>
        <h2>{VisitSafetyText.cardTitle}</h2>
        <p>{VisitSafetyText.cardBody}</p>
      </div>
      <Link className="button" to={visitSafetyPath(quoteId)}>
        {VisitSafetyText.cardButton}
      </Link>
    </section>
  );
}

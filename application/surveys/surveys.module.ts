import { bindingModule } from '../bind-use-case';
import { Clock } from '../ports/clock';
import { QuoteRepository } from '../ports/quote-repository';
import { ReservationRepository } from '../ports/reservation-repository';
import { ShipmentEvents } from '../ports/shipment-events';
import { SurveyStore } from '../ports/survey-store';
import { SubmitCovidAcknowledgement, ViewCovidAcknowledgement } from './covid-acknowledgement';
import { SubmitPostDeliverySurvey, ViewPostDeliverySurvey } from './post-delivery-survey';
import { ReadSurveys } from './read-surveys';

/**
 * Issue 15 surveys: the post-delivery survey and the health-and-safety acknowledgement of a booked move
 * (§7 POST surveys/post-delivery and surveys/covid, and their GETs), and staff reading the answers.
 */
export const surveysModule = bindingModule((bind) => {
  const survey = {
    quotes: QuoteRepository,
    reservations: ReservationRepository,
    events: ShipmentEvents,
    surveys: SurveyStore,
    clock: Clock,
  };
  bind(ViewPostDeliverySurvey, survey);
  bind(SubmitPostDeliverySurvey, survey);
  bind(ViewCovidAcknowledgement, survey);
  bind(SubmitCovidAcknowledgement, survey);
  bind(ReadSurveys, { surveys: SurveyStore });
});

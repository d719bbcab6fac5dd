import { ContainerModule } from 'inversify';
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
export const surveysModule = new ContainerModule((options) => {
  const deps = [QuoteRepository, ReservationRepository, ShipmentEvents, SurveyStore, Clock] as const;
  const make = (
    quotes: QuoteRepository,
    reservations: ReservationRepository,
    events: ShipmentEvents,
    surveys: SurveyStore,
    clock: Clock,
  ) => ({ quotes, reservations, events, surveys, clock });
  options
    .bind(ViewPostDeliverySurvey)
    .toResolvedValue((...d: Parameters<typeof make>) => new ViewPostDeliverySurvey(make(...d)), [...deps])
    .inSingletonScope();
  options
    .bind(SubmitPostDeliverySurvey)
    .toResolvedValue((...d: Parameters<typeof make>) => new SubmitPostDeliverySurvey(make(...d)), [...deps])
    .inSingletonScope();
  options
    .bind(ViewCovidAcknowledgement)
    .toResolvedValue((...d: Parameters<typeof make>) => new ViewCovidAcknowledgement(make(...d)), [...deps])
    .inSingletonScope();
  options
    .bind(SubmitCovidAcknowledgement)
    .toResolvedValue((...d: Parameters<typeof make>) => new SubmitCovidAcknowledgement(make(...d)), [...deps])
    .inSingletonScope();
  options
    .bind(ReadSurveys)
    .toResolvedValue((surveys: SurveyStore) => new ReadSurveys({ surveys }), [SurveyStore])
    .inSingletonScope();
});

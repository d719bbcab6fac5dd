import { SurveyStore } from '../../../../application/ports/survey-store';
import {
  SubmitCovidAcknowledgement,
  ViewCovidAcknowledgement,
} from '../../../../application/surveys/covid-acknowledgement';
import {
  SubmitPostDeliverySurvey,
  ViewPostDeliverySurvey,
} from '../../../../application/surveys/post-delivery-survey';
import { ReadSurveys } from '../../../../application/surveys/read-surveys';
import { PgSurveyStore } from '../../../persistence/pg-survey-store';
import { registerSurveyRoutes } from '../routes/surveys';
import type { EndpointGroup } from './group';

/**
 * Surveys (issue 15): the answers in the post_delivery_surveys and covid_acknowledgements tables, §7 POST
 * surveys/post-delivery and surveys/covid with their GETs for the owner, and GET staff/surveys. The
 * shipments group binds the shipment events the surveys read the move's progress from.
 */
export const surveysGroup: EndpointGroup = {
  name: 'surveys',
  bind(container, parts) {
    container.bind<SurveyStore>(SurveyStore).toConstantValue(new PgSurveyStore(parts.database.db));
  },
  routes(app, container) {
    registerSurveyRoutes(app, {
      viewPostDeliverySurvey: container.get(ViewPostDeliverySurvey),
      submitPostDeliverySurvey: container.get(SubmitPostDeliverySurvey),
      viewCovidAcknowledgement: container.get(ViewCovidAcknowledgement),
      submitCovidAcknowledgement: container.get(SubmitCovidAcknowledgement),
      readSurveys: container.get(ReadSurveys),
    });
  },
};

import { validateCovidAcknowledgement } from '../../../../domain/surveys/covid-acknowledgement';
import type { CovidSurvey } from '../../../http/client/relomove-api';
import { VisitSafetyText } from './survey-text';
import { type SurveyFormModel, useSurveyForm } from './use-survey-form';

/** The query key of GET surveys/covid/{id}, shared with the dashboard's card. */
export const covidSurveyQueryKey = (quoteId: number | null) => ['covid-survey', quoteId] as const;

export interface VisitSafetyDraft {
  HouseholdWell: boolean | null;
  MasksRequested: boolean;
  ContactlessHandover: boolean;
  Acknowledged: boolean;
}

/** The draft from the answer given before (acknowledged then), or an empty one. */
export function visitDraftOf(survey: CovidSurvey | null): VisitSafetyDraft {
  const given = survey?.Acknowledgement;
  return given
    ? {
        HouseholdWell: given.HouseholdWell,
        MasksRequested: given.MasksRequested,
        ContactlessHandover: given.ContactlessHandover,
        Acknowledged: true,
      }
    : { HouseholdWell: null, MasksRequested: false, ContactlessHandover: false, Acknowledged: false };
}

/** The acknowledgement's state; once saved (submitted) the page shows the thanks and the follow-up, if any. */
export interface VisitSafetyModel extends SurveyFormModel<CovidSurvey, VisitSafetyDraft> {
  change(next: Partial<VisitSafetyDraft>): void;
}

/**
 * The health-and-safety page's state (issue 15, §7 POST surveys/covid): the owner's acknowledgement (GET
 * surveys/covid/{id}), prefilled from the answer given before, checked with the domain's rules, and saved.
 */
export function useVisitSafety(): VisitSafetyModel {
  const { change, ...model } = useSurveyForm<CovidSurvey, VisitSafetyDraft>({
    queryKey: covidSurveyQueryKey,
    load: (api, quoteId) => api.covidSurvey(quoteId),
    send: (api, quoteId, answers) => api.submitCovidSurvey(quoteId, answers),
    draftOf: visitDraftOf,
    validate: validateCovidAcknowledgement,
    unavailable: VisitSafetyText.unavailable,
  });
  // The fields of a change are the questions it answers.
  return { ...model, change: (next) => change(next, Object.keys(next)) };
}

import { AnalyticsErrorEvent } from '../../../../domain/analytics/events';
import {
  SURVEY_STEPS,
  SurveyField,
  type SurveyStep,
  stepField,
  validatePostDeliveryAnswers,
} from '../../../../domain/surveys/post-delivery-survey';
import type { PostDeliverySurvey } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';
import { SurveyText } from './survey-text';
import { type SurveyFormModel, useSurveyForm } from './use-survey-form';

/** The query key of GET surveys/post-delivery/{id}. */
export const postDeliverySurveyQueryKey = (quoteId: number | null) =>
  ['post-delivery-survey', quoteId] as const;

/** The answers on the page, before they are sent. */
export interface SurveyDraft {
  OverallRating: number | null;
  StepRatings: Record<SurveyStep, number | null>;
  RecommendScore: number | null;
  Comment: string;
}

const EMPTY: SurveyDraft = {
  OverallRating: null,
  StepRatings: { DropOff: null, Pickup: null, Transit: null, Delivery: null },
  RecommendScore: null,
  Comment: '',
};

/** The page's draft from the answer given before (to prefill the form), or an empty one. */
export function draftOf(survey: PostDeliverySurvey | null): SurveyDraft {
  const answer = survey?.Answer;
  if (!answer) return EMPTY;
  return {
    OverallRating: answer.OverallRating,
    StepRatings: { ...answer.StepRatings },
    RecommendScore: answer.RecommendScore,
    Comment: answer.Comment,
  };
}

/** The survey's state; its errors name the fields 'OverallRating', 'StepRatings.DropOff'... */
export interface PostDeliverySurveyModel extends SurveyFormModel<PostDeliverySurvey, SurveyDraft> {
  setOverall(value: number | null): void;
  setStep(step: SurveyStep, value: number | null): void;
  setRecommend(value: number | null): void;
  setComment(text: string): void;
}

/**
 * The post-delivery survey page's state (issue 15): the owner's survey (GET surveys/post-delivery/{id}), the
 * answers prefilled from the one given before, checked with the domain's rules before they are sent, and
 * §7 POST surveys/post-delivery. Every submission that is not stored (answers missing, refused by the server,
 * or not sent) fires the §8 analytics error event 'post-delivery survey submit', with why.
 */
export function usePostDeliverySurvey(): PostDeliverySurveyModel {
  const analytics = useAnalytics();
  const { change, ...model } = useSurveyForm<PostDeliverySurvey, SurveyDraft>({
    queryKey: postDeliverySurveyQueryKey,
    load: (api, quoteId) => api.postDeliverySurvey(quoteId),
    send: (api, quoteId, answers, survey) =>
      api.submitPostDeliverySurvey(quoteId, {
        OverallRating: answers.OverallRating,
        StepRatings: Object.fromEntries(
          (survey?.Steps ?? SURVEY_STEPS).map((step) => [step, answers.StepRatings[step]]),
        ),
        RecommendScore: answers.RecommendScore,
        Comment: answers.Comment,
      }),
    draftOf,
    validate: (answers, survey) => validatePostDeliveryAnswers(answers, survey?.Steps ?? SURVEY_STEPS),
    unavailable: SurveyText.unavailable,
    /** §8: a submission that was not stored, with why ('validation', the server's reason, or no answer). */
    notStored: (reason, quoteId) =>
      analytics.track({
        ...AnalyticsErrorEvent.postDeliverySurveySubmit,
        quoteReference: quoteId === null ? '' : String(quoteId),
        reason,
      }),
  });
  const { draft } = model;
  return {
    ...model,
    setOverall: (v) => change({ OverallRating: v }, [SurveyField.OverallRating]),
    setStep: (step, v) => change({ StepRatings: { ...draft.StepRatings, [step]: v } }, [stepField(step)]),
    setRecommend: (v) => change({ RecommendScore: v }, [SurveyField.RecommendScore]),
    setComment: (text) => change({ Comment: text }, [SurveyField.Comment]),
  };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginHref } from '../../../../domain/accounts/eyebrow';
import { AnalyticsErrorEvent } from '../../../../domain/analytics/events';
import {
  SURVEY_STEPS,
  SurveyField,
  type SurveyStep,
  stepField,
  validatePostDeliveryAnswers,
} from '../../../../domain/surveys/post-delivery-survey';
import { type FieldMessages, parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import type { ApiFailure, PostDeliverySurvey } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/session';
import { quoteIdOf } from '../delivery/use-delivery-tool';
import { SurveyText } from './survey-text';

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

export interface PostDeliverySurveyModel {
  quoteId: number | null;
  loading: boolean;
  /** Not the visitor's move (or no such move). */
  missing: boolean;
  failed: boolean;
  retry(): void;
  survey: PostDeliverySurvey | null;
  draft: SurveyDraft;
  setOverall(value: number | null): void;
  setStep(step: SurveyStep, value: number | null): void;
  setRecommend(value: number | null): void;
  setComment(text: string): void;
  /** The messages of each field ('OverallRating', 'StepRatings.DropOff'...); '' holds the form's own. */
  errors: FieldMessages;
  /** How many submissions were refused so far (each brings the messages into focus). */
  refusals: number;
  submit(): void;
  busy: boolean;
  /** After a submission: Created (the first answer) or Updated; the page shows its thanks. */
  submitted: 'Created' | 'Updated' | null;
  /** Back to the form from the thanks. */
  edit(): void;
}

/**
 * The post-delivery survey page's state (issue 15): the owner's survey (GET surveys/post-delivery/{id}), the
 * answers prefilled from the one given before, checked with the domain's rules before they are sent, and
 * §7 POST surveys/post-delivery. Every submission that is not stored (answers missing, refused by the server,
 * or not sent) fires the §8 analytics error event 'post-delivery survey submit', with why.
 */
export function usePostDeliverySurvey(): PostDeliverySurveyModel {
  const api = useApi();
  const analytics = useAnalytics();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const quoteId = quoteIdOf(useParams().quoteId);
  const signedIn = session.status === 'signedIn';
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (session.status === 'signedOut') navigate(loginHref(here), { replace: true });
  }, [session.status, navigate, here]);

  const loaded = useQuery({
    queryKey: postDeliverySurveyQueryKey(quoteId),
    queryFn: () => api.postDeliverySurvey(quoteId as number),
    enabled: signedIn && quoteId !== null,
    refetchOnMount: 'always',
  });
  const survey = loaded.data?.ok ? loaded.data.value : null;
  const [edited, setEdited] = useState<SurveyDraft | null>(null);
  const draft = edited ?? draftOf(survey);
  const [errors, setErrors] = useState<FieldMessages>(new Map());
  const [refusals, setRefusals] = useState(0);
  /** The messages of a refused submission: the page brings them into focus once per refusal. */
  const refuse = (messages: FieldMessages) => {
    setErrors(messages);
    setRefusals((n) => n + 1);
  };
  /** A change answers its question: its message goes (the others stay until the next submission). */
  const change = (next: Partial<SurveyDraft>, field: string) => {
    setEdited({ ...draft, ...next });
    if (errors.has(field)) setErrors(new Map([...errors].filter(([f]) => f !== field)));
  };
  const [submitted, setSubmitted] = useState<'Created' | 'Updated' | null>(null);

  /** §8: a submission that was not stored, with why ('validation', the server's reason, or no answer). */
  const failed = (reason: string) =>
    analytics.track({
      ...AnalyticsErrorEvent.postDeliverySurveySubmit,
      quoteReference: quoteId === null ? '' : String(quoteId),
      reason,
    });

  const sending = useMutation({
    mutationFn: (answers: SurveyDraft) =>
      api.submitPostDeliverySurvey(quoteId as number, {
        OverallRating: answers.OverallRating,
        StepRatings: Object.fromEntries(
          (survey?.Steps ?? SURVEY_STEPS).map((step) => [step, answers.StepRatings[step]]),
        ),
        RecommendScore: answers.RecommendScore,
        Comment: answers.Comment,
      }),
    onSuccess: async (answer) => {
      if (answer.ok) {
        queryClient.setQueryData(postDeliverySurveyQueryKey(quoteId), {
          ok: true,
          value: answer.value.Survey,
        });
        setEdited(null);
        setErrors(new Map());
        setSubmitted(answer.value.Outcome);
        return;
      }
      const error: ApiFailure = answer.error;
      failed(error.kind === 'Refused' ? (error.reason ?? String(error.status)) : error.kind);
      if (error.kind === 'Refused' && (error.status === 400 || error.status === 409)) {
        const lines = parseFieldErrorLines(error.errors);
        // A refusal about the move itself (not delivered, cancelled) is the form's own message.
        const own = [...(lines.get('QuoteId') ?? []), ...(lines.get('') ?? [])];
        const fields = new Map([...lines].filter(([field]) => field !== 'QuoteId' && field !== ''));
        refuse(own.length > 0 ? new Map([...fields, ['', own]]) : fields);
        if (error.status === 409) await loaded.refetch();
      } else refuse(new Map([['', [SurveyText.unavailable]]]));
    },
  });

  return {
    quoteId,
    loading: session.status === 'loading' || (signedIn && quoteId !== null && loaded.isPending),
    missing:
      quoteId === null || (loaded.data !== undefined && !loaded.data.ok && isNotFound(loaded.data.error)),
    failed:
      loaded.isError || (loaded.data !== undefined && !loaded.data.ok && !isNotFound(loaded.data.error)),
    retry: () => void loaded.refetch(),
    survey,
    draft,
    setOverall: (v) => change({ OverallRating: v }, SurveyField.OverallRating),
    setStep: (step, v) => change({ StepRatings: { ...draft.StepRatings, [step]: v } }, stepField(step)),
    setRecommend: (v) => change({ RecommendScore: v }, SurveyField.RecommendScore),
    setComment: (text) => change({ Comment: text }, SurveyField.Comment),
    errors,
    refusals,
    submit: () => {
      const checked = validatePostDeliveryAnswers(draft, survey?.Steps ?? SURVEY_STEPS);
      if (checked.isErr()) {
        refuse(parseFieldErrorLines(formatFieldErrors(checked.error)));
        failed('validation');
        return;
      }
      setErrors(new Map());
      sending.mutate(draft);
    },
    busy: sending.isPending,
    submitted,
    edit: () => setSubmitted(null),
  };
}

const isNotFound = (error: ApiFailure) => error.kind === 'Refused' && error.status === 404;

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { loginHref } from '../../../../domain/accounts/eyebrow';
import { validateCovidAcknowledgement } from '../../../../domain/surveys/covid-acknowledgement';
import { type FieldMessages, parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { formatFieldErrors } from '../../../../domain/validation/field-messages';
import type { ApiFailure, CovidSurvey } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { useSession } from '../../app/session';
import { quoteIdOf } from '../delivery/use-delivery-tool';
import { VisitSafetyText } from './survey-text';

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

export interface VisitSafetyModel {
  quoteId: number | null;
  loading: boolean;
  missing: boolean;
  failed: boolean;
  retry(): void;
  survey: CovidSurvey | null;
  draft: VisitSafetyDraft;
  change(next: Partial<VisitSafetyDraft>): void;
  errors: FieldMessages;
  /** How many saves were refused so far (each brings the messages into focus). */
  refusals: number;
  save(): void;
  busy: boolean;
  /** Just saved: the page shows the thanks (and the follow-up, when there is one). */
  saved: boolean;
  edit(): void;
}

/**
 * The health-and-safety page's state (issue 15, §7 POST surveys/covid): the owner's acknowledgement (GET
 * surveys/covid/{id}), prefilled from the answer given before, checked with the domain's rules, and saved.
 */
export function useVisitSafety(): VisitSafetyModel {
  const api = useApi();
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
    queryKey: covidSurveyQueryKey(quoteId),
    queryFn: () => api.covidSurvey(quoteId as number),
    enabled: signedIn && quoteId !== null,
    refetchOnMount: 'always',
  });
  const survey = loaded.data?.ok ? loaded.data.value : null;
  const [edited, setEdited] = useState<VisitSafetyDraft | null>(null);
  const draft = edited ?? visitDraftOf(survey);
  const [errors, setErrors] = useState<FieldMessages>(new Map());
  const [refusals, setRefusals] = useState(0);
  /** The messages of a refused submission: the page brings them into focus once per refusal. */
  const refuse = (messages: FieldMessages) => {
    setErrors(messages);
    setRefusals((n) => n + 1);
  };
  const [saved, setSaved] = useState(false);

  const saving = useMutation({
    mutationFn: (answers: VisitSafetyDraft) => api.submitCovidSurvey(quoteId as number, answers),
    onSuccess: async (answer) => {
      if (answer.ok) {
        queryClient.setQueryData(covidSurveyQueryKey(quoteId), { ok: true, value: answer.value.Survey });
        setEdited(null);
        setErrors(new Map());
        setSaved(true);
        return;
      }
      const error: ApiFailure = answer.error;
      if (error.kind === 'Refused' && (error.status === 400 || error.status === 409)) {
        const lines = parseFieldErrorLines(error.errors);
        const own = [...(lines.get('QuoteId') ?? []), ...(lines.get('') ?? [])];
        const fields = new Map([...lines].filter(([field]) => field !== 'QuoteId' && field !== ''));
        refuse(own.length > 0 ? new Map([...fields, ['', own]]) : fields);
        if (error.status === 409) await loaded.refetch();
      } else refuse(new Map([['', [VisitSafetyText.unavailable]]]));
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
    change: (next) => {
      setEdited({ ...draft, ...next });
      // A change answers its question: its message goes (the others stay until the next save).
      const answered = Object.keys(next);
      if (answered.some((field) => errors.has(field)))
        setErrors(new Map([...errors].filter(([field]) => !answered.includes(field))));
    },
    errors,
    refusals,
    save: () => {
      const checked = validateCovidAcknowledgement(draft);
      if (checked.isErr()) {
        refuse(parseFieldErrorLines(formatFieldErrors(checked.error)));
        return;
      }
      setErrors(new Map());
      saving.mutate(draft);
    },
    busy: saving.isPending,
    saved,
    edit: () => setSaved(false),
  };
}

const isNotFound = (error: ApiFailure) => error.kind === 'Refused' && error.status === 404;

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Result } from 'neverthrow';
import { useState } from 'react';
import { type FieldMessages, parseFieldErrorLines } from '../../../../domain/validation/field-error-lines';
import { type FieldError, formatFieldErrors } from '../../../../domain/validation/field-messages';
import type { ApiFailure, ApiResult, RelomoveApi, SurveySubmitted } from '../../../http/client/relomove-api';
import { useApi } from '../../app/api-context';
import { useOwnMovePage, useOwnMoveQuery } from '../../app/own-move-page';

/** What a survey page shows, whichever survey it is: its loading, the owner's survey, the draft and the answer. */
export interface SurveyFormModel<Survey, Draft> {
  quoteId: number | null;
  loading: boolean;
  /** Not the visitor's move (or no such move). */
  missing: boolean;
  failed: boolean;
  retry(): void;
  survey: Survey | null;
  draft: Draft;
  /** The messages of each field (named as the server names them); '' holds the form's own. */
  errors: FieldMessages;
  /** How many submissions were refused so far (each brings the messages into focus). */
  refusals: number;
  submit(): void;
  busy: boolean;
  /** After a submission: Created (the first answer) or Updated; the page shows its thanks. */
  submitted: SurveySubmitted<Survey>['Outcome'] | null;
  /** Back to the form from the thanks. */
  edit(): void;
}

/** What differs between the surveys: where the survey is read and sent, its draft and its rules. */
export interface SurveyFormOptions<Survey, Draft> {
  queryKey(quoteId: number | null): readonly unknown[];
  load(api: RelomoveApi, quoteId: number): Promise<ApiResult<Survey>>;
  send(
    api: RelomoveApi,
    quoteId: number,
    draft: Draft,
    survey: Survey | null,
  ): Promise<ApiResult<SurveySubmitted<Survey>>>;
  /** The draft from the answer given before (to prefill the form), or an empty one. */
  draftOf(survey: Survey | null): Draft;
  /** The domain's rules, checked before the answers are sent. */
  validate(draft: Draft, survey: Survey | null): Result<unknown, FieldError[]>;
  /** The form's message when the answers could not be sent. */
  unavailable: string;
  /** A submission that was not stored, with why ('validation', the server's reason or status, or no answer). */
  notStored?(reason: string, quoteId: number | null): void;
}

/**
 * Issue 15, the flow both survey pages share: a signed-out visitor goes to sign in; the owner's survey of the
 * move in the path is read (404: not theirs), prefills the draft, and each submission is checked with the
 * domain's rules before it is sent. A refusal (400 with the §5 lines, 409 about the move itself) puts each
 * message under its field, the move's own on the form, and a 409 reads the survey again.
 */
export function useSurveyForm<Survey, Draft>(
  options: SurveyFormOptions<Survey, Draft>,
): SurveyFormModel<Survey, Draft> & {
  /** A change answers the questions named: their messages go (the others stay until the next submission). */
  change(next: Partial<Draft>, answered: readonly string[]): void;
} {
  const api = useApi();
  const queryClient = useQueryClient();
  const page = useOwnMovePage();
  const { quoteId, session, signedIn } = page;
  const loaded = useOwnMoveQuery(page, options.queryKey(quoteId), (id) => options.load(api, id));
  const survey = loaded.data?.ok ? loaded.data.value : null;
  const [edited, setEdited] = useState<Draft | null>(null);
  const draft = edited ?? options.draftOf(survey);
  const [errors, setErrors] = useState<FieldMessages>(new Map());
  const [refusals, setRefusals] = useState(0);
  /** The messages of a refused submission: the page brings them into focus once per refusal. */
  const refuse = (messages: FieldMessages) => {
    setErrors(messages);
    setRefusals((n) => n + 1);
  };
  const [submitted, setSubmitted] = useState<SurveySubmitted<Survey>['Outcome'] | null>(null);

  const sending = useMutation({
    mutationFn: (answers: Draft) => options.send(api, quoteId as number, answers, survey),
    onSuccess: async (answer) => {
      if (answer.ok) {
        queryClient.setQueryData(options.queryKey(quoteId), { ok: true, value: answer.value.Survey });
        setEdited(null);
        setErrors(new Map());
        setSubmitted(answer.value.Outcome);
        return;
      }
      const error: ApiFailure = answer.error;
      options.notStored?.(
        error.kind === 'Refused' ? (error.reason ?? String(error.status)) : error.kind,
        quoteId,
      );
      if (error.kind === 'Refused' && (error.status === 400 || error.status === 409)) {
        const lines = parseFieldErrorLines(error.errors);
        // A refusal about the move itself (not delivered, cancelled) is the form's own message.
        const own = [...(lines.get('QuoteId') ?? []), ...(lines.get('') ?? [])];
        const fields = new Map([...lines].filter(([field]) => field !== 'QuoteId' && field !== ''));
        refuse(own.length > 0 ? new Map([...fields, ['', own]]) : fields);
        if (error.status === 409) await loaded.refetch();
      } else refuse(new Map([['', [options.unavailable]]]));
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
    change: (next, answered) => {
      setEdited({ ...draft, ...next });
      if (answered.some((field) => errors.has(field)))
        setErrors(new Map([...errors].filter(([field]) => !answered.includes(field))));
    },
    errors,
    refusals,
    submit: () => {
      const checked = options.validate(draft, survey);
      if (checked.isErr()) {
        refuse(parseFieldErrorLines(formatFieldErrors(checked.error)));
        options.notStored?.('validation', quoteId);
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

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { Route } from '../../../../domain/quote/routes';
import type { FieldMessages } from '../../../../domain/validation/field-error-lines';
import type { SurveyFormModel } from './use-survey-form';
import './surveys.css';

/** The words every survey page has (SurveyText, VisitSafetyText). */
export interface SurveyScreenText {
  title: string;
  loading: string;
  missing: string;
  failed: string;
  tryAgain: string;
  back: string;
  edit: string;
}

/** What a survey page needs of its survey: whether it takes answers now, and why not. */
interface OpenOrWhyNot {
  Open: boolean;
  Message: string | null;
}

interface SurveyScreenProps<Survey extends OpenOrWhyNot, Draft> {
  model: SurveyFormModel<Survey, Draft>;
  text: SurveyScreenText;
  /** The thanks after a submission: its heading and note, and what follows them (before the actions). */
  thanks(
    survey: Survey,
    outcome: NonNullable<SurveyFormModel<Survey, Draft>['submitted']>,
  ): {
    testId: string;
    title: string;
    note: string;
    more?: ReactNode;
  };
  /** The closed survey's notice: its test id and data attributes. */
  closed(survey: Survey): { testId: string; reason?: string };
  /** What the page shows while the survey is open (its form, in SurveyForm). */
  children(survey: Survey, draft: Draft): ReactNode;
}

/**
 * Issue 15, a survey page's screens, whichever survey it is: loading, not the visitor's move, not loaded (try
 * again), the thanks after a submission (its heading in focus; back to the move, or change the answers), the
 * survey closed (why), and else the open survey, which the page draws.
 */
export function SurveyScreen<Survey extends OpenOrWhyNot, Draft>({
  model,
  text,
  thanks,
  closed,
  children,
}: SurveyScreenProps<Survey, Draft>) {
  const frame = (content: ReactNode) => (
    <div className="container page survey-page">
      <h1>{text.title}</h1>
      {content}
    </div>
  );
  if (model.loading) return frame(<p role="status">{text.loading}</p>);
  if (model.missing || model.quoteId === null)
    return frame(
      <>
        <p role="alert">{text.missing}</p>
        <SurveyBackLink text={text} primary />
      </>,
    );
  if (model.failed || !model.survey)
    return frame(
      <>
        <p role="alert">{text.failed}</p>
        <div className="survey-actions">
          <button type="button" className="button button-primary" onClick={model.retry}>
            {text.tryAgain}
          </button>
          <SurveyBackLink text={text} />
        </div>
      </>,
    );
  const { survey } = model;
  if (model.submitted)
    return frame(<SurveyThanks {...thanks(survey, model.submitted)} text={text} onEdit={model.edit} />);
  if (!survey.Open) {
    const { testId, reason } = closed(survey);
    return frame(
      <>
        <p className="notice notice-info" data-testid={testId} data-reason={reason}>
          {survey.Message}.
        </p>
        <SurveyBackLink text={text} primary />
      </>,
    );
  }
  return frame(children(survey, model.draft));
}

/** Back to the dashboard: the primary action once there is nothing to do here. */
function SurveyBackLink({ text, primary = false }: { text: SurveyScreenText; primary?: boolean }) {
  return (
    <Link className={`button${primary ? ' button-primary' : ''}`} to={Route.dashboard}>
      {text.back}
    </Link>
  );
}

function SurveyThanks({
  testId,
  title,
  note,
  more,
  text,
  onEdit,
}: ReturnType<SurveyScreenProps<OpenOrWhyNot, unknown>['thanks']> & {
  text: SurveyScreenText;
  onEdit(): void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The thanks comes into focus when it shows.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const headingId = `${useId()}-thanks`;
  return (
    <>
      <section className="notice notice-success" data-testid={testId} aria-labelledby={headingId}>
        <h2 id={headingId} tabIndex={-1} ref={headingRef}>
          {title}
        </h2>
        <p>{note}</p>
      </section>
      {more}
      <div className="survey-actions">
        <SurveyBackLink text={text} primary />
        <button type="button" className="button" onClick={onEdit}>
          {text.edit}
        </button>
      </div>
    </>
  );
}

interface SurveyFormProps {
  model: Pick<SurveyFormModel<unknown, unknown>, 'errors' | 'refusals' | 'submit' | 'busy'>;
  text: SurveyScreenText;
  className: string;
  submitLabel: string;
  /** Above the list of problems; when the form's own message is the only one, it shows alone instead. */
  problemsLead?: string;
  problemsTestId?: string;
  children: ReactNode;
}

/**
 * A survey's form: the problems of the last refused submission on top (in focus after each refusal), the
 * questions, then send (disabled while sending) and back to the move. The browser's own checks are off:
 * the domain's rules say what is missing.
 */
export function SurveyForm({
  model,
  text,
  className,
  submitLabel,
  problemsLead,
  problemsTestId,
  children,
}: SurveyFormProps) {
  return (
    <form
      className={className}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        model.submit();
      }}
    >
      {model.errors.size > 0 ? (
        <SurveyProblems
          errors={model.errors}
          refusals={model.refusals}
          lead={problemsLead}
          testId={problemsTestId}
        />
      ) : null}
      {children}
      <div className="survey-actions">
        <button type="submit" className="button button-primary" disabled={model.busy}>
          {submitLabel}
        </button>
        <SurveyBackLink text={text} />
      </div>
    </form>
  );
}

function SurveyProblems({
  errors,
  refusals,
  lead,
  testId,
}: {
  errors: FieldMessages;
  refusals: number;
  lead: string | undefined;
  testId: string | undefined;
}) {
  const problemsRef = useRef<HTMLDivElement>(null);
  // Each refused submission brings the list of problems into view and focus.
  useEffect(() => {
    if (refusals > 0) problemsRef.current?.focus();
  }, [refusals]);
  const formProblems = errors.get('') ?? [];
  const alone = lead !== undefined && formProblems.length > 0 && errors.size === 1;
  const listed = [...errors].flatMap(([, messages]) => messages);
  return (
    <div
      className="notice notice-error survey-problems"
      role="alert"
      tabIndex={-1}
      ref={problemsRef}
      data-testid={testId}
    >
      {lead === undefined ? null : <p>{alone ? formProblems[0] : lead}</p>}
      {alone ? null : (
        <ul>
          {listed.map((message, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same message may show for two fields
            <li key={i}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The message of a field, or null: the first, shown under its question. */
export const fieldError = (errors: FieldMessages, field: string): string | null =>
  errors.get(field)?.[0] ?? null;

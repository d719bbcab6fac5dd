import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { Route } from '../../../../domain/quote/routes';
import {
  RATING_MAX,
  RATING_MIN,
  RECOMMEND_MAX,
  RECOMMEND_MIN,
  SURVEY_COMMENT_MAX,
  SurveyField,
  stepField,
} from '../../../../domain/surveys/post-delivery-survey';
import { RatingScale } from './rating-scale';
import { SurveyText } from './survey-text';
import { type PostDeliverySurveyModel, usePostDeliverySurvey } from './use-post-delivery-survey';
import './surveys.css';

/** §1 post-delivery survey tool (issue 15), at '/dashboard/survey/{QuoteId}'. */
export function PostDeliverySurveyPage() {
  return <PostDeliverySurveyView model={usePostDeliverySurvey()} />;
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="container page survey-page">
      <h1>{SurveyText.title}</h1>
      {children}
    </div>
  );
}

function BackLink({ primary = false }: { primary?: boolean }) {
  return (
    <Link className={`button${primary ? ' button-primary' : ''}`} to={Route.dashboard}>
      {SurveyText.back}
    </Link>
  );
}

export function PostDeliverySurveyView({ model }: { model: PostDeliverySurveyModel }) {
  const id = useId();
  const problemsRef = useRef<HTMLDivElement>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const { errors } = model;
  const formProblems = errors.get('') ?? [];
  const hasErrors = errors.size > 0;
  // Each refused submission brings the list of problems into view and focus.
  useEffect(() => {
    if (model.refusals > 0) problemsRef.current?.focus();
  }, [model.refusals]);
  useEffect(() => {
    if (model.submitted) thanksRef.current?.focus();
  }, [model.submitted]);

  if (model.loading) {
    return (
      <Frame>
        <p role="status">{SurveyText.loading}</p>
      </Frame>
    );
  }
  if (model.missing || model.quoteId === null) {
    return (
      <Frame>
        <p role="alert">{SurveyText.missing}</p>
        <BackLink primary />
      </Frame>
    );
  }
  if (model.failed || !model.survey) {
    return (
      <Frame>
        <p role="alert">{SurveyText.failed}</p>
        <div className="survey-actions">
          <button type="button" className="button button-primary" onClick={model.retry}>
            {SurveyText.tryAgain}
          </button>
          <BackLink />
        </div>
      </Frame>
    );
  }
  const { survey, draft } = model;
  if (model.submitted) {
    return (
      <Frame>
        <section
          className="notice notice-success"
          data-testid="survey-thanks"
          aria-labelledby={`${id}-thanks`}
        >
          <h2 id={`${id}-thanks`} tabIndex={-1} ref={thanksRef}>
            {model.submitted === 'Created' ? SurveyText.thanksTitle : SurveyText.updatedTitle}
          </h2>
          <p>{SurveyText.thanks}</p>
        </section>
        <div className="survey-actions">
          <BackLink primary />
          <button type="button" className="button" onClick={model.edit}>
            {SurveyText.edit}
          </button>
        </div>
      </Frame>
    );
  }
  if (!survey.Open) {
    return (
      <Frame>
        <p className="notice notice-info" data-testid="survey-closed" data-reason={survey.Reason ?? ''}>
          {survey.Message}.
        </p>
        <BackLink primary />
      </Frame>
    );
  }
  const first = (field: string) => errors.get(field)?.[0] ?? null;
  const commentError = first(SurveyField.Comment);
  const left = SURVEY_COMMENT_MAX - draft.Comment.length;
  const listed = [...errors].flatMap(([, messages]) => messages);
  return (
    <Frame>
      <p>{SurveyText.intro}</p>
      {survey.Answer ? (
        <p className="notice notice-info" data-testid="survey-answered">
          {SurveyText.answeredOn(formatMMDDYYYY(survey.Answer.UpdatedAt.slice(0, 10) as IsoDate))}
        </p>
      ) : null}
      <form
        className="survey-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          model.submit();
        }}
      >
        {hasErrors ? (
          <div
            className="notice notice-error survey-problems"
            role="alert"
            tabIndex={-1}
            ref={problemsRef}
            data-testid="survey-problems"
          >
            <p>{formProblems.length > 0 && errors.size === 1 ? formProblems[0] : SurveyText.problems}</p>
            {formProblems.length > 0 && errors.size === 1 ? null : (
              <ul>
                {listed.map((message, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the same message may show for two fields
                  <li key={i}>{message}</li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        <RatingScale
          name={`${id}-overall`}
          legend={SurveyText.overall}
          hint={SurveyText.overallHint}
          kind="stars"
          min={RATING_MIN}
          max={RATING_MAX}
          value={draft.OverallRating}
          onChange={model.setOverall}
          error={first(SurveyField.OverallRating)}
          testId="survey-overall"
        />
        <section className="survey-steps" aria-labelledby={`${id}-steps`}>
          <div>
            <h2 id={`${id}-steps`}>{SurveyText.stepsHeading}</h2>
            <p className="field-hint">{SurveyText.stepsHint}</p>
          </div>
          {survey.Steps.map((step) => (
            <RatingScale
              key={step}
              name={`${id}-${step}`}
              legend={SurveyText.step[step]}
              kind="stars"
              min={RATING_MIN}
              max={RATING_MAX}
              value={draft.StepRatings[step]}
              onChange={(v) => model.setStep(step, v)}
              error={first(stepField(step))}
              optional
              testId={`survey-step-${step}`}
            />
          ))}
        </section>
        <RatingScale
          name={`${id}-recommend`}
          legend={SurveyText.recommend}
          kind="scale"
          min={RECOMMEND_MIN}
          max={RECOMMEND_MAX}
          value={draft.RecommendScore}
          onChange={model.setRecommend}
          error={first(SurveyField.RecommendScore)}
          ends={{ low: SurveyText.recommendLow, high: SurveyText.recommendHigh }}
          testId="survey-recommend"
        />
        <div className="field survey-comment" data-state={commentError ? 'error' : undefined}>
          <label htmlFor={`${id}-comment`}>{SurveyText.comment}</label>
          <textarea
            id={`${id}-comment`}
            value={draft.Comment}
            maxLength={SURVEY_COMMENT_MAX}
            onChange={(e) => model.setComment(e.target.value)}
            aria-describedby={`${id}-comment-hint${commentError ? ` ${id}-comment-error` : ''}`}
            aria-invalid={commentError ? true : undefined}
          />
          <p className="field-hint" id={`${id}-comment-hint`}>
            {SurveyText.commentHint(left)}
          </p>
          {commentError ? (
            <p className="field-error" id={`${id}-comment-error`}>
              {commentError}
            </p>
          ) : null}
        </div>
        <div className="survey-actions">
          <button type="submit" className="button button-primary" disabled={model.busy}>
            {model.busy ? SurveyText.sending : survey.Answer ? SurveyText.update : SurveyText.submit}
          </button>
          <BackLink />
        </div>
      </form>
    </Frame>
  );
}

import { useId } from 'react';
import { formatMMDDYYYY } from '../../../../domain/calendar/formats';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { SURVEY_COMMENT_MAX, SurveyField, stepField } from '../../../../domain/surveys/post-delivery-survey';
import { FieldError } from '../pages/page-parts';
import { RatingScale, RECOMMEND_SCALE, STARS } from './rating-scale';
import { fieldError, SurveyForm, SurveyScreen } from './survey-screen';
import { SurveyText } from './survey-text';
import { type PostDeliverySurveyModel, usePostDeliverySurvey } from './use-post-delivery-survey';

/** §1 post-delivery survey tool (issue 15), at '/dashboard/survey/{QuoteId}'. */
export function PostDeliverySurveyPage() {
  return <PostDeliverySurveyView model={usePostDeliverySurvey()} />;
}

export function PostDeliverySurveyView({ model }: { model: PostDeliverySurveyModel }) {
  const id = useId();
  const first = (field: string) => fieldError(model.errors, field);
  return (
    <SurveyScreen
      model={model}
      text={SurveyText}
      thanks={(_, outcome) => ({
        testId: 'survey-thanks',
        title: outcome === 'Created' ? SurveyText.thanksTitle : SurveyText.updatedTitle,
        note: SurveyText.thanks,
      })}
      closed={(survey) => ({ testId: 'survey-closed', reason: survey.Reason ?? '' })}
    >
      {(survey, draft) => {
        const commentError = first(SurveyField.Comment);
        const left = SURVEY_COMMENT_MAX - draft.Comment.length;
        return (
          <>
            <p>{SurveyText.intro}</p>
            {survey.Answer ? (
              <p className="notice notice-info" data-testid="survey-answered">
                {SurveyText.answeredOn(formatMMDDYYYY(survey.Answer.UpdatedAt.slice(0, 10) as IsoDate))}
              </p>
            ) : null}
            <SurveyForm
              model={model}
              text={SurveyText}
              className="survey-form"
              submitLabel={
                model.busy ? SurveyText.sending : survey.Answer ? SurveyText.update : SurveyText.submit
              }
              problemsLead={SurveyText.problems}
              problemsTestId="survey-problems"
            >
              <RatingScale
                name={`${id}-overall`}
                legend={SurveyText.overall}
                hint={SurveyText.overallHint}
                {...STARS}
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
                    {...STARS}
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
                {...RECOMMEND_SCALE}
                value={draft.RecommendScore}
                onChange={model.setRecommend}
                error={first(SurveyField.RecommendScore)}
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
                <FieldError id={`${id}-comment-error`} messages={commentError} />
              </div>
            </SurveyForm>
          </>
        );
      }}
    </SurveyScreen>
  );
}

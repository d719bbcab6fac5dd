import { useState } from 'react';
import {
  RATING_MAX,
  RATING_MIN,
  RECOMMEND_MAX,
  RECOMMEND_MIN,
  SurveyMessage,
} from '../../../../domain/surveys/post-delivery-survey';
import { RatingScale } from './rating-scale';
import { SurveyText } from './survey-text';

/** The style guide's section id and title (its table of contents links here). */
export const SURVEY_STYLE_GUIDE_SECTION = ['rating-inputs', 'Survey rating inputs'] as const;

const stars = { kind: 'stars', min: RATING_MIN, max: RATING_MAX } as const;
const scale = {
  kind: 'scale',
  min: RECOMMEND_MIN,
  max: RECOMMEND_MAX,
  ends: { low: SurveyText.recommendLow, high: SurveyText.recommendHigh },
} as const;
const nothing = () => {};

/**
 * Issue 15 "The style guide": the post-delivery survey's rating inputs in each state — empty, chosen,
 * optional with its Clear, error and disabled — as stars (1-5) and as the 0-10 scale. The empty ones and
 * the optional one can be tried (click, or Tab in and use the arrow keys).
 */
export function SurveyStyleGuide() {
  const [id, title] = SURVEY_STYLE_GUIDE_SECTION;
  const [tried, setTried] = useState<number | null>(null);
  const [score, setScore] = useState<number | null>(null);
  const [step, setStep] = useState<number | null>(3);
  return (
    <section className="sg-section" aria-labelledby={`sg-${id}`}>
      <h2 id={`sg-${id}`}>{title}</h2>
      <p>The post-delivery survey’s questions: radio groups drawn as stars or as a 0-10 scale.</p>
      <div className="survey-form sg-ratings">
        <RatingScale
          {...stars}
          name="sg-rating-try"
          legend="Empty (try it)"
          hint={SurveyText.overallHint}
          value={tried}
          onChange={setTried}
        />
        <RatingScale {...stars} name="sg-rating-chosen" legend="Chosen" value={4} onChange={nothing} />
        <RatingScale
          {...stars}
          name="sg-rating-optional"
          legend="Optional, chosen (try Clear)"
          value={step}
          onChange={setStep}
          optional
        />
        <RatingScale
          {...stars}
          name="sg-rating-error"
          legend="Error"
          value={null}
          onChange={nothing}
          error={SurveyMessage.overallMissing}
        />
        <RatingScale
          {...stars}
          name="sg-rating-disabled"
          legend="Disabled"
          value={2}
          onChange={nothing}
          disabled
        />
        <RatingScale
          {...scale}
          name="sg-scale-try"
          legend="Scale, empty (try it)"
          value={score}
          onChange={setScore}
        />
        <RatingScale {...scale} name="sg-scale-chosen" legend="Scale, chosen" value={9} onChange={nothing} />
        <RatingScale
          {...scale}
          name="sg-scale-error"
          legend="Scale, error"
          value={null}
          onChange={nothing}
          error={SurveyMessage.recommendMissing}
        />
        <RatingScale
          {...scale}
          name="sg-scale-disabled"
          legend="Scale, disabled"
          value={7}
          onChange={nothing}
          disabled
        />
      </div>
    </section>
  );
}

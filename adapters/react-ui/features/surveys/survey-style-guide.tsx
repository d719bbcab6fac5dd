import { type ReactNode, useState } from 'react';
import { SurveyMessage } from '../../../../domain/surveys/post-delivery-survey';
import { RatingScale, RECOMMEND_SCALE, STARS } from './rating-scale';
import { SurveyText } from './survey-text';

/** The style guide's section id and title (its table of contents links here). */
export const SURVEY_STYLE_GUIDE_SECTION = ['rating-inputs', 'Survey rating inputs'] as const;

const nothing = () => {};

/**
 * One kind of rating input in the states every kind has: empty (try it), chosen, error and disabled; an
 * extra specimen (children) stands after the chosen one.
 */
function RatingStates({
  input,
  name,
  legend,
  hint,
  chosen,
  error,
  disabled,
  children,
}: {
  input: typeof STARS | typeof RECOMMEND_SCALE;
  /** The radio groups' names start with it. */
  name: string;
  /** The legend of a state ('Chosen', 'Error'...). */
  legend(state: string): string;
  hint?: string;
  chosen: number;
  error: string;
  disabled: number;
  children?: ReactNode;
}) {
  const [tried, setTried] = useState<number | null>(null);
  const fixed = { ...input, onChange: nothing };
  return (
    <>
      <RatingScale
        {...input}
        name={`${name}-try`}
        legend={legend('Empty (try it)')}
        hint={hint}
        value={tried}
        onChange={setTried}
      />
      <RatingScale {...fixed} name={`${name}-chosen`} legend={legend('Chosen')} value={chosen} />
      {children}
      <RatingScale {...fixed} name={`${name}-error`} legend={legend('Error')} value={null} error={error} />
      <RatingScale
        {...fixed}
        name={`${name}-disabled`}
        legend={legend('Disabled')}
        value={disabled}
        disabled
      />
    </>
  );
}

/**
 * Issue 15 "The style guide": the post-delivery survey's rating inputs in each state — empty, chosen,
 * optional with its Clear, error and disabled — as stars (1-5) and as the 0-10 scale. The empty ones and
 * the optional one can be tried (click, or Tab in and use the arrow keys).
 */
export function SurveyStyleGuide() {
  const [id, title] = SURVEY_STYLE_GUIDE_SECTION;
  const [step, setStep] = useState<number | null>(3);
  return (
    <section className="sg-section" aria-labelledby={`sg-${id}`}>
      <h2 id={`sg-${id}`}>{title}</h2>
      <p>The post-delivery survey’s questions: radio groups drawn as stars or as a 0-10 scale.</p>
      <div className="survey-form sg-ratings">
        <RatingStates
          input={STARS}
          name="sg-rating"
          legend={(state) => state}
          hint={SurveyText.overallHint}
          chosen={4}
          error={SurveyMessage.overallMissing}
          disabled={2}
        >
          <RatingScale
            {...STARS}
            name="sg-rating-optional"
            legend="Optional, chosen (try Clear)"
            value={step}
            onChange={setStep}
            optional
          />
        </RatingStates>
        <RatingStates
          input={RECOMMEND_SCALE}
          name="sg-scale"
          legend={(state) => `Scale, ${state.toLowerCase()}`}
          chosen={9}
          error={SurveyMessage.recommendMissing}
          disabled={7}
        />
      </div>
    </section>
  );
}

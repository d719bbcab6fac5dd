import { useId } from 'react';
import './surveys.css';
import {
  RATING_MAX,
  RATING_MIN,
  RECOMMEND_MAX,
  RECOMMEND_MIN,
} from '../../../../domain/surveys/post-delivery-survey';
import { FieldError } from '../pages/page-parts';
import { SurveyText } from './survey-text';

export interface RatingScaleProps {
  /** The radio group's name (one group per question). */
  name: string;
  /** The question. */
  legend: string;
  hint?: string;
  /** Stars (1-5) or a numbered scale (0-10). */
  kind: 'stars' | 'scale';
  min: number;
  max: number;
  /** The chosen value, or null for none. */
  value: number | null;
  onChange(value: number | null): void;
  /** The message shown under the question; marks it invalid. */
  error?: string | null;
  disabled?: boolean;
  /** Shows "(optional)" and a way to clear the rating once chosen. */
  optional?: boolean;
  /** For a scale: the words of its two ends ('Not at all likely', 'Extremely likely'). */
  ends?: { low: string; high: string };
  testId?: string;
}

/** The survey's two kinds of question: stars (1-5), and the 0-10 'would you recommend' scale with its ends. */
export const STARS = { kind: 'stars', min: RATING_MIN, max: RATING_MAX } as const;
export const RECOMMEND_SCALE = {
  kind: 'scale',
  min: RECOMMEND_MIN,
  max: RECOMMEND_MAX,
  ends: { low: SurveyText.recommendLow, high: SurveyText.recommendHigh },
} as const;

/** An outlined star that fills when chosen (drawn, so that it needs no font and no text contrast). */
function Star() {
  return (
    <svg className="rating-star" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9z" />
    </svg>
  );
}

/**
 * Issue 15, the survey's rating inputs: a radio group (one native radio per value, so arrow keys move the
 * choice and Tab leaves the group) styled as stars or as a numbered scale. Each option has its own name
 * ('4 stars', '9 (Extremely likely)' at an end); the group is the question (legend), described by its hint
 * and its error. States: empty, chosen, error, disabled.
 */
export function RatingScale({
  name,
  legend,
  hint,
  kind,
  min,
  max,
  value,
  onChange,
  error = null,
  disabled = false,
  optional = false,
  ends,
  testId,
}: RatingScaleProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const optionName = (n: number) => {
    if (kind === 'stars') return n === 1 ? '1 star' : `${n} stars`;
    if (ends && n === min) return `${n} (${ends.low})`;
    if (ends && n === max) return `${n} (${ends.high})`;
    return String(n);
  };
  const state = error ? 'error' : value !== null ? 'chosen' : 'empty';
  return (
    <fieldset
      className="rating"
      data-kind={kind}
      data-state={state}
      data-testid={testId}
      aria-describedby={describedBy}
      disabled={disabled}
    >
      <legend>
        {legend}
        {optional ? <span className="rating-optional"> (optional)</span> : null}
      </legend>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="rating-row">
        <div className="rating-options">
          {values.map((n) => (
            <label
              key={n}
              className="rating-option"
              data-checked={value === n}
              data-filled={kind === 'stars' && value !== null && n <= value}
            >
              <input
                type="radio"
                className="rating-input"
                name={name}
                value={n}
                checked={value === n}
                disabled={disabled}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
              />
              {kind === 'stars' ? (
                <Star />
              ) : (
                <span className="rating-number" aria-hidden="true">
                  {n}
                </span>
              )}
              <span className="visually-hidden">{optionName(n)}</span>
            </label>
          ))}
        </div>
        {kind === 'stars' ? (
          <span className="rating-value" aria-hidden="true">
            {value === null ? '' : `${value} of ${max}`}
          </span>
        ) : null}
      </div>
      {ends ? (
        <div className="rating-ends" aria-hidden="true">
          <span>
            {min} = {ends.low}
          </span>
          <span>
            {max} = {ends.high}
          </span>
        </div>
      ) : null}
      {optional && value !== null && !disabled ? (
        <button type="button" className="rating-clear" onClick={() => onChange(null)}>
          Clear<span className="visually-hidden"> the rating of {legend}</span>
        </button>
      ) : null}
      <FieldError id={errorId} messages={error} />
    </fieldset>
  );
}

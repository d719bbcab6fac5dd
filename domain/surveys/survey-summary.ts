import { enumOf, type ValueOf } from '../shared/enum';
/**
 * Issue 15 `relomove surveys`: the summary staff read of the post-delivery answers: how many, the average
 * of each score, and the Net Promoter Score of the likelihood to recommend (0-10): the percentage of
 * promoters (9-10) minus the percentage of detractors (0-6), passives (7-8) counting only in the total.
 */
import { type PostDeliveryAnswers, SURVEY_STEPS, type SurveyStep } from './post-delivery-survey';

/** The lowest score of a promoter, and the highest of a detractor (the usual NPS bands). */
export const PROMOTER_MIN = 9;
export const DETRACTOR_MAX = 6;

export const NpsGroup = enumOf('Promoter', 'Passive', 'Detractor');
export type NpsGroup = ValueOf<typeof NpsGroup>;

/** The NPS band of a likelihood to recommend (0-10). */
export function npsGroupOf(score: number): NpsGroup {
  if (score >= PROMOTER_MIN) return NpsGroup.Promoter;
  if (score <= DETRACTOR_MAX) return NpsGroup.Detractor;
  return NpsGroup.Passive;
}

export interface NetPromoterScore {
  /** % promoters minus % detractors, rounded to a whole number: -100 to 100. */
  readonly score: number;
  readonly promoters: number;
  readonly passives: number;
  readonly detractors: number;
  readonly count: number;
}

/** The NPS of some likelihood-to-recommend scores; null when there are none (no score means nothing). */
export function netPromoterScore(scores: readonly number[]): NetPromoterScore | null {
  if (scores.length === 0) return null;
  let promoters = 0;
  let detractors = 0;
  for (const s of scores) {
    const group = npsGroupOf(s);
    if (group === NpsGroup.Promoter) promoters++;
    else if (group === NpsGroup.Detractor) detractors++;
  }
  const count = scores.length;
  // Whole numbers first, one division: (p - d) * 100 / n is exact until the final rounding.
  const score = Math.round(((promoters - detractors) * 100) / count);
  return {
    score: score === 0 ? 0 : score,
    promoters,
    passives: count - promoters - detractors,
    detractors,
    count,
  };
}

/** One score's average and how many answers gave it. */
export interface ScoreAverage {
  /** The mean, or null when no answer gave this score. */
  readonly average: number | null;
  readonly count: number;
}

export function averageOf(values: readonly number[]): ScoreAverage {
  if (values.length === 0) return { average: null, count: 0 };
  let sum = 0;
  for (const v of values) sum += v;
  return { average: sum / values.length, count: values.length };
}

export interface SurveySummary {
  readonly count: number;
  readonly overall: ScoreAverage;
  /** Each step's average over the answers that rated it (a skipped step is not a zero). */
  readonly steps: Readonly<Record<SurveyStep, ScoreAverage>>;
  readonly recommend: ScoreAverage;
  readonly nps: NetPromoterScore | null;
}

/** The summary of some answers (any order: the result does not depend on it). */
export function summarizeSurveys(answers: readonly PostDeliveryAnswers[]): SurveySummary {
  const steps = {} as Record<SurveyStep, ScoreAverage>;
  for (const step of SURVEY_STEPS) {
    steps[step] = averageOf(answers.map((a) => a.StepRatings[step]).filter((v): v is number => v !== null));
  }
  const recommend = answers.map((a) => a.RecommendScore);
  return {
    count: answers.length,
    overall: averageOf(answers.map((a) => a.OverallRating)),
    steps,
    recommend: averageOf(recommend),
    nps: netPromoterScore(recommend),
  };
}

/** An average as people read it: one decimal ('4.5'), or '-' when nothing was rated. */
export function averageText(average: number | null): string {
  return average === null ? '-' : (Math.round(average * 10) / 10).toFixed(1);
}

/** An NPS as it is written: '+50', '0', '-25'. */
export function npsText(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}

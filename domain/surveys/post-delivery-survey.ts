/**
 * §1 "a post-delivery survey tool" and §7 POST surveys/post-delivery (its fields are "not shown": our design,
 * docs/decisions.md 2026-11-26). After the delivery the customer rates the move overall (1-5), each step they
 * went through (drop-off, pickup, transit, delivery; 1-5, each optional), how likely they are to recommend
 * us (0-10) and may leave a comment. One answer per move; answering again changes it.
 *
 * Pure: which steps a move had and whether it is delivered come in as the shipment's milestone states.
 */
import { err, ok, type Result } from 'neverthrow';
import { DeliveryType } from '../quote/enums';
import { enumOf, type ValueOf } from '../shared/enum';
import { Milestone, MilestoneState } from '../shipment/enums';
import type { FieldError } from '../validation/field-messages';
import { maxLengthMessage } from '../validation/messages';

/** The steps of a move the survey asks about, in the order a move goes through them. */
export const SurveyStep = enumOf('DropOff', 'Pickup', 'Transit', 'Delivery');
export type SurveyStep = ValueOf<typeof SurveyStep>;
export const SURVEY_STEPS: readonly SurveyStep[] = Object.values(SurveyStep);

/** A star rating: 1 (poor) to 5 (excellent). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** "How likely are you to recommend us?": 0 (not at all likely) to 10 (extremely likely), as NPS asks it. */
export const RECOMMEND_MIN = 0;
export const RECOMMEND_MAX = 10;
/** The comment's length limit (characters, after trimming). */
export const SURVEY_COMMENT_MAX = 2000;

/** The wire's field names (§7 payload, ours), used in the 'field - message' lines. */
export const SurveyField = enumOf('QuoteId', 'OverallRating', 'StepRatings', 'RecommendScore', 'Comment');

/** The field of one step's rating: 'StepRatings.DropOff'. */
export const stepField = (step: SurveyStep) => `${SurveyField.StepRatings}.${step}`;

export const SurveyMessage = {
  overallMissing: 'Please rate your move overall',
  recommendMissing: 'Please choose how likely you are to recommend us',
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX}`,
  recommend: `Choose a score from ${RECOMMEND_MIN} to ${RECOMMEND_MAX}`,
  stepNotInMove: 'This step was not part of your move',
  notDelivered: 'Your survey opens once your delivery is complete',
  cancelled: 'This reservation was cancelled, so there is no delivery to rate',
} as const;

/** One move's answers, as stored: every step present, null when the customer did not rate it. */
export interface PostDeliveryAnswers {
  readonly OverallRating: number;
  readonly StepRatings: Readonly<Record<SurveyStep, number | null>>;
  readonly RecommendScore: number;
  readonly Comment: string;
}

/** What a customer sent, before the rules: any value may be missing. */
export interface PostDeliveryInput {
  readonly OverallRating: number | null | undefined;
  readonly StepRatings?: Readonly<Partial<Record<SurveyStep, number | null | undefined>>> | undefined;
  readonly RecommendScore: number | null | undefined;
  readonly Comment?: string | null | undefined;
}

const within = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/**
 * The survey's rules, as §5 'field - message' errors: the overall rating (1-5) and the likelihood to
 * recommend (0-10) are required; each step's rating is optional (1-5) and only for a step the move had
 * (`steps`); the comment is trimmed and at most SURVEY_COMMENT_MAX characters.
 */
export function validatePostDeliveryAnswers(
  input: PostDeliveryInput,
  steps: readonly SurveyStep[],
): Result<PostDeliveryAnswers, FieldError[]> {
  const errors: FieldError[] = [];
  const overall = input.OverallRating;
  if (overall === null || overall === undefined)
    errors.push({ field: SurveyField.OverallRating, message: SurveyMessage.overallMissing });
  else if (!within(overall, RATING_MIN, RATING_MAX))
    errors.push({ field: SurveyField.OverallRating, message: SurveyMessage.rating });

  const ratings = {} as Record<SurveyStep, number | null>;
  for (const step of SURVEY_STEPS) {
    const value = input.StepRatings?.[step];
    ratings[step] = null;
    if (value === null || value === undefined) continue;
    if (!within(value, RATING_MIN, RATING_MAX)) {
      errors.push({ field: stepField(step), message: SurveyMessage.rating });
    } else if (!steps.includes(step)) {
      errors.push({ field: stepField(step), message: SurveyMessage.stepNotInMove });
    } else ratings[step] = value;
  }

  const recommend = input.RecommendScore;
  if (recommend === null || recommend === undefined)
    errors.push({ field: SurveyField.RecommendScore, message: SurveyMessage.recommendMissing });
  else if (!within(recommend, RECOMMEND_MIN, RECOMMEND_MAX))
    errors.push({ field: SurveyField.RecommendScore, message: SurveyMessage.recommend });

  const comment = (input.Comment ?? '').trim();
  if (comment.length > SURVEY_COMMENT_MAX)
    errors.push({ field: SurveyField.Comment, message: maxLengthMessage(SURVEY_COMMENT_MAX) });

  if (errors.length > 0 || overall === null || overall === undefined || recommend == null) return err(errors);
  return ok({ OverallRating: overall, StepRatings: ratings, RecommendScore: recommend, Comment: comment });
}

/**
 * The milestones a step stands for: drop-off and pickup at the origin door; transit; the delivery to the
 * door, or at a service-center destination the customer's unloading there.
 */
const STEP_MILESTONES: Readonly<Record<SurveyStep, readonly Milestone[]>> = {
  DropOff: [Milestone.DropOff],
  Pickup: [Milestone.OriginPickup],
  Transit: [Milestone.Transit],
  Delivery: [Milestone.Delivery, Milestone.TerminalUnloading],
};

/** A milestone's §4 dashboard state, as the shipment says it. */
export type MilestoneStatusOf = (milestone: Milestone) => MilestoneState;

/** The steps this move had (a service-center origin has no drop-off or pickup at home), in order. */
export function surveyStepsOf(statusOf: MilestoneStatusOf): SurveyStep[] {
  return SURVEY_STEPS.filter((step) =>
    STEP_MILESTONES[step].some((m) => statusOf(m) !== MilestoneState.Disabled),
  );
}

/**
 * "After Delivery is Complete" (issue 15): at a door destination once the Delivery milestone is Complete;
 * at a service-center destination (Delivery does not apply) once the customer's unloading there is.
 */
export function deliveredForSurvey(destination: DeliveryType, statusOf: MilestoneStatusOf): boolean {
  const milestone = destination === DeliveryType.Door ? Milestone.Delivery : Milestone.TerminalUnloading;
  return statusOf(milestone) === MilestoneState.Complete;
}

/** Whether the survey takes answers now, and the steps the move had. */
export type PostDeliverySurveyState =
  | { readonly open: true; readonly steps: readonly SurveyStep[] }
  | {
      readonly open: false;
      readonly reason: 'NotDelivered' | 'Cancelled';
      readonly message: string;
      readonly steps: readonly SurveyStep[];
    };

/** The survey's state for a booked move: open once delivered; never for a cancelled one. */
export function postDeliverySurveyState(move: {
  readonly destination: DeliveryType;
  readonly statusOf: MilestoneStatusOf;
  readonly cancelled: boolean;
}): PostDeliverySurveyState {
  const steps = surveyStepsOf(move.statusOf);
  if (move.cancelled) return { open: false, reason: 'Cancelled', message: SurveyMessage.cancelled, steps };
  if (!deliveredForSurvey(move.destination, move.statusOf))
    return { open: false, reason: 'NotDelivered', message: SurveyMessage.notDelivered, steps };
  return { open: true, steps };
}

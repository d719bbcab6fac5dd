import { describe, expect, it } from 'vitest';
import { DeliveryType } from '../quote/enums';
import { type Milestone, MilestoneState } from '../shipment/enums';
import {
  deliveredForSurvey,
  postDeliverySurveyState,
  SURVEY_COMMENT_MAX,
  SURVEY_STEPS,
  SurveyMessage,
  surveyStepsOf,
  validatePostDeliveryAnswers,
} from './post-delivery-survey';

/** The milestone states of a move: every milestone Future unless told. */
const statuses =
  (over: Partial<Record<Milestone, MilestoneState>>) =>
  (m: Milestone): MilestoneState =>
    over[m] ?? MilestoneState.Future;

/** A door-to-door move (the terminal milestones do not apply). */
const doorToDoor = (over: Partial<Record<Milestone, MilestoneState>> = {}) =>
  statuses({
    TerminalLoading: MilestoneState.Disabled,
    TerminalUnloading: MilestoneState.Disabled,
    Storage: MilestoneState.Disabled,
    ...over,
  });
/** A terminal-to-terminal move (no door milestones). */
const terminalToTerminal = (over: Partial<Record<Milestone, MilestoneState>> = {}) =>
  statuses({
    DropOff: MilestoneState.Disabled,
    CustomerLoading: MilestoneState.Disabled,
    OriginPickup: MilestoneState.Disabled,
    Delivery: MilestoneState.Disabled,
    CustomerUnloading: MilestoneState.Disabled,
    DestinationPickup: MilestoneState.Disabled,
    ...over,
  });

describe('the post-delivery survey opens after Delivery is Complete (§1 post-delivery survey tool, issue 15)', () => {
  it('at a door destination: once Delivery is Complete, not while it is Active', () => {
    expect(deliveredForSurvey(DeliveryType.Door, doorToDoor({ Delivery: MilestoneState.Active }))).toBe(
      false,
    );
    expect(deliveredForSurvey(DeliveryType.Door, doorToDoor({ Delivery: MilestoneState.Complete }))).toBe(
      true,
    );
  });

  it('at a service-center destination (no Delivery): once the unloading there is Complete', () => {
    const unloading = (s: MilestoneState) => terminalToTerminal({ TerminalUnloading: s });
    expect(deliveredForSurvey(DeliveryType.Terminal, unloading(MilestoneState.Active))).toBe(false);
    expect(deliveredForSurvey(DeliveryType.Terminal, unloading(MilestoneState.Complete))).toBe(true);
  });

  it('says why it is closed: not delivered yet, or cancelled; the steps are those the move had', () => {
    expect(
      postDeliverySurveyState({ destination: DeliveryType.Door, statusOf: doorToDoor(), cancelled: false }),
    ).toEqual({
      open: false,
      reason: 'NotDelivered',
      message: SurveyMessage.notDelivered,
      steps: ['DropOff', 'Pickup', 'Transit', 'Delivery'],
    });
    expect(
      postDeliverySurveyState({ destination: DeliveryType.Door, statusOf: doorToDoor(), cancelled: true }),
    ).toMatchObject({ open: false, reason: 'Cancelled', message: SurveyMessage.cancelled });
    expect(
      postDeliverySurveyState({
        destination: DeliveryType.Terminal,
        statusOf: terminalToTerminal({ TerminalUnloading: MilestoneState.Complete }),
        cancelled: false,
      }),
    ).toEqual({ open: true, steps: ['Transit', 'Delivery'] });
  });

  it('a service-center origin has no drop-off or pickup at home to rate', () => {
    expect(surveyStepsOf(terminalToTerminal())).toEqual(['Transit', 'Delivery']);
    expect(surveyStepsOf(doorToDoor())).toEqual(SURVEY_STEPS);
  });
});

describe('the survey answers (§7 POST surveys/post-delivery, our fields; §5 field - message)', () => {
  const all = SURVEY_STEPS;

  it('keeps a full answer, the comment trimmed', () => {
    const answer = validatePostDeliveryAnswers(
      {
        OverallRating: 5,
        StepRatings: { DropOff: 4, Pickup: 5, Transit: 3, Delivery: 5 },
        RecommendScore: 10,
        Comment: '  Great crew.  ',
      },
      all,
    );
    expect(answer._unsafeUnwrap()).toEqual({
      OverallRating: 5,
      StepRatings: { DropOff: 4, Pickup: 5, Transit: 3, Delivery: 5 },
      RecommendScore: 10,
      Comment: 'Great crew.',
    });
  });

  it('takes each step rating as optional (null when skipped), and no comment', () => {
    const answer = validatePostDeliveryAnswers(
      { OverallRating: 3, StepRatings: { Transit: null }, RecommendScore: 0 },
      all,
    );
    expect(answer._unsafeUnwrap()).toEqual({
      OverallRating: 3,
      StepRatings: { DropOff: null, Pickup: null, Transit: null, Delivery: null },
      RecommendScore: 0,
      Comment: '',
    });
  });

  it('requires the overall rating and the likelihood to recommend, each in its range', () => {
    expect(
      validatePostDeliveryAnswers({ OverallRating: null, RecommendScore: undefined }, all)._unsafeUnwrapErr(),
    ).toEqual([
      { field: 'OverallRating', message: SurveyMessage.overallMissing },
      { field: 'RecommendScore', message: SurveyMessage.recommendMissing },
    ]);
    for (const [OverallRating, RecommendScore] of [
      [0, 11],
      [6, -1],
      [4.5, 9.5],
    ] as const) {
      expect(validatePostDeliveryAnswers({ OverallRating, RecommendScore }, all)._unsafeUnwrapErr()).toEqual([
        { field: 'OverallRating', message: 'Choose a rating from 1 to 5' },
        { field: 'RecommendScore', message: 'Choose a score from 0 to 10' },
      ]);
    }
  });

  it('refuses a step rating out of range, and a rating of a step the move did not have', () => {
    const errors = validatePostDeliveryAnswers(
      { OverallRating: 4, StepRatings: { DropOff: 4, Transit: 7 }, RecommendScore: 8 },
      ['Transit', 'Delivery'],
    )._unsafeUnwrapErr();
    expect(errors).toEqual([
      { field: 'StepRatings.DropOff', message: SurveyMessage.stepNotInMove },
      { field: 'StepRatings.Transit', message: 'Choose a rating from 1 to 5' },
    ]);
  });

  it(`bounds the comment at ${SURVEY_COMMENT_MAX} characters (§5 'The maximum length allowed is {max}')`, () => {
    const at = validatePostDeliveryAnswers(
      { OverallRating: 4, RecommendScore: 8, Comment: 'x'.repeat(SURVEY_COMMENT_MAX) },
      all,
    );
    expect(at.isOk()).toBe(true);
    expect(
      validatePostDeliveryAnswers(
        { OverallRating: 4, RecommendScore: 8, Comment: 'x'.repeat(SURVEY_COMMENT_MAX + 1) },
        all,
      )._unsafeUnwrapErr(),
    ).toEqual([{ field: 'Comment', message: `The maximum length allowed is ${SURVEY_COMMENT_MAX}` }]);
  });
});

import { z } from 'zod';
import type { StoredPostDeliverySurvey } from '../../../application/ports/survey-store';
import type { CovidAcknowledgementView } from '../../../application/surveys/covid-acknowledgement';
import type { PostDeliverySurveyView } from '../../../application/surveys/post-delivery-survey';
import type { SurveyReport } from '../../../application/surveys/read-surveys';
import { exactIsoDate, ISO_DATE_MESSAGE } from '../../../domain/calendar/iso-date';
import { covidFollowUp } from '../../../domain/surveys/covid-acknowledgement';
import {
  SURVEY_COMMENT_MAX,
  SURVEY_STEPS,
  type SurveyStep,
} from '../../../domain/surveys/post-delivery-survey';
import type { ScoreAverage, SurveySummary } from '../../../domain/surveys/survey-summary';
import { Text, listValues as values } from './common';

/**
 * Issue 15 surveys on the wire (§7 "POST surveys/covid, POST surveys/post-delivery | not shown": our design,
 * docs/decisions.md). The owner of a booked move answers them; GET on each path with the move's reference
 * reads the survey's state and the answer given (to prefill the form). Staff read the post-delivery answers
 * with their summary at GET staff/surveys (the CLI's --api mode).
 */
export const POST_DELIVERY_SURVEY_PATH = '/api/surveys/post-delivery';
export const POST_DELIVERY_SURVEY_VIEW_PATH = '/api/surveys/post-delivery/{id}';
export const COVID_SURVEY_PATH = '/api/surveys/covid';
export const COVID_SURVEY_VIEW_PATH = '/api/surveys/covid/{id}';
export const STAFF_SURVEYS_PATH = '/api/staff/surveys';

const Step = z.enum(values<SurveyStep>(SURVEY_STEPS));
/** A rating or score as sent: a number (the domain checks its range), or null for none given. */
const Score = z.number().nullable();

/** §7 POST surveys/post-delivery: the move and the answers; each step's rating may be left out or null. */
export const PostDeliverySurveyRequest = z
  .object({
    QuoteId: z.number().int().positive(),
    /** 1-5, required. */
    OverallRating: Score,
    /** 1-5 each, optional; only the steps the move had (the survey's Steps). */
    StepRatings: z
      .object({
        DropOff: Score.optional(),
        Pickup: Score.optional(),
        Transit: Score.optional(),
        Delivery: Score.optional(),
      })
      .strict()
      .optional(),
    /** How likely to recommend us, 0-10, required. */
    RecommendScore: Score,
    Comment: Text(SURVEY_COMMENT_MAX).optional(),
  })
  .strict();
export type PostDeliverySurveyRequest = z.infer<typeof PostDeliverySurveyRequest>;

const StepRatings = z.object({
  DropOff: z.number().int().nullable(),
  Pickup: z.number().int().nullable(),
  Transit: z.number().int().nullable(),
  Delivery: z.number().int().nullable(),
});

/** An answer as given: the ratings, the score, the comment, and when it was first given and last changed. */
export const WirePostDeliveryAnswer = z.object({
  OverallRating: z.number().int(),
  StepRatings,
  RecommendScore: z.number().int(),
  Comment: z.string(),
  /** ISO-8601 instants. */
  SubmittedAt: z.string(),
  UpdatedAt: z.string(),
});

/** The survey of one move: whether it takes answers now (else why), the steps the move had, the answer. */
export const WirePostDeliverySurvey = z.object({
  QuoteId: z.number().int(),
  Open: z.boolean(),
  /** Why it is closed: NotDelivered (opens once the delivery is complete) or Cancelled; null when open. */
  Reason: z.enum(['NotDelivered', 'Cancelled']).nullable(),
  Message: z.string().nullable(),
  Steps: z.array(Step),
  Answer: WirePostDeliveryAnswer.nullable(),
});
export type WirePostDeliverySurvey = z.infer<typeof WirePostDeliverySurvey>;

export const PostDeliverySurveyResponse = z.object({
  success: z.literal(true),
  Survey: WirePostDeliverySurvey,
});

export const SubmitPostDeliverySurveyResponse = z.object({
  success: z.literal(true),
  /** Created: the move's first answer; Updated: it replaced the answer given before. */
  Outcome: z.enum(['Created', 'Updated']),
  Survey: WirePostDeliverySurvey,
});

/** §7 POST surveys/covid: the move and the household's health-and-safety answers. */
export const CovidSurveyRequest = z
  .object({
    QuoteId: z.number().int().positive(),
    /** Nobody in the household has symptoms, a positive test or an order to isolate (last 10 days); required. */
    HouseholdWell: z.boolean().nullable(),
    /** Ask the crew to wear masks at the customer's home (default false). */
    MasksRequested: z.boolean().optional(),
    /** Prefer a contactless handover (default false). */
    ContactlessHandover: z.boolean().optional(),
    /** The customer read how our crews keep visits safe: must be true. */
    Acknowledged: z.boolean(),
  })
  .strict();
export type CovidSurveyRequest = z.infer<typeof CovidSurveyRequest>;

export const WireCovidSurvey = z.object({
  QuoteId: z.number().int(),
  Open: z.boolean(),
  /** Why it is closed: NoVisitsAhead (no crew visit to the home ahead) or Cancelled; null when open. */
  Reason: z.enum(['NoVisitsAhead', 'Cancelled']).nullable(),
  Message: z.string().nullable(),
  Acknowledgement: z
    .object({
      HouseholdWell: z.boolean(),
      MasksRequested: z.boolean(),
      ContactlessHandover: z.boolean(),
      SubmittedAt: z.string(),
      UpdatedAt: z.string(),
    })
    .nullable(),
  /** What we ask of the customer after their answer (call us when someone is unwell), or null. */
  FollowUp: z.string().nullable(),
});
export type WireCovidSurvey = z.infer<typeof WireCovidSurvey>;

export const CovidSurveyResponse = z.object({ success: z.literal(true), Survey: WireCovidSurvey });
export const SubmitCovidSurveyResponse = z.object({
  success: z.literal(true),
  Outcome: z.enum(['Created', 'Updated']),
  Survey: WireCovidSurvey,
});

/** The fields both surveys' answers open with: the move, and whether the survey is open (or why not). */
function wireSurveyState<R extends string>(view: {
  quoteId: number;
  state: { open: true } | { open: false; reason: R; message: string };
}) {
  const { state } = view;
  return {
    QuoteId: view.quoteId,
    Open: state.open,
    Reason: state.open ? null : state.reason,
    Message: state.open ? null : state.message,
  };
}

export function toWirePostDeliverySurvey(view: PostDeliverySurveyView): WirePostDeliverySurvey {
  const { state, survey } = view;
  return {
    ...wireSurveyState(view),
    Steps: [...state.steps],
    Answer: survey
      ? {
          OverallRating: survey.answers.OverallRating,
          StepRatings: { ...survey.answers.StepRatings },
          RecommendScore: survey.answers.RecommendScore,
          Comment: survey.answers.Comment,
          SubmittedAt: survey.submittedAt,
          UpdatedAt: survey.updatedAt,
        }
      : null,
  };
}

export function toWireCovidSurvey(view: CovidAcknowledgementView): WireCovidSurvey {
  const { acknowledgement } = view;
  return {
    ...wireSurveyState(view),
    Acknowledgement: acknowledgement
      ? {
          ...acknowledgement.acknowledgement,
          SubmittedAt: acknowledgement.submittedAt,
          UpdatedAt: acknowledgement.updatedAt,
        }
      : null,
    FollowUp: acknowledgement ? covidFollowUp(acknowledgement.acknowledgement) : null,
  };
}

/** The message of a bad `since` (GET staff/surveys ?since=, `relomove surveys --since`). */
export const SINCE_MESSAGE = ISO_DATE_MESSAGE;

/** A `since` day, read as the start of that day in UTC (an ISO instant); null when it is not a real date. */
export function sinceInstant(date: string): string | null {
  const day = exactIsoDate(date);
  return day === null ? null : `${day}T00:00:00.000Z`;
}

/** ?since=YYYY-MM-DD: only the answers given or changed on or after that day (UTC). */
export const StaffSurveysQuery = z
  .object({
    since: z
      .string()
      .refine((s) => sinceInstant(s) !== null, SINCE_MESSAGE)
      .optional(),
  })
  .strict();

const Average = z.object({ Average: z.number().nullable(), Count: z.number().int() });

export const WireSurveyAnswer = WirePostDeliveryAnswer.extend({
  QuoteId: z.number().int(),
  /** The customer's email when they answered. */
  SubmittedBy: z.string(),
  /** How many times it was sent (1, then one more per change). */
  Revision: z.number().int(),
});
export type WireSurveyAnswer = z.infer<typeof WireSurveyAnswer>;

export const WireSurveySummary = z.object({
  Count: z.number().int(),
  Overall: Average,
  Steps: z.object({ DropOff: Average, Pickup: Average, Transit: Average, Delivery: Average }),
  Recommend: Average,
  /** % promoters (9-10) minus % detractors (0-6), a whole number; null with no answers. */
  Nps: z
    .object({
      Score: z.number().int(),
      Promoters: z.number().int(),
      Passives: z.number().int(),
      Detractors: z.number().int(),
      Count: z.number().int(),
    })
    .nullable(),
});

export const StaffSurveysResponse = z.object({
  success: z.literal(true),
  /** The ?since= day, or null for every answer. */
  Since: z.string().nullable(),
  /** Newest change first. */
  Answers: z.array(WireSurveyAnswer),
  Summary: WireSurveySummary,
});
export type StaffSurveysResponse = z.infer<typeof StaffSurveysResponse>;

/** An average on the wire: two decimals at most. */
const wireAverage = (a: ScoreAverage) => ({
  Average: a.average === null ? null : Math.round(a.average * 100) / 100,
  Count: a.count,
});

export function toWireSurveyAnswer(stored: StoredPostDeliverySurvey): WireSurveyAnswer {
  return {
    QuoteId: stored.quoteId,
    SubmittedBy: stored.submittedBy,
    Revision: stored.revision,
    OverallRating: stored.answers.OverallRating,
    StepRatings: { ...stored.answers.StepRatings },
    RecommendScore: stored.answers.RecommendScore,
    Comment: stored.answers.Comment,
    SubmittedAt: stored.submittedAt,
    UpdatedAt: stored.updatedAt,
  };
}

export function toWireSurveySummary(summary: SurveySummary): z.infer<typeof WireSurveySummary> {
  return {
    Count: summary.count,
    Overall: wireAverage(summary.overall),
    Steps: {
      DropOff: wireAverage(summary.steps.DropOff),
      Pickup: wireAverage(summary.steps.Pickup),
      Transit: wireAverage(summary.steps.Transit),
      Delivery: wireAverage(summary.steps.Delivery),
    },
    Recommend: wireAverage(summary.recommend),
    Nps: summary.nps
      ? {
          Score: summary.nps.score,
          Promoters: summary.nps.promoters,
          Passives: summary.nps.passives,
          Detractors: summary.nps.detractors,
          Count: summary.nps.count,
        }
      : null,
  };
}

/** GET staff/surveys' answer (and `relomove surveys --json`): the same fields in process and remote. */
export function toWireSurveyReport(report: SurveyReport, since: string | null): StaffSurveysResponse {
  return {
    success: true,
    Since: since,
    Answers: report.answers.map(toWireSurveyAnswer),
    Summary: toWireSurveySummary(report.summary),
  };
}

/** GET staff/surveys' answer back as the use case's report (the CLI's --api mode prints the same). */
export function surveyReportFromWire(answer: StaffSurveysResponse): SurveyReport {
  const average = (a: z.infer<typeof Average>): ScoreAverage => ({ average: a.Average, count: a.Count });
  const s = answer.Summary;
  return {
    answers: answer.Answers.map((a) => ({
      quoteId: a.QuoteId,
      submittedBy: a.SubmittedBy,
      submittedAt: a.SubmittedAt,
      updatedAt: a.UpdatedAt,
      revision: a.Revision,
      answers: {
        OverallRating: a.OverallRating,
        StepRatings: { ...a.StepRatings },
        RecommendScore: a.RecommendScore,
        Comment: a.Comment,
      },
    })),
    summary: {
      count: s.Count,
      overall: average(s.Overall),
      steps: {
        DropOff: average(s.Steps.DropOff),
        Pickup: average(s.Steps.Pickup),
        Transit: average(s.Steps.Transit),
        Delivery: average(s.Steps.Delivery),
      },
      recommend: average(s.Recommend),
      nps: s.Nps
        ? {
            score: s.Nps.Score,
            promoters: s.Nps.Promoters,
            passives: s.Nps.Passives,
            detractors: s.Nps.Detractors,
            count: s.Nps.Count,
          }
        : null,
    },
  };
}

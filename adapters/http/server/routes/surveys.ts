import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type * as covid from '../../../../application/surveys/covid-acknowledgement';
import type * as postDelivery from '../../../../application/surveys/post-delivery-survey';
import type { ReadSurveys } from '../../../../application/surveys/read-surveys';
import { ErrorResponse } from '../../contract/common';
import type { ApiError } from '../../contract/error-status';
import { MoveParams } from '../../contract/reservations';
import {
  COVID_SURVEY_PATH,
  COVID_SURVEY_VIEW_PATH,
  CovidSurveyRequest,
  CovidSurveyResponse,
  POST_DELIVERY_SURVEY_PATH,
  POST_DELIVERY_SURVEY_VIEW_PATH,
  PostDeliverySurveyRequest,
  PostDeliverySurveyResponse,
  STAFF_SURVEYS_PATH,
  StaffSurveysQuery,
  StaffSurveysResponse,
  SubmitCovidSurveyResponse,
  SubmitPostDeliverySurveyResponse,
  sinceInstant,
  toWireCovidSurvey,
  toWirePostDeliverySurvey,
  toWireSurveyReport,
} from '../../contract/surveys';
import type { App, AppEnv } from '../app';
import { badInput, json, ownMoveFailures, staffOnly, storageUnavailable } from './openapi';
import { refused } from './refused';
import { callerAndMove } from './request-parts';

const NOT_YOURS =
  "No booked move you may see has this reference: 'id - No reservation matches this reference' (QuoteId for the POST)";

const failures = ownMoveFailures(NOT_YOURS);
const NO_SHIPMENT = "The move has no shipment to follow: 'id - …' (reason ShipmentUnavailable)";

const viewPostDelivery = createRoute({
  method: 'get',
  path: POST_DELIVERY_SURVEY_VIEW_PATH,
  tags: ['Surveys'],
  summary:
    'Issue 15 (ours): the post-delivery survey of a booked move: whether it takes answers (open once the delivery is complete; else Reason and Message), the steps the move had, and the answer given (to prefill the form); owner and staff',
  request: { params: MoveParams },
  responses: {
    200: json(PostDeliverySurveyResponse, 'The survey'),
    ...failures,
    409: json(ErrorResponse, NO_SHIPMENT),
  },
});

const submitPostDelivery = createRoute({
  method: 'post',
  path: POST_DELIVERY_SURVEY_PATH,
  tags: ['Surveys'],
  summary:
    '§7 POST surveys/post-delivery (not shown; our design): the owner of a delivered move rates it overall (1-5), each step it had (DropOff, Pickup, Transit, Delivery: 1-5, each optional), how likely they are to recommend us (0-10), with a comment (at most 2,000 characters). One answer per move: a second submission updates the first',
  request: {
    body: {
      ...json(
        PostDeliverySurveyRequest,
        '{QuoteId, OverallRating, StepRatings?: {DropOff?, Pickup?, Transit?, Delivery?}, RecommendScore, Comment?}',
      ),
      required: true,
    },
  },
  responses: {
    200: json(SubmitPostDeliverySurveyResponse, 'Stored: Created (the first answer) or Updated'),
    ...failures,
    409: json(
      ErrorResponse,
      "Not open, nothing stored: 'QuoteId - Your survey opens once your delivery is complete' (reason NotDelivered), or the move was cancelled (reason Cancelled)",
    ),
  },
});

const viewCovid = createRoute({
  method: 'get',
  path: COVID_SURVEY_VIEW_PATH,
  tags: ['Surveys'],
  summary:
    'Issue 15 (ours): the health-and-safety acknowledgement of a booked move: whether it can be given (while a crew visit to the home is ahead; else Reason and Message) and the answer given; owner and staff',
  request: { params: MoveParams },
  responses: {
    200: json(CovidSurveyResponse, 'The acknowledgement'),
    ...failures,
    409: json(ErrorResponse, NO_SHIPMENT),
  },
});

const submitCovid = createRoute({
  method: 'post',
  path: COVID_SURVEY_PATH,
  tags: ['Surveys'],
  summary:
    '§7 POST surveys/covid (not shown; our design): the owner tells us before the crew’s visits whether everyone in the household is well, whether the crew should wear masks, whether they prefer a contactless handover, and acknowledges how crews keep visits safe. One per move: a second submission updates the first',
  request: {
    body: {
      ...json(
        CovidSurveyRequest,
        '{QuoteId, HouseholdWell, MasksRequested?, ContactlessHandover?, Acknowledged: true}',
      ),
      required: true,
    },
  },
  responses: {
    200: json(SubmitCovidSurveyResponse, 'Stored: Created (the first answer) or Updated'),
    ...failures,
    409: json(
      ErrorResponse,
      "Not open, nothing stored: 'QuoteId - No crew visit to your home is ahead for this move' (reason NoVisitsAhead), or the move was cancelled (reason Cancelled)",
    ),
  },
});

const staffSurveys = createRoute({
  method: 'get',
  path: STAFF_SURVEYS_PATH,
  tags: ['Staff'],
  summary:
    'Issue 15 (`relomove surveys`): the post-delivery survey answers, newest change first, with their summary: the count, the average of each score and the NPS (% promoters 9-10 minus % detractors 0-6); ?since=YYYY-MM-DD for those given or changed on or after that day (UTC). Staff only',
  request: { query: StaffSurveysQuery },
  responses: {
    200: json(StaffSurveysResponse, 'The answers and their summary'),
    ...badInput,
    ...staffOnly,
    ...storageUnavailable,
  },
});

export interface SurveyUseCases {
  viewPostDeliverySurvey: postDelivery.ViewPostDeliverySurvey;
  submitPostDeliverySurvey: postDelivery.SubmitPostDeliverySurvey;
  viewCovidAcknowledgement: covid.ViewCovidAcknowledgement;
  submitCovidAcknowledgement: covid.SubmitCovidAcknowledgement;
  readSurveys: ReadSurveys;
}

/** The error answer; `idField` names the move in this request (the POSTs' bodies say QuoteId). */
const fail = (c: Context<AppEnv>, error: ApiError, idField: 'id' | 'QuoteId') =>
  refused<400 | 401 | 403 | 404 | 409 | 503>(c, error, 'a survey call failed', idField);

/** Issue 15: §7 POST surveys/post-delivery and surveys/covid, their GETs, and GET staff/surveys. */
export function registerSurveyRoutes(app: App, useCases: SurveyUseCases): void {
  app.openapi(viewPostDelivery, async (c) => {
    const result = await useCases.viewPostDeliverySurvey.execute(callerAndMove(c));
    if (result.isErr()) return fail(c, result.error, 'id') as never;
    return c.json({ success: true as const, Survey: toWirePostDeliverySurvey(result.value) }, 200);
  });

  app.openapi(submitPostDelivery, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.submitPostDeliverySurvey.execute({
      viewer: c.get('viewer'),
      quoteId: body.QuoteId,
      answers: {
        OverallRating: body.OverallRating,
        StepRatings: body.StepRatings,
        RecommendScore: body.RecommendScore,
        Comment: body.Comment,
      },
    });
    if (result.isErr()) return fail(c, result.error, 'QuoteId') as never;
    return c.json(
      {
        success: true as const,
        Outcome: result.value.outcome,
        Survey: toWirePostDeliverySurvey(result.value),
      },
      200,
    );
  });

  app.openapi(viewCovid, async (c) => {
    const result = await useCases.viewCovidAcknowledgement.execute(callerAndMove(c));
    if (result.isErr()) return fail(c, result.error, 'id') as never;
    return c.json({ success: true as const, Survey: toWireCovidSurvey(result.value) }, 200);
  });

  app.openapi(submitCovid, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.submitCovidAcknowledgement.execute({
      viewer: c.get('viewer'),
      quoteId: body.QuoteId,
      answers: body,
    });
    if (result.isErr()) return fail(c, result.error, 'QuoteId') as never;
    return c.json(
      { success: true as const, Outcome: result.value.outcome, Survey: toWireCovidSurvey(result.value) },
      200,
    );
  });

  // Under /api/staff/, so requireStaff (staff-access.ts) answers 401 or 403 before the query is read.
  app.openapi(staffSurveys, async (c) => {
    const { since } = c.req.valid('query');
    const from = since === undefined ? null : sinceInstant(since);
    const result = await useCases.readSurveys.execute({
      viewer: c.get('viewer'),
      ...(from !== null ? { since: from } : {}),
    });
    if (result.isErr()) return fail(c, result.error, 'id') as never;
    return c.json(toWireSurveyReport(result.value, since ?? null), 200);
  });
}

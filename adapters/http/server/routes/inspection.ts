import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ReservationError } from '../../../../application/shared/reservation-errors';
import type {
  InspectionError,
  LookupInspection,
  SubmitInspectionForm,
  ViewMoveInspection,
} from '../../../../application/shipments/insect-inspection';
import { ErrorResponse } from '../../contract/common';
import {
  INSPECTION_FORM_PATH,
  INSPECTION_LOOKUP_PATH,
  InspectionFormRequest,
  InspectionLookupRequest,
  InspectionResponse,
  inspectionResponse,
  MOVE_INSPECTION_PATH,
} from '../../contract/inspection';
import { MoveParams } from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { clientAddress } from '../forwarded';
import { badInput, json, signInRequired, storageUnavailable } from './openapi';
import { refused } from './refused';
import { callerAndMove } from './request-parts';

const TAGS = ['Insect inspection'];
const NO_SIGN_IN =
  'No sign-in: the booking’s reference number and an email address of the move (its contact’s, or the owning account’s) open it';
const notFound = {
  404: json(
    ErrorResponse,
    "'ReferenceNumber - We could not find a booked move with that reference number and email address' (reason InspectionNotFound): the same answer for a wrong number, a wrong email, a quote not booked or a cancelled move",
  ),
};
const throttled = {
  429: json(
    ErrorResponse,
    'Too many lookups from this address found nothing lately (reason TooManyAttempts, Retry-After header)',
  ),
};
const lookup = createRoute({
  method: 'post',
  path: INSPECTION_LOOKUP_PATH,
  tags: TAGS,
  summary: `Issue 15 insect inspection tool: a booked move's §4 Inspection form state (NotRequired, Required, Received), where its origin stands in the spongy moth quarantine area, the deadline and the stored form. ${NO_SIGN_IN}`,
  request: { body: { ...json(InspectionLookupRequest, '{ReferenceNumber, EmailAddress}'), required: true } },
  responses: {
    200: json(InspectionResponse, 'The move’s inspection form'),
    ...badInput,
    ...notFound,
    ...throttled,
    ...storageUnavailable,
  },
});

const submit = createRoute({
  method: 'post',
  path: INSPECTION_FORM_PATH,
  tags: TAGS,
  summary: `Issue 15: the signed spongy moth self-inspection checklist (the outdoor items inspected or NoOutdoorItems, the typed full name as signature, the agreement, today's date). Stored once per move: §4 Received, and a copy is emailed. ${NO_SIGN_IN}`,
  request: {
    body: {
      ...json(
        InspectionFormRequest,
        '{ReferenceNumber, EmailAddress, ItemsChecked, NoOutdoorItems, SignerName, Agreed, DateSigned}',
      ),
      required: true,
    },
  },
  responses: {
    200: json(InspectionResponse, 'Stored: the move’s form, now Received'),
    ...badInput,
    ...notFound,
    409: json(
      ErrorResponse,
      "Not taken: reason NotRequired (the move does not leave the quarantine area) or Received (its form is in: the first signed form stands), with a 'ReferenceNumber - …' line",
    ),
    ...throttled,
    ...storageUnavailable,
  },
});

const view = createRoute({
  method: 'get',
  path: MOVE_INSPECTION_PATH,
  tags: TAGS,
  summary:
    "Issue 15: the booked move's inspection form for its owner (and staff), for the dashboard's readiness checklist",
  request: { params: MoveParams },
  responses: {
    200: json(InspectionResponse, 'The move’s inspection form'),
    ...badInput,
    ...signInRequired,
    404: json(ErrorResponse, "'id - No reservation matches this reference': not a move you may see"),
    ...storageUnavailable,
  },
});

export interface InspectionUseCases {
  lookupInspection: LookupInspection;
  submitInspectionForm: SubmitInspectionForm;
  viewMoveInspection: ViewMoveInspection;
}

function failure(c: Context<AppEnv>, error: InspectionError | ReservationError) {
  if (error.kind === 'InspectionLookupsExceeded') c.header('Retry-After', String(error.minutes * 60));
  return refused<400 | 401 | 404 | 409 | 429 | 503>(c, error, 'insect inspection storage failed');
}

/**
 * Issue 15: POST /api/inspection/lookup and POST /api/inspection/form (no sign-in), and GET
 * /api/moves/{id}/inspection (owner and staff).
 */
export function registerInspectionRoutes(app: App, useCases: InspectionUseCases): void {
  app.openapi(lookup, async (c) => {
    const { ReferenceNumber, EmailAddress } = c.req.valid('json');
    const result = await useCases.lookupInspection.execute({
      quoteId: ReferenceNumber,
      email: EmailAddress,
      clientAddress: clientAddress(c),
    });
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(inspectionResponse(result.value), 200);
  });

  app.openapi(submit, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.submitInspectionForm.execute({
      quoteId: body.ReferenceNumber,
      email: body.EmailAddress,
      clientAddress: clientAddress(c),
      submission: {
        itemsChecked: body.ItemsChecked,
        noOutdoorItems: body.NoOutdoorItems,
        signerName: body.SignerName,
        agreed: body.Agreed,
        dateSigned: body.DateSigned,
      },
    });
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(inspectionResponse(result.value), 200);
  });

  app.openapi(view, async (c) => {
    const result = await useCases.viewMoveInspection.execute(callerAndMove(c));
    if (result.isErr()) return failure(c, result.error) as never;
    return c.json(inspectionResponse(result.value), 200);
  });
}

import { createRoute } from '@hono/zod-openapi';
import type { EditMove } from '../../../../application/reservations/edit-move';
import { ErrorResponse } from '../../contract/common';
import {
  MoveEditBody,
  MoveEditParams,
  MoveEditRefusedResponse,
  MoveEditResponse,
  moveEditRequestOf,
  moveEditStatus,
  toWireMoveEdit,
} from '../../contract/move-edit';
import type { App } from '../app';
import { json } from './openapi';
import { callerAndMove } from './request-parts';
import { fail, failures } from './reservations';

const editMove = createRoute({
  method: 'post',
  path: '/api/moves/edit/{id}',
  tags: ['Reservations'],
  summary:
    "§7 Change a booked move (issue 13) until the cut-off (4 p.m. at the origin station, three business days before drop-off, from the rate card): the reservation steps' forms (MyMove.Location, MyMove.Schedule) and the Equipment, plus Revision. Confirm false previews the old and new price lines, the difference and how it is charged or refunded, saving nothing; Confirm true saves at Revision + 1 (the new date's capacity and window re-checked as booking does) and settles the difference when money was captured. Owner and staff",
  request: {
    params: MoveEditParams,
    body: {
      ...json(MoveEditBody, 'Revision, Confirm, MyMove and Equipment (a section left out stays as booked)'),
      required: true,
    },
  },
  responses: {
    200: json(
      MoveEditResponse,
      "Previewed (Saved false) or saved (Saved true, changeQuoteResponse.message 'Your edits have been saved.'); Preview has both price lists, the Difference and the Settlement",
    ),
    ...failures,
    400: json(
      MoveEditRefusedResponse.or(ErrorResponse),
      "Bad input ('field - message' lines), or not saved: 'QuoteIsIncomplete (MyMove)' (lines name the forms' fields; '- No forms supplied' for none), 'SpotDateIsPast (MyMove)'",
    ),
    409: json(
      MoveEditRefusedResponse,
      "Not saved: 'WrongRevisionError (MyMove)', 'EditNotAllowed (MyMove)' (after the cut-off: please call; a cancelled reservation; a drop-off date too soon), InvalidCapacityUnserviceableDate, AppointmentUnavailable. quote is the move as stored now",
    ),
    503: json(ErrorResponse, 'Storage, the rate card or the card processor unavailable'),
  },
});

/** §7 POST moves/edit/{id} (issue 13). */
export function registerMoveEditRoutes(app: App, useCases: { edit: EditMove }): void {
  app.openapi(editMove, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.edit.execute({
      ...callerAndMove(c),
      request: moveEditRequestOf(body),
      confirm: body.Confirm,
    });
    if (result.isErr()) return fail(c, result.error);
    const wire = toWireMoveEdit(result.value);
    if (wire.success) return c.json(wire, 200);
    const status = result.value.kind === 'refused' ? moveEditStatus(result.value.refusal.error) : 409;
    return c.json(wire, status);
  });
}

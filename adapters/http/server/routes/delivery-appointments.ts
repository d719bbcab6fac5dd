import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type {
  BookDeliveryAppointment,
  ViewDeliveryAppointment,
} from '../../../../application/shipments/delivery-appointment';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { SLOT_BOOKED_OUT_MESSAGE } from '../../../../domain/reservation/appointment-windows';
import { ErrorResponse, errorBody } from '../../contract/common';
import {
  BookDeliveryRequest,
  BookDeliveryResponse,
  DELIVERY_APPOINTMENT_PATH,
  DELIVERY_APPOINTMENT_VIEW_PATH,
  DeliveryAppointmentResponse,
  toWireBookedDelivery,
  toWireDeliveryAppointment,
} from '../../contract/delivery-appointments';
import { type ApiError, httpFailure, linesAbout } from '../../contract/error-status';
import { IdempotencyHeaders } from '../../contract/payments';
import { MoveParams } from '../../contract/reservations';
import type { App, AppEnv } from '../app';
import { json, ownMoveFailures } from './openapi';
import { callerAndMove, idempotencyKeyOf } from './request-parts';

const NOT_YOURS =
  "No reservation you may see has this reference (or the quote is not booked): 'id - No reservation matches this reference' (QuoteId for the POST)";

const failures = ownMoveFailures(NOT_YOURS, 'Storage or the rate card unavailable');

const viewDelivery = createRoute({
  method: 'get',
  path: DELIVERY_APPOINTMENT_VIEW_PATH,
  tags: ['Appointments'],
  summary:
    'Issue 13 delivery tool (ours): which §4 delivery appointment kind applies to the booked move now (WebAppointment with the dates bookable online, CallForAppointment with the reason, AlreadyDelivered, ScheduledAppointmentPending); owner and staff',
  request: { params: MoveParams },
  responses: {
    200: json(DeliveryAppointmentResponse, 'The kind now'),
    ...failures,
    409: json(ErrorResponse, "The move has no shipment to follow: 'id - …' (reason ShipmentUnavailable)"),
  },
});

const bookDelivery = createRoute({
  method: 'post',
  path: DELIVERY_APPOINTMENT_PATH,
  tags: ['Appointments'],
  summary:
    '§7 POST appointments/delivery (not shown; our design): the owner books a delivery window from the destination’s availability. The server decides the §4 kind again: only WebAppointment books (the balance must be paid). The slot is held within the destination’s crews per slot, a Delivery Scheduled event is recorded, and a paid window’s fee (TwoHourRate, OneHourRate) is added to the total and charged to the move’s card (or left due, with why). Send an Idempotency-Key: the same key books once',
  request: {
    headers: IdempotencyHeaders,
    body: {
      ...json(BookDeliveryRequest, '{QuoteId, Date, AppointmentWindow, EarlyTime, LateTime}'),
      required: true,
    },
  },
  responses: {
    200: json(BookDeliveryResponse, 'Booked (or Replayed for a key seen before)'),
    ...failures,
    409: json(
      ErrorResponse,
      "Not booked, nothing changed: 'QuoteId - …' with the domain's message (reason BalanceDue, TooClose, NotInTransit, TerminalDelivery, Untracked, AlreadyDelivered or ScheduledAppointmentPending); 'Date - …' (DateNotOffered); 'AppointmentWindow - …' the window is booked out (SlotBookedOut); the Idempotency-Key was used with another request (IdempotencyKeyReused); or the move has no shipment (ShipmentUnavailable)",
    ),
  },
});

export interface DeliveryAppointmentUseCases {
  viewDeliveryAppointment: ViewDeliveryAppointment;
  bookDeliveryAppointment: BookDeliveryAppointment;
}

/** The error answer; `idField` names the move in this request (the POST's body says QuoteId). */
function fail(c: Context<AppEnv>, error: ApiError, idField: 'id' | 'QuoteId') {
  const failure = httpFailure(error);
  const lines = linesAbout(failure.lines, idField).map((l) =>
    l.startsWith('apptObj - ') ? `AppointmentWindow - ${SLOT_BOOKED_OUT_MESSAGE}` : l,
  );
  if (error.kind === 'StorageUnavailable')
    c.get('log').error({ fault: error.message }, 'a delivery appointment call failed');
  return c.json(errorBody(lines, failure.reason), failure.status as 400 | 401 | 404 | 409 | 503);
}

/** GET appointments/delivery/{id} and §7 POST appointments/delivery (issue 13 delivery tool). */
export function registerDeliveryAppointmentRoutes(app: App, useCases: DeliveryAppointmentUseCases): void {
  app.openapi(viewDelivery, async (c) => {
    const result = await useCases.viewDeliveryAppointment.execute(callerAndMove(c));
    if (result.isErr()) return fail(c, result.error, 'id') as never;
    const { quote } = result.value;
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        success: true as const,
        QuoteId: quote.QuoteId,
        DeliveryAppointment: toWireDeliveryAppointment(result.value),
      },
      200,
    );
  });

  app.openapi(bookDelivery, async (c) => {
    const body = c.req.valid('json');
    const viewer = c.get('viewer');
    const result = await useCases.bookDeliveryAppointment.execute({
      viewer,
      quoteId: body.QuoteId,
      idempotencyKey: idempotencyKeyOf(c),
      Date: body.Date as IsoDate,
      AppointmentWindow: body.AppointmentWindow,
      EarlyTime: body.EarlyTime,
      LateTime: body.LateTime,
    });
    if (result.isErr()) return fail(c, result.error, 'QuoteId') as never;
    if (result.value.outcome === 'Replayed') c.header('Idempotent-Replayed', 'true');
    return c.json(toWireBookedDelivery(result.value), 200);
  });
}

import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { isStaff } from '../../../../application/accounts/viewer';
import type { RecordShipmentEvent } from '../../../../application/shipments/record-shipment-event';
import type { RequestPickup } from '../../../../application/shipments/request-pickup';
import type { SimulateShipment } from '../../../../application/shipments/simulate-shipment';
import type { ViewShipment } from '../../../../application/shipments/view-shipment';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { ErrorResponse } from '../../contract/common';
import type { ApiError } from '../../contract/error-status';
import { IdempotencyHeaders } from '../../contract/payments';
import { MoveParams } from '../../contract/reservations';
import {
  PICKUP_REQUEST_PATH,
  PickupRequestBody,
  PickupRequestParams,
  PickupRequestResponse,
  RecordShipmentEventResponse,
  SHIPMENT_PATH,
  ShipmentEventRequest,
  ShipmentResponse,
  SimulateShipmentResponse,
  STAFF_SHIPMENT_EVENTS_PATH,
  STAFF_SHIPMENT_SIMULATE_PATH,
  shipmentEventInput,
  toWireRecordedEvent,
  toWireRequestedPickup,
  toWireShipment,
  toWireSimulated,
} from '../../contract/shipments';
import type { App, AppEnv } from '../app';
import { json, ownMoveFailures, staffRoleRequired } from './openapi';
import { refused } from './refused';
import { callerAndMove, idempotencyKeyOf } from './request-parts';

const NOT_YOURS =
  "No reservation you may see has this reference (or the quote is not booked): 'id - No reservation matches this reference'";

const failures = {
  ...ownMoveFailures(NOT_YOURS),
  409: json(ErrorResponse, "The move has no shipment to follow: 'id - …' (reason ShipmentUnavailable)"),
};
const staffOnly = {
  ...failures,
  ...staffRoleRequired,
};

const viewShipment = createRoute({
  method: 'get',
  path: SHIPMENT_PATH,
  tags: ['Shipments'],
  summary:
    "§7 GET shipments/{id} (GetMilestone, issue 13): the booked move's shipment state, pending state, next milestone and its ten milestones with their dates and events; owner and staff only (staff also see the carrier's details)",
  request: { params: MoveParams },
  responses: { 200: json(ShipmentResponse, 'The shipment'), ...failures },
});

const recordEvent = createRoute({
  method: 'post',
  path: STAFF_SHIPMENT_EVENTS_PATH,
  tags: ['Staff'],
  summary:
    'Issue 13: record what happened to a milestone (`relomove shipment event`); the shipment decides, and reaching Transit charges the move (ChargeMove, once)',
  request: {
    params: MoveParams,
    headers: IdempotencyHeaders,
    body: { ...json(ShipmentEventRequest, 'The event'), required: true },
  },
  responses: {
    200: json(
      RecordShipmentEventResponse,
      'Recorded (or Replayed for a key seen before), with the shipment and the Transit charge',
    ),
    ...staffOnly,
    409: json(
      ErrorResponse,
      "The shipment refused the event and nothing changed: 'Milestone - …' (reason ShipmentEventRefused); the Idempotency-Key was used with another event (IdempotencyKeyReused); or the move has no shipment (ShipmentUnavailable)",
    ),
  },
});

const simulate = createRoute({
  method: 'post',
  path: STAFF_SHIPMENT_SIMULATE_PATH,
  tags: ['Staff'],
  summary:
    'Issue 13, SANDBOX carrier feed (`relomove shipment simulate`): records every sandbox event due on the clock and not recorded yet; a second run records nothing new',
  request: { params: MoveParams },
  responses: {
    200: json(SimulateShipmentResponse, 'The events this run recorded, and the shipment'),
    ...staffOnly,
  },
});

const requestPickup = createRoute({
  method: 'post',
  path: PICKUP_REQUEST_PATH,
  tags: ['Shipments'],
  summary:
    "§7 POST shipments/{qId}/{target}/pickup (issue 13 pickup request): the owner asks for the day the loaded equipment is picked up ('origin'); recorded as an OriginPickup Scheduled event from the customer. ServiceDays and ServiceCenterHolidays are checked for shape; the origin station's own decide",
  request: {
    params: PickupRequestParams,
    headers: IdempotencyHeaders,
    body: { ...json(PickupRequestBody, 'The day asked for'), required: true },
  },
  responses: {
    200: json(PickupRequestResponse, 'Requested (or Replayed for a key seen before), with the shipment'),
    400: json(
      ErrorResponse,
      "Bad input, or a day not offered: 'PickupDate - Choose a pickup day the service center works, from … to …'",
    ),
    401: failures[401],
    404: failures[404],
    409: json(
      ErrorResponse,
      "The request cannot be made online now: 'PickupDate - …' (reason EditNotAllowed: already requested, picked up, or too late: call us); the Idempotency-Key was used with another request (IdempotencyKeyReused); or the move has no shipment (ShipmentUnavailable)",
    ),
    503: failures[503],
  },
});

export interface ShipmentUseCases {
  viewShipment: ViewShipment;
  recordShipmentEvent: RecordShipmentEvent;
  simulateShipment: SimulateShipment;
  requestPickup: RequestPickup;
}

type Failure = 400 | 401 | 403 | 404 | 409 | 503;

const fail = <S extends Failure = Failure>(c: Context<AppEnv>, error: ApiError) =>
  refused<S>(c, error, 'a shipment call failed');

/**
 * GET shipments/{id} (owner and staff), POST shipments/{qId}/{target}/pickup (owner), POST
 * staff/shipments/{id}/events and …/simulate (staff).
 */
export function registerShipmentRoutes(app: App, useCases: ShipmentUseCases): void {
  app.openapi(viewShipment, async (c) => {
    const viewer = c.get('viewer');
    const result = await useCases.viewShipment.execute({ viewer, quoteId: c.req.valid('param').id });
    if (result.isErr()) return fail<401 | 404 | 409 | 503>(c, result.error);
    c.header('cache-control', 'no-store');
    return c.json(toWireShipment(result.value, isStaff(viewer)), 200);
  });

  app.openapi(recordEvent, async (c) => {
    const result = await useCases.recordShipmentEvent.execute({
      ...callerAndMove(c),
      idempotencyKey: idempotencyKeyOf(c),
      ...shipmentEventInput(c.req.valid('json')),
    });
    if (result.isErr()) return fail(c, result.error);
    return c.json(toWireRecordedEvent(result.value), 200);
  });

  app.openapi(requestPickup, async (c) => {
    const params = c.req.valid('param');
    const result = await useCases.requestPickup.execute({
      viewer: c.get('viewer'),
      quoteId: params.id,
      target: params.target,
      idempotencyKey: idempotencyKeyOf(c),
      pickupDate: c.req.valid('json').PickupDate as IsoDate,
    });
    if (result.isErr()) return fail<400 | 401 | 404 | 409 | 503>(c, result.error);
    c.header('cache-control', 'no-store');
    return c.json(toWireRequestedPickup(result.value), 200);
  });

  app.openapi(simulate, async (c) => {
    const result = await useCases.simulateShipment.execute(callerAndMove(c));
    if (result.isErr()) return fail(c, result.error);
    return c.json(toWireSimulated(result.value), 200);
  });
}

import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppointmentAvailability } from '../../../../application/reservations/appointment-availability';
import type { ComputeMoveDates } from '../../../../application/reservations/compute-move-dates';
import type { ListSpotDates } from '../../../../application/reservations/list-spot-dates';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { ErrorResponse } from '../../contract/common';
import type { ApiError } from '../../contract/error-status';
import {
  AvailabilityPath,
  AvailabilityRequest,
  asServiceDays,
  DestinationAvailabilityResponse,
  MoveDatesRequest,
  MoveDatesResponse,
  OriginAvailabilityResponse,
  SpotDatesPath,
  SpotDatesQuery,
  SpotDatesResponse,
  wireAppointmentSlot,
  wireSpotDay,
} from '../../contract/schedule';
import type { App, AppEnv } from '../app';
import { json, NOT_FOUND_OR_NOT_YOURS } from './openapi';
import { refusal } from './refused';

const badInput = json(ErrorResponse, "Bad input: 'field - message' lines; a date outside today..365 days");
const unavailable = json(ErrorResponse, 'Storage or rate card unavailable');

const moveDates = createRoute({
  method: 'post',
  path: '/api/moves/move-dates',
  tags: ['Moves'],
  summary:
    "The §7 move dates call (path ours): SpotDate, PickupDate, DeliveryDate and DeliveryDateMax from each station's service days and holidays, with the rate card's loading days for the equipment",
  request: { body: { ...json(MoveDatesRequest, 'The §7 move dates In fields'), required: true } },
  responses: {
    200: json(MoveDatesResponse, 'The §7 Out fields as ISO dates'),
    400: badInput,
    503: unavailable,
  },
});

const spotDates = createRoute({
  method: 'get',
  path: '/api/moves/{id}/spot-dates',
  tags: ['Moves'],
  summary:
    "Bookable drop-off dates at the quote's origin station (our design): each date from `from` to `to` with its reason when not bookable, and NextDaySpotAllowed, NextAvailableMoveDate, StationCentralTimeDifference",
  request: { params: SpotDatesPath, query: SpotDatesQuery },
  responses: {
    200: json(SpotDatesResponse, 'spotDates, earliest first'),
    400: badInput,
    404: json(ErrorResponse, NOT_FOUND_OR_NOT_YOURS),
    409: json(ErrorResponse, 'The quote has no origin service center (reason NoStationToSchedule)'),
  },
});

const availability = (end: 'origin' | 'destination') =>
  createRoute({
    method: 'post',
    path: `/api/appointments/{qid}/${end}/availability`,
    tags: ['Appointments'],
    summary: `The appointment windows the ${end} service center offers on a date (§7): Unspecified, Open, TwoHourWindow and OneHourWindow slots with their Rate in dollars; a booked-out slot has Available false`,
    request: {
      params: AvailabilityPath,
      body: { ...json(AvailabilityRequest, '{apptObj: {Date}}'), required: true },
    },
    responses: {
      200:
        end === 'origin'
          ? json(OriginAvailabilityResponse, 'originAvailability')
          : json(DestinationAvailabilityResponse, 'destinationAvailability'),
      400: badInput,
      404: json(ErrorResponse, NOT_FOUND_OR_NOT_YOURS),
      409: json(ErrorResponse, `The quote has no ${end} service center (reason NoStationToSchedule)`),
      503: unavailable,
    },
  });

export interface ScheduleUseCases {
  computeMoveDates: ComputeMoveDates;
  listSpotDates: ListSpotDates;
  appointmentAvailability: AppointmentAvailability;
}

/**
 * The error answer. The availability calls name the quote `qid` (§7 appointments/{qid}/...), so a line the
 * shared map writes about `id` is said of `qid` there.
 */
const fail = (c: Context<AppEnv>, error: ApiError, idField: 'id' | 'qid' = 'id') =>
  refusal<400 | 404 | 409 | 503>(c, error, idField);

export function registerScheduleRoutes(app: App, useCases: ScheduleUseCases): void {
  app.openapi(moveDates, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.computeMoveDates.execute({
      SpotDate: body.SpotDate as IsoDate,
      PickupDate: (body.PickupDate ?? null) as IsoDate | null,
      IsLiveLoad: body.IsLiveLoad,
      ShouldForceSameDayPickup: body.ShouldForceSameDayPickup,
      MoveType: body.MoveType,
      OriginHolidays: body.OriginHolidays as IsoDate[],
      DestinationHolidays: body.DestinationHolidays as IsoDate[],
      TransTime: body.TransTime,
      OriginServiceDays: asServiceDays(body.OriginServiceDays),
      DestinationServiceDays: asServiceDays(body.DestinationServiceDays),
      EquipType: body.EquipType,
    });
    if (result.isErr()) return fail(c, result.error) as never;
    return c.json({ success: true as const, ...result.value }, 200);
  });

  app.openapi(spotDates, async (c) => {
    const query = c.req.valid('query');
    const result = await useCases.listSpotDates.execute({
      reference: c.req.valid('param').id,
      viewer: c.get('viewer'),
      from: query.from as IsoDate,
      to: query.to as IsoDate,
    });
    if (result.isErr()) return fail(c, result.error) as never;
    const { days, ...station } = result.value;
    c.header('Cache-Control', 'private, no-store');
    return c.json({ success: true as const, ...station, spotDates: days.map(wireSpotDay) }, 200);
  });

  for (const end of ['origin', 'destination'] as const) {
    app.openapi(availability(end), async (c) => {
      const result = await useCases.appointmentAvailability.execute({
        reference: c.req.valid('param').qid,
        viewer: c.get('viewer'),
        end,
        Date: c.req.valid('json').apptObj.Date as IsoDate,
      });
      if (result.isErr()) return fail(c, result.error, 'qid') as never;
      c.header('Cache-Control', 'private, no-store');
      const slots = result.value.map(wireAppointmentSlot);
      return c.json(
        end === 'origin'
          ? { success: true as const, originAvailability: slots }
          : { success: true as const, destinationAvailability: slots },
        200,
      );
    });
  }
}

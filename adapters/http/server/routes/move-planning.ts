import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ComputeMovementDates } from '../../../../application/move-planning/compute-movement-dates';
import type { GetStorageChargeSchedule } from '../../../../application/move-planning/get-storage-charge-schedule';
import type { ListExpediteOptions } from '../../../../application/move-planning/list-expedite-options';
import type { ListPricesByDate } from '../../../../application/move-planning/list-prices-by-date';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import { dollarsOf, ErrorResponse } from '../../contract/common';
import type { ApiError } from '../../contract/error-status';
import {
  ExpediteOptionsPath,
  ExpediteOptionsRequest,
  ExpediteOptionsResponse,
  MovementDatesRequest,
  MovementDatesResponse,
  PricesByDatePath,
  PricesByDateQuery,
  PricesByDateResponse,
  StorageScheduleQuery,
  StorageScheduleResponse,
} from '../../contract/move-planning';
import { wireExpediteOption } from '../../contract/quote-parts';
import type { App, AppEnv } from '../app';
import { visitorIdOf } from '../visitor';
import { badInput, json, NOT_FOUND_OR_NOT_YOURS } from './openapi';
import { refusal } from './refused';

const quoteFailures = {
  400: json(
    ErrorResponse,
    "Bad input: 'field - message' lines; a date outside today..365 days (reason SpotDateIsPast)",
  ),
  404: json(ErrorResponse, NOT_FOUND_OR_NOT_YOURS),
  503: json(ErrorResponse, 'Storage or rate card unavailable'),
};

const movementDates = createRoute({
  method: 'post',
  path: '/api/moves/movement-dates',
  tags: ['Moves'],
  summary:
    "A quote's spot, pickup and estimated delivery dates for a requested spot date, and the origin station's next available date",
  request: {
    body: { ...json(MovementDatesRequest, 'The quote reference and the dates asked for'), required: true },
  },
  responses: { 200: json(MovementDatesResponse, 'movementDates as ISO dates'), ...quoteFailures },
});

const expediteOptions = createRoute({
  method: 'post',
  path: '/api/moves/{id}/expedite-options',
  tags: ['Moves'],
  summary:
    "Guaranteed delivery options for one of the quote's equipment options (§4: none for a storage destination)",
  request: {
    params: ExpediteOptionsPath,
    body: {
      ...json(ExpediteOptionsRequest, 'EquipDescAbbr, Quantity, PickupDate, MoveDate, Revision'),
      required: true,
    },
  },
  responses: {
    200: json(ExpediteOptionsResponse, 'expediteOptions (GuaranteedServiceFee in dollars); may be empty'),
    ...quoteFailures,
    409: json(ErrorResponse, 'The quote has a newer revision (reason NoRevisionMatch)'),
  },
});

const pricesByDate = createRoute({
  method: 'get',
  path: '/api/quotes/{id}/prices-by-date',
  tags: ['Quotes'],
  summary:
    "The price-by-date strip (our design; the specification shows none): one option's price on the origin business days around the quote's move date (3 either side, within today..365 days), priced as an edit of MoveDate would price it, with the origin station's capacity on each",
  request: { params: PricesByDatePath, query: PricesByDateQuery },
  responses: {
    200: json(PricesByDateResponse, 'pricesByDate, earliest first (Price in dollars)'),
    ...quoteFailures,
    400: json(ErrorResponse, "Bad input: 'field - message' lines (an option that is not one of the quote's)"),
  },
});

const storageSchedule = createRoute({
  method: 'get',
  path: '/api/moves/storage-charges/schedules',
  tags: ['Moves'],
  summary:
    'The destination storage chart for 30, 60 and 90 days (Charge, and NewCharge with the visitor’s §9 split-test free days)',
  request: { query: StorageScheduleQuery },
  responses: {
    200: json(StorageScheduleResponse, 'The schedule; sets the relomove_visitor cookie when missing'),
    ...badInput,
    503: json(ErrorResponse, 'Rate card unavailable'),
  },
});

export interface MovePlanningUseCases {
  computeMovementDates: ComputeMovementDates;
  listExpediteOptions: ListExpediteOptions;
  listPricesByDate: ListPricesByDate;
  getStorageChargeSchedule: GetStorageChargeSchedule;
}

const fail = (c: Context<AppEnv>, error: ApiError) => refusal<400 | 404 | 409 | 503>(c, error);

export function registerMovePlanningRoutes(app: App, useCases: MovePlanningUseCases): void {
  app.openapi(movementDates, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.computeMovementDates.execute({
      reference: body.id,
      viewer: c.get('viewer'),
      SpotDate: body.SpotDate as IsoDate,
      PickupDate: (body.PickupDate ?? null) as IsoDate | null,
      IsLiveLoad: body.IsLiveLoad,
      ShouldForceSameDayPickup: body.ShouldForceSameDayPickup,
    });
    if (result.isErr()) return fail(c, result.error) as never;
    return c.json({ success: true as const, movementDates: result.value }, 200);
  });

  app.openapi(expediteOptions, async (c) => {
    const body = c.req.valid('json');
    const result = await useCases.listExpediteOptions.execute({
      reference: c.req.valid('param').id,
      viewer: c.get('viewer'),
      EquipDescAbbr: body.EquipDescAbbr,
      Quantity: body.Quantity,
      PickupDate: body.PickupDate as IsoDate,
      MoveDate: body.MoveDate as IsoDate,
      Revision: body.Revision,
    });
    if (result.isErr()) return fail(c, result.error) as never;
    return c.json({ success: true as const, expediteOptions: result.value.map(wireExpediteOption) }, 200);
  });

  app.openapi(pricesByDate, async (c) => {
    const result = await useCases.listPricesByDate.execute({
      reference: c.req.valid('param').id,
      viewer: c.get('viewer'),
      option: c.req.valid('query').option ?? null,
    });
    if (result.isErr()) return fail(c, result.error) as never;
    const strip = result.value;
    return c.json(
      {
        success: true as const,
        option: strip.option,
        MoveDate: strip.MoveDate,
        Revision: strip.Revision,
        pricesByDate: strip.prices.map((p) => ({
          MoveDate: p.MoveDate,
          Price: dollarsOf(p.Price),
          PerFootPrice: dollarsOf(p.PerFootPrice),
          Available: p.Available,
          Reason: p.Reason,
        })),
      },
      200,
    );
  });

  app.openapi(storageSchedule, async (c) => {
    const query = c.req.valid('query');
    const result = await useCases.getStorageChargeSchedule.execute({
      equip: query.equip,
      quantity: query.quantity,
      group: query.group ?? null,
      visitorId: visitorIdOf(c),
    });
    if (result.isErr()) return fail(c, result.error) as never;
    // The answer depends on the visitor cookie: never shared between visitors by a cache.
    c.header('Cache-Control', 'private, no-store');
    const { group, FreeStorageDays, schedule } = result.value;
    return c.json(
      {
        success: true as const,
        group,
        FreeStorageDays,
        schedule: schedule.map((row) => ({
          Duration: row.Duration,
          Charge: dollarsOf(row.Charge),
          NewCharge: dollarsOf(row.NewCharge),
        })),
      },
      200,
    );
  });
}

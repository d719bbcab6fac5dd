import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ServiceCenterDirectory } from '../../../../application/ports/service-center-directory';
import type { ExplainQuote } from '../../../../application/staff/explain-quote';
import type { PriceMove } from '../../../../application/staff/price-move';
import type { RecomputeQuote, RecomputeQuoteError } from '../../../../application/staff/recompute-quote';
import type { IsoDate } from '../../../../domain/calendar/iso-date';
import type { LiabilitySelected } from '../../../../domain/pricing/liability';
import { RECOMPUTE_REASON_REQUIRED_MESSAGE } from '../../../../domain/quote/recompute-quote';
import { ErrorResponse, errorBody } from '../../contract/common';
import { type ApiError, httpFailure } from '../../contract/error-status';
import {
  ExplainQuoteResponse,
  StaffPriceRequest,
  StaffPriceResponse,
  StaffQuoteParam,
  StaffRecomputeRequest,
  StaffRecomputeResponse,
  StaffServiceCentersResponse,
  toWireExplained,
  toWirePriced,
  toWireRecomputed,
  toWireRecomputeRefusal,
} from '../../contract/staff';
import type { App, AppEnv } from '../app';
import { badInput, json, staffOnly } from './openapi';

/**
 * The staff endpoints of our design (issue 5, the CLI's --api mode; docs/api.md): staff, agents and admins
 * only (§6). The role is checked by path before the body is read (staff-access.ts, issue 9 finding 1); the
 * use cases that read quotes check it again. Each answer is no-store.
 */
const staffAnswers = {
  ...staffOnly,
  503: json(ErrorResponse, 'Storage or rate card unavailable'),
};

const explainQuote = createRoute({
  method: 'get',
  path: '/api/staff/quotes/{id}',
  tags: ['Staff'],
  summary:
    'A quote explained for staff: the quote, its §4 state, the selected option’s §3 price lines and its change history',
  request: { params: StaffQuoteParam },
  responses: {
    200: json(ExplainQuoteResponse, 'The quote, state, price (null under review) and history, newest first'),
    ...badInput,
    ...staffAnswers,
    404: json(ErrorResponse, "'id - No quote matches this reference'"),
  },
});

const recomputeQuote = createRoute({
  method: 'post',
  path: '/api/staff/quotes/{id}/recompute',
  tags: ['Staff'],
  summary:
    "Re-price a quote with today's rate card and the changes given; with save {reason} store it (§4 revision rules)",
  request: {
    params: StaffQuoteParam,
    body: {
      ...json(StaffRecomputeRequest, 'The changes to try, and save {reason} to store'),
      required: true,
    },
  },
  responses: {
    200: json(
      StaffRecomputeResponse,
      "failReason 'None' with the recomputed quote (saved when saved is true), or a §4 fail reason with the stored quote, nothing changed",
    ),
    ...badInput,
    ...staffAnswers,
    404: json(ErrorResponse, "'id - No quote matches this reference'"),
  },
});

const priceMove = createRoute({
  method: 'post',
  path: '/api/staff/price',
  tags: ['Staff'],
  summary: "Price a hypothetical move with today's rate card, storing nothing",
  request: {
    body: { ...json(StaffPriceRequest, 'From, to, linear feet and the move date'), required: true },
  },
  responses: {
    200: json(StaffPriceResponse, 'The lane, its §4 result and every pricing option (dollars)'),
    ...badInput,
    ...staffAnswers,
    404: json(ErrorResponse, "'from - No place matches ...' (reason PlaceNotFound)"),
  },
});

const serviceCenters = createRoute({
  method: 'get',
  path: '/api/staff/service-centers',
  tags: ['Staff'],
  summary: 'Every service center (§3 StationDetail)',
  responses: {
    200: json(StaffServiceCentersResponse, 'The service centers'),
    401: staffAnswers[401],
    403: staffAnswers[403],
  },
});

export interface StaffUseCases {
  explainQuote: ExplainQuote;
  recomputeQuote: RecomputeQuote;
  priceMove: PriceMove;
  stations: ServiceCenterDirectory;
}

type Failure = { body: ErrorResponse; status: 400 | 401 | 403 | 404 | 409 | 429 | 503 };

function fail(c: Context<AppEnv>, error: ApiError): Failure {
  const failure = httpFailure(error);
  if (error.kind === 'StorageUnavailable') c.get('log').error({ fault: error.message }, 'staff call failed');
  return { body: errorBody(failure.lines, failure.reason), status: failure.status };
}

export function registerStaffRoutes(app: App, useCases: StaffUseCases): void {
  app.openapi(explainQuote, async (c) => {
    const result = await useCases.explainQuote.execute({
      reference: c.req.valid('param').id,
      viewer: c.get('viewer'),
    });
    if (result.isErr()) {
      const failure = fail(c, result.error);
      return c.json(failure.body, failure.status as 401 | 403 | 404 | 503);
    }
    return c.json(toWireExplained(result.value), 200);
  });

  app.openapi(recomputeQuote, async (c) => {
    const { save, Liability, Revision, ...changes } = c.req.valid('json');
    const result = await useCases.recomputeQuote.execute({
      reference: c.req.valid('param').id,
      changes: {
        ...changes,
        ...(Revision !== undefined ? { Revision } : {}),
        ...(Liability !== undefined ? { Liability: Liability as LiabilitySelected } : {}),
      },
      save: save ?? null,
      viewer: c.get('viewer'),
    });
    if (result.isOk()) return c.json(toWireRecomputed(result.value), 200);
    const e: RecomputeQuoteError = result.error;
    switch (e.kind) {
      case 'RecomputeRefused':
        return c.json(toWireRecomputeRefusal(e.failReason, e.quote), 200);
      case 'InvalidRecompute':
        return c.json(errorBody(e.lines), 400);
      case 'ReasonRequired':
        return c.json(errorBody([`save.reason - ${RECOMPUTE_REASON_REQUIRED_MESSAGE}`]), 400);
      default: {
        const failure = fail(c, e);
        return c.json(failure.body, failure.status as 401 | 403 | 404 | 503);
      }
    }
  });

  app.openapi(priceMove, async (c) => {
    const { from, to, linearFeet, moveDate } = c.req.valid('json');
    const result = await useCases.priceMove.execute({
      from,
      to,
      linearFeet,
      ...(moveDate !== undefined ? { moveDate: moveDate as IsoDate } : {}),
    });
    if (result.isOk()) return c.json(toWirePriced(result.value), 200);
    const e = result.error;
    if (e.kind === 'PlaceNotFound') {
      return c.json(errorBody([`${e.field} - No place matches '${e.text}'`], 'PlaceNotFound'), 404);
    }
    const failure = fail(c, e);
    return c.json(failure.body, failure.status as 503);
  });

  app.openapi(serviceCenters, async (c) => {
    return c.json({ success: true as const, serviceCenters: useCases.stations.all() }, 200);
  });
}

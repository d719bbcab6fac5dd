import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Result } from 'neverthrow';
import type {
  FindServiceCentersNear,
  ZipNotFound,
} from '../../../../application/reference/find-service-centers-near';
import type {
  FindServiceCentersNearPoint,
  NoPlaceNearPoint,
} from '../../../../application/reference/find-service-centers-near-point';
import type { ListServiceCenters } from '../../../../application/reference/list-service-centers';
import type { ServiceCentersNear } from '../../../../application/reference/located-stations';
import type { SearchCities } from '../../../../application/reference/search-cities';
import type { ViewServiceCenter } from '../../../../application/reference/view-service-center';
import { ErrorResponse, errorBody } from '../../contract/common';
import { httpFailure } from '../../contract/error-status';
import {
  CitySearchQuery,
  CitySearchResponse,
  ServiceCenterDetailResponse,
  ServiceCentersListQuery,
  ServiceCentersListResponse,
  ServiceCentersNearPointQuery,
  ServiceCentersNearQuery,
  ServiceCentersNearResponse,
  StationCodeParam,
  wireNearbyServiceCenter,
  wireServiceCenterSummary,
} from '../../contract/reference';
import { AnswerCache } from '../answer-cache';
import { type App, type AppEnv, cacheable } from '../app';
import { badInput, json } from './openapi';

/** Reference data changes at most daily (new holidays, a new rate card): browsers and proxies may keep it a day. */
export const REFERENCE_CACHE = 'public, max-age=86400';

/**
 * City search answers: an hour in browsers and proxies (issue 15: a place staff confirm from the indirect
 * mapping form joins the answers, so a day was too long), and an answer that found nothing not at all: it
 * keeps the default no-store (it is exactly the one a newly confirmed place changes, and the customer who
 * saw it is the one who asked for the place).
 */
export const CITY_SEARCH_CACHE = 'public, max-age=3600';

/** The city search answers kept in memory (about 1.5 KB each, so at most ~8 MB): answer-cache.ts. */
export const CITY_SEARCH_ANSWERS = {
  max: 5_000,
  cacheControl: CITY_SEARCH_CACHE,
  keep: (body: string) => !body.includes('"cities":[]'),
} as const;

const citySearch = createRoute({
  method: 'get',
  path: '/api/code/city_search.php',
  tags: ['Reference'],
  summary:
    'City search (§5): places matching the term, best first; under 3 characters (not a shortcut dc, kc, kck, kcmo, nyc) finds nothing',
  request: { query: CitySearchQuery },
  responses: { 200: json(CitySearchResponse, 'Up to 10 §3 city search results'), ...badInput },
});

const serviceCenterDetail = createRoute({
  method: 'get',
  path: '/api/cities/service-centers/{id}/detail',
  tags: ['Reference'],
  summary: "A service center's §3 StationDetail by its StationCode (any case)",
  request: { params: StationCodeParam },
  responses: {
    200: json(ServiceCenterDetailResponse, 'The station'),
    ...badInput,
    404: json(ErrorResponse, "'id - No service center has this code'"),
  },
});

const serviceCentersNear = createRoute({
  method: 'get',
  path: '/api/cities/service-centers/near',
  tags: ['Reference'],
  summary:
    'The service-center locator: the stations nearest a US ZIP or Canadian postal code, in its country',
  request: { query: ServiceCentersNearQuery },
  responses: {
    200: json(
      ServiceCentersNearResponse,
      'The place of the ZIP, and its nearest stations (default 5, at most 25)',
    ),
    ...badInput,
    404: json(ErrorResponse, "'zip - No place has this ZIP or postal code'"),
  },
});

const serviceCentersNearPoint = createRoute({
  method: 'get',
  path: '/api/cities/service-centers/near-point',
  tags: ['Reference'],
  summary:
    'The service-center locator\'s "Use my location": the stations nearest a point (decimal degrees), in the country of the ZIP or postal code nearest it',
  request: { query: ServiceCentersNearPointQuery },
  responses: {
    200: json(
      ServiceCentersNearResponse,
      'The ZIP or postal code nearest the point, and the nearest stations (default 5, at most 25)',
    ),
    ...badInput,
    404: json(ErrorResponse, "'latitude - We have no service center near this point; …'"),
  },
});

const serviceCentersList = createRoute({
  method: 'get',
  path: '/api/cities/service-centers',
  tags: ['Reference'],
  summary: "Every service center, for the locator's map and its list of all centers",
  request: { query: ServiceCentersListQuery },
  responses: {
    200: json(ServiceCentersListResponse, 'Every station: code, place and coordinates'),
    ...badInput,
  },
});

export interface ReferenceUseCases {
  /** Where city search answers are kept (the server shares it with its Node fast path); one of its own if absent. */
  answers?: AnswerCache;
  searchCities: SearchCities;
  viewServiceCenter: ViewServiceCenter;
  findServiceCentersNear: FindServiceCentersNear;
  findServiceCentersNearPoint: FindServiceCentersNearPoint;
  listServiceCenters: ListServiceCenters;
}

/** A locator search answered: the nearest centers (cacheable), or 404 when it knows no such place. */
function nearAnswer(c: Context<AppEnv>, found: Result<ServiceCentersNear, ZipNotFound | NoPlaceNearPoint>) {
  if (found.isErr()) {
    const failure = httpFailure(found.error);
    return c.json(errorBody(failure.lines, failure.reason), failure.status as 404);
  }
  cacheable(c, REFERENCE_CACHE);
  return c.json(
    {
      success: true as const,
      origin: found.value.origin,
      serviceCenters: found.value.serviceCenters.map(wireNearbyServiceCenter),
    },
    200,
  );
}

export function registerReferenceRoutes(app: App, useCases: ReferenceUseCases): void {
  // Benchmarked (bench/api.bench.ts): validation, an in-memory index search, and the answer. No database.
  // A repeated query is answered from memory (answer-cache.ts): the answer depends on the query alone.
  app.use(citySearch.path, (useCases.answers ?? new AnswerCache(CITY_SEARCH_ANSWERS)).middleware());
  app.openapi(citySearch, async (c) => {
    const cities = (
      await useCases.searchCities.execute({ term: c.req.valid('query').search })
    )._unsafeUnwrap();
    if (cities.length > 0) cacheable(c, CITY_SEARCH_CACHE);
    return c.json({ success: true as const, cities }, 200);
  });

  app.openapi(serviceCenterDetail, async (c) => {
    const found = await useCases.viewServiceCenter.execute({ stationCode: c.req.valid('param').id });
    if (found.isErr()) {
      const failure = httpFailure(found.error);
      return c.json(errorBody(failure.lines, failure.reason), failure.status as 404);
    }
    cacheable(c, REFERENCE_CACHE);
    return c.json({ success: true as const, serviceCenterDetail: found.value }, 200);
  });

  app.openapi(serviceCentersNear, async (c) => {
    const { zip, limit } = c.req.valid('query');
    const found = await useCases.findServiceCentersNear.execute({ zip, limit });
    return nearAnswer(c, found);
  });

  app.openapi(serviceCentersNearPoint, async (c) => {
    const { latitude, longitude, limit } = c.req.valid('query');
    const found = await useCases.findServiceCentersNearPoint.execute({ latitude, longitude, limit });
    return nearAnswer(c, found);
  });

  app.openapi(serviceCentersList, async (c) => {
    const stations = (await useCases.listServiceCenters.execute())._unsafeUnwrap();
    cacheable(c, REFERENCE_CACHE);
    return c.json({ success: true as const, serviceCenters: stations.map(wireServiceCenterSummary) }, 200);
  });
}

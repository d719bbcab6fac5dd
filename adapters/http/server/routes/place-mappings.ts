import { createRoute } from '@hono/zod-openapi';
import type { DecidePlaceMapping } from '../../../../application/place-mappings/decide-place-mapping';
import type { ListPlaceMappings } from '../../../../application/place-mappings/list-place-mappings';
import type { RequestPlaceMapping } from '../../../../application/place-mappings/request-place-mapping';
import type { ViewPlaceMapping } from '../../../../application/place-mappings/view-place-mapping';
import type { CountReferrerArrivals } from '../../../../application/referrals/count-referrer-arrivals';
import type { RecordReferrerArrival } from '../../../../application/referrals/record-referrer-arrival';
import { isoDate } from '../../../../domain/calendar/iso-date';
import {
  PlaceMappingMessage,
  PlaceMappingSource,
  PlaceMappingStatus,
} from '../../../../domain/location/place-mapping';
import { ErrorResponse } from '../../contract/common';
import {
  PLACE_MAPPINGS_PATH,
  PlaceMappingDecisionBody,
  PlaceMappingIdParam,
  PlaceMappingRequestBody,
  PlaceMappingResponse,
  PlaceMappingTokenParam,
  REFERRER_ARRIVALS_PATH,
  ReferrerArrivalBody,
  ReferrerArrivalResponse,
  STAFF_PLACE_MAPPINGS_PATH,
  STAFF_REFERRALS_PATH,
  StaffPlaceMappingResponse,
  StaffPlaceMappingsQuery,
  StaffPlaceMappingsResponse,
  StaffReferralsQuery,
  StaffReferralsResponse,
  staffRowOf,
  toWirePlaceMapping,
  toWireReferrals,
  toWireStaffRow,
  ViewPlaceMappingResponse,
} from '../../contract/place-mappings';
import type { App } from '../app';
import { visitorKeyOf } from '../visitor';
import { badInput, json, staffOnly, storageUnavailable } from './openapi';
import { refused } from './refused';

const staffAnswers = {
  ...staffOnly,
  ...storageUnavailable,
};

const requestMapping = createRoute({
  method: 'post',
  path: PLACE_MAPPINGS_PATH,
  tags: ['Place mappings'],
  summary:
    '§1 the indirect mapping form (issue 15): map a place the city search does not know to a nearby city it does; staff check it. Asking again for the same place from the same address answers the waiting request',
  request: { body: { ...json(PlaceMappingRequestBody, 'The request'), required: true } },
  responses: {
    201: json(PlaceMappingResponse, 'Stored, Pending; its Token is the link to its status page'),
    200: json(PlaceMappingResponse, 'The same address already had this place waiting: that request'),
    ...badInput,
    429: json(ErrorResponse, `'EmailAddress - ${PlaceMappingMessage.tooMany}'`),
    ...storageUnavailable,
  },
});

const viewMapping = createRoute({
  method: 'get',
  path: `${PLACE_MAPPINGS_PATH}/{token}`,
  tags: ['Place mappings'],
  summary:
    "One request's status by its link token (issue 15): the place, the nearby city, Pending/Confirmed/Rejected/Withdrawn, staff's note to the customer; once Confirmed, the place as the city search finds it",
  request: { params: PlaceMappingTokenParam },
  responses: {
    200: json(ViewPlaceMappingResponse, 'The request'),
    ...badInput,
    404: json(ErrorResponse, `'token - ${PlaceMappingMessage.tokenNotFound}'`),
    ...storageUnavailable,
  },
});

const listMappings = createRoute({
  method: 'get',
  path: STAFF_PLACE_MAPPINGS_PATH,
  tags: ['Staff', 'Place mappings'],
  summary:
    'Issue 15: the indirect mapping requests of one status (?status=, Pending by default: the queue, oldest first; or all), each with the service center nearest its nearby city: staff only',
  request: { query: StaffPlaceMappingsQuery },
  responses: {
    200: json(StaffPlaceMappingsResponse, 'The requests (at most ?limit=, 50 by default)'),
    ...badInput,
    ...staffAnswers,
  },
});

const decideMapping = createRoute({
  method: 'post',
  path: `${STAFF_PLACE_MAPPINGS_PATH}/{id}/decision`,
  tags: ['Staff', 'Place mappings'],
  summary:
    'Issue 15: Confirm a Pending request (its place becomes a city search alias on every instance), Reject it with a Note for the customer, or Withdraw a Confirmed one: staff only',
  request: {
    params: PlaceMappingIdParam,
    body: { ...json(PlaceMappingDecisionBody, 'The decision'), required: true },
  },
  responses: {
    200: json(StaffPlaceMappingResponse, 'The request as decided'),
    ...badInput,
    404: json(ErrorResponse, `'id - ${PlaceMappingMessage.notFound}'`),
    409: json(ErrorResponse, "'Decision - …': already decided, or the place is already mapped"),
    ...staffAnswers,
  },
});

const recordArrival = createRoute({
  method: 'post',
  path: REFERRER_ARRIVALS_PATH,
  tags: ['Referrals'],
  summary:
    '§5 budget-flow referrers (issue 15): a visitor arrived from PACKRATWEB or ZPPYSHWEB (the page read ?referrer= or ?utm_source=); counted once per visitor, referrer and day',
  request: { body: { ...json(ReferrerArrivalBody, 'The arrival'), required: true } },
  responses: {
    200: json(ReferrerArrivalResponse, 'Recognised; Recorded is false for a repeat the same day'),
    ...badInput,
    ...storageUnavailable,
  },
});

const countArrivals = createRoute({
  method: 'get',
  path: STAFF_REFERRALS_PATH,
  tags: ['Staff', 'Referrals'],
  summary:
    'Issue 15: arrivals from each §5 budget-flow referrer (0 when none), on and after ?since=YYYY-MM-DD or ever: staff only',
  request: { query: StaffReferralsQuery },
  responses: {
    200: json(StaffReferralsResponse, 'One row per known referrer'),
    ...badInput,
    ...staffAnswers,
  },
});

export interface PlaceMappingUseCases {
  requestPlaceMapping: RequestPlaceMapping;
  viewPlaceMapping: ViewPlaceMapping;
  listPlaceMappings: ListPlaceMappings;
  decidePlaceMapping: DecidePlaceMapping;
  recordReferrerArrival: RecordReferrerArrival;
  countReferrerArrivals: CountReferrerArrivals;
}

/**
 * Issue 15: the indirect mapping form's endpoints and the budget-flow referrers'. The staff ones are under
 * /api/staff/, so requireStaff (staff-access.ts) answers 401 or 403 before the query or body is read; the use
 * cases check the role again.
 */
export function registerPlaceMappingRoutes(app: App, useCases: PlaceMappingUseCases): void {
  app.openapi(requestMapping, async (c) => {
    const body = c.req.valid('json');
    const sent = await useCases.requestPlaceMapping.execute({
      PlaceName: body.PlaceName,
      NearCity: body.NearCity,
      NearState: body.NearState,
      NearZip: body.NearZip,
      MilesAway: body.MilesAway ?? null,
      EmailAddress: body.EmailAddress,
      Note: body.Note ?? '',
      Source: body.Source ?? PlaceMappingSource.CitySearch,
    });
    if (sent.isErr()) return refused<400 | 429 | 503>(c, sent.error, 'a place mapping could not be stored');
    const answer = {
      success: true as const,
      Created: sent.value.created,
      PlaceMapping: toWirePlaceMapping(sent.value.mapping),
    };
    return sent.value.created ? c.json(answer, 201) : c.json(answer, 200);
  });

  app.openapi(viewMapping, async (c) => {
    const found = await useCases.viewPlaceMapping.execute({ token: c.req.valid('param').token });
    if (found.isErr()) return refused<400 | 404 | 503>(c, found.error, 'a place mapping could not be read');
    c.header('Cache-Control', 'no-store');
    return c.json({ success: true as const, PlaceMapping: toWirePlaceMapping(found.value) }, 200);
  });

  app.openapi(listMappings, async (c) => {
    const { status, limit } = c.req.valid('query');
    const listed = await useCases.listPlaceMappings.execute({
      viewer: c.get('viewer'),
      status: status === 'all' ? null : (status ?? PlaceMappingStatus.Pending),
      ...(limit !== undefined ? { limit } : {}),
    });
    if (listed.isErr())
      return refused<400 | 401 | 403 | 503>(c, listed.error, 'the place mappings could not be read');
    return c.json(
      {
        success: true as const,
        PlaceMappings: listed.value.mappings.map((m) => toWireStaffRow(staffRowOf(m))),
        Limit: listed.value.limit,
      },
      200,
    );
  });

  app.openapi(decideMapping, async (c) => {
    const { Decision, Note } = c.req.valid('json');
    const decided = await useCases.decidePlaceMapping.execute({
      viewer: c.get('viewer'),
      id: Number(c.req.valid('param').id),
      decision: Decision,
      note: Note ?? '',
    });
    if (decided.isErr())
      return refused<400 | 401 | 403 | 404 | 409 | 503>(
        c,
        decided.error,
        'a place mapping could not be decided',
      );
    return c.json({ success: true as const, PlaceMapping: toWireStaffRow(staffRowOf(decided.value)) }, 200);
  });

  app.openapi(recordArrival, async (c) => {
    const { Referrer, Page } = c.req.valid('json');
    const recorded = await useCases.recordReferrerArrival.execute({
      Referrer,
      Page,
      visitorKey: visitorKeyOf(c),
    });
    if (recorded.isErr())
      return refused<400 | 503>(c, recorded.error, 'a referrer arrival could not be recorded');
    return c.json(
      { success: true as const, Referrer: recorded.value.referrer, Recorded: recorded.value.recorded },
      200,
    );
  });

  app.openapi(countArrivals, async (c) => {
    const { since } = c.req.valid('query');
    const counted = await useCases.countReferrerArrivals.execute({
      viewer: c.get('viewer'),
      since: since ? isoDate(since) : null,
    });
    if (counted.isErr())
      return refused<400 | 401 | 403 | 503>(c, counted.error, 'the referrer arrivals could not be counted');
    return c.json(toWireReferrals(counted.value, since ?? null), 200);
  });
}

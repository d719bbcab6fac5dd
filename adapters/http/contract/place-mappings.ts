import { z } from 'zod';
import type {
  PlaceMappingView,
  StaffPlaceMapping,
} from '../../../application/place-mappings/place-mapping-views';
import type { PlaceMapping } from '../../../application/ports/place-mappings';
import {
  DECISION_NOTE_MAX,
  EMAIL_MAX,
  MILES_AWAY_MAX,
  PLACE_MAPPING_DECISIONS,
  PLACE_MAPPING_SOURCES,
  PLACE_MAPPING_STATUSES,
  PLACE_MAPPINGS_MAX_LIMIT,
  PLACE_NAME_MAX,
  PLACE_NOTE_MAX,
  type PlaceMappingDecision,
  type PlaceMappingStatus,
} from '../../../domain/location/place-mapping';
import {
  ARRIVAL_PAGE_MAX,
  BUDGET_FLOW_REFERRERS,
  type ReferrerCount,
} from '../../../domain/referrals/referrers';
import { Text, listValues as values, WireDate } from './common';
import { CitySearchResult, QueryInteger } from './reference';

/**
 * Issue 15 on the wire (ours: §1 names the indirect mapping form and shows nothing else; §5 names the
 * budget-flow referrers). The customer sends a request and reads it back by its link token; staff list and
 * decide requests and count referrer arrivals under /api/staff/ (refused to everyone else before the body
 * is read, staff-access.ts).
 */
export const PLACE_MAPPINGS_PATH = '/api/place-mappings';
export const STAFF_PLACE_MAPPINGS_PATH = '/api/staff/place-mappings';
export const REFERRER_ARRIVALS_PATH = '/api/referrals/arrivals';
export const STAFF_REFERRALS_PATH = '/api/staff/referrals';

/** POST place-mappings: the form (PlaceName, the nearby city as the city search answered it, EmailAddress). */
export const PlaceMappingRequestBody = z
  .object({
    PlaceName: Text(PLACE_NAME_MAX),
    NearCity: Text(60),
    NearState: Text(3),
    NearZip: Text(10),
    MilesAway: z
      .number()
      .int('Value must be a whole number')
      .min(0)
      .max(MILES_AWAY_MAX)
      .nullable()
      .optional(),
    EmailAddress: Text(EMAIL_MAX),
    Note: Text(PLACE_NOTE_MAX).optional(),
    Source: z.enum(values(PLACE_MAPPING_SOURCES)).optional(),
  })
  .strict();
export type PlaceMappingRequestBody = z.input<typeof PlaceMappingRequestBody>;

export const PlaceMappingTokenParam = z.object({ token: z.string().max(64) });

export const WirePlaceMapping = z.object({
  /** The request's link: /moving-quotes/indirect-mapping/{Token}. */
  Token: z.string(),
  PlaceName: z.string(),
  StateCode: z.string(),
  /** The nearby city; null if the reference data no longer has it. */
  Near: CitySearchResult.nullable(),
  MilesAway: z.number().int().nullable(),
  Status: z.enum(values(PLACE_MAPPING_STATUSES)),
  CreatedAt: z.string(),
  DecidedAt: z.string().nullable(),
  /** Staff's words to the customer ('' when none). */
  DecisionNote: z.string(),
  /** Once Confirmed: the place as the city search finds it (§3 City search result). */
  Place: CitySearchResult.nullable(),
});
export type WirePlaceMapping = z.infer<typeof WirePlaceMapping>;

export const PlaceMappingResponse = z.object({
  success: z.literal(true),
  /** False when the same address already had this place waiting (that request is answered). */
  Created: z.boolean(),
  PlaceMapping: WirePlaceMapping,
});

export const ViewPlaceMappingResponse = z.object({
  success: z.literal(true),
  PlaceMapping: WirePlaceMapping,
});

export function toWirePlaceMapping(view: PlaceMappingView): WirePlaceMapping {
  return {
    Token: view.token,
    PlaceName: view.placeName,
    StateCode: view.stateCode,
    Near: view.near,
    MilesAway: view.milesAway,
    Status: view.status,
    CreatedAt: view.createdAt,
    DecidedAt: view.decidedAt,
    DecisionNote: view.decisionNote,
    Place: view.place,
  };
}

export function placeMappingFromWire(wire: WirePlaceMapping): PlaceMappingView {
  return {
    token: wire.Token,
    placeName: wire.PlaceName,
    stateCode: wire.StateCode,
    near: wire.Near,
    milesAway: wire.MilesAway,
    status: wire.Status,
    createdAt: wire.CreatedAt,
    decidedAt: wire.DecidedAt,
    decisionNote: wire.DecisionNote,
    place: wire.Place,
  };
}

/** ?status= one status or 'all' (Pending when left out); ?limit= 1 to 200 (50 when left out). */
export const StaffPlaceMappingsQuery = z
  .object({
    status: z.enum([...values(PLACE_MAPPING_STATUSES), 'all']).optional(),
    limit: QueryInteger(1, PLACE_MAPPINGS_MAX_LIMIT).optional(),
  })
  .strict();
export type StaffPlaceMappingsQuery = z.input<typeof StaffPlaceMappingsQuery>;

export const PlaceMappingIdParam = z.object({
  id: z.string().regex(/^[0-9]{1,15}$/, 'Value must be a request number (digits only)'),
});

export const PlaceMappingDecisionBody = z
  .object({
    Decision: z.enum(values(PLACE_MAPPING_DECISIONS)),
    /** Words for the customer; required to reject. */
    Note: Text(DECISION_NOTE_MAX).optional(),
  })
  .strict();
export type PlaceMappingDecisionBody = z.input<typeof PlaceMappingDecisionBody>;

export const WireStaffPlaceMapping = z.object({
  Id: z.number().int(),
  PlaceName: z.string(),
  StateCode: z.string(),
  NearCity: z.string(),
  NearState: z.string(),
  NearZip: z.string(),
  MilesAway: z.number().int().nullable(),
  EmailAddress: z.string(),
  Note: z.string(),
  Source: z.enum(values(PLACE_MAPPING_SOURCES)),
  Status: z.enum(values(PLACE_MAPPING_STATUSES)),
  CreatedAt: z.string(),
  DecidedAt: z.string().nullable(),
  DecidedBy: z.string().nullable(),
  DecisionNote: z.string(),
  /** The service center nearest the nearby city (straight-line miles), or null. */
  NearestServiceCenter: z
    .object({ StationCode: z.string(), CityName: z.string(), StateCode: z.string(), Miles: z.number() })
    .nullable(),
});
export type WireStaffPlaceMapping = z.infer<typeof WireStaffPlaceMapping>;

export const StaffPlaceMappingsResponse = z.object({
  success: z.literal(true),
  PlaceMappings: z.array(WireStaffPlaceMapping),
  /** The number asked for: as many rows as this means more may exist. */
  Limit: z.number().int(),
});

export const StaffPlaceMappingResponse = z.object({
  success: z.literal(true),
  PlaceMapping: WireStaffPlaceMapping,
});

/** One request as staff tools show it (the page and the CLI), in process or from the wire: no token or key. */
export type StaffPlaceMappingRow = Omit<PlaceMapping, 'token' | 'placeKey'> & {
  nearestCenter: { stationCode: string; cityName: string; stateCode: string; miles: number } | null;
};

export function staffRowOf(mapping: StaffPlaceMapping): StaffPlaceMappingRow {
  const near = mapping.nearestCenter;
  return {
    id: mapping.id,
    placeName: mapping.placeName,
    stateCode: mapping.stateCode,
    nearCity: mapping.nearCity,
    nearState: mapping.nearState,
    nearZip: mapping.nearZip,
    milesAway: mapping.milesAway,
    email: mapping.email,
    note: mapping.note,
    source: mapping.source,
    status: mapping.status,
    createdAt: mapping.createdAt,
    decidedAt: mapping.decidedAt,
    decidedBy: mapping.decidedBy,
    decisionNote: mapping.decisionNote,
    nearestCenter: near
      ? {
          stationCode: near.station.StationCode,
          cityName: near.station.CityName,
          stateCode: near.station.StateCode,
          miles: near.miles,
        }
      : null,
  };
}

export function toWireStaffRow(row: StaffPlaceMappingRow): WireStaffPlaceMapping {
  return {
    Id: row.id,
    PlaceName: row.placeName,
    StateCode: row.stateCode,
    NearCity: row.nearCity,
    NearState: row.nearState,
    NearZip: row.nearZip,
    MilesAway: row.milesAway,
    EmailAddress: row.email,
    Note: row.note,
    Source: row.source,
    Status: row.status,
    CreatedAt: row.createdAt,
    DecidedAt: row.decidedAt,
    DecidedBy: row.decidedBy,
    DecisionNote: row.decisionNote,
    NearestServiceCenter: row.nearestCenter
      ? {
          StationCode: row.nearestCenter.stationCode,
          CityName: row.nearestCenter.cityName,
          StateCode: row.nearestCenter.stateCode,
          Miles: row.nearestCenter.miles,
        }
      : null,
  };
}

export function staffRowFromWire(wire: WireStaffPlaceMapping): StaffPlaceMappingRow {
  return {
    id: wire.Id,
    placeName: wire.PlaceName,
    stateCode: wire.StateCode,
    nearCity: wire.NearCity,
    nearState: wire.NearState,
    nearZip: wire.NearZip,
    milesAway: wire.MilesAway,
    email: wire.EmailAddress,
    note: wire.Note,
    source: wire.Source,
    status: wire.Status,
    createdAt: wire.CreatedAt,
    decidedAt: wire.DecidedAt,
    decidedBy: wire.DecidedBy,
    decisionNote: wire.DecisionNote,
    nearestCenter: wire.NearestServiceCenter
      ? {
          stationCode: wire.NearestServiceCenter.StationCode,
          cityName: wire.NearestServiceCenter.CityName,
          stateCode: wire.NearestServiceCenter.StateCode,
          miles: wire.NearestServiceCenter.Miles,
        }
      : null,
  };
}

/** Issue 15: the staff review list's filter, one status (or all) and at most `limit` rows, as the clients ask it. */
export interface StaffPlaceMappingsFilter {
  status?: PlaceMappingStatus | 'all';
  limit?: number;
}

/** Issue 15: the staff review list as the clients read it, with the number of rows asked for. */
export interface StaffPlaceMappingsListing {
  rows: StaffPlaceMappingRow[];
  limit: number;
}

/** Issue 15: a staff decision on a request as the clients send it (a note is required to reject). */
export interface StaffPlaceMappingDecision {
  Decision: PlaceMappingDecision;
  Note?: string;
}

/** The staff list's query for a filter (the CLI's --api mode and the page). */
export function staffPlaceMappingsQuery(filter: StaffPlaceMappingsFilter): string {
  const query = new URLSearchParams();
  if (filter.status) query.set('status', filter.status);
  if (filter.limit !== undefined) query.set('limit', String(filter.limit));
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** POST referrals/arrivals: a visitor arrived from a §5 budget-flow referrer (the code, any case). */
export const ReferrerArrivalBody = z
  .object({
    Referrer: Text(40),
    /** The page they arrived on (its path). */
    Page: Text(ARRIVAL_PAGE_MAX),
  })
  .strict();
export type ReferrerArrivalBody = z.input<typeof ReferrerArrivalBody>;

export const ReferrerArrivalResponse = z.object({
  success: z.literal(true),
  Referrer: z.enum(BUDGET_FLOW_REFERRERS),
  /** False when this visitor's arrival from this referrer was already counted today. */
  Recorded: z.boolean(),
});

/** ?since= YYYY-MM-DD (every arrival when left out). */
export const StaffReferralsQuery = z.object({ since: WireDate.optional() }).strict();

export const StaffReferralsResponse = z.object({
  success: z.literal(true),
  Referrals: z.array(
    z.object({
      Referrer: z.enum(BUDGET_FLOW_REFERRERS),
      Arrivals: z.number().int(),
      First: z.string().nullable(),
      Last: z.string().nullable(),
    }),
  ),
  Since: z.string().nullable(),
});
export type StaffReferralsResponse = z.infer<typeof StaffReferralsResponse>;

export function toWireReferrals(
  counts: readonly ReferrerCount[],
  since: string | null,
): StaffReferralsResponse {
  return {
    success: true,
    Referrals: counts.map((c) => ({
      Referrer: c.referrer,
      Arrivals: c.arrivals,
      First: c.first,
      Last: c.last,
    })),
    Since: since,
  };
}

export function referralsFromWire(wire: StaffReferralsResponse): ReferrerCount[] {
  return wire.Referrals.map((r) => ({
    referrer: r.Referrer,
    arrivals: r.Arrivals,
    first: r.First,
    last: r.Last,
  }));
}

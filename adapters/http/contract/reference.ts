import { z } from 'zod';
import { NEAR_DEFAULT_LIMIT, NEAR_MAX_LIMIT } from '../../../application/reference/find-service-centers-near';
import { MAX_SEARCH_LENGTH } from '../../../domain/location/search-term';
import { normalizeZip } from '../../../domain/location/zip';
import type { StationDetail } from '../../../domain/quote/types';
import { NUMERIC_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/validation/messages';
import './common';
import { WireStationDetail } from './quote-parts';

/**
 * Reference data on the wire (§7 city search and service centers). Query and path values arrive as
 * strings; unknown query parameters are refused like unknown body fields.
 */

/** A whole number in a query string ('5'), from `min` to `max`; a missing one is 'The value is required'. */
export const QueryInteger = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?[0-9]+(?:\.[0-9]+)?$/, NUMERIC_MESSAGE)
    .transform(Number)
    .pipe(z.number().int('Value must be a whole number').min(min).max(max));

/** §3 City search result: exactly its eight fields (coordinates and FIPS stay on the server). */
export const CitySearchResult = z.object({
  CityName: z.string(),
  StateCode: z.string(),
  StateName: z.string(),
  ZipCode: z.string(),
  ZipLow: z.string(),
  ZipHigh: z.string(),
  CountyName: z.string(),
  Country: z.string(),
});

/** GET /code/city_search.php?search= (§5: term max 49; a blank term is a missing one). */
export const CitySearchQuery = z
  .object({
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH)
      .refine((s) => s.trim() !== '', REQUIRED_MESSAGE),
  })
  .strict();

export const CitySearchResponse = z.object({ success: z.literal(true), cities: z.array(CitySearchResult) });
export type CitySearchResponse = z.infer<typeof CitySearchResponse>;

/** A service center's StationCode in a path, any case ('DEN' or 'den'). */
export const StationCodeParam = z.object({
  id: z
    .string()
    .max(10)
    .regex(/^[A-Za-z0-9]+$/, 'Value must be a service center code (letters and digits)'),
});

export const ServiceCenterDetailResponse = z.object({
  success: z.literal(true),
  serviceCenterDetail: WireStationDetail,
});

/**
 * What the locator shows of a service center: its whole §3 StationDetail (address, phone, fax, ServiceDays,
 * Holidays, coordinates for the map), and how far it is.
 */
export const NearbyServiceCenter = WireStationDetail.extend({
  /** Straight-line (great-circle) miles from the place or point asked about, whole miles. */
  miles: z.number().int(),
  /** The same distance in whole kilometres (Canada measures in kilometres). */
  kilometers: z.number().int(),
});

/** A station and its distance as the locator answers it (the server, and the CLI's --json, both use this). */
export function wireNearbyServiceCenter(nearby: {
  station: StationDetail;
  miles: number;
  kilometers: number;
}): z.infer<typeof NearbyServiceCenter> {
  const { station, miles, kilometers } = nearby;
  // The two lists last, whatever the order of the station's keys (the same text in process and over HTTP).
  const { Holidays, ServiceDays, ...rest } = station;
  return { ...rest, ServiceDays: [...ServiceDays], Holidays: [...Holidays], miles, kilometers };
}

/**
 * A ZIP the locator can place: a US five-digit ZIP (optionally ZIP+4) or a Canadian postal code,
 * whole or its first three characters (the forward sortation area). Three-digit ZIP prefixes, which
 * §5 lets the quote form send, name no single place.
 */
const LOCATOR_ZIP = /^(?:[0-9]{5}(?:-[0-9]{4})?|[A-Z][0-9][A-Z](?: ?[0-9][A-Z][0-9])?)$/;

export const ServiceCentersNearQuery = z
  .object({
    zip: z
      .string()
      .max(10)
      .transform(normalizeZip)
      .refine((zip) => zip !== '', REQUIRED_MESSAGE)
      .refine((zip) => zip === '' || LOCATOR_ZIP.test(zip), 'Value must be a US ZIP or Canadian postal code'),
    limit: QueryInteger(1, NEAR_MAX_LIMIT).default(NEAR_DEFAULT_LIMIT),
  })
  .strict();

export const ServiceCentersNearResponse = z.object({
  success: z.literal(true),
  origin: CitySearchResult,
  serviceCenters: z.array(NearbyServiceCenter),
});
export type ServiceCentersNearResponse = z.infer<typeof ServiceCentersNearResponse>;

/** A decimal number in a query string ('39.75'), from `min` to `max`. */
export const QueryDecimal = (min: number, max: number) =>
  z
    .string()
    .max(20)
    .regex(/^-?[0-9]{1,3}(?:\.[0-9]{1,10})?$/, NUMERIC_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/**
 * GET /api/cities/service-centers/near-point?latitude=&longitude=&limit= (issue 15 "Use my location"):
 * a point in decimal degrees (the page rounds it to 0.01°, about 1 km).
 */
export const ServiceCentersNearPointQuery = z
  .object({
    latitude: QueryDecimal(-90, 90),
    longitude: QueryDecimal(-180, 180),
    limit: QueryInteger(1, NEAR_MAX_LIMIT).default(NEAR_DEFAULT_LIMIT),
  })
  .strict();

/** What the locator's map and its list of every center show of one (issue 15). */
export const ServiceCenterSummary = z.object({
  StationCode: z.string(),
  CityName: z.string(),
  StateCode: z.string(),
  StateName: z.string(),
  CountryName: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});
export type ServiceCenterSummary = z.infer<typeof ServiceCenterSummary>;

export function wireServiceCenterSummary(station: StationDetail): ServiceCenterSummary {
  return {
    StationCode: station.StationCode,
    CityName: station.CityName,
    StateCode: station.StateCode,
    StateName: station.StateName,
    CountryName: station.CountryName,
    Latitude: station.Latitude,
    Longitude: station.Longitude,
  };
}

/** GET /api/cities/service-centers takes no parameters; unknown ones are refused like unknown fields. */
export const ServiceCentersListQuery = z.object({}).strict();

export const ServiceCentersListResponse = z.object({
  success: z.literal(true),
  serviceCenters: z.array(ServiceCenterSummary),
});
export type ServiceCentersListResponse = z.infer<typeof ServiceCentersListResponse>;

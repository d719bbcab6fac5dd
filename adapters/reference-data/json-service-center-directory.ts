/**
 * §3 StationDetail: the service centers (terminals), read from data/service-centers.json (versioned
 * business data, written by generate-service-centers.ts) with their holidays computed at load.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { NearbyStation, ServiceCenterDirectory } from '../../application/ports/service-center-directory';
import type { StationDetail } from '../../domain/quote/types';
import { greatCircleMiles } from '../../domain/rating/distance';
import { type ReferenceDataError, referenceDataUnavailable } from './reference-data-error';
import { calendarKey, type HolidayTable, StationHolidays } from './station-holidays';

/** The versioned file, relative to this module. */
export const SERVICE_CENTERS_FILE = fileURLToPath(
  new URL('../../data/service-centers.json', import.meta.url),
);

/** CountryName of each country code a caller may pass to near(). */
export const COUNTRY_NAMES = { US: 'United States', CA: 'Canada' } as const;

const text = z.string().trim().min(1);

/** True when Intl knows the zone. */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** One station as stored: every StationDetail field but Holidays, which are computed. */
export const StoredStation = z.object({
  Address: text,
  CityName: text,
  CountryName: z.enum([COUNTRY_NAMES.US, COUNTRY_NAMES.CA]),
  CustomerServicePhoneNumber: text,
  FIPSCode: text,
  FaxNumber: text,
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  MailingAddress: text,
  MailingCity: text,
  MailingState: text,
  MailingZip: text,
  RegionCode: text,
  Route: text,
  ServiceDays: z.array(z.literal([1, 2, 3, 4, 5, 6, 7])).min(1),
  StateCode: text,
  StateName: text,
  StationCode: text,
  ZipCode: text,
  /** Issue 27: the station's IANA time zone (its local times: appointment windows, cut-offs). */
  TimeZone: text.refine(isTimeZone, 'must be an IANA time zone such as America/Chicago'),
});
export type StoredStation = z.infer<typeof StoredStation>;

export const StoredStations = z.array(StoredStation).min(1);

export interface ServiceCenterLoadOptions {
  /** The first year of holidays computed (the current year from the clock; 3 years in all). */
  fromYear: number;
  /** Another stations file (tests); defaults to data/service-centers.json. */
  file?: string;
  /** Holidays computed at build time (compiled-reference.ts); what it lacks is computed. */
  holidays?: HolidayTable;
}

function countryCodeOf(station: StoredStation): 'US' | 'CA' {
  return station.CountryName === COUNTRY_NAMES.CA ? 'CA' : 'US';
}

/** The country name a near() filter stands for: 'US'/'CA' or a full name, case-insensitive. */
function countryNameFilter(country: string | undefined): string | null {
  if (country === undefined || country.trim() === '') return null;
  const upper = country.trim().toUpperCase();
  if (upper === 'US' || upper === 'USA' || upper === COUNTRY_NAMES.US.toUpperCase()) return COUNTRY_NAMES.US;
  if (upper === 'CA' || upper === 'CAN' || upper === COUNTRY_NAMES.CA.toUpperCase()) return COUNTRY_NAMES.CA;
  return upper;
}

/** The holiday calendars of these stations ('US', 'CA|ON', ...). */
export function stationCalendars(stations: readonly StoredStation[]): Set<string> {
  return new Set(stations.map((station) => calendarKey(countryCodeOf(station), station.StateCode)));
}

function copy(station: StationDetail): StationDetail {
  return { ...station, Holidays: [...station.Holidays], ServiceDays: [...station.ServiceDays] };
}

export class JsonServiceCenterDirectory implements ServiceCenterDirectory {
  private readonly stations: StationDetail[];
  private readonly byCode: Map<string, StationDetail>;

  private constructor(stored: readonly StoredStation[], holidays: StationHolidays) {
    this.stations = stored.map((station) => ({
      ...station,
      Holidays: holidays.for(countryCodeOf(station), station.StateCode),
    }));
    this.byCode = new Map();
    for (const station of this.stations) {
      const code = station.StationCode.toUpperCase();
      if (this.byCode.has(code)) throw new Error(`duplicate station code ${code}`);
      this.byCode.set(code, station);
    }
  }

  /** Reads and checks the stations file, then computes holidays for fromYear .. fromYear + 2. */
  static load(
    options: ServiceCenterLoadOptions,
  ): ResultAsync<JsonServiceCenterDirectory, ReferenceDataError> {
    const file = options.file ?? SERVICE_CENTERS_FILE;
    return ResultAsync.fromPromise(
      readFile(file, 'utf8').then(async (json) => {
        const stored = StoredStations.parse(JSON.parse(json));
        const holidays = await StationHolidays.create(
          options.fromYear,
          stationCalendars(stored),
          options.holidays,
        );
        return new JsonServiceCenterDirectory(stored, holidays);
      }),
      (cause) => referenceDataUnavailable(file, cause),
    );
  }

  /** Builds the directory from parsed JSON (throws on a malformed list: load() reports it as an error). */
  static fromStations(stations: unknown, holidays: StationHolidays): JsonServiceCenterDirectory {
    return new JsonServiceCenterDirectory(StoredStations.parse(stations), holidays);
  }

  all(): StationDetail[] {
    return this.stations.map(copy);
  }

  byStationCode(code: string): StationDetail | null {
    const station = this.byCode.get(code.trim().toUpperCase());
    return station ? copy(station) : null;
  }

  near(latitude: number, longitude: number, limit: number, country?: string): NearbyStation[] {
    const countryName = countryNameFilter(country);
    const point = { Latitude: latitude, Longitude: longitude };
    return this.stations
      .filter(
        (station) => countryName === null || station.CountryName.toUpperCase() === countryName.toUpperCase(),
      )
      .map((station) => ({
        station,
        distance: greatCircleMiles(point, station),
      }))
      .sort((a, b) => a.distance - b.distance || a.station.StationCode.localeCompare(b.station.StationCode))
      .slice(0, Math.max(0, limit))
      .map(({ station, distance }) => ({ station: copy(station), miles: Math.round(distance) }));
  }
}

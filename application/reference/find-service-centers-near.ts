import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { greatCircleKilometers } from '../../domain/rating/distance';
import type { CityDirectory } from '../ports/city-directory';
import type { NearbyStation, ServiceCenterDirectory } from '../ports/service-center-directory';
import { type CitySearchResult, citySearchResult } from './search-cities';

export type ZipNotFound = { kind: 'ZipNotFound'; zip: string };

/** A station near the place asked about, with its distance in whole miles and in whole kilometres. */
export type LocatedStation = NearbyStation & { kilometers: number };

export interface ServiceCentersNear {
  /** The place the ZIP or postal code stands for (§3 City search result), or the one nearest the point. */
  origin: CitySearchResult;
  /** Nearest first; distances are straight-line (great-circle) from the place's point (or the point asked about). */
  serviceCenters: LocatedStation[];
}

/** The stations near a point, each with its distance in kilometres too. */
export function locatedStations(
  stations: ServiceCenterDirectory,
  point: { latitude: number; longitude: number },
  limit: number,
  country: string,
): LocatedStation[] {
  const from = { Latitude: point.latitude, Longitude: point.longitude };
  return stations.near(point.latitude, point.longitude, limit, country).map((nearby) => ({
    ...nearby,
    kilometers: Math.round(greatCircleKilometers(from, nearby.station)),
  }));
}

/** The locator's default and largest list. */
export const NEAR_DEFAULT_LIMIT = 5;
export const NEAR_MAX_LIMIT = 25;

/**
 * The service-center locator (§1): the service centers nearest a US ZIP or Canadian postal code,
 * nearest first, in the place's own country (the stations that can serve a move from there, as quoting
 * picks them).
 */
export class FindServiceCentersNear {
  private readonly cities: CityDirectory;
  private readonly stations: ServiceCenterDirectory;

  constructor(cities: CityDirectory, stations: ServiceCenterDirectory) {
    this.cities = cities;
    this.stations = stations;
  }

  execute(input: { zip: string; limit: number }): ResultAsync<ServiceCentersNear, ZipNotFound> {
    const place = this.cities.byZip(input.zip);
    if (!place) return errAsync({ kind: 'ZipNotFound', zip: input.zip });
    const point = { latitude: place.Latitude, longitude: place.Longitude };
    const near = locatedStations(this.stations, point, input.limit, place.Country);
    return okAsync({ origin: citySearchResult(place), serviceCenters: near });
  }
}

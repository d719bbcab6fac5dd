import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CityDirectory } from '../ports/city-directory';
import type { NearbyStation, ServiceCenterDirectory } from '../ports/service-center-directory';
import { type CitySearchResult, citySearchResult } from './search-cities';

export type ZipNotFound = { kind: 'ZipNotFound'; zip: string };

export interface ServiceCentersNear {
  /** The place the ZIP or postal code stands for (§3 City search result). */
  origin: CitySearchResult;
  /** Nearest first; miles are straight-line (great-circle) from the place's point, whole miles. */
  serviceCenters: NearbyStation[];
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
    const near = this.stations.near(place.Latitude, place.Longitude, input.limit, place.Country);
    return okAsync({ origin: citySearchResult(place), serviceCenters: near });
  }
}

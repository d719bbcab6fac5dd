import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { UseCase } from '../use-case';
import { citySearchResult } from './city-search-result';
import { type LocatorDirectories, locatedStations, type ServiceCentersNear } from './located-stations';

export type ZipNotFound = { kind: 'ZipNotFound'; zip: string };

/** The locator's default and largest list. */
export const NEAR_DEFAULT_LIMIT = 5;
export const NEAR_MAX_LIMIT = 25;

/**
 * The service-center locator (§1): the service centers nearest a US ZIP or Canadian postal code,
 * nearest first, in the place's own country (the stations that can serve a move from there, as quoting
 * picks them).
 */
export class FindServiceCentersNear extends UseCase<LocatorDirectories> {
  execute(input: { zip: string; limit: number }): ResultAsync<ServiceCentersNear, ZipNotFound> {
    const place = this.deps.cities.byZip(input.zip);
    if (!place) return errAsync({ kind: 'ZipNotFound', zip: input.zip });
    const point = { latitude: place.Latitude, longitude: place.Longitude };
    const near = locatedStations(this.deps.stations, point, input.limit, place.Country);
    return okAsync({ origin: citySearchResult(place), serviceCenters: near });
  }
}

import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CityDirectory } from '../ports/city-directory';
import type { ServiceCenterDirectory } from '../ports/service-center-directory';
import { UseCase } from '../use-case';
import { citySearchResult } from './city-search-result';
import { type LocatorDirectories, locatedStations, type ServiceCentersNear } from './located-stations';

export type NoPlaceNearPoint = { kind: 'NoPlaceNearPoint' };

/**
 * How far from the point the nearest ZIP or postal code may be for the point to count as a place we
 * serve: farther than this, the visitor is out at sea or outside the United States and Canada.
 */
export const NEAR_POINT_MAX_MILES = 60;

/**
 * The service-center locator's "Use my location" (issue 15, §1): the service centers nearest a point
 * (the browser's position, rounded by the page), in the country of the ZIP or postal code nearest it,
 * nearest first; that place is the answer's origin. Distances are from the point itself.
 */
export class FindServiceCentersNearPoint extends UseCase<LocatorDirectories> {
  constructor(cities: CityDirectory, stations: ServiceCenterDirectory) {
    super({ cities, stations });
  }

  execute(input: {
    latitude: number;
    longitude: number;
    limit: number;
  }): ResultAsync<ServiceCentersNear, NoPlaceNearPoint> {
    const nearest = this.deps.cities.nearest(input.latitude, input.longitude);
    if (!nearest || nearest.miles > NEAR_POINT_MAX_MILES) return errAsync({ kind: 'NoPlaceNearPoint' });
    const near = locatedStations(this.deps.stations, input, input.limit, nearest.place.Country);
    return okAsync({ origin: citySearchResult(nearest.place), serviceCenters: near });
  }
}

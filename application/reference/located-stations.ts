import { greatCircleKilometers } from '../../domain/rating/distance';
import type { CityDirectory } from '../ports/city-directory';
import type { NearbyStation, ServiceCenterDirectory } from '../ports/service-center-directory';
import type { CitySearchResult } from './city-search-result';

/** What the service-center locator reads: the places (ZIPs, postal codes, cities) and the stations. */
export interface LocatorDirectories {
  cities: CityDirectory;
  stations: ServiceCenterDirectory;
}

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

import { aliasLocation, PlaceMappingStatus } from '../../domain/location/place-mapping';
import type { CityDirectory } from '../ports/city-directory';
import type { PlaceMapping } from '../ports/place-mappings';
import type { NearbyStation, ServiceCenterDirectory } from '../ports/service-center-directory';
import { type CitySearchResult, citySearchResult } from '../reference/city-search-result';

/** What the customer's status page shows of their own request (never the email or staff's name). */
export interface PlaceMappingView {
  token: string;
  placeName: string;
  stateCode: string;
  /** The nearby city (§3 City search result), or null if the reference data no longer has its ZIP. */
  near: CitySearchResult | null;
  milesAway: number | null;
  status: PlaceMapping['status'];
  createdAt: string;
  decidedAt: string | null;
  /** Staff's words to the customer. */
  decisionNote: string;
  /** Once Confirmed: the place as the city search now finds it, to start a quote from. */
  place: CitySearchResult | null;
}

export function placeMappingView(mapping: PlaceMapping, cities: CityDirectory): PlaceMappingView {
  const nearRecord = cities.byZip(mapping.nearZip);
  const near = nearRecord ? citySearchResult(nearRecord) : null;
  return {
    token: mapping.token,
    placeName: mapping.placeName,
    stateCode: mapping.stateCode,
    near,
    milesAway: mapping.milesAway,
    status: mapping.status,
    createdAt: mapping.createdAt,
    decidedAt: mapping.decidedAt,
    decisionNote: mapping.decisionNote,
    place:
      mapping.status === PlaceMappingStatus.Confirmed && near ? aliasLocation(mapping.placeName, near) : null,
  };
}

/** A request as staff review it: all of it, with the service center nearest the nearby city. */
export interface StaffPlaceMapping extends PlaceMapping {
  nearestCenter: NearbyStation | null;
}

export function staffPlaceMapping(
  mapping: PlaceMapping,
  cities: CityDirectory,
  stations: ServiceCenterDirectory,
): StaffPlaceMapping {
  const near = cities.byZip(mapping.nearZip);
  const [nearest] = near ? stations.near(near.Latitude, near.Longitude, 1, near.Country) : [];
  return { ...mapping, nearestCenter: nearest ?? null };
}

import type { ChosenLocation } from '../../domain/location/chosen-location';
import type { Token } from './token';

/** One ZIP code (US) or forward sortation area (Canada), with its place and coordinates. */
export interface CityRecord extends ChosenLocation {
  /** The five-digit county FIPS code (US; '' in Canada), for §3 Location FIPS. */
  FIPS: string;
  Latitude: number;
  Longitude: number;
}

/**
 * City search (§3 City search result, §5 search rules) over every US ZIP and Canadian FSA,
 * answered from an in-memory index. The term is already normalised by the domain.
 */
export interface CityDirectory {
  /** Places matching a normalised term (city prefix, 'City ST', or a ZIP prefix), best first. */
  search(term: string, limit?: number): CityRecord[];
  /** The place for one exact ZIP or FSA, or null. */
  byZip(zip: string): CityRecord | null;
  /** The best place for a city and state/province code, or null. */
  byCity(city: string, stateCode: string): CityRecord | null;
  /**
   * The ZIP or FSA whose point is nearest a point (the service-center locator's "Use my location"), with
   * its great-circle distance in miles; null when the directory is empty.
   */
  nearest(latitude: number, longitude: number): { place: CityRecord; miles: number } | null;
}
export const CityDirectory: Token<CityDirectory> = Symbol('CityDirectory');

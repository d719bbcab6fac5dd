import type { ChosenLocation } from '../../domain/location/chosen-location';
import type { CityRecord } from '../ports/city-directory';

/** §3 City search result: exactly its eight fields (no coordinates or FIPS, docs/decisions.md). */
export type CitySearchResult = ChosenLocation;

/** The §3 city search result of a directory record. */
export function citySearchResult(record: CityRecord): CitySearchResult {
  return {
    CityName: record.CityName,
    StateCode: record.StateCode,
    StateName: record.StateName,
    ZipCode: record.ZipCode,
    ZipLow: record.ZipLow,
    ZipHigh: record.ZipHigh,
    CountyName: record.CountyName,
    Country: record.Country,
  };
}

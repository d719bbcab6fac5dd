/**
 * The ZIP records the city index is built from: one per US ZIP and Canadian FSA kept (US military codes
 * and Canada Post's reserved H0H are left out), Canadian FSAs named, missing coordinates filled.
 */
import type { CityRecord } from '../../application/ports/city-directory';
import { canadianPlaceNames, type FsaDescription } from './canadian-place-names';
import { countryOfStateCode, provinceOfFsa, stateName, US_MILITARY_STATE_CODES } from './places';
import type { RawZip, ZipCounty, ZipSource } from './zipcodes-source';

/** FSAs that are not places (Canada Post's H0H is Santa Claus's). */
const EXCLUDED_FSAS: ReadonlySet<string> = new Set(['H0H']);

/** A raw coordinate, or NaN when missing (zipcodes has nulls, and 0,0 for places it could not locate). */
function coordinate(value: number | null): number {
  return value === null ? Number.NaN : value;
}

function located(record: CityRecord): boolean {
  return (
    !Number.isNaN(record.Latitude) &&
    !Number.isNaN(record.Longitude) &&
    !(record.Latitude === 0 && record.Longitude === 0)
  );
}

function zipEntry(
  zip: string,
  city: string,
  stateCode: string,
  country: 'US' | 'CA',
  row: RawZip,
  county?: ZipCounty,
): CityRecord {
  return {
    CityName: city,
    StateCode: stateCode,
    StateName: stateName(stateCode),
    ZipCode: zip,
    ZipLow: zip,
    ZipHigh: zip,
    CountyName: county?.name ?? '',
    FIPS: county?.fips ?? '',
    Country: country,
    Latitude: coordinate(row.latitude),
    Longitude: coordinate(row.longitude),
  };
}

/** One record per US ZIP and Canadian FSA kept (see the file comment), coordinates filled. */
export function zipEntriesOf(source: ZipSource): CityRecord[] {
  const entries: CityRecord[] = [];
  const canadian: FsaDescription[] = [];
  const canadianRows = new Map<string, RawZip>();
  for (const row of source.zips) {
    if (row.country === 'CA') {
      const fsa = row.zip.toUpperCase();
      const province = provinceOfFsa(fsa);
      if (province === null || EXCLUDED_FSAS.has(fsa) || canadianRows.has(fsa)) continue;
      canadian.push({ fsa, description: row.city, province });
      canadianRows.set(fsa, row);
      continue;
    }
    if (US_MILITARY_STATE_CODES.has(row.state) || countryOfStateCode(row.state) !== 'US') continue;
    entries.push(zipEntry(row.zip, row.city.trim(), row.state, 'US', row, source.counties.get(row.zip)));
  }
  const names = canadianPlaceNames(canadian);
  for (const { fsa, province, description } of canadian) {
    const row = canadianRows.get(fsa);
    if (row) entries.push(zipEntry(fsa, names.get(fsa) ?? description, province, 'CA', row));
  }
  fillMissingCoordinates(entries);
  return entries;
}

/**
 * A few Canadian FSAs lack a latitude or longitude upstream: they take the mean of the FSAs
 * sharing their first two characters, else of their province.
 */
function fillMissingCoordinates(records: CityRecord[]): void {
  const missing = records.filter((record) => !located(record));
  if (missing.length === 0) return;
  const wanted = new Set(
    missing.flatMap((record) => [`zip:${record.ZipCode.slice(0, 2)}`, `state:${record.StateCode}`]),
  );
  const sums = new Map<string, { latitude: number; longitude: number; count: number }>();
  const add = (key: string, record: CityRecord) => {
    if (!wanted.has(key)) return;
    const sum = sums.get(key) ?? { latitude: 0, longitude: 0, count: 0 };
    sum.latitude += record.Latitude;
    sum.longitude += record.Longitude;
    sum.count += 1;
    sums.set(key, sum);
  };
  for (const record of records) {
    if (record.Country !== 'CA' || !located(record)) continue;
    add(`zip:${record.ZipCode.slice(0, 2)}`, record);
    add(`state:${record.StateCode}`, record);
  }
  for (const record of missing) {
    const sum = sums.get(`zip:${record.ZipCode.slice(0, 2)}`) ?? sums.get(`state:${record.StateCode}`);
    record.Latitude = sum ? round4(sum.latitude / sum.count) : 0;
    record.Longitude = sum ? round4(sum.longitude / sum.count) : 0;
  }
}

export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

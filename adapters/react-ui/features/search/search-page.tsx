import { SearchView } from './search-view';
import { useHelpSearch } from './use-help-search';

/** /search?search_api_fulltext={term} (§2 site search). */
export function SearchPage() {
  return <SearchView model={useHelpSearch()} />;
}

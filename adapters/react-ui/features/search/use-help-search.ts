import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HELP_SEARCH_SUGGESTIONS } from '../../../../domain/help/help-articles';
import { type HelpSearchResult, searchHelp } from '../../../../domain/help/search-help';
import { readStoredHelpSearch, storeHelpSearch } from '../../app/form-storage';

/** §2 the query parameter of site search: '/search?search_api_fulltext={term}'. */
export const SEARCH_PARAM = 'search_api_fulltext';

export interface HelpSearchModel {
  /** The term as it is in the URL, trimmed ('' when there is none). */
  term: string;
  results: readonly HelpSearchResult[];
  suggestions: readonly string[];
}

/**
 * §2 site search: reads the term from the URL (the search form writes it back, as a GET form would) and
 * asks the domain for the answers (domain/help searchHelp); nothing is ranked here.
 */
export function useHelpSearch(): HelpSearchModel {
  const [params, setParams] = useSearchParams();
  const asked = params.has(SEARCH_PARAM);
  const term = (params.get(SEARCH_PARAM) ?? '').trim();
  // §3 "persisted locally for: ... search": a search is remembered; /search with no term brings back the
  // returning visitor's last one (in the URL, as if they had searched again).
  useEffect(() => {
    if (asked) {
      storeHelpSearch(term);
      return;
    }
    const last = readStoredHelpSearch();
    if (last) setParams({ [SEARCH_PARAM]: last }, { replace: true });
  }, [asked, term, setParams]);
  const results = useMemo(() => searchHelp(term), [term]);
  return { term, results, suggestions: HELP_SEARCH_SUGGESTIONS };
}

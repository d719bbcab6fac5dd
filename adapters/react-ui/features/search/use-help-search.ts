import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HELP_SEARCH_SUGGESTIONS } from '../../../../domain/help/help-articles';
import { type HelpSearchResult, searchHelp } from '../../../../domain/help/search-help';

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
  const [params] = useSearchParams();
  const term = (params.get(SEARCH_PARAM) ?? '').trim();
  const results = useMemo(() => searchHelp(term), [term]);
  return { term, results, suggestions: HELP_SEARCH_SUGGESTIONS };
}

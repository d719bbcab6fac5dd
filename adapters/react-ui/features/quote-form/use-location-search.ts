import { useEffect, useRef, useState } from 'react';
import { AnalyticsLogEvent } from '../../../../domain/analytics/log-events';
import { searchQueryFor } from '../../../../domain/location/search-term';
import { placeLabel } from '../../../../domain/location/typed-place';
import type { CityResult } from '../../../http/client/relomove-api';
import { useAnalytics } from '../../app/analytics';
import { useApi } from '../../app/api-context';

export type LocationSearch =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; results: CityResult[] }
  | { status: 'failed'; query: string };

/**
 * §5, §7 city search for the typed text: runs only when the domain says so (3+ characters or a shortcut,
 * searchQueryFor), and cancels the previous search (AbortController) whenever the text changes.
 * `enabled` is false right after a suggestion was picked, so picking does not search again.
 * §8 "Failed city search is logged as a null result": a search that failed (not one cancelled by the
 * next keystroke) is logged with `results: 'null'`.
 */
export function useLocationSearch(text: string, enabled: boolean): LocationSearch {
  const api = useApi();
  const analytics = useAnalytics();
  const query = enabled ? searchQueryFor(text) : null;
  const [search, setSearch] = useState<LocationSearch>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    controller.current?.abort();
    if (query === null) {
      controller.current = null;
      setSearch({ status: 'idle' });
      return;
    }
    const current = new AbortController();
    controller.current = current;
    setSearch({ status: 'searching', query });
    api.searchCities(query, current.signal).then((result) => {
      if (current.signal.aborted) return;
      if (result.ok) setSearch({ status: 'done', query, results: result.value });
      else if (result.error.kind !== 'Cancelled') {
        setSearch({ status: 'failed', query });
        analytics.track({
          ...AnalyticsLogEvent.citySearchNullResult,
          quoteReference: '',
          search: query,
          results: 'null',
          reason: result.error.kind === 'Refused' ? String(result.error.status) : result.error.kind,
        });
      }
    });
    return () => current.abort();
  }, [api, analytics, query]);

  return search;
}

/** How a suggestion reads: 'Kansas City, MO' for a city, 'Kansas City, MO 64105' for one ZIP. */
export const cityLabel: (city: CityResult) => string = placeLabel;

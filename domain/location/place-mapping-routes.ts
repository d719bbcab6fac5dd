/**
 * §1 the indirect mapping form's pages and where a request comes from (issue 15; domain/location/place-mapping.ts
 * has the rules). Kept apart and small: the quote form on the landing page links to the form.
 */
import { InvalidReason } from '../quote/enums';
import type { ValueOf } from '../shared/enum';

/** The form's page (ours; §1 shows no path), and the status page of one request under it. */
export const INDIRECT_MAPPING_PATH = '/moving-quotes/indirect-mapping';
export const INDIRECT_MAPPING_STATUS_ROUTE = `${INDIRECT_MAPPING_PATH}/:token`;
/** The staff review page (under /jojo, like the §2 lookup page). */
export const STAFF_MAPPINGS_PATH = '/jojo/mappings';

/** Where a request comes from: the city search found nothing, or a quote answered one of the §4 InvalidCity* reasons. */
export const PlaceMappingSource = {
  CitySearch: 'CitySearch',
  InvalidCityOrigin: InvalidReason.InvalidCityOrigin,
  InvalidCityDestination: InvalidReason.InvalidCityDestination,
  InvalidCityBoth: InvalidReason.InvalidCityBoth,
} as const;
export type PlaceMappingSource = ValueOf<typeof PlaceMappingSource>;
export const PLACE_MAPPING_SOURCES: readonly PlaceMappingSource[] = Object.values(PlaceMappingSource);

/** A name as people write it: trimmed, single spaces. */
export function tidyPlaceName(name: string): string {
  return name.replace(/\s+/g, ' ').trim();
}

/** The longest place name: a city search term (§5, §9 term max 49). */
const PLACE_NAME_LENGTH = 49;

/** The form's address for a place the customer could not find, with what we know ('?place=…&source=…'). */
export function indirectMappingPath(place: string, source: PlaceMappingSource): string {
  const query = new URLSearchParams();
  const name = tidyPlaceName(place).slice(0, PLACE_NAME_LENGTH);
  if (name !== '') query.set('place', name);
  query.set('source', source);
  return `${INDIRECT_MAPPING_PATH}?${query.toString()}`;
}

/** The status page of one request. */
export function indirectMappingStatusPath(token: string): string {
  return `${INDIRECT_MAPPING_PATH}/${encodeURIComponent(token)}`;
}

/** The source from a page's query, CitySearch when absent or unknown. */
export function readPlaceMappingSource(value: string | null): PlaceMappingSource {
  return (PLACE_MAPPING_SOURCES as readonly string[]).includes(value ?? '')
    ? (value as PlaceMappingSource)
    : PlaceMappingSource.CitySearch;
}

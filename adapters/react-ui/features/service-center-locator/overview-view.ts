import { type MapView, overviewMapView } from './map-view';
import { OVERVIEW_MAP } from './overview-map.generated';

/**
 * The whole of the United States and Canada, with Hawaii in its inset (issue 15). Issue 28: its paths were
 * projected at build time (scripts/generate-locator-overview.ts), so a phone draws the locator's first
 * map without the atlas or any projection of it on the main thread (the map's TBT was 4.3 s).
 */
export function overviewView(): MapView {
  return overviewMapView(OVERVIEW_MAP);
}

/**
 * The locator's map (issue 15): an SVG of the United States and Canada drawn with d3-geo from packaged
 * data (north-america.topojson, from world-atlas and us-atlas; docs/data-sources.md), no tile server.
 * - The overview is a Lambert conformal conic of the continent (Alaska included), with Hawaii in an inset
 *   box in the Pacific corner, as US maps usually draw it. Issue 28: its paths are projected at build time
 *   (overview-view.ts); this module makes the same view from the atlas, for the generator and the tests.
 * - Around a search's results it is a Mercator view fitted to them (locally true shapes, as web maps look),
 *   never closer than about a state's width, so a lone center still shows where it is.
 * This module and the atlas load with a fitted view, never with the landing page or the overview.
 */
import { geoMercator, geoPath } from 'd3-geo';
import { type MapShapes, multiPoint, overviewOf, pathsOf, shapesOf } from './atlas-shapes';
import { type LonLat, MAP_HEIGHT, MAP_WIDTH, type MapView, overviewMapView, within } from './map-view';
import atlasText from './north-america.topojson?raw';

export { HAWAII_INSET, type LonLat, MAP_HEIGHT, MAP_WIDTH, type MapView } from './map-view';

let shapes: MapShapes | null = null;

/** The atlas as GeoJSON, decoded once. */
export function mapShapes(): MapShapes {
  shapes ??= shapesOf(atlasText);
  return shapes;
}

/** The overview projected from the atlas now (overview-view.ts draws the build's copy of it). */
export function overviewView(): MapView {
  return overviewMapView(overviewOf(mapShapes()));
}

/** The closest a fitted view comes: about 500 miles across the map (a state and its neighbours). */
const MAX_FIT_SCALE = 4000;

/** A view fitted to some points (a search's results and the searched place), with a margin for the markers. */
export function fittedView(points: readonly LonLat[]): MapView {
  if (points.length === 0) return overviewView();
  const all = mapShapes();
  const margin = 48;
  const projection = geoMercator().fitExtent(
    [
      [margin, margin],
      [MAP_WIDTH - margin, MAP_HEIGHT - margin],
    ],
    multiPoint(points),
  );
  if (!(projection.scale() <= MAX_FIT_SCALE)) {
    // Too close (one center, or centers in one city): step back, keeping the points in the middle.
    const mean = {
      longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
      latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    };
    projection.scale(MAX_FIT_SCALE).translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);
    const [x, y] = projection([mean.longitude, mean.latitude]) ?? [MAP_WIDTH / 2, MAP_HEIGHT / 2];
    const [tx, ty] = projection.translate();
    projection.translate([tx + MAP_WIDTH / 2 - x, ty + MAP_HEIGHT / 2 - y]);
  }
  projection.clipExtent([
    [0, 0],
    [MAP_WIDTH, MAP_HEIGHT],
  ]);
  const path = geoPath(projection);
  const inside = ([x, y]: [number, number]) => x > 40 && x < MAP_WIDTH - 40 && y > 24 && y < MAP_HEIGHT - 28;
  const labels = all.states
    .map((state) => {
      const [x, y] = path.centroid(state);
      return { name: state.properties.name, x, y };
    })
    .filter((label) => Number.isFinite(label.x) && inside([label.x, label.y]));
  return {
    ...pathsOf(projection, all),
    project(point) {
      const xy = projection([point.longitude, point.latitude]);
      return xy && within(xy) ? xy : null;
    },
    inset: null,
    labels,
  };
}

/**
 * The locator's map (issue 15): an SVG of the United States and Canada drawn with d3-geo from packaged
 * data (north-america.topojson, from world-atlas and us-atlas; docs/data-sources.md), no tile server.
 * - The overview is a Lambert conformal conic of the continent (Alaska included), with Hawaii in an inset
 *   box in the Pacific corner, as US maps usually draw it.
 * - Around a search's results it is a Mercator view fitted to them (locally true shapes, as web maps look),
 *   never closer than about a state's width, so a lone center still shows where it is.
 * This module and the atlas load with the map's own chunk, never with the landing page.
 */
import { type ExtendedFeature, type GeoProjection, geoConicConformal, geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import atlasText from './north-america.topojson?raw';

/** TopoJSON and GeoJSON types, as the two libraries' own signatures name them. */
type Topology = Parameters<typeof mesh>[0];
type GeometryCollection = NonNullable<Parameters<typeof mesh>[1]>;
type MultiLineString = ReturnType<typeof mesh>;
type Feature<P extends { [name: string]: unknown } = { name?: string }> = ExtendedFeature<
  null | ExtendedFeature['geometry'],
  P
> & {
  id?: string | number;
};

/** The SVG's own coordinate box; CSS scales it to the page's width. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;

/** ISO 3166-1 numeric ids in the atlas. */
const CANADA = '124';
const UNITED_STATES = '840';
/** The state FIPS code of Hawaii in us-atlas. */
const HAWAII = '15';

interface Atlas {
  countries: Topology & { objects: { countries: GeometryCollection } };
  states: Topology & { objects: { states: GeometryCollection } };
}

export interface MapShapes {
  /** Canada and the United States (land we serve). */
  served: Feature[];
  /** Mexico, drawn paler for context. */
  other: Feature[];
  /** Borders between states (interior lines only). */
  stateBorders: MultiLineString;
  /** Hawaii, for the overview's inset. */
  hawaii: Feature | null;
  /** Every state, for their names in a fitted view. */
  states: Feature<{ name: string }>[];
}

let shapes: MapShapes | null = null;

/** The atlas as GeoJSON, decoded once. */
export function mapShapes(): MapShapes {
  if (shapes) return shapes;
  const atlas = JSON.parse(atlasText) as Atlas;
  const collection = (topology: Topology, object: GeometryCollection) =>
    (feature(topology, object) as unknown as { features: Feature[] }).features;
  const countries = { features: collection(atlas.countries, atlas.countries.objects.countries) };
  const states = { features: collection(atlas.states, atlas.states.objects.states) };
  const isServed = (f: Feature) => f.id === CANADA || f.id === UNITED_STATES;
  shapes = {
    served: countries.features.filter(isServed),
    other: countries.features.filter((f) => !isServed(f)),
    stateBorders: mesh(atlas.states, atlas.states.objects.states, (a, b) => a !== b),
    hawaii: states.features.find((f) => String(f.id) === HAWAII) ?? null,
    states: states.features as Feature<{ name: string }>[],
  };
  return shapes;
}

/** A point in decimal degrees. */
export interface LonLat {
  longitude: number;
  latitude: number;
}

/** True for a point in the Hawaiian islands (drawn in the overview's inset). */
export function inHawaii(point: LonLat): boolean {
  return point.latitude > 18 && point.latitude < 23 && point.longitude > -161 && point.longitude < -154;
}

const multiPoint = (points: readonly LonLat[]) => ({
  type: 'MultiPoint' as const,
  coordinates: points.map((p) => [p.longitude, p.latitude]),
});

/** The corners the overview is fitted to: Alaska's Anchorage to Newfoundland, southern Texas to Hudson Bay. */
const OVERVIEW_FRAME: readonly LonLat[] = [
  { longitude: -152, latitude: 58 },
  { longitude: -150, latitude: 63 },
  { longitude: -125, latitude: 60 },
  { longitude: -52, latitude: 47 },
  { longitude: -66, latitude: 56 },
  { longitude: -97, latitude: 25 },
  { longitude: -81, latitude: 24.5 },
  { longitude: -118, latitude: 32 },
];

/** The inset box for Hawaii in the overview (the Pacific corner, bottom left). */
export const HAWAII_INSET = { x: 8, y: MAP_HEIGHT - 118, width: 190, height: 110 } as const;

export interface MapView {
  /** Projects a point to the SVG's coordinates, or null when it falls outside the view. */
  project(point: LonLat): [number, number] | null;
  /** SVG path data of the land and borders. */
  served: string;
  other: string;
  stateBorders: string;
  /** The overview's Hawaii inset (its box and land), or null in a fitted view. */
  inset: { box: typeof HAWAII_INSET; land: string } | null;
  /** State names at their centres, for a fitted view's bearings (none in the overview). */
  labels: { name: string; x: number; y: number }[];
}

function pathsOf(projection: GeoProjection, all: MapShapes) {
  const path = geoPath(projection);
  const joined = (features: Feature[]) => features.map((f) => path(f) ?? '').join('');
  return {
    served: joined(all.served),
    other: joined(all.other),
    stateBorders: path(all.stateBorders) ?? '',
  };
}

const within = ([x, y]: [number, number]) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

/** The whole of the United States and Canada, with Hawaii in its inset. */
export function overviewView(): MapView {
  const all = mapShapes();
  const main = geoConicConformal()
    .parallels([35, 65])
    .rotate([100, 0])
    .fitExtent(
      [
        [12, 12],
        [MAP_WIDTH - 12, MAP_HEIGHT - 12],
      ],
      multiPoint(OVERVIEW_FRAME),
    )
    .clipExtent([
      [0, 0],
      [MAP_WIDTH, MAP_HEIGHT],
    ]);
  const box = HAWAII_INSET;
  const hawaii = geoConicConformal()
    .parallels([19, 22])
    .rotate([157, 0])
    .fitExtent(
      [
        [box.x + 8, box.y + 8],
        [box.x + box.width - 8, box.y + box.height - 8],
      ],
      all.hawaii ??
        multiPoint([
          { longitude: -160, latitude: 22 },
          { longitude: -155, latitude: 19 },
        ]),
    );
  const hawaiiPath = geoPath(hawaii);
  return {
    ...pathsOf(main, all),
    project(point) {
      const xy = (inHawaii(point) ? hawaii : main)([point.longitude, point.latitude]);
      return xy && within(xy) ? xy : null;
    },
    inset: { box, land: all.hawaii ? (hawaiiPath(all.hawaii) ?? '') : '' },
    labels: [],
  };
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

import { type ExtendedFeature, type GeoProjection, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';
import {
  type Fit,
  HAWAII_INSET,
  type LonLat,
  MAP_HEIGHT,
  MAP_WIDTH,
  type OverviewMap,
  overviewProjections,
} from './map-view';

/**
 * The locator's atlas (north-america.topojson, from world-atlas and us-atlas; docs/data-sources.md) as
 * shapes, and the overview drawn from them. It takes the atlas's text, so that both the map's chunk
 * (map-geometry.ts, for fitted views) and the build-time generator of the overview
 * (scripts/generate-locator-overview.ts, issue 28) use it.
 */

/** TopoJSON and GeoJSON types, as the two libraries' own signatures name them. */
type Topology = Parameters<typeof mesh>[0];
type GeometryCollection = NonNullable<Parameters<typeof mesh>[1]>;
type MultiLineString = ReturnType<typeof mesh>;
export type Feature<P extends { [name: string]: unknown } = { name?: string }> = ExtendedFeature<
  null | ExtendedFeature['geometry'],
  P
> & {
  id?: string | number;
};

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

/** The atlas's text as GeoJSON. */
export function shapesOf(atlasText: string): MapShapes {
  const atlas = JSON.parse(atlasText) as Atlas;
  const collection = (topology: Topology, object: GeometryCollection) =>
    (feature(topology, object) as unknown as { features: Feature[] }).features;
  const countries = { features: collection(atlas.countries, atlas.countries.objects.countries) };
  const states = { features: collection(atlas.states, atlas.states.objects.states) };
  const isServed = (f: Feature) => f.id === CANADA || f.id === UNITED_STATES;
  return {
    served: countries.features.filter(isServed),
    other: countries.features.filter((f) => !isServed(f)),
    stateBorders: mesh(atlas.states, atlas.states.objects.states, (a, b) => a !== b),
    hawaii: states.features.find((f) => String(f.id) === HAWAII) ?? null,
    states: states.features as Feature<{ name: string }>[],
  };
}

export const multiPoint = (points: readonly LonLat[]) => ({
  type: 'MultiPoint' as const,
  coordinates: points.map((p) => [p.longitude, p.latitude]),
});

/** The land and borders of the atlas as SVG path data in a projection, `digits` decimals per coordinate. */
export function pathsOf(projection: GeoProjection, all: MapShapes, digits = 3) {
  const path = geoPath(projection).digits(digits);
  const joined = (features: Feature[]) => features.map((f) => path(f) ?? '').join('');
  return {
    served: joined(all.served),
    other: joined(all.other),
    stateBorders: path(all.stateBorders) ?? '',
  };
}

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

const fitOf = (projection: GeoProjection): Fit => {
  const [x, y] = projection.translate();
  return { scale: projection.scale(), translate: [x, y] };
};

/** The overview as data: its paths (`digits` decimals) and its projections' fits. */
/** The whole of the United States and Canada, with Hawaii in its inset, projected from the atlas. */
export function overviewOf(all: MapShapes, digits = 3): OverviewMap {
  const { main, hawaii } = overviewProjections();
  main.fitExtent(
    [
      [12, 12],
      [MAP_WIDTH - 12, MAP_HEIGHT - 12],
    ],
    multiPoint(OVERVIEW_FRAME),
  );
  const box = HAWAII_INSET;
  hawaii.fitExtent(
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
  return {
    ...pathsOf(main, all, digits),
    insetLand: all.hawaii ? (geoPath(hawaii).digits(digits)(all.hawaii) ?? '') : '',
    main: fitOf(main),
    hawaii: fitOf(hawaii),
  };
}

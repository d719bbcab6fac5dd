import { type GeoProjection, geoConicConformal } from 'd3-geo';

/**
 * What every view of the locator's map shares (issue 15): its box, its points, and the overview's
 * projections. Kept apart from the atlas (map-geometry.ts) so that the overview, drawn from paths projected
 * at build time (overview-view.ts, issue 28), loads without the atlas or d3-geo's path and fitting code.
 */

/** The SVG's own coordinate box; CSS scales it to the page's width. */
export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;

/** A point in decimal degrees. */
export interface LonLat {
  longitude: number;
  latitude: number;
}

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

/** True for a point in the Hawaiian islands (drawn in the overview's inset). */
export function inHawaii(point: LonLat): boolean {
  return point.latitude > 18 && point.latitude < 23 && point.longitude > -161 && point.longitude < -154;
}

export const within = ([x, y]: [number, number]) => x >= 0 && x <= MAP_WIDTH && y >= 0 && y <= MAP_HEIGHT;

/** A projection's scale and translation: what fitting it to a frame decides. */
export interface Fit {
  scale: number;
  translate: [number, number];
}

/** The overview map drawn at build time: SVG paths and the two projections' fits. */
export interface OverviewMap {
  served: string;
  other: string;
  stateBorders: string;
  insetLand: string;
  main: Fit;
  hawaii: Fit;
}

/**
 * The overview's two projections before they are fitted: a Lambert conformal conic of the continent
 * (Alaska included), clipped to the map, and one of Hawaii for its inset.
 */
export function overviewProjections(): { main: GeoProjection; hawaii: GeoProjection } {
  return {
    main: geoConicConformal()
      .parallels([35, 65])
      .rotate([100, 0])
      .clipExtent([
        [0, 0],
        [MAP_WIDTH, MAP_HEIGHT],
      ]),
    hawaii: geoConicConformal().parallels([19, 22]).rotate([157, 0]),
  };
}

/** Projects with the overview's projections as fitted: the main one, or the inset's for Hawaii. */
export function overviewProject(fits: { main: Fit; hawaii: Fit }): MapView['project'] {
  const { main, hawaii } = overviewProjections();
  main.scale(fits.main.scale).translate(fits.main.translate);
  hawaii.scale(fits.hawaii.scale).translate(fits.hawaii.translate);
  return (point) => {
    const xy = (inHawaii(point) ? hawaii : main)([point.longitude, point.latitude]);
    return xy && within(xy) ? xy : null;
  };
}

/** The overview's view from its projected paths and fitted projections (the build's copy or the atlas now). */
export function overviewMapView({
  served,
  other,
  stateBorders,
  insetLand,
  main,
  hawaii,
}: OverviewMap): MapView {
  return {
    served,
    other,
    stateBorders,
    project: overviewProject({ main, hawaii }),
    inset: { box: HAWAII_INSET, land: insetLand },
    labels: [],
  };
}

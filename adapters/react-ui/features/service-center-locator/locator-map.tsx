import { useEffect, useRef, useState } from 'react';
import { type LonLat, MAP_HEIGHT, MAP_WIDTH, type MapView } from './map-view';
import {
  type LabelSide,
  layOutDotLabels,
  layOutMarkers,
  markerBoxes,
  markerLabels,
  stateLabelBox,
  visibleStateLabels,
} from './marker-layout';
import { overviewView } from './overview-view';

/** What the map draws of a center. */
export interface MapCenter {
  StationCode: string;
  CityName: string;
  StateCode: string;
  Latitude: number;
  Longitude: number;
}

export interface LocatorMapProps {
  /** Every center, drawn as a small dot. */
  centers: readonly MapCenter[];
  /** A search's results, in list order: numbered markers the view is fitted to (none: the overview). */
  numbered: readonly MapCenter[];
  /** The point searched from ("Use my location"), marked when given. */
  origin?: LonLat | null;
  /** The highlighted center (hovered or focused, here or in the list). */
  active: string | null;
  onActivate?(code: string | null): void;
  /** A marker or dot was clicked. */
  onPick?(code: string): void;
  /** What the map shows, in words (its accessible name; the list beside it is its accessible twin). */
  label: string;
  /** Markers without numbers (one center's own page). */
  plain?: boolean;
}

const at = (center: MapCenter): LonLat => ({ longitude: center.Longitude, latitude: center.Latitude });

/**
 * The locator's map (issue 15): an SVG image of the United States and Canada with the service centers on it.
 * It is one image to assistive technology (role img with a label saying what it shows); its markers are
 * for the pointer only, since every one of them is also a link in the list, which is the map's accessible
 * twin. Hovering a marker highlights its list entry and the other way round.
 */
export function LocatorMap(props: LocatorMapProps) {
  const { centers, numbered, origin, active, onActivate, onPick, label, plain } = props;
  const fitTo = [...numbered.map(at), ...(origin ? [origin] : [])];
  const { view, fitted } = useMapView(fitTo);
  // Markers keep about the same size on the screen whatever the map's width (a phone shows it at ~350 px).
  const svg = useRef<SVGSVGElement | null>(null);
  const [size, setSize] = useState(1.6);
  useEffect(() => {
    const element = svg.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setSize(Math.min(3, Math.max(1, MAP_WIDTH / width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const numberedCodes = new Set(numbered.map((c) => c.StationCode));
  const dots = centers.filter((c) => !numberedCodes.has(c.StationCode));
  const projected = numbered
    .map((center) => ({ center, xy: view.project(at(center)) }))
    .map((m, index) => ({ ...m, number: index + 1 }))
    .filter((m): m is typeof m & { xy: [number, number] } => m.xy !== null);
  // Markers that would overlap are moved apart, and each label goes to a free side (marker-layout.ts).
  const names = markerLabels(projected.map((m) => m.center));
  const markerInput = {
    points: projected.map((m) => m.xy),
    labels: names,
    radius: 14 * size,
    fontSize: 11 * size,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    avoid: view.labels.map((l) => stateLabelBox(l, 9 * size)),
  };
  const layout = layOutMarkers(markerInput);
  // Issue 27: in a fitted view every dot has its name, and the state names give way to what they would
  // cover or cannot show whole (marker-layout.ts).
  const shownDots = dots
    .map((center) => ({ center, xy: view.project(at(center)) }))
    .filter((d): d is typeof d & { xy: [number, number] } => d.xy !== null);
  const markerSpace = markerBoxes(layout, markerInput);
  const dotLabels = fitted
    ? layOutDotLabels({
        points: shownDots.map((d) => d.xy),
        labels: shownDots.map((d) => d.center.CityName),
        radius: 3.5 * size,
        fontSize: 10 * size,
        width: MAP_WIDTH,
        height: MAP_HEIGHT,
        taken: markerSpace,
      })
    : [];
  const stateLabels = visibleStateLabels(view.labels, {
    fontSize: 9 * size,
    width: MAP_WIDTH,
    height: MAP_HEIGHT,
    taken: [
      ...markerSpace,
      ...dotLabels.flatMap((l) => (l ? [l.box] : [])),
      ...shownDots.map(({ xy: [x, y] }) => ({
        left: x - 4 * size,
        right: x + 4 * size,
        top: y - 4 * size,
        bottom: y + 4 * size,
      })),
    ],
  });
  const markers = projected.map((m, i) => ({ ...m, name: names[i] ?? m.center.CityName, place: layout[i] }));
  // The first result is drawn last (on top of its neighbours), and the highlighted marker after it.
  markers.reverse();
  markers.sort((a, b) => Number(a.center.StationCode === active) - Number(b.center.StationCode === active));
  const here = origin ? view.project(origin) : null;
  const pointer = (code: string) => ({
    onMouseEnter: () => onActivate?.(code),
    onMouseLeave: () => onActivate?.(null),
    onClick: () => onPick?.(code),
  });

  return (
    <svg
      ref={svg}
      className="locator-map"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      data-view={fitted ? 'fitted' : 'overview'}
    >
      <rect className="map-water" width={MAP_WIDTH} height={MAP_HEIGHT} />
      <path className="map-land map-land-other" d={view.other} />
      <path className="map-land" d={view.served} />
      <path className="map-borders" d={view.stateBorders} />
      {view.inset ? (
        <g className="map-inset">
          <rect
            x={view.inset.box.x}
            y={view.inset.box.y}
            width={view.inset.box.width}
            height={view.inset.box.height}
          />
          <path className="map-land" d={view.inset.land} />
        </g>
      ) : null}
      {stateLabels.map((label) => (
        <text
          key={label.name}
          className="map-state-label"
          x={label.x}
          y={label.y}
          textAnchor="middle"
          fontSize={9 * size}
        >
          {label.name}
        </text>
      ))}
      {shownDots.map(({ center, xy }, i) => {
        const highlighted = center.StationCode === active;
        const side = dotLabels[i]?.side;
        const label = side ? labelPosition(side, 3.5 * size + 3 * size, 10 * size) : null;
        return (
          <g key={center.StationCode} className="map-dot-group" data-code={center.StationCode}>
            <circle
              className="map-dot"
              data-active={highlighted || undefined}
              data-code={center.StationCode}
              cx={xy[0]}
              cy={xy[1]}
              r={(highlighted ? 5 : 3.5) * size}
              strokeWidth={size}
              {...pointer(center.StationCode)}
            >
              <title>
                {center.CityName}, {center.StateCode}
              </title>
            </circle>
            {label ? (
              <text
                className="map-dot-label"
                x={xy[0] + label.x}
                y={xy[1] + label.y}
                textAnchor={label.anchor}
                dy="0.35em"
                fontSize={10 * size}
                strokeWidth={3 * size}
              >
                {center.CityName}
              </text>
            ) : null}
          </g>
        );
      })}
      {here ? (
        <g className="map-origin" transform={`translate(${here[0]} ${here[1]})`}>
          <circle r={10 * size} className="map-origin-halo" />
          <circle r={5 * size} className="map-origin-dot" strokeWidth={2 * size} />
        </g>
      ) : null}
      {markers.map(({ center, number, xy, name, place }) => {
        const [x, y] = place ? [place.x, place.y] : xy;
        const highlighted = center.StationCode === active;
        const label = labelPosition(place?.side ?? 'right', (highlighted ? 17 : 15) * size, 11 * size);
        return (
          <g
            key={center.StationCode}
            className="map-marker"
            data-active={highlighted || undefined}
            data-code={center.StationCode}
            transform={`translate(${x} ${y})`}
            {...pointer(center.StationCode)}
          >
            <title>
              {plain ? '' : `${number}. `}
              {center.CityName}, {center.StateCode}
            </title>
            <circle r={(highlighted ? 14 : 12) * size} strokeWidth={2 * size} />
            {plain ? null : (
              <text textAnchor="middle" dy="0.35em" fontSize={13 * size}>
                {number}
              </text>
            )}
            <text
              className="map-marker-label"
              x={label.x}
              y={label.y}
              textAnchor={label.anchor}
              dy="0.35em"
              fontSize={11 * size}
              strokeWidth={3 * size}
            >
              {name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Where a marker's label is written, relative to the marker, for its side. */
function labelPosition(
  side: LabelSide,
  gap: number,
  fontSize: number,
): { x: number; y: number; anchor: 'start' | 'end' | 'middle' } {
  switch (side) {
    case 'right':
      return { x: gap, y: 0, anchor: 'start' };
    case 'left':
      return { x: -gap, y: 0, anchor: 'end' };
    case 'above':
      return { x: 0, y: -gap - fontSize * 0.3, anchor: 'middle' };
    case 'below':
      return { x: 0, y: gap + fontSize * 0.3, anchor: 'middle' };
  }
}

export default LocatorMap;

const overview = overviewView();

/**
 * The map's view: the overview (its paths projected at build time, issue 28) when there is nothing to fit
 * to, else a view fitted to the points, made from the atlas, which loads with the first fitted view
 * (map-geometry.ts); until it has loaded the overview shows. A view (every path of the atlas) is made
 * again only when the points change, not on each hover: keyed by the points themselves, since callers may
 * pass new arrays of the same centers.
 */
function useMapView(fitTo: readonly LonLat[]): { view: MapView; fitted: boolean } {
  const fitKey = fitTo.map((p) => `${p.longitude},${p.latitude}`).join(';');
  const [made, setMade] = useState<{ key: string; view: MapView } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey stands for fitTo's contents
  useEffect(() => {
    if (fitTo.length === 0) return;
    let current = true;
    import('./map-geometry').then(
      ({ fittedView }) => {
        if (current) setMade({ key: fitKey, view: fittedView(fitTo) });
      },
      () => {
        // The atlas's chunk could not load (§8): the overview stays, with the markers it can show.
      },
    );
    return () => {
      current = false;
    };
  }, [fitKey]);
  return fitTo.length > 0 && made?.key === fitKey
    ? { view: made.view, fitted: true }
    : { view: overview, fitted: false };
}

/**
 * Where the locator map's numbered markers and their labels go (issue 15). Two centers a few miles apart
 * (Kansas City, MO and Kansas City, KS) project to nearly the same point of a regional view: drawn where
 * they are, the second marker hid the first and the labels were written over each other. Markers that
 * would overlap are moved apart just enough to show each (a lower number keeps its place; every marker stays inside the map), and each label
 * takes the first side of its marker (the preferred one, then the other, above, below) where it overlaps no
 * marker and no label placed before it. Pure: sizes come in, in the SVG's own units.
 */

export type LabelSide = 'right' | 'left' | 'above' | 'below';

export interface MarkerLayoutInput {
  /** The markers' projected points, in list order (the first keeps its place). */
  readonly points: readonly (readonly [number, number])[];
  /** Each marker's label, for its width. */
  readonly labels: readonly string[];
  /** A marker's radius. */
  readonly radius: number;
  /** The labels' font size. */
  readonly fontSize: number;
  readonly width: number;
  readonly height: number;
  /** What a label should rather not cover (the map's state names), given up before a marker or label. */
  readonly avoid?: readonly Box[];
}

export interface PlacedMarker {
  readonly x: number;
  readonly y: number;
  readonly side: LabelSide;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The box of a marker (or a dot) of radius `r` at (x, y). */
const circleBox = (x: number, y: number, r: number): Box => ({
  left: x - r,
  right: x + r,
  top: y - r,
  bottom: y + r,
});

/** Whether a box is inside a map of this width and height. */
const insideMap = (b: Box, map: { readonly width: number; readonly height: number }): boolean =>
  b.left >= 0 && b.top >= 0 && b.right <= map.width && b.bottom <= map.height;

/**
 * The sides a label at x tries, in order: the preferred one (left on the map's right part, else right),
 * the other, above, below.
 */
function labelSides(x: number, width: number): [LabelSide, LabelSide, LabelSide, LabelSide] {
  const preferred: LabelSide = x > width * 0.6 ? 'left' : 'right';
  return [preferred, preferred === 'right' ? 'left' : 'right', 'above', 'below'];
}

/** An estimate of a bold label's width: the average glyph of a sans-serif face is about 0.6 em. */
const labelWidth = (text: string, fontSize: number): number => text.length * fontSize * 0.6;

/** The box of a label on `side` of a marker at (x, y). */
export function labelBox(x: number, y: number, side: LabelSide, input: MarkerLayoutInput, text: string): Box {
  const w = labelWidth(text, input.fontSize);
  const h = input.fontSize * 1.2;
  const gap = input.radius + input.fontSize * 0.3;
  switch (side) {
    case 'right':
      return { left: x + gap, right: x + gap + w, top: y - h / 2, bottom: y + h / 2 };
    case 'left':
      return { left: x - gap - w, right: x - gap, top: y - h / 2, bottom: y + h / 2 };
    case 'above':
      return { left: x - w / 2, right: x + w / 2, top: y - gap - h, bottom: y - gap };
    case 'below':
      return { left: x - w / 2, right: x + w / 2, top: y + gap, bottom: y + gap + h };
  }
}

/**
 * Moves markers apart (each at least two radii and a gap from those before it), inside the map: a marker
 * that would overlap one placed before it takes the nearest free spot on rings around its own point.
 */
function spread(input: MarkerLayoutInput): [number, number][] {
  const r = input.radius;
  const min = r * 2.25;
  const clamp = (v: number, hi: number) => Math.min(hi - r, Math.max(r, v));
  const placed: [number, number][] = [];
  const free = (x: number, y: number) => placed.every(([px, py]) => Math.hypot(x - px, y - py) >= min - 1e-6);
  for (const [x0, y0] of input.points) {
    const x = clamp(x0, input.width);
    const y = clamp(y0, input.height);
    let spot: [number, number] = [x, y];
    // Away from the marker in the way first, so a center west of its neighbour stays to its west.
    const near = placed.find(([px, py]) => Math.hypot(x - px, y - py) < min - 1e-6);
    const away =
      near && Math.hypot(x - near[0], y - near[1]) > 1e-6 ? Math.atan2(y - near[1], x - near[0]) : 0;
    const angles = Array.from(
      { length: 12 },
      (_, step) => away + ((step % 2 ? -1 : 1) * Math.ceil(step / 2) * Math.PI) / 6,
    );
    if (near) {
      const rings = [1, 2, 3, 4, 5, 6];
      const spots = rings.flatMap((ring) =>
        angles.map((angle): [number, number] => [
          x + Math.cos(angle) * min * ring,
          y + Math.sin(angle) * min * ring,
        ]),
      );
      const inside = ([cx, cy]: [number, number]) =>
        cx >= r && cx <= input.width - r && cy >= r && cy <= input.height - r;
      spot = spots.find((c) => inside(c) && free(c[0], c[1])) ?? spot;
    }
    placed.push(spot);
  }
  return placed;
}

/** Each marker's place and its label's side (see the module's comment). */
export function layOutMarkers(input: MarkerLayoutInput): PlacedMarker[] {
  const points = spread(input);
  const markerBoxes: Box[] = points.map(([x, y]) => circleBox(x, y, input.radius));
  const labels: Box[] = [];
  return points.map(([x, y], index) => {
    const text = input.labels[index] ?? '';
    const order = labelSides(x, input.width);
    const free = (side: LabelSide, strict: boolean) => {
      const box = labelBox(x, y, side, input, text);
      return (
        insideMap(box, input) &&
        !markerBoxes.some((m, i) => i !== index && overlaps(box, m)) &&
        !labels.some((l) => overlaps(box, l)) &&
        !(strict && (input.avoid ?? []).some((a) => overlaps(box, a)))
      );
    };
    const side = order.find((s) => free(s, true)) ?? order.find((s) => free(s, false)) ?? order[0];
    labels.push(labelBox(x, y, side, input, text));
    return { x, y, side };
  });
}

/**
 * The box of one of the map's state names, centred on its point. Upper case and spaced out (0.08 em), a
 * letter measured 0.82-0.86 em in Chromium (NEVADA, NEW MEXICO, COLORADO): 0.9 em keeps a margin.
 */
export function stateLabelBox(label: { name: string; x: number; y: number }, fontSize: number): Box {
  const w = label.name.length * fontSize * 0.9;
  const h = fontSize * 1.2;
  return { left: label.x - w / 2, right: label.x + w / 2, top: label.y - h * 0.8, bottom: label.y + h * 0.4 };
}

/**
 * The markers' labels: the city's name, with its state or province where another marker has the same
 * name (Kansas City, MO and Kansas City, KS).
 */
export function markerLabels(centers: readonly { CityName: string; StateCode: string }[]): string[] {
  const count = new Map<string, number>();
  for (const c of centers) count.set(c.CityName, (count.get(c.CityName) ?? 0) + 1);
  return centers.map((c) =>
    (count.get(c.CityName) ?? 0) > 1 ? `${c.CityName}, ${c.StateCode}` : c.CityName,
  );
}

/** The boxes the numbered markers and their labels take, as layOutMarkers placed them. */
export function markerBoxes(placed: readonly PlacedMarker[], input: MarkerLayoutInput): Box[] {
  return placed.flatMap((m, i) => [
    circleBox(m.x, m.y, input.radius),
    labelBox(m.x, m.y, m.side, input, input.labels[i] ?? ''),
  ]);
}

/**
 * Issue 27: where each small dot's name goes (the centers in a fitted view that are not among the results;
 * an unnamed dot near the Nevada-Arizona corner was Las Vegas). The first side, in layOutMarkers' order,
 * whose box is inside the map and clear of `taken` (the markers and their labels), of the other dots and of
 * the names placed before; null where no side is clear (a crowded corner of the map: the dot keeps its
 * tooltip and its place in the list of all centers rather than a name written over another).
 * `input.radius` is the dot's.
 */
export function layOutDotLabels(
  input: Omit<MarkerLayoutInput, 'avoid'> & { readonly taken: readonly Box[] },
): ({ side: LabelSide; box: Box } | null)[] {
  const dots: Box[] = input.points.map(([x, y]) => circleBox(x, y, input.radius));
  const placed: Box[] = [];
  return input.points.map(([x, y], index) => {
    const text = input.labels[index] ?? '';
    const clear = (b: Box) =>
      insideMap(b, input) &&
      ![...input.taken, ...placed, ...dots.filter((_, i) => i !== index)].some((t) => overlaps(b, t));
    const side = labelSides(x, input.width).find((s) => clear(labelBox(x, y, s, input, text)));
    if (side === undefined) return null;
    const box = labelBox(x, y, side, input, text);
    placed.push(box);
    return { side, box };
  });
}

/**
 * Issue 27: the state names a fitted view can show without cutting or covering anything. A name is moved
 * inside the map when its box crosses an edge (NEVADA and OKLAHOMA were cut off at 390 px, where the names
 * are larger in the map's units), and left out when it would cover a marker, a label, a dot or a name kept
 * before it (WYOMING under "Cheyenne"). The map's labels are bearings, so one left out loses nothing.
 */
export function visibleStateLabels<L extends { name: string; x: number; y: number }>(
  labels: readonly L[],
  options: { fontSize: number; width: number; height: number; taken: readonly Box[] },
): L[] {
  const kept: Box[] = [];
  const shown: L[] = [];
  for (const label of labels) {
    const box = stateLabelBox(label, options.fontSize);
    const dx = box.left < 0 ? -box.left : box.right > options.width ? options.width - box.right : 0;
    const dy = box.top < 0 ? -box.top : box.bottom > options.height ? options.height - box.bottom : 0;
    const moved = { left: box.left + dx, right: box.right + dx, top: box.top + dy, bottom: box.bottom + dy };
    if (!insideMap(moved, options) || [...options.taken, ...kept].some((t) => overlaps(moved, t))) continue;
    kept.push(moved);
    shown.push({ ...label, x: label.x + dx, y: label.y + dy });
  }
  return shown;
}

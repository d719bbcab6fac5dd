import { describe, expect, it } from 'vitest';
import {
  labelBox,
  layOutDotLabels,
  layOutMarkers,
  type MarkerLayoutInput,
  markerBoxes,
  markerLabels,
  stateLabelBox,
  visibleStateLabels,
} from './marker-layout';

const base = { radius: 12, fontSize: 11, width: 960, height: 600 };

const boxesOverlap = (
  a: ReturnType<typeof labelBox>,
  b: { left: number; right: number; top: number; bottom: number },
) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe("the locator map's markers (issue 15): every numbered marker and its label can be seen", () => {
  it('two centers a few miles apart (Kansas City, MO and KS) are drawn side by side, the first where it is', () => {
    const input: MarkerLayoutInput = {
      ...base,
      points: [
        [480, 300],
        [474, 303],
      ],
      labels: ['Kansas City, MO', 'Kansas City, KS'],
    };
    const [first, second] = layOutMarkers(input);
    expect(first).toMatchObject({ x: 480, y: 300 });
    expect(Math.hypot((second?.x ?? 0) - 480, (second?.y ?? 0) - 300)).toBeGreaterThanOrEqual(24);
  });

  it('markers on one point spread out without landing on each other, and stay inside the map', () => {
    const points = Array.from({ length: 5 }, () => [5, 5] as const);
    const placed = layOutMarkers({ ...base, points, labels: points.map(() => 'Omaha') });
    for (const [i, a] of placed.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(12);
      expect(a.y).toBeGreaterThanOrEqual(12);
      for (const b of placed.slice(i + 1)) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(23);
    }
  });

  it('a label goes to a free side: no label covers another label or another marker', () => {
    const input: MarkerLayoutInput = {
      ...base,
      points: [
        [400, 300],
        [430, 300],
        [400, 340],
      ],
      labels: ['Kansas City, MO', 'Kansas City, KS', 'Springfield'],
    };
    const placed = layOutMarkers(input);
    const boxes = placed.map((p, i) => labelBox(p.x, p.y, p.side, input, input.labels[i] ?? ''));
    for (const [i, box] of boxes.entries()) {
      for (const [j, other] of boxes.entries()) if (i !== j) expect(boxesOverlap(box, other)).toBe(false);
      for (const [j, p] of placed.entries()) {
        if (i === j) continue;
        const marker = { left: p.x - 12, right: p.x + 12, top: p.y - 12, bottom: p.y + 12 };
        expect(boxesOverlap(box, marker)).toBe(false);
      }
    }
  });

  it('labels sit right of a marker in the map’s left part and left of it in the right part, when free', () => {
    const placed = layOutMarkers({
      ...base,
      points: [
        [100, 100],
        [900, 500],
      ],
      labels: ['Wichita', 'Springfield'],
    });
    expect(placed.map((p) => p.side)).toEqual(['right', 'left']);
  });

  it('a label names the state when another marker has the same city name', () => {
    expect(
      markerLabels([
        { CityName: 'Kansas City', StateCode: 'MO' },
        { CityName: 'Kansas City', StateCode: 'KS' },
        { CityName: 'Omaha', StateCode: 'NE' },
      ]),
    ).toEqual(['Kansas City, MO', 'Kansas City, KS', 'Omaha']);
  });
});

describe("the locator map's labels (issue 15): a state's name is not written over", () => {
  it('a label takes another free side rather than cover a state name, and covers one only when no side is free of it', () => {
    const missouri = stateLabelBox({ name: 'Missouri', x: 560, y: 300 }, 9);
    const input: MarkerLayoutInput = {
      ...base,
      points: [[470, 300]],
      labels: ['Kansas City, KS'],
      avoid: [missouri],
    };
    const [placed] = layOutMarkers(input);
    expect(placed?.side).not.toBe('right');
    const box = labelBox(placed?.x ?? 0, placed?.y ?? 0, placed?.side ?? 'right', input, 'Kansas City, KS');
    expect(boxesOverlap(box, missouri)).toBe(false);
    const everywhere = { left: 0, top: 0, right: 960, bottom: 600 };
    const [crowded] = layOutMarkers({ ...input, avoid: [everywhere] });
    expect(crowded?.side).toBe('right');
  });
});

describe('the locator map at a phone width (issue 27 "Service-center locator"): nothing cut off, nothing covered', () => {
  // At 390 px the map is ~358 px wide: its labels are 960/358 times larger in the map's own units.
  const size = 960 / 358;
  const inside = (b: { left: number; right: number; top: number; bottom: number }) =>
    b.left >= 0 && b.top >= 0 && b.right <= 960 && b.bottom <= 600;

  it('a state name at the edge (NEVADA at x 55, OKLAHOMA at x 930) is moved inside the map, whole', () => {
    const shown = visibleStateLabels(
      [
        { name: 'Nevada', x: 55, y: 250 },
        { name: 'Oklahoma', x: 930, y: 410 },
      ],
      { fontSize: 9 * size, width: 960, height: 600, taken: [] },
    );
    expect(shown.map((l) => l.name)).toEqual(['Nevada', 'Oklahoma']);
    for (const label of shown) expect(inside(stateLabelBox(label, 9 * size))).toBe(true);
  });

  it('a state name that would cover a marker\'s label (WYOMING under "Cheyenne") is left out; the others stay', () => {
    const input: MarkerLayoutInput = {
      points: [[580, 60]],
      labels: ['Cheyenne'],
      radius: 14 * size,
      fontSize: 11 * size,
      width: 960,
      height: 600,
    };
    const placed = layOutMarkers(input);
    const taken = markerBoxes(placed, input);
    const shown = visibleStateLabels(
      [
        { name: 'Wyoming', x: 530, y: 30 },
        { name: 'Utah', x: 260, y: 200 },
      ],
      { fontSize: 9 * size, width: 960, height: 600, taken },
    );
    expect(shown.map((l) => l.name)).toEqual(['Utah']);
  });

  it('a dot of a fitted view gets its name (Las Vegas near the Nevada-Arizona corner) inside the map and clear of the markers; none where no side is clear', () => {
    const input: MarkerLayoutInput = {
      points: [[540, 250]],
      labels: ['Denver'],
      radius: 14 * size,
      fontSize: 11 * size,
      width: 960,
      height: 600,
    };
    const taken = markerBoxes(layOutMarkers(input), input);
    const [lasVegas, nearDenver] = layOutDotLabels({
      points: [
        [30, 460],
        [600, 330],
      ],
      labels: ['Las Vegas', 'Aurora'],
      radius: 3.5 * size,
      fontSize: 10 * size,
      width: 960,
      height: 600,
      taken,
    });
    expect(lasVegas?.side).toBe('right');
    expect(inside(lasVegas?.box ?? { left: -1, right: 0, top: 0, bottom: 0 })).toBe(true);
    expect(nearDenver && taken.some((t) => boxesOverlap(nearDenver.box, t))).toBe(false);
    // A dot under Denver's marker has no clear side: it is not named over the marker or its label.
    const [under] = layOutDotLabels({
      points: [[545, 252]],
      labels: ['Lakewood'],
      radius: 3.5 * size,
      fontSize: 10 * size,
      width: 960,
      height: 600,
      taken,
    });
    expect(under).toBeNull();
  });
});

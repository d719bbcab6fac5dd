import { describe, expect, it } from 'vitest';
import {
  labelBox,
  layOutMarkers,
  type MarkerLayoutInput,
  markerLabels,
  stateLabelBox,
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

import { describe, expect, it } from 'vitest';
import { fittedView, HAWAII_INSET, MAP_HEIGHT, MAP_WIDTH, mapShapes, overviewView } from './map-geometry';
import { overviewView as builtOverview } from './overview-view';

const DENVER = { latitude: 39.78, longitude: -104.97 };
const HONOLULU = { latitude: 21.31, longitude: -157.86 };
const ST_JOHNS = { latitude: 47.56, longitude: -52.71 };
const ANCHORAGE = { latitude: 61.21, longitude: -149.9 };

describe("the locator's map (issue 15): the United States and Canada from packaged data", () => {
  it('draws Canada and the United States as served land, Mexico for context, and the borders between states', () => {
    const shapes = mapShapes();
    expect(shapes.served.map((f) => String(f.id)).sort()).toEqual(['124', '840']);
    expect(shapes.other.map((f) => String(f.id))).toEqual(['484']);
    expect(shapes.stateBorders.coordinates.length).toBeGreaterThan(50);
    expect(shapes.hawaii).not.toBeNull();
  });

  it('the overview has every center from Anchorage to Newfoundland in view, and Honolulu in its inset', () => {
    const view = overviewView();
    for (const place of [DENVER, ST_JOHNS, ANCHORAGE]) {
      const xy = view.project(place);
      expect(xy, JSON.stringify(place)).not.toBeNull();
    }
    const [x, y] = view.project(HONOLULU) ?? [-1, -1];
    expect(x).toBeGreaterThan(HAWAII_INSET.x);
    expect(x).toBeLessThan(HAWAII_INSET.x + HAWAII_INSET.width);
    expect(y).toBeGreaterThan(HAWAII_INSET.y);
    expect(y).toBeLessThan(HAWAII_INSET.y + HAWAII_INSET.height);
    expect(view.served.length).toBeGreaterThan(1000);
    expect(view.labels).toEqual([]);
  });

  it('a fitted view keeps every result inside its margins, names the states in view, and never zooms past a region', () => {
    const results = [
      DENVER,
      { latitude: 38.85, longitude: -104.72 },
      { latitude: 40.76, longitude: -111.89 },
    ];
    const view = fittedView(results);
    for (const place of results) {
      const [x, y] = view.project(place) ?? [-1, -1];
      expect(x).toBeGreaterThanOrEqual(40);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH - 40);
      expect(y).toBeGreaterThanOrEqual(40);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT - 40);
    }
    expect(view.labels.map((l) => l.name)).toEqual(expect.arrayContaining(['Colorado', 'Utah']));
    expect(view.project(ST_JOHNS)).toBeNull();
    // One center alone: centred, with its neighbours' states around it.
    const alone = fittedView([DENVER]);
    const [x, y] = alone.project(DENVER) ?? [-1, -1];
    expect(x).toBeCloseTo(MAP_WIDTH / 2, 0);
    expect(y).toBeCloseTo(MAP_HEIGHT / 2, 0);
    expect(alone.labels.length).toBeGreaterThan(2);
  });

  it('issue 28: the overview projected at build time puts every place where the atlas puts it, and draws the same land', () => {
    const fromAtlas = overviewView();
    const built = builtOverview();
    for (const place of [DENVER, HONOLULU, ST_JOHNS, ANCHORAGE]) {
      expect(built.project(place), JSON.stringify(place)).toEqual(fromAtlas.project(place));
    }
    expect(built.inset).toEqual({ box: HAWAII_INSET, land: expect.stringMatching(/^M/) });
    // One decimal of the 960 x 600 box rather than three: shorter, never empty.
    expect(built.served.length).toBeGreaterThan(1000);
    expect(built.served.length).toBeLessThan(fromAtlas.served.length);
    expect(built.stateBorders).toMatch(/^M/);
  });
});

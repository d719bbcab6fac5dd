import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ATLAS_COUNTRIES, LOCATOR_ATLAS_FILE, locatorAtlas } from './generate-locator-atlas';

describe("the locator map's atlas (issue 15, docs/data-sources.md)", () => {
  it('is exactly what the generator makes from world-atlas and us-atlas (run it after an atlas upgrade)', async () => {
    expect(await readFile(LOCATOR_ATLAS_FILE, 'utf8')).toBe(await locatorAtlas());
  });

  it('holds Canada, the United States and Mexico, and the states, with only the arcs they use', async () => {
    const atlas = JSON.parse(await locatorAtlas());
    const ids = atlas.countries.objects.countries.geometries.map((g: { id: string }) => g.id).sort();
    expect(ids).toEqual([...ATLAS_COUNTRIES].sort());
    expect(atlas.states.objects.states.geometries.length).toBeGreaterThanOrEqual(50);
    const used = new Set<number>();
    const walk = (arcs: unknown): void => {
      if (typeof arcs === 'number') used.add(arcs < 0 ? ~arcs : arcs);
      else if (Array.isArray(arcs)) for (const part of arcs) walk(part);
    };
    for (const g of atlas.countries.objects.countries.geometries) walk(g.arcs);
    expect(used.size).toBe(atlas.countries.arcs.length);
  });
});

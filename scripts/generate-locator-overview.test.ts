import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LOCATOR_OVERVIEW_FILE, locatorOverview } from './generate-locator-overview';

describe("the locator's overview map, projected at build time (issue 28)", () => {
  it('is exactly what the generator makes from the atlas (run it after the atlas or the overview changes)', async () => {
    expect(await readFile(LOCATOR_OVERVIEW_FILE, 'utf8')).toBe(await locatorOverview());
  });
});

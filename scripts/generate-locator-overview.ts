/**
 * Issue 28: writes the service-center locator's overview map, projected at build time, as a data module
 * (adapters/react-ui/features/service-center-locator/overview-map.generated.ts): the SVG paths of the land
 * and borders (one decimal of a 960 x 600 box) and the two projections' fits, from the packaged atlas
 * (north-america.topojson, scripts/generate-locator-atlas.ts). A phone then draws the locator's first map
 * without projecting the atlas on its main thread.
 *
 *   npx tsx scripts/generate-locator-overview.ts          # write the file
 *   npx tsx scripts/generate-locator-overview.ts --check  # exit 1 if it is stale
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { overviewOf, shapesOf } from '../adapters/react-ui/features/service-center-locator/atlas-shapes';
import { LOCATOR_ATLAS_FILE } from './generate-locator-atlas';
import { writeOrCheck } from './lib/generated-file';

export const LOCATOR_OVERVIEW_FILE = fileURLToPath(
  new URL('../adapters/react-ui/features/service-center-locator/overview-map.generated.ts', import.meta.url),
);

/** Decimals per coordinate: a tenth of the SVG's unit, finer than a phone's pixel (the map is ~350 px wide). */
export const OVERVIEW_DIGITS = 1;

/** The module's text. */
export async function locatorOverview(): Promise<string> {
  const overview = overviewOf(shapesOf(await readFile(LOCATOR_ATLAS_FILE, 'utf8')), OVERVIEW_DIGITS);
  return [
    '// Written by scripts/generate-locator-overview.ts from north-america.topojson (issue 28); do not edit.',
    "import type { OverviewMap } from './map-view';",
    '',
    `export const OVERVIEW_MAP: OverviewMap = ${JSON.stringify(overview, null, 2)};`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  await writeOrCheck(LOCATOR_OVERVIEW_FILE, await locatorOverview(), 'scripts/generate-locator-overview.ts');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

/**
 * Writes the service-center locator's map data (issue 15), a small TopoJSON file the locator's map chunk
 * imports, from two packaged atlases (docs/data-sources.md):
 * - countries: Canada, the United States and Mexico of world-atlas countries-50m.json (Natural Earth
 *   1:50m, public domain), with only the arcs they use;
 * - states: the state outlines of us-atlas states-10m.json (U.S. Census Bureau cartographic boundaries,
 *   2017), for the borders between states.
 *
 *   npx tsx scripts/generate-locator-atlas.ts          # write the file
 *   npx tsx scripts/generate-locator-atlas.ts --check  # exit 1 if it is stale
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeOrCheck } from './lib/generated-file';

export const LOCATOR_ATLAS_FILE = fileURLToPath(
  new URL('../adapters/react-ui/features/service-center-locator/north-america.topojson', import.meta.url),
);

/** ISO 3166-1 numeric ids of the countries drawn: Canada, the United States, Mexico (for context). */
export const ATLAS_COUNTRIES = ['124', '840', '484'] as const;

type Arc = number[][];
type Arcs = number | number[] | number[][] | number[][][];
interface Geometry {
  type: string;
  id?: string;
  properties?: Record<string, unknown>;
  arcs?: Arcs;
}
interface Topology {
  type: 'Topology';
  transform?: { scale: [number, number]; translate: [number, number] };
  bbox?: number[];
  objects: Record<string, { type: 'GeometryCollection'; geometries: Geometry[] }>;
  arcs: Arc[];
}

/** One object of a topology, with only its kept geometries and the arcs they use (renumbered). */
export function pruneTopology(
  topology: Topology,
  object: string,
  keep: (geometry: Geometry) => boolean,
  properties: (geometry: Geometry) => Record<string, unknown>,
): Topology {
  const collection = topology.objects[object];
  if (!collection) throw new Error(`no object ${object}`);
  const renumbered = new Map<number, number>();
  const arc = (index: number): number => {
    const old = index < 0 ? ~index : index;
    let next = renumbered.get(old);
    if (next === undefined) {
      next = renumbered.size;
      renumbered.set(old, next);
    }
    return index < 0 ? ~next : next;
  };
  const walk = (arcs: Arcs): Arcs =>
    typeof arcs === 'number' ? arc(arcs) : ((arcs as Arcs[]).map((part) => walk(part)) as Arcs);
  const geometries = collection.geometries.filter(keep).map((geometry) => ({
    type: geometry.type,
    ...(geometry.id === undefined ? {} : { id: geometry.id }),
    properties: properties(geometry),
    ...(geometry.arcs === undefined ? {} : { arcs: walk(geometry.arcs) }),
  }));
  const arcs = [...renumbered.keys()].map((old) => {
    const found = topology.arcs[old];
    if (!found) throw new Error(`arc ${old} missing`);
    return found;
  });
  return {
    type: 'Topology',
    ...(topology.transform ? { transform: topology.transform } : {}),
    objects: { [object]: { type: 'GeometryCollection', geometries } },
    arcs,
  };
}

const require = createRequire(import.meta.url);

async function readJson(specifier: string): Promise<Topology> {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as Topology;
}

/** The atlas file's text. */
export async function locatorAtlas(): Promise<string> {
  const world = await readJson('world-atlas/countries-50m.json');
  const us = await readJson('us-atlas/states-10m.json');
  const countries = pruneTopology(
    world,
    'countries',
    (g) => (ATLAS_COUNTRIES as readonly string[]).includes(String(g.id)),
    (g) => ({ name: g.properties?.name }),
  );
  const states = pruneTopology(
    us,
    'states',
    () => true,
    (g) => ({ name: g.properties?.name }),
  );
  return `${JSON.stringify({ countries, states })}\n`;
}

async function main(): Promise<void> {
  await writeOrCheck(LOCATOR_ATLAS_FILE, await locatorAtlas(), 'scripts/generate-locator-atlas.ts');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

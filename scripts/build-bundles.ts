/**
 * The server and the staff CLI as bundles (esbuild): one JavaScript file each that Node runs as it is,
 * with no TypeScript loader and no resolving of hundreds of package files at every start (issue 9).
 * `npm run build` runs this after the customer site; `npm ci` and `npm install` run it through `prepare`,
 * so `npx relomove` is fast from a fresh clone.
 *
 * - Everything is bundled but PGlite, which loads its WebAssembly and data files from its own folder.
 * - `import.meta.url` in our sources keeps meaning the source file's address, so the data files they name
 *   relative to themselves (data/, dist/ui) are found wherever the bundle lies.
 * - The code stays readable (not minified: names and lines make sense in a stack trace), with a linked
 *   source map (without the sources, which are in the repository) for `node --enable-source-maps`.
 *   `npm start` runs without that flag: it parses the whole map at every start (pino reads call sites),
 *   0.2-0.7 s and 25 MB here.
 * - The reference data a start would otherwise derive (the city index, the holidays of the years around
 *   today) is compiled once into `reference.json` beside the bundles (adapters/reference-data/compiled-reference.ts);
 *   the bundles know where it is through the `RELOMOVE_COMPILED_REFERENCE` constant.
 * - A freshly initialised PGlite cluster, `pglite-cluster.tar` beside the bundles (issue 26): a first start makes
 *   its data folder from it instead of running PGlite's initdb, which peaked above 1 GB of memory
 *   (adapters/persistence/built-cluster.ts; the bundles know the file through `RELOMOVE_PGLITE_CLUSTER`).
 * - Each output folder gets `inputs.json`: when the build started and the files it read, which the CLI's
 *   launcher (bin/relomove.js) compares with the files' times to know whether the bundle is current.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { build, type Plugin } from 'esbuild';
import { compileReference, serializeReference } from '../adapters/reference-data/compiled-reference';
import {
  SERVICE_CENTERS_FILE,
  StoredStations,
  stationCalendars,
} from '../adapters/reference-data/json-service-center-directory';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BundleTarget {
  /** Folder name under the output folder: dist/server, dist/cli. */
  name: string;
  /** The composition root, relative to the project root. */
  entry: string;
  /** Worker threads' files, each bundled beside main.js under its name (`<name>.js`). */
  workers?: Record<string, string>;
}

export const BUNDLES: readonly BundleTarget[] = [
  {
    name: 'server',
    entry: 'adapters/http/server/main.ts',
    // The embedded database's own thread (adapters/persistence/pglite-thread.ts looks for it beside itself).
    workers: { 'pglite-thread-worker': 'adapters/persistence/pglite-thread-worker.ts' },
  },
  { name: 'cli', entry: 'adapters/cli/main.ts' },
];

/** Packages that stay in node_modules: PGlite reads its .wasm and .data files next to its own code. */
const EXTERNAL = ['@electric-sql/pglite'];

/**
 * Bundled CommonJS packages call `require` for Node's own modules (pg, pino, ...): an ES module has no
 * `require`, so the bundle makes one.
 */
const BANNER =
  "import { createRequire as __relomoveCreateRequire } from 'node:module';\nconst require = __relomoveCreateRequire(import.meta.url);";

/**
 * Rewrites `import.meta.url` in the project's own files to the address of the source file, computed
 * from the bundle's own address, e.g. `new URL('../../adapters/reference-data/places.ts', import.meta.url).href`.
 */
function sourceAddresses(outDir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(context) {
      context.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const fromBundle = relative(outDir, args.path).split('\\').join('/');
        const address = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
        return {
          contents: text.replaceAll('import.meta.url', address),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** The compiled reference data's file in an output folder. */
const REFERENCE_FILE = 'reference.json';

/**
 * Compiles the reference data into `<outRoot>/reference.json`: the city index, and the holidays of the
 * service centers' calendars from last year to three years ahead (a server started next year still finds
 * its three years; anything else is computed at start).
 */
export async function compileReferenceData(outRoot: string, now = new Date()): Promise<string> {
  const stations = StoredStations.parse(JSON.parse(readFileSync(SERVICE_CENTERS_FILE, 'utf8')));
  const year = now.getUTCFullYear();
  const years = [year - 1, year, year + 1, year + 2, year + 3];
  const compiled = await compileReference(['US', ...stationCalendars(stations)], years);
  if (compiled.isErr()) throw new Error(`${compiled.error.source}: ${compiled.error.message}`);
  mkdirSync(outRoot, { recursive: true });
  const file = join(outRoot, REFERENCE_FILE);
  writeFileSync(file, serializeReference(compiled.value));
  return file;
}

/** The fresh PGlite cluster's file in an output folder (adapters/persistence/built-cluster.ts). */
const CLUSTER_FILE = 'pglite-cluster.tar';

/**
 * Issue 26: a freshly initialised PGlite cluster (initdb run here, in memory, once per build) as a
 * `dumpDataDir()` tarball, `<outRoot>/pglite-cluster.tar`, from which a first start makes its data folder.
 */
export async function compileEmptyCluster(outRoot: string): Promise<string> {
  const pglite = await PGlite.create();
  try {
    const tarball = await pglite.dumpDataDir('none');
    mkdirSync(outRoot, { recursive: true });
    const file = join(outRoot, CLUSTER_FILE);
    writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
    return file;
  } finally {
    await pglite.close();
  }
}

/** Builds one bundle into `<outRoot>/<name>/main.js` and writes its inputs.json. */
export async function buildBundle(target: BundleTarget, outRoot: string): Promise<string> {
  const outDir = resolve(outRoot, target.name);
  const startedAt = Date.now();
  // Chunk names carry a hash: an earlier build's chunks would pile up.
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: { main: target.entry, ...target.workers },
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: EXTERNAL,
    banner: { js: BANNER },
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'linked',
    metafile: true,
    logLevel: 'warning',
    define: {
      // React (the emails' renderer) and the other bundled packages in their production form: the emails
      // render in a third to a half of the time of React's development build (issue 28; docs/performance.md).
      'process.env.NODE_ENV': JSON.stringify('production'),
      RELOMOVE_COMPILED_REFERENCE: JSON.stringify(
        relative(ROOT, join(outRoot, REFERENCE_FILE)).split('\\').join('/'),
      ),
      RELOMOVE_PGLITE_CLUSTER: JSON.stringify(
        relative(ROOT, join(outRoot, CLUSTER_FILE)).split('\\').join('/'),
      ),
      // The embedded database's worker of this bundle (adapters/persistence/pglite-thread.ts); a bundle without
      // it runs the worker's source.
      RELOMOVE_PGLITE_WORKER: JSON.stringify(
        target.workers?.['pglite-thread-worker'] === undefined
          ? null
          : relative(ROOT, join(outDir, 'pglite-thread-worker.js')).split('\\').join('/'),
      ),
    },
    plugins: [sourceAddresses(outDir)],
  });
  mkdirSync(outDir, { recursive: true });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((file) => !file.startsWith('node_modules/'))
    .concat(['node_modules/.package-lock.json', 'package.json']);
  writeFileSync(join(outDir, 'inputs.json'), `${JSON.stringify({ startedAt, inputs }, null, 1)}\n`);
  return join(outDir, 'main.js');
}

/** Builds every bundle and the compiled reference data into `outRoot` (default: dist/). */
export async function buildBundles(outRoot = join(ROOT, 'dist')): Promise<string[]> {
  const [reference, ...bundles] = await Promise.all([
    compileReferenceData(outRoot),
    ...BUNDLES.map((target) => buildBundle(target, outRoot)),
  ]);
  // After the rest, so the build's own peak is initdb's, not initdb's on top of esbuild's.
  const cluster = await compileEmptyCluster(outRoot);
  return [...bundles, reference ?? '', cluster];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outRoot = process.argv[2] ? resolve(process.argv[2]) : join(ROOT, 'dist');
  mkdirSync(dirname(outRoot), { recursive: true });
  await buildBundles(outRoot);
}

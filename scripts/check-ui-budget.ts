/**
 * `tsx scripts/check-ui-budget.ts [distDir]` — issue 4 budget (and issue 28's for the quote view, below): "Gzipped JavaScript loaded by the landing
 * page: at most 120 KB. Split other routes off." Run it after `npm run build:ui`.
 *
 * Reads dist/ui/index.html, follows the landing page's <script type="module" src> and
 * <link rel="modulepreload" href> files and every static import inside them, gzips each file (node:zlib,
 * default level, as a server compresses on the fly) and exits 1 when the sum is over 120 kB (120,000 bytes).
 * Chunks loaded later (other routes, the answer schemas fetched when the page is idle) are listed, not counted.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  type Manifest as BuildManifest,
  filesOf,
  readManifest,
  SCREEN_MODULES,
} from '../adapters/http/server/composition/screen-preloads';
import { Route } from '../domain/quote/routes';

/** The budget in bytes of gzipped JavaScript (kB as Vite reports it: 1,000 bytes). */
export const LANDING_JS_BUDGET_BYTES = 120_000;

export interface JsFile {
  /** The path as the page asks for it, e.g. '/assets/index-abc.js'. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface LandingJs {
  /** What the landing page loads before it can run: entry, modulepreloads and their static imports. */
  initial: JsFile[];
  initialGzipBytes: number;
  /** Every other JavaScript file of the build (route chunks, the answer schemas), loaded on demand. */
  later: JsFile[];
}

const ATTRIBUTE = (name: string) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i');

/** The src of module scripts and the href of modulepreload links in index.html. */
function entryPaths(html: string): string[] {
  const paths: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
    const src = ATTRIBUTE('src').exec(tag)?.[1];
    if (src && /\btype\s*=\s*["']module["']/i.test(tag)) paths.push(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
    const href = ATTRIBUTE('href').exec(tag)?.[1];
    if (href && /\brel\s*=\s*["']modulepreload["']/i.test(tag)) paths.push(href);
  }
  return paths;
}

/** Static imports of a (minified) ES module: `import{a}from"./x.js"`, `import"./y.js"`, `export*from"./z.js"`; not import(). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

const jsFile = (distDir: string, path: string): JsFile => {
  const content = readFileSync(join(distDir, path));
  return { path, bytes: content.length, gzipBytes: gzipSync(content).length };
};

/** The landing page's JavaScript in a built dist/ui, and the rest of the build's. */
export function landingPageJs(distDir: string): LandingJs {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const initial = followImports(distDir, entryPaths(html), seen);
  const assets = join(distDir, 'assets');
  const later = (existsSync(assets) ? readdirSync(assets) : [])
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .filter((path) => !seen.has(path))
    .map((path) => jsFile(distDir, path));
  return {
    initial,
    initialGzipBytes: initial.reduce((sum, file) => sum + file.gzipBytes, 0),
    later,
  };
}

/**
 * Issue 28: the quote view's budget, in bytes of gzipped JavaScript: what it loads before it can show a
 * quote (the landing page's JavaScript, its own screen, TanStack Query's client, the API client and the
 * answer schemas). 232 kB in 53 files when it was set (docs/performance.md); the margin is for its growth.
 */
export const QUOTE_VIEW_JS_BUDGET_BYTES = 240_000;

/**
 * The modules the quote view loads besides the landing page's JavaScript, as Vite's manifest names them: the
 * ones the server preloads for it (screen-preloads.ts), one list for both.
 */
export const QUOTE_VIEW_MODULES: readonly string[] = (() => {
  const entry = SCREEN_MODULES.find((screen) => screen.screen === Route.quoteView);
  if (!entry) throw new Error('the quote view is not in SCREEN_MODULES (screen-preloads.ts)');
  return entry.modules;
})();

/** Vite's build manifest (`build.manifest`): each source module's output file. */
type Manifest = Record<string, { file: string }>;

/**
 * The JavaScript the quote view loads before it shows a quote: the landing page's initial files, and each
 * of QUOTE_VIEW_MODULES' files with every static import inside them (found through .vite/manifest.json).
 */
export function quoteViewJs(distDir: string): { files: JsFile[]; gzipBytes: number } {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: build the UI with its manifest`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const starts = QUOTE_VIEW_MODULES.map((module) => {
    const entry = manifest[module];
    if (!entry) throw new Error(`${module} is not in the build manifest`);
    return `/${entry.file}`;
  });
  const files = [...landingPageJs(distDir).initial, ...followImports(distDir, starts, new Set())];
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  return { files: unique, gzipBytes: unique.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

/** Each of `starts` and every file they import statically, once, except those in `seen`. */
function followImports(distDir: string, starts: string[], seen: Set<string>): JsFile[] {
  const queue = starts.map((path) => posix.resolve('/', path));
  const found: JsFile[] = [];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    seen.add(path);
    found.push(jsFile(distDir, path));
    const code = readFileSync(join(distDir, path), 'utf8');
    for (const imported of staticImports(code)) queue.push(posix.resolve(posix.dirname(path), imported));
  }
  return found;
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(2)} kB`;

function main(): void {
  const distDir = process.argv[2] ?? fileURLToPath(new URL('../dist/ui', import.meta.url));
  if (!existsSync(join(distDir, 'index.html'))) {
    console.error(`${distDir}/index.html not found: run \`npm run build:ui\` first`);
    process.exit(2);
  }
  const { initial, initialGzipBytes, later } = landingPageJs(distDir);
  console.log('Landing page JavaScript (issue 4 budget: at most 120 kB gzipped):');
  for (const file of [...initial].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kB(file.gzipBytes).padStart(10)} gz  ${kB(file.bytes).padStart(10)}  ${file.path}`);
  }
  console.log(`  ${kB(initialGzipBytes).padStart(10)} gz  total of ${initial.length} files`);
  const largest = [...later].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
  console.log(
    `Loaded later (${later.length} files), largest: ${largest.map((f) => `${f.path} ${kB(f.gzipBytes)}`).join(', ')}`,
  );
  if (initialGzipBytes > LANDING_JS_BUDGET_BYTES) {
    console.error(
      `OVER BUDGET: ${kB(initialGzipBytes)} > ${kB(LANDING_JS_BUDGET_BYTES)} of gzipped JavaScript`,
    );
    process.exit(1);
  }
  console.log(`Within budget: ${kB(initialGzipBytes)} <= ${kB(LANDING_JS_BUDGET_BYTES)}`);
  const quoteView = quoteViewJs(distDir);
  console.log(
    `Quote view JavaScript before it shows a quote (issue 28 budget: at most ${kB(QUOTE_VIEW_JS_BUDGET_BYTES)} gzipped): ${kB(quoteView.gzipBytes)} in ${quoteView.files.length} files`,
  );
  if (quoteView.gzipBytes > QUOTE_VIEW_JS_BUDGET_BYTES) {
    console.error(
      `OVER BUDGET: the quote view's ${kB(quoteView.gzipBytes)} > ${kB(QUOTE_VIEW_JS_BUDGET_BYTES)} of gzipped JavaScript`,
    );
    process.exit(1);
  }
  console.log(`Within budget: ${kB(quoteView.gzipBytes)} <= ${kB(QUOTE_VIEW_JS_BUDGET_BYTES)}`);
  const stale = stalePreloads(distDir);
  if (stale.length > 0) {
    console.error(
      `The server preloads modules this build does not have (adapters/http/server/composition/screen-preloads.ts): ${stale.join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`Each preloaded screen's modules are in the build (${SCREEN_MODULES.length} screens)`);
  const manifest = readManifest(distDir) ?? {};
  const counts = screenFileCounts(
    manifest,
    initial.map((file) => file.path),
  );
  console.log(
    `JavaScript files each preloaded screen loads (at most ${SCREEN_FILES_BUDGET}): ${counts.map((c) => `${c.screen} ${c.files}`).join(', ')}`,
  );
  const over = counts.filter((c) => c.files > SCREEN_FILES_BUDGET);
  if (over.length > 0) {
    console.error(
      `TOO MANY FILES: ${over.map((c) => `${c.screen} loads ${c.files}`).join(', ')} (adapters/react-ui/screen-chunks.ts)`,
    );
    process.exit(1);
  }
  const cycles = chunkCycles(manifest);
  if (cycles.length > 0) {
    console.error(
      `Chunks that import each other in a circle: ${cycles.map((c) => c.join(' -> ')).join('; ')}`,
    );
    process.exit(1);
  }
  console.log('No chunks import each other in a circle');
}

/**
 * Issue 28: the most JavaScript files a preloaded screen (SCREEN_MODULES) may load before it runs, the landing
 * page's included. Chrome fetches six at a time from one host over HTTP/1.1: each six more files are one more
 * round trip on a phone before the screen can ask for its data (the dashboard loaded 76 before
 * adapters/react-ui/screen-chunks.ts; 17 after).
 */
export const SCREEN_FILES_BUDGET = 24;

/**
 * How many JavaScript files each preloaded screen loads in a build with `manifest`, the landing page's
 * `initial` files (their paths) included.
 */
export function screenFileCounts(
  manifest: BuildManifest,
  initial: readonly string[],
): Array<{ screen: string; files: number }> {
  return SCREEN_MODULES.map(({ screen, modules }) => ({
    screen,
    files: new Set([...initial, ...filesOf(manifest, modules).js]).size,
  }));
}

/**
 * The circles in which the build's chunks import each other (each as the chunks' manifest keys, the first
 * again at the end); none is expected: a chunk in a circle can run before what it imports is ready.
 */
export function chunkCycles(manifest: Record<string, { imports?: string[] }>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (key: string, path: string[]) => {
    state.set(key, 'open');
    path.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(key, 'done');
  };
  for (const key of Object.keys(manifest)) if (!state.has(key)) visit(key, []);
  return cycles;
}

/**
 * Issue 28: the modules the server names in a screen's index.html (SCREEN_MODULES) that the build's manifest
 * does not have; the server would leave them out, and that screen would load slowly again.
 */
export function stalePreloads(distDir: string): string[] {
  const manifest = readManifest(distDir);
  if (!manifest) throw new Error(`${distDir}/.vite/manifest.json not found: build the UI with its manifest`);
  return [...new Set(SCREEN_MODULES.flatMap(({ modules }) => filesOf(manifest, modules).missing))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

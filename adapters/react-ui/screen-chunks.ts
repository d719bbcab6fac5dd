/**
 * Issue 28 "Pages that are fast on a phone": fewer files for a screen.
 *
 * Left to itself the bundler gives every set of screens that shares some modules its own chunk. The app has
 * some thirty lazy screens, so the dashboard needed 76 JavaScript files, most under 2 kB. A phone on HTTP/1.1
 * fetches six files at a time from one host: 76 files are 13 round trips before the page can ask for its data,
 * whatever their size (150 ms each on Lighthouse's simulated slow 4G).
 *
 * `screenChunks` makes a code-splitting group's name function (rolldown `output.codeSplitting.groups[].name`)
 * that puts a module several screens load into the shared chunk of the first of SHARED_CHUNKS that loads it.
 * It leaves alone (the bundler's own chunking):
 * - what the landing page loads at once (the entry's static imports: the landing budget);
 * - each screen's own module (the chunk a route imports, whose name the server's preloads look up) and each
 *   part a screen loads later on its own (a lazy import no module imports statically);
 * - a module that only parts loaded later need, or no screen of SHARED_CHUNKS.
 */

/** The part of the bundler's module graph read here. */
export interface ModuleGraph {
  getModuleInfo(id: string): {
    readonly isEntry: boolean;
    readonly importedIds: readonly string[];
    readonly dynamicallyImportedIds: readonly string[];
    readonly importers: readonly string[];
  } | null;
}

/** The data layer, which every data screen loads first, each part imported lazily. */
const DATA_LAYER =
  /\/adapters\/(http\/client\/(fetch-relomove-api|answer-schemas)|react-ui\/app\/query-client)\.ts$/;

/**
 * The screens whose modules are shared, first first: a module several screens load goes to the chunk of the
 * first of these that loads it. The first screen thus loads exactly what it needs from its chunk (the quote
 * view's budget holds); a later one may load a few modules it does not need from an earlier one's, for far
 * fewer files. Each chunk imports only the ones above it, so the chunks never import each other in a circle.
 */
export const SHARED_CHUNKS: ReadonlyArray<{ readonly chunk: string; readonly screens: RegExp }> = [
  // The answer schemas, which every data screen loads before it shows its data.
  { chunk: 'data-shared', screens: /\/adapters\/http\/client\/answer-schemas\.ts$/ },
  { chunk: 'quote-shared', screens: /\/features\/quote-view\/quote-view-page\.tsx$/ },
  { chunk: 'locator-shared', screens: /\/features\/service-center-locator\/locator-page\.tsx$/ },
  { chunk: 'reservation-shared', screens: /\/features\/reservation\/reservation-page\.tsx$/ },
  // The booked move's pages: the dashboard and the pages it leads to (payment, pickup, delivery...).
  {
    chunk: 'move-shared',
    screens: /\/features\/(dashboard|payment|pickup|delivery|insect-inspection|surveys)\//,
  },
];

/**
 * The chunk of what the landing page loads later on its own (its lazy parts: the quote banner, the account
 * links, the API client when it is idle, sending the quote form): in one file, loaded by its first part.
 */
export const LANDING_LATER_CHUNK = 'landing-later';

/**
 * Stands for a part loaded later on its own among the screens that load a module; no SHARED_CHUNKS pattern
 * matches it, so what only such parts need is not loaded with a screen.
 */
const LATER = 'loaded later';

/** The chunk for a module the given screens load, or null (the bundler's own chunking). */
export function sharedChunkOf(screens: Iterable<string>): string | null {
  const list = [...screens];
  return SHARED_CHUNKS.find(({ screens: pattern }) => list.some((id) => pattern.test(id)))?.chunk ?? null;
}

/** The modules reached from `starts` by static imports, not entering `stop`. */
function staticClosure(graph: ModuleGraph, starts: Iterable<string>, stop: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>(starts);
  const queue = [...seen];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (seen.has(next) || stop.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

const lazyImportsOf = (graph: ModuleGraph, id: string) =>
  graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [];

/** What the graph is, as the name function needs it: read once per build. */
interface ScreenGraph {
  /** What the landing page loads at once: the entry's static imports. */
  readonly initial: ReadonlySet<string>;
  /** What the landing page's lazy parts load besides. */
  readonly landingLater: ReadonlySet<string>;
  /** Each screen's module, and each part loaded later that no module imports statically. */
  readonly ownChunk: ReadonlySet<string>;
  /** For each module a screen or a later part reaches, those (LATER for a part that is no screen). */
  readonly screensOf: ReadonlyMap<string, ReadonlySet<string>>;
}

function readGraph(graph: ModuleGraph, app: AppModules): ScreenGraph {
  const initial = staticClosure(graph, [app.entry], new Set());
  // The screens: what the router imports lazily, and the data layer they load first.
  const screens = new Set(lazyImportsOf(graph, app.routes));
  const landingParts = [...initial]
    .filter((id) => id !== app.routes)
    .flatMap((id) => lazyImportsOf(graph, id))
    .filter((id) => !screens.has(id));
  const landingLater = staticClosure(graph, landingParts, initial);
  // Every module lazily imported anywhere.
  const lazy = new Set<string>();
  const queue = [app.entry];
  const all = new Set(queue);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const next of lazyImportsOf(graph, id)) lazy.add(next);
    for (const next of [...(graph.getModuleInfo(id)?.importedIds ?? []), ...lazyImportsOf(graph, id)]) {
      if (all.has(next)) continue;
      all.add(next);
      queue.push(next);
    }
  }
  for (const id of lazy) if (DATA_LAYER.test(id)) screens.add(id);

  const landing = new Set([...initial, ...landingLater]);
  const screensOf = new Map<string, Set<string>>();
  const ownChunk = new Set<string>();
  for (const start of lazy) {
    const screen = screens.has(start);
    const importedStatically = (graph.getModuleInfo(start)?.importers ?? []).length > 0;
    if (screen || !importedStatically) ownChunk.add(start);
    if (landing.has(start)) continue;
    for (const id of staticClosure(graph, [start], landing)) {
      const users = screensOf.get(id) ?? new Set<string>();
      users.add(screen ? start : LATER);
      screensOf.set(id, users);
    }
  }
  return { initial, landingLater, ownChunk, screensOf };
}

/** The app's modules the chunking starts from (absolute ids). */
export interface AppModules {
  /** The entry, which index.html loads (main.tsx). */
  readonly entry: string;
  /** The router, which imports each screen lazily (app/routes.tsx). */
  readonly routes: string;
}

/** The name function for the app: the shared chunk for a module, or null to leave it to the bundler. */
export function screenChunks(app: AppModules): (id: string, graph: ModuleGraph) => string | null {
  let read: ScreenGraph | null = null;
  return (id, graph) => {
    read ??= readGraph(graph, app);
    if (read.initial.has(id) || read.ownChunk.has(id)) return null;
    if (read.landingLater.has(id)) return LANDING_LATER_CHUNK;
    return sharedChunkOf(read.screensOf.get(id) ?? []);
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Route, SERVICE_CENTERS_PATH } from '../../../../domain/quote/routes';
import { RESERVATION_ROUTE } from '../../../../domain/quote/screens';

/**
 * Issue 28 "Pages that are fast on a phone": a screen's JavaScript starts downloading with its page.
 *
 * Without help the browser finds a screen's code one hop at a time: index.html, then the entry chunk, which
 * (once it runs) asks for the screen's chunk, which asks for TanStack Query's client, which asks for the API
 * client, which asks for the answer schemas; only then is the API asked for the page's data. On a phone's
 * network each hop is a round trip. The server knows the screen from the path, so the index.html it sends for
 * the screens below names every file of that chain in `<link rel="modulepreload">` (and its stylesheets in
 * `<link rel="preload" as="style">`), and the browser fetches them side by side with the entry chunk. Vite's
 * own preload helper finds the links already in the page and adds none twice.
 *
 * The links ask for low priority: on a slow network the entry chunk and its stylesheet, which show the page,
 * keep the bandwidth first. At the default priority the page showed about a second later (FCP 2.7 -> 3.7 s on
 * the quote view), for no earlier LCP (docs/performance.md, "Preloading a screen's JavaScript").
 */

/**
 * What every data screen loads before it can ask the API (the §2 app's data layer: app/query-scope.tsx,
 * the client and its answer schemas), as Vite's manifest names the modules (paths from adapters/react-ui).
 */
const DATA_LAYER = [
  'app/query-client.ts',
  '../http/client/fetch-relomove-api.ts',
  '../http/client/answer-schemas.ts',
] as const;

/**
 * The screens a customer opens most from a link or a bookmark (issue 28's Lighthouse pages), by their
 * screen path (domain/quote/screens.ts), each with the module app/routes.tsx loads lazily for it.
 * scripts/check-ui-budget.ts fails the build when a module here is no longer one of the build's chunks.
 */
export const SCREEN_MODULES: ReadonlyArray<{ screen: string; modules: readonly string[] }> = [
  { screen: Route.quoteView, modules: ['features/quote-view/quote-view-page.tsx', ...DATA_LAYER] },
  { screen: RESERVATION_ROUTE, modules: ['features/reservation/reservation-page.tsx', ...DATA_LAYER] },
  { screen: Route.dashboard, modules: ['features/dashboard/dashboard-screens.ts', ...DATA_LAYER] },
  {
    screen: SERVICE_CENTERS_PATH,
    modules: ['features/service-center-locator/locator-page.tsx', ...DATA_LAYER],
  },
];

/** One module of Vite's build manifest (`build.manifest`): its file, static imports (manifest keys) and CSS. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The build's manifest in `dir` (dist/ui/.vite/manifest.json), or null when the build has none. */
export function readManifest(dir: string): Manifest | null {
  const path = join(dir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

/**
 * The files `modules` need before they run: their own, each static import's, once each, and their CSS;
 * `missing` names a module the manifest does not have (a screen renamed since the table was written).
 */
export function filesOf(
  manifest: Manifest,
  modules: readonly string[],
): { js: string[]; css: string[]; missing: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  const queue = [...modules];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (seen.has(key)) continue;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) {
      missing.push(key);
      continue;
    }
    js.push(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) if (!css.includes(`/${sheet}`)) css.push(`/${sheet}`);
    queue.push(...(chunk.imports ?? []));
  }
  return { js, css, missing };
}

/** Every href and src index.html names already (the entry, its modulepreloads and its stylesheet). */
const namedIn = (html: string) => new Set([...html.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((m) => m[1]));

/**
 * index.html with the links for `modules` before `</head>`, leaving out what it names already (and a module
 * the build does not have: the page then loads it the slow way, as before); the page as it is when nothing is
 * left to add.
 */
export function withPreloads(html: string, manifest: Manifest, modules: readonly string[]): string {
  const named = namedIn(html);
  const { js, css } = filesOf(manifest, modules);
  const links = [
    ...js
      .filter((file) => !named.has(file))
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`),
    ...css
      .filter((file) => !named.has(file))
      .map((file) => `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${file}">`),
  ];
  if (links.length === 0) return html;
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

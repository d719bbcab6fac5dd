/**
 * A vitest environment for UI tests that run the REAL application in process behind msw
 * (tests/support/msw-real-api.ts): happy-dom's page (document, window, location at
 * http://localhost:3000), but Node's own networking globals.
 *
 * Why: vitest's happy-dom environment replaces URL, fetch, Request, Response, Headers, AbortController...
 * with happy-dom's. The server code running in the same process (hono, PGlite, the reference data that
 * resolves its files with `new URL(..., import.meta.url)`) needs Node's. A page under test does not
 * notice: it calls fetch, which msw intercepts either way. Relative URLs still work: msw resolves
 * '/api/...' against the page's location.
 *
 * Use it per file with a docblock on the first line:
 *   // @vitest-environment ./tests/support/happy-dom-real-api-environment.ts
 */
import { builtinEnvironments, type Environment } from 'vitest/runtime';

/** The globals kept as Node made them (vitest's happy-dom environment would take them from the page). */
const NODE_GLOBALS = [
  'URL',
  'URLSearchParams',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'AbortController',
  'AbortSignal',
  'Blob',
  'File',
  'MessagePort',
  'TextEncoder',
  'TextDecoder',
] as const;

const happyDom = builtinEnvironments['happy-dom'];

export default {
  name: 'happy-dom-real-api',
  // The server code runs in this module graph too: transform it for Node. (Vite's client transform
  // rewrites `new URL('file', import.meta.url)` into a page asset URL, which the reference data cannot read.)
  viteEnvironment: 'ssr',
  async setup(global: Record<string, unknown>, options: Record<string, unknown>) {
    const kept = new Map(NODE_GLOBALS.map((key) => [key, global[key]]));
    const page = await happyDom.setup(global, options);
    for (const [key, value] of kept) {
      if (value === undefined) continue;
      Object.defineProperty(global, key, { value, writable: true, configurable: true });
    }
    return {
      async teardown(g: Record<string, unknown>) {
        await page.teardown(g);
        for (const [key, value] of kept) {
          if (value !== undefined)
            Object.defineProperty(g, key, { value, writable: true, configurable: true });
        }
      },
    };
  },
} satisfies Environment;

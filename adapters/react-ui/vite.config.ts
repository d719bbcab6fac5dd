import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { breakpointsCss } from './breakpoints-css.ts';
import { precompress } from './precompress.ts';
import { screenChunks } from './screen-chunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const screenChunk = screenChunks({
  entry: fileURLToPath(new URL('./main.tsx', import.meta.url)),
  routes: fileURLToPath(new URL('./app/routes.tsx', import.meta.url)),
});

/**
 * React Router's production build (the package's default export is its development build, with dev-only
 * warnings): about 0.6 kB less gzipped JavaScript on the landing page (issue 4 budget).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/**
 * The customer app: built into <repo>/dist/ui, which the API server serves (composition/ui.ts).
 * Issue 4 budget: the landing page loads at most 120 kB of gzipped JavaScript (`scripts/check-ui-budget.ts`);
 * every other route is its own chunk (app/routes.tsx), and so are the contract's answer schemas with zod
 * (adapters/http/client/answer-schemas.ts) and TanStack Query's client (app/query-scope.tsx).
 */
export default defineConfig(({ command }) => ({
  root,
  // §9 breakpoints are written once (domain/quote/breakpoints.ts); stylesheets name them (`@media (--desktop)`).
  // Issue 28: every text file of the build is also written brotli- and gzip-compressed (precompress.ts).
  plugins: [breakpointsCss(), react(), precompress()],
  resolve: {
    alias:
      command === 'build' && existsSync(reactRouterProduction)
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist/ui', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which files each module became, for the quote view's budget
    // (scripts/check-ui-budget.ts). The server does not serve it (adapters/http/server/static-files.ts).
    manifest: true,
    // Every browser that runs this app's JavaScript supports <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The precompress plugin's closeBundle (several seconds of brotli on a busy 2-core machine) is work we
      // chose, not a slow plugin: no timing warning for it in every build's output.
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              // The small modules the landing page shares with lazy screens, in one file rather than
              // several: each file costs its own gzip and request overhead (issue 4 JavaScript budget).
              name: 'shared',
              test: /node_modules\/neverthrow|domain\/(calendar\/iso-date|quote\/quote-texts|quote\/breakpoints|accounts\/page-settings|location\/search-term|location\/zip|location\/place-mapping-routes|analytics\/log-events|validation\/messages)|app\/(api-context|analytics|page-settings|phone-link)|data\/page-settings|features\/quote-form\/house-size-field/,
            },
            {
              // Issue 28: a module several screens load goes to the shared chunk of the first listed screen
              // that loads it, and what the landing page loads later to one chunk (screen-chunks.ts): the
              // dashboard needed 76 files, fetched six at a time over HTTP/1.1.
              name: (id, ctx) => screenChunk(id, ctx),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import { screenAt } from '../../../../domain/quote/screens';
import { PAGE_CONTENT_SECURITY_POLICY, PAGE_HEADERS } from '../app';
import type { EndpointGroup } from './group';

/** Where `npm run build:ui` puts the customer app (adapters/react-ui/vite.config.ts). */
export const DEFAULT_UI_DIR = fileURLToPath(new URL('../../../../dist/ui', import.meta.url));

/** Vite's hashed files never change under one name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The built customer app: static files from `dir`, and index.html for every other GET outside /api
 * (the browser router owns those paths): with 200 on a screen of the one screen list
 * (domain/quote/screens.ts), and with 404 anywhere else, where the app shows its not-found page (issue 10). Registers nothing when the app has not been built, so the API
 * runs alone. Missing /assets/* files stay 404s, so a stale chunk fails loudly instead of parsing HTML.
 */
export function uiGroupFor(dir: string): EndpointGroup {
  return {
    name: 'ui',
    bind() {},
    routes(app) {
      const indexFile = join(dir, 'index.html');
      if (!existsSync(indexFile)) return;
      // Read once per process: the built app of this release, the same file on every instance of it.
      const indexHtml = readFileSync(indexFile, 'utf8');
      const statics = serveStatic({ root: dir });
      app.use('*', async (c, next) => {
        const method = c.req.method;
        const path = c.req.path;
        if ((method !== 'GET' && method !== 'HEAD') || isApiPath(path)) return next();
        const served = await statics(c, async () => {});
        if (served) {
          served.headers.set('Cache-Control', path.startsWith('/assets/') ? IMMUTABLE : 'no-cache');
          // index.html served by name is a page like any other (issue 9 finding 5).
          served.headers.set('Content-Security-Policy', PAGE_CONTENT_SECURITY_POLICY);
          return served;
        }
        if (path.startsWith('/assets/')) return next();
        const status = screenAt(path) ? 200 : 404;
        return c.html(indexHtml, status, { ...PAGE_HEADERS, 'Cache-Control': 'no-cache' });
      });
    },
  };
}

/** The customer app from <repo>/dist/ui. */
export const uiGroup: EndpointGroup = uiGroupFor(DEFAULT_UI_DIR);

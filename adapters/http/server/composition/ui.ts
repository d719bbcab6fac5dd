import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context } from 'hono';
import { screenAt } from '../../../../domain/quote/screens';
import { PAGE_HEADERS } from '../app';
import { type BuiltFile, BuiltFiles } from '../static-files';
import type { EndpointGroup } from './group';
import { readManifest, SCREEN_MODULES, withPreloads } from './screen-preloads';

/** Where `npm run build:ui` puts the customer app (adapters/react-ui/vite.config.ts). */
export const DEFAULT_UI_DIR = fileURLToPath(new URL('../../../../dist/ui', import.meta.url));

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The built customer app: static files from `dir`, and index.html for every other GET outside /api
 * (the browser router owns those paths): with 200 on a screen of the one screen list
 * (domain/quote/screens.ts), and with 404 anywhere else, where the app shows its not-found page (issue 10). Registers nothing when the app has not been built, so the API
 * runs alone. Missing /assets/* files stay 404s, so a stale chunk fails loudly instead of parsing HTML.
 * Every file goes out compressed at build time when the browser accepts it, hashed assets cached for a
 * year, index.html and the other files revalidated by ETag (issue 28; static-files.ts).
 */
export function uiGroupFor(dir: string): EndpointGroup {
  return {
    name: 'ui',
    bind() {},
    routes(app) {
      if (!existsSync(join(dir, 'index.html'))) return;
      // Listed once per process: the built app of this release, the same files on every instance of it.
      const built = new BuiltFiles(dir);
      const index = built.find('/index.html');
      if (!index) return;
      // Issue 28: the screens whose JavaScript starts loading with the page (screen-preloads.ts).
      const manifest = readManifest(dir);
      const html = built.text(index);
      const pages = new Map(
        manifest
          ? SCREEN_MODULES.map(({ screen, modules }) => [
              screen,
              built.variant(index, screen, withPreloads(html, manifest, modules)),
            ])
          : [],
      );
      const send = (c: Context, file: BuiltFile, status: 200 | 404) => {
        const answer = built.answer(file, {
          method: c.req.method,
          acceptEncoding: c.req.header('accept-encoding'),
          // A 404 page is never answered 304: its status matters, not only its bytes.
          ifNoneMatch: status === 200 ? c.req.header('if-none-match') : undefined,
        });
        // An HTML page (index.html by name too, issue 9 finding 5) carries the page Content-Security-Policy.
        const headers = file.contentType.startsWith('text/html')
          ? { ...answer.headers, ...PAGE_HEADERS }
          : answer.headers;
        if (answer.status === 304) return c.body(null, 304, headers);
        return answer.body ? c.body(answer.body, status, headers) : c.body(null, status, headers);
      };
      app.use('*', async (c, next) => {
        const method = c.req.method;
        const path = c.req.path;
        if ((method !== 'GET' && method !== 'HEAD') || isApiPath(path)) return next();
        const file = built.find(path);
        if (file) return send(c, file, 200);
        if (path.startsWith('/assets/')) return next();
        const screen = screenAt(path);
        return send(c, (screen && pages.get(screen.path)) || index, screen ? 200 : 404);
      });
    },
  };
}

/** The customer app from <repo>/dist/ui. */
export const uiGroup: EndpointGroup = uiGroupFor(DEFAULT_UI_DIR);

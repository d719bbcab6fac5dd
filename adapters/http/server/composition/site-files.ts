import { faviconIco, ROBOTS_TXT } from '../site-files';
import type { EndpointGroup } from './group';

/** Kept a day: the files change only with a release. */
const SITE_FILE_CACHE = 'public, max-age=86400';

/**
 * Issue 26, small things: GET /robots.txt and GET /favicon.ico (site-files.ts), before the customer app's
 * catch-all (which would answer them with its not-found page) and whether or not the app is built.
 */
export const siteFilesGroup: EndpointGroup = {
  name: 'site-files',
  bind() {},
  routes(app) {
    const icon = faviconIco();
    app.get('/robots.txt', (c) =>
      c.body(ROBOTS_TXT, 200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': SITE_FILE_CACHE,
      }),
    );
    app.get('/favicon.ico', (c) =>
      c.body(new Uint8Array(icon), 200, { 'content-type': 'image/x-icon', 'cache-control': SITE_FILE_CACHE }),
    );
  },
};

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { SCREENS } from '../../../../domain/quote/screens';
import { createApp } from '../app';
import type { ServerParts } from './group';
import { uiGroupFor } from './ui';

const dir = mkdtempSync(join(tmpdir(), 'relomove-ui-'));
mkdirSync(join(dir, 'assets'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Relomove</title><div id="root"></div>');
writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function appWith(uiDir: string) {
  const app = createApp({ logger: pino({ level: 'silent' }) });
  uiGroupFor(uiDir).routes(app, {} as Container, {} as ServerParts);
  app.get('/api/ping', (c) => c.json({ success: true }));
  return app;
}

describe('serving the built customer app (§2 routes are browser routes)', () => {
  const app = appWith(dir);

  it('answers a §2 screen path such as /moving-quotes/quoteview with index.html, not cached', async () => {
    const res = await app.request('/moving-quotes/quoteview?qId=abc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('sends the page Content-Security-Policy with index.html on every screen path: scripts from self only, no framing (issue 9 finding 5)', async () => {
    for (const path of ['/', '/moving-quote', '/moving-quotes/quoteview?qId=abc', '/index.html']) {
      const res = await app.request(path);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'",
      );
    }
  });

  it('answers an unknown address with the app (its not-found page) and HTTP 404; every screen with 200 (issue 10)', async () => {
    for (const path of ['/no-such-page', '/moving-quotes', '/moving-quote/extra', '/dashboard/nowhere']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(await res.text(), path).toContain('<div id="root">');
    }
    for (const screen of SCREENS) expect((await app.request(screen.path)).status, screen.path).toBe(200);
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await app.request('/assets/index-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('leaves /api to the API: its routes answer and unknown /api paths stay JSON 404s', async () => {
    expect(await (await app.request('/api/ping')).json()).toEqual({ success: true });
    const missing = await app.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
  });

  it('answers a missing asset with 404 rather than index.html', async () => {
    expect((await app.request('/assets/gone-123.js')).status).toBe(404);
  });

  it('registers nothing when the app is not built', async () => {
    const bare = appWith(join(dir, 'missing'));
    expect((await bare.request('/moving-quote')).status).toBe(404);
  });
});

describe("the index.html of a screen names its JavaScript, so it loads with the page (issue 28 'Pages that are fast on a phone')", () => {
  const built = mkdtempSync(join(tmpdir(), 'relomove-ui-preload-'));
  mkdirSync(join(built, 'assets'));
  mkdirSync(join(built, '.vite'));
  const index =
    '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-e1.js"></script>\n  </head><body><div id="root"></div></body></html>';
  writeFileSync(join(built, 'index.html'), index);
  writeFileSync(join(built, 'assets', 'index-e1.js'), 'console.log(1)');
  writeFileSync(
    join(built, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true },
      'features/quote-view/quote-view-page.tsx': { file: 'assets/quote-view-page-q1.js', imports: ['_m.js'] },
      '_m.js': { file: 'assets/m1.js' },
      'app/query-client.ts': { file: 'assets/query-client-k1.js' },
    }),
  );
  afterAll(() => rmSync(built, { recursive: true, force: true }));
  const app = appWith(built);

  it("sends the quote view with its screen's chunks preloaded, and every other page as built", async () => {
    const view = await (await app.request('/moving-quotes/quoteview?qId=abc')).text();
    expect(view).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/quote-view-page-q1.js">',
    );
    expect(view).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/m1.js">');
    expect(view).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/query-client-k1.js">',
    );
    expect(view).toContain('<div id="root">');
    for (const path of ['/', '/moving-quote', '/faq', '/no-such-page']) {
      expect(await (await app.request(path)).text(), path).toBe(index);
    }
  });

  it('revalidates the preloading page by its own ETag, sends it brotli-compressed, and keeps the page headers', async () => {
    const first = await app.request('/moving-quotes/quoteview', { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
    const etag = first.headers.get('etag') ?? '';
    const landing = await app.request('/', { headers: { 'accept-encoding': 'br' } });
    expect(landing.headers.get('etag')).not.toBe(etag);
    const again = await app.request('/moving-quotes/quoteview?qId=xyz', {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Container } from 'inversify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../react-ui/precompress';
import { createApp, PAGE_CONTENT_SECURITY_POLICY } from '../app';
import { createNodeListener } from '../node-listener';
import type { ServerParts } from './group';
import { uiGroupFor } from './ui';

/** A build folder as Vite and the precompress plugin leave it. */
const dir = mkdtempSync(join(tmpdir(), 'relomove-ui-node-'));
const FILES = {
  html: 'index.html',
  script: 'assets/index-abc123.js',
  style: 'assets/index-abc123.css',
  icon: 'favicon.svg',
  tiny: 'assets/tiny-abc123.js',
} as const;

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request over the socket, the body as it came on the wire (node:http does not decompress). */
function fetchRaw(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

const decoded = ({ headers, body }: Raw): Buffer => {
  switch (headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(body);
    case 'gzip':
      return gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected encoding ${headers['content-encoding']}`);
  }
};

const onDisk = (file: string) => readFileSync(join(dir, file));

let http: Server;
let base = '';

beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, FILES.html),
    `<!doctype html><html lang="en"><head><title>Relomove</title><script type="module" src="/${FILES.script}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(
    join(dir, FILES.script),
    'export const cents=(lines)=>lines.reduce((a,l)=>a+l,0);\n'.repeat(300),
  );
  writeFileSync(
    join(dir, FILES.style),
    '.price{font-variant-numeric:tabular-nums;min-height:3rem}\n'.repeat(100),
  );
  writeFileSync(
    join(dir, FILES.icon),
    `<svg xmlns="http://www.w3.org/2000/svg">${'<rect/>'.repeat(40)}</svg>`,
  );
  writeFileSync(join(dir, FILES.tiny), 'a');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  await precompressDirectory(dir);
  const app = createApp({ logger: pino({ level: 'silent' }) });
  uiGroupFor(dir).routes(app, {} as Container, {} as ServerParts);
  // main.ts's listener, as `npm start` serves the app.
  http = createNodeListener({ app, serveKept: () => false });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('the built app over a real socket: compressed at build time, cached by kind (issue 28)', () => {
  it('sends every text file brotli-compressed to a browser that accepts br, the decompressed body equal to the file', async () => {
    for (const file of [FILES.html, FILES.script, FILES.style, FILES.icon]) {
      const answer = await fetchRaw(`/${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(answer.status, file).toBe(200);
      expect(answer.headers['content-encoding'], file).toBe('br');
      expect(answer.headers.vary, file).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length']), file).toBe(answer.body.length);
      expect(answer.body.length, file).toBeLessThan(onDisk(file).length);
      expect(decoded(answer).equals(onDisk(file)), file).toBe(true);
    }
  });

  it('sends gzip to a browser that accepts only gzip, and the file as it is to one that accepts neither', async () => {
    const gzipped = await fetchRaw(`/${FILES.script}`, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(decoded(gzipped).equals(onDisk(FILES.script))).toBe(true);
    const accepts: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const accept of accepts) {
      const plain = await fetchRaw(`/${FILES.script}`, accept);
      expect(plain.headers['content-encoding'], JSON.stringify(accept)).toBeUndefined();
      // The answer still depends on Accept-Encoding: a shared cache must not give it to a brotli browser.
      expect(plain.headers.vary, JSON.stringify(accept)).toBe('Accept-Encoding');
      expect(plain.headers['content-type']).toContain('javascript');
      expect(plain.body.equals(onDisk(FILES.script))).toBe(true);
    }
  });

  it('sends a file too small to gain from compression as it is, without Vary', async () => {
    const answer = await fetchRaw(`/${FILES.tiny}`, { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBeUndefined();
    expect(answer.body.toString()).toBe('a');
  });

  it('caches hashed assets for a year as immutable', async () => {
    for (const file of [FILES.script, FILES.style]) {
      const answer = await fetchRaw(`/${file}`, { 'accept-encoding': 'br' });
      expect(answer.headers['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
  });

  it('revalidates index.html on every screen path: no-cache with an ETag per encoding, 304 while it is unchanged', async () => {
    for (const path of ['/', '/moving-quotes/quoteview?qId=abc', '/index.html', '/dashboard']) {
      const first = await fetchRaw(path, { 'accept-encoding': 'br' });
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('no-cache');
      expect(first.headers['content-security-policy'], path).toBe(PAGE_CONTENT_SECURITY_POLICY);
      expect(decoded(first).equals(onDisk(FILES.html)), path).toBe(true);
      const etag = first.headers.etag ?? '';
      expect(etag, path).toMatch(/^"[\w-]+-br"$/);
      const again = await fetchRaw(path, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(etag);
      expect(again.headers['cache-control'], path).toBe('no-cache');
      expect(again.headers.vary, path).toBe('Accept-Encoding');
    }
    const gzipped = await fetchRaw('/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.etag).toMatch(/-gzip"$/);
    // The brotli copy's tag does not validate the gzip copy.
    const brTag = (await fetchRaw('/', { 'accept-encoding': 'br' })).headers.etag ?? '';
    expect((await fetchRaw('/', { 'accept-encoding': 'gzip', 'if-none-match': brTag })).status).toBe(200);
  });

  it('answers an unknown address with the app and 404, never 304, and a missing asset with a plain 404', async () => {
    const page = await fetchRaw('/no-such-page', { 'accept-encoding': 'br' });
    expect(page.status).toBe(404);
    expect(decoded(page).equals(onDisk(FILES.html))).toBe(true);
    const again = await fetchRaw('/no-such-page', {
      'accept-encoding': 'br',
      'if-none-match': page.headers.etag ?? '',
    });
    expect(again.status).toBe(404);
    expect((await fetchRaw('/assets/gone-123.js', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await fetchRaw(`/${FILES.script}`, { 'accept-encoding': 'br' }, 'HEAD');
    const full = await fetchRaw(`/${FILES.script}`, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    for (const name of [
      'content-encoding',
      'content-length',
      'etag',
      'vary',
      'cache-control',
      'content-type',
    ]) {
      expect(head.headers[name], name).toBe(full.headers[name]);
    }
  });

  it('does not serve the build notes (hidden folders such as .vite/manifest.json)', async () => {
    expect((await fetchRaw('/.vite/manifest.json')).headers['content-type']).toContain('text/html');
    expect((await fetchRaw('/.vite/manifest.json')).status).toBe(404);
  });

  it('keeps the security headers on static files', async () => {
    const answer = await new Promise<IncomingHttpHeaders>((resolve) =>
      get(`${base}/${FILES.script}`, (response) => {
        response.resume();
        resolve(response.headers);
      }),
    );
    expect(answer['x-content-type-options']).toBe('nosniff');
    expect(answer['x-frame-options']).toBe('DENY');
  });
});

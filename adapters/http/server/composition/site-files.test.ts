import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Container } from 'inversify';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { ENDPOINT_GROUPS } from '../container';
import { BRAND_RGB, ICON_SIZE } from '../site-files';
import type { ServerParts } from './group';
import { siteFilesGroup } from './site-files';
import { uiGroup, uiGroupFor } from './ui';

/** A built customer app whose catch-all answers every other path with its not-found page. */
const dir = mkdtempSync(join(tmpdir(), 'relomove-site-files-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Relomove</title><div id="root"></div>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const app = createApp({ logger: pino({ level: 'silent' }) });
for (const group of [siteFilesGroup, uiGroupFor(dir)]) group.routes(app, {} as Container, {} as ServerParts);

/** Whether robots.txt's rules let a crawler fetch `path` (the longest matching rule wins, as RFC 9309 says). */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S*)$/.exec(line.trim());
    if (!match?.[2] || !path.startsWith(match[2])) continue;
    const allow = match[1] === 'Allow';
    if (match[2].length > best.length || (match[2].length === best.length && allow))
      best = { length: match[2].length, allow };
  }
  return best.allow;
}

/** [r, g, b, a] of the pixel at (x, y) from the top left, in a one-image 32-bit ICO. */
function icoPixel(ico: Buffer, x: number, y: number): number[] {
  const offset = ico.readUInt32LE(18);
  const width = ico.readInt32LE(offset + 4);
  const height = ico.readInt32LE(offset + 8) / 2;
  const at = offset + 40 + ((height - 1 - y) * width + x) * 4;
  return [ico[at + 2] ?? -1, ico[at + 1] ?? -1, ico[at] ?? -1, ico[at + 3] ?? -1];
}

describe('/robots.txt and /favicon.ico (issue 26, small things)', () => {
  it('/robots.txt allows the public pages and disallows /dashboard, /jojo, /reservation and /api', async () => {
    const answer = await app.request('/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const robots = await answer.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    for (const path of [
      '/',
      '/moving-quote',
      '/moving-quotes/quoteview?qId=x',
      '/customer-service/faq',
      '/user/login',
    ])
      expect(allowed(robots, path), path).toBe(true);
    for (const path of [
      '/dashboard',
      '/dashboard/payment/1000123',
      '/jojo/lookup',
      '/jojo/outbox',
      '/reservation/1000123/location',
      '/api/health',
      '/api/quotes/view/abc',
    ])
      expect(allowed(robots, path), path).toBe(false);
  });

  it('/favicon.ico is a 32 x 32 icon of favicon.svg: the brand square with the white box, transparent corners', async () => {
    const answer = await app.request('/favicon.ico');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/x-icon');
    const ico = Buffer.from(await answer.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), one image; its entry: 32 x 32, 32 bits per pixel.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt16LE(12)]).toEqual([ICON_SIZE, ICON_SIZE, 32]);
    expect(ico.readUInt32LE(14) + ico.readUInt32LE(18)).toBe(ico.length);
    expect(icoPixel(ico, 0, 0)[3]).toBe(0);
    expect(icoPixel(ico, 3, 16)).toEqual([...BRAND_RGB, 255]);
    // The box's vertical middle line (x = 16, from y = 15 to 25) is white.
    expect(icoPixel(ico, 16, 20)).toEqual([255, 255, 255, 255]);
  });

  it('both answer before the customer app’s catch-all, which would send its not-found page', async () => {
    for (const path of ['/robots.txt', '/favicon.ico']) {
      const answer = await app.request(path);
      expect(answer.headers.get('content-type'), path).not.toContain('text/html');
    }
    expect(ENDPOINT_GROUPS.indexOf(siteFilesGroup)).toBeGreaterThanOrEqual(0);
    expect(ENDPOINT_GROUPS.indexOf(siteFilesGroup)).toBeLessThan(ENDPOINT_GROUPS.indexOf(uiGroup));
  });
});

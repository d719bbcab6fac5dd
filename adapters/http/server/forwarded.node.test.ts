import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { clientAddress, isHttps } from './forwarded';
import { TrustedProxies } from './trusted-proxies';

/** An app with one probe route that answers what the server believes about the caller, on a real socket. */
async function listening(trust: readonly string[] = []): Promise<{ url: string; close(): Promise<void> }> {
  const app = createApp({ logger: pino({ level: 'silent' }), trustProxy: new TrustedProxies(trust) });
  app.get('/api/probe', (c) => c.json({ address: clientAddress(c), https: isHttps(c) }));
  const http: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => http.close(() => resolve())),
  };
}

describe('X-Forwarded-For over a real socket (issue 9 finding 4)', () => {
  let open: Awaited<ReturnType<typeof listening>>;
  let behindProxy: Awaited<ReturnType<typeof listening>>;
  beforeAll(async () => {
    open = await listening();
    behindProxy = await listening(['127.0.0.1/32']);
  });
  afterAll(async () => {
    await open?.close();
    await behindProxy?.close();
  });

  it('a loopback peer that TRUST_PROXY does not name cannot choose its address: the socket address counts', async () => {
    for (const forwarded of ['198.51.100.7', 'spoofed, 203.0.113.9', '10.0.0.1']) {
      const answer = await fetch(`${open.url}/api/probe`, {
        headers: { 'x-forwarded-for': forwarded, 'x-forwarded-proto': 'https' },
      });
      expect(await answer.json(), forwarded).toEqual({ address: '127.0.0.1', https: false });
    }
  });

  it('a peer named in TRUST_PROXY forwards the address it saw (the right-most entry) and the scheme', async () => {
    const answer = await fetch(`${behindProxy.url}/api/probe`, {
      headers: { 'x-forwarded-for': 'spoofed, 198.51.100.7', 'x-forwarded-proto': 'https' },
    });
    expect(await answer.json()).toEqual({ address: '198.51.100.7', https: true });
  });
});

import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app';
import { clientAddress, isHttps } from './forwarded';
import { TrustedProxies } from './trusted-proxies';

/** The parts of a Hono context that forwarded.ts reads: the socket (Node server), the headers, the trust list. */
function request(
  peer: string | null,
  headers: Record<string, string> = {},
  trust: readonly string[] = [],
): Context<AppEnv> {
  const proxies = new TrustedProxies(trust);
  return {
    env: peer === null ? undefined : { incoming: { socket: { remoteAddress: peer }, headers } },
    req: { header: (name: string) => headers[name.toLowerCase()], url: 'http://relomove.test/api/x' },
    get: (name: string) => (name === 'proxies' ? proxies : undefined),
  } as unknown as Context<AppEnv>;
}
const xff = (value: string) => ({ 'x-forwarded-for': value });

describe('clientAddress: X-Forwarded-For only from proxies named in TRUST_PROXY (issue 9 finding 4)', () => {
  it('with TRUST_PROXY empty, the socket peer is the client, loopback and private peers included', () => {
    for (const peer of ['203.0.113.5', '127.0.0.1', '::1', '::ffff:10.0.0.7', '192.168.1.2', 'fd12::1']) {
      expect(clientAddress(request(peer, xff('198.51.100.1'))), peer).toBe(peer);
    }
  });

  it('behind a named proxy, the right-most address that is not a trusted proxy is the client', () => {
    const trust = ['127.0.0.1/32', '10.0.0.0/8'];
    expect(clientAddress(request('127.0.0.1', xff('198.51.100.1'), trust))).toBe('198.51.100.1');
    // The client wrote 'spoofed'; our proxies appended the real address and then each other's.
    expect(clientAddress(request('127.0.0.1', xff('spoofed, 198.51.100.1, 10.1.2.3'), trust))).toBe(
      '198.51.100.1',
    );
    expect(clientAddress(request('::ffff:10.0.0.7', xff('203.0.113.4'), trust))).toBe('203.0.113.4');
    // Every hop is ours: the left-most one is the client. No header: the proxy itself.
    expect(clientAddress(request('127.0.0.1', xff('10.0.0.2, 10.0.0.3'), trust))).toBe('10.0.0.2');
    expect(clientAddress(request('127.0.0.1', {}, trust))).toBe('127.0.0.1');
  });

  it('believes nobody who is not named: a peer outside the list, even next to it', () => {
    const trust = ['10.0.0.0/8', 'fd00::/8'];
    expect(clientAddress(request('11.0.0.1', xff('198.51.100.1'), trust))).toBe('11.0.0.1');
    expect(clientAddress(request('127.0.0.1', xff('198.51.100.1'), trust))).toBe('127.0.0.1');
    expect(clientAddress(request('fd00::5', xff('2001:db8::9'), trust))).toBe('2001:db8::9');
    expect(clientAddress(request('fe80::5', xff('2001:db8::9'), trust))).toBe('fe80::5');
  });

  it('in process (no socket: tests, app.request) the caller counts as a trusted proxy; without the header, unknown', () => {
    expect(clientAddress(request(null, xff('198.51.100.9')))).toBe('198.51.100.9');
    expect(clientAddress(request(null))).toBe('unknown');
  });
});

describe('isHttps: X-Forwarded-Proto only from a trusted proxy (issue 9 finding 4)', () => {
  const https = { 'x-forwarded-proto': 'https' };
  it('ignores the header from a peer that is not named, and reads it from one that is', () => {
    expect(isHttps(request('127.0.0.1', https))).toBe(false);
    expect(isHttps(request('127.0.0.1', https, ['127.0.0.1/32']))).toBe(true);
    expect(isHttps(request('127.0.0.1', { 'x-forwarded-proto': 'http' }, ['127.0.0.1/32']))).toBe(false);
    expect(isHttps(request(null, https))).toBe(true);
  });
});

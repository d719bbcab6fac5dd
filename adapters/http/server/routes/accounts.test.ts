import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app';
import { clientAddress, sessionTokenFrom } from './accounts';

/** The parts of a Hono context that clientAddress reads: the socket (Node server) and the headers. */
function request(peer: string | null, forwardedFor?: string): Context<AppEnv> {
  const headers: Record<string, string> =
    forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return {
    env: peer === null ? undefined : { incoming: { socket: { remoteAddress: peer, remotePort: 50_000 } } },
    req: { header: (name: string) => headers[name.toLowerCase()] },
  } as unknown as Context<AppEnv>;
}

describe('clientAddress (the per-address sign-in limit)', () => {
  it('uses the socket address of a client that connects directly, ignoring a forged X-Forwarded-For', () => {
    expect(clientAddress(request('203.0.113.5'))).toBe('203.0.113.5');
    expect(clientAddress(request('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
  });

  it('behind a proxy on a loopback or private address, uses the last X-Forwarded-For hop (the one our proxy added)', () => {
    for (const proxy of [
      '127.0.0.1',
      '::1',
      '::ffff:10.0.0.7',
      '172.20.1.1',
      '192.168.1.2',
      'fd12:3456::1',
    ]) {
      expect(clientAddress(request(proxy, 'spoofed, 198.51.100.1')), proxy).toBe('198.51.100.1');
    }
    expect(clientAddress(request('127.0.0.1'))).toBe('127.0.0.1');
  });

  it('in process (no socket) believes X-Forwarded-For, else says unknown', () => {
    expect(clientAddress(request(null, '198.51.100.9'))).toBe('198.51.100.9');
    expect(clientAddress(request(null))).toBe('unknown');
  });
});

describe('sessionTokenFrom', () => {
  it('reads the relomove_session cookie among others', () => {
    expect(sessionTokenFrom('a=1; relomove_session=abc_-123; b=2')).toBe('abc_-123');
    expect(sessionTokenFrom('a=1')).toBeNull();
    expect(sessionTokenFrom('relomove_session=')).toBeNull();
    expect(sessionTokenFrom(undefined)).toBeNull();
  });
});

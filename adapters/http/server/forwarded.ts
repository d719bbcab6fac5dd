import type { Context } from 'hono';
import type { AppEnv } from './app';
import { requestHeader } from './app';

/** The socket's peer on Node; undefined in process (app.request / app.fetch with no Node request). */
function peerOf(c: Context<AppEnv>): { inProcess: true } | { inProcess: false; address: string | undefined } {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (!incoming) return { inProcess: true };
  return { inProcess: false, address: incoming.socket?.remoteAddress };
}

/**
 * Whether this request's forwarding headers may be believed: its direct peer is a proxy named in
 * TRUST_PROXY. A request made in process (no socket: tests, app.request) comes from code in this process
 * and counts as from a trusted proxy, so tests can state the client's address and scheme (docs/operations.md).
 */
function fromTrustedPeer(c: Context<AppEnv>): boolean {
  const peer = peerOf(c);
  if (peer.inProcess) return true;
  return peer.address !== undefined && c.get('proxies').trusts(peer.address);
}

/**
 * The client's address, for the per-address sign-in limit (issue 9 finding 4). The socket's peer, unless
 * that peer is a trusted proxy: then X-Forwarded-For is read from the right (each proxy appends the address
 * it saw), skipping our own proxies, and the first address that is not one of them is the client. Entries
 * to its left were written by the client and are never believed. In process without the header: 'unknown'.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const peer = peerOf(c);
  const direct = peer.inProcess ? 'unknown' : (peer.address ?? 'unknown');
  if (!fromTrustedPeer(c)) return direct;
  const hops = (requestHeader(c, 'x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const proxies = c.get('proxies');
  let client = direct;
  for (let i = hops.length - 1; i >= 0; i--) {
    client = (hops[i] ?? '').slice(0, 64);
    if (!proxies.trusts(client)) break;
  }
  return client;
}

/**
 * Whether the request reached us over https: its own URL, or X-Forwarded-Proto (its first value) when
 * the peer is a trusted proxy (issue 9 finding 4). Decides the Secure flag of the cookies we set.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  if (fromTrustedPeer(c)) {
    const forwarded = requestHeader(c, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'https') return true;
  }
  return new URL(c.req.url).protocol === 'https:';
}

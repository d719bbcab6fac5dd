import { isIP } from 'node:net';
import { err, ok, type Result } from 'neverthrow';

/**
 * TRUST_PROXY (issue 9 finding 4): the proxies in front of the server whose X-Forwarded-For and
 * X-Forwarded-Proto are believed, as a comma-separated list of addresses and CIDR ranges, IPv4 or IPv6
 * (`127.0.0.1,10.0.0.0/8,fd00::/8`). Empty (the default) trusts nobody: the socket's peer is the client.
 * Answers each entry as `address/prefix` (a bare address gets /32 or /128), or the first bad entry's message.
 */
export function parseTrustProxy(value: string | undefined): Result<string[], string> {
  const entries = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const ranges: string[] = [];
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const length = prefix === undefined ? bits : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (family === 0 || rest.length > 0 || !(length >= 0 && length <= bits)) {
      return err(
        `'${entry.slice(0, 60)}' is not an IP address or a CIDR range (e.g. 127.0.0.1,10.0.0.0/8,fd00::/8)`,
      );
    }
    ranges.push(`${address.toLowerCase()}/${length}`);
  }
  return ok(ranges);
}

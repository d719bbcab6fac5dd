import { BlockList, isIP } from 'node:net';

/**
 * The proxies whose forwarding headers the server believes (TRUST_PROXY, issue 9 finding 4), as a
 * node:net BlockList of `address/prefix` ranges (adapters/config/trust-proxy.ts checks them at start).
 * An IPv4-mapped IPv6 peer (`::ffff:10.0.0.7`, as a dual-stack socket reports it) counts as its IPv4 address.
 */
export class TrustedProxies {
  private readonly list = new BlockList();

  private readonly empty: boolean;

  constructor(ranges: readonly string[]) {
    this.empty = ranges.length === 0;
    for (const range of ranges) {
      const [address = '', prefix = ''] = range.split('/');
      const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
      this.list.addSubnet(address, Number(prefix), family);
    }
  }

  /** Trusts nobody: the default. */
  static readonly none = new TrustedProxies([]);

  /** Whether `address` (as a socket or an X-Forwarded-For entry names it) is one of our proxies. */
  trusts(address: string): boolean {
    if (this.empty) return false;
    const plain = address
      .trim()
      .toLowerCase()
      .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    const family = isIP(plain);
    if (family === 0) return false;
    return this.list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
  }
}

// TRUST_PROXY: the reverse proxies in front of the shop, by address or network. Only a connection
// from one of them may tell the client's address in X-Forwarded-For (see clientAddress.ts).
import { BlockList, isIP } from 'node:net';

export interface TrustedProxies {
  /** Whether a connection from `address` (as the socket or a proxy reports it) is one of the shop's proxies. */
  trusts(address: string): boolean;
  /** The setting was a bare `1` or `true`: the loopback proxies, which production wants spelled out. */
  readonly shorthand: boolean;
}

const LOOPBACK = '127.0.0.0/8,::1';
const NONE = new Set(['', '0', 'false']);
const SHORTHAND = new Set(['1', 'true']);

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as `192.0.2.1`; `[::1]` as `::1`; anything else as it is. */
export function plainAddress(address: string): string {
  const unbracketed = address.trim().replace(/^\[(.*)\]$/, '$1');
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unbracketed)?.[1] ?? unbracketed;
}

/** One entry of the list (an address or a CIDR network) added to `list`; false when it is neither. */
function addEntry(list: BlockList, entry: string): boolean {
  const [rawAddress = '', prefix, ...rest] = entry.split('/');
  const mapped = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(rawAddress.trim());
  const address = plainAddress(rawAddress);
  const family = isIP(address);
  if (!family || rest.length) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (prefix === undefined) {
    list.addAddress(address, type);
    return true;
  }
  if (!/^\d{1,3}$/.test(prefix)) return false;
  // An IPv4-mapped network (::ffff:10.0.0.0/104) is the IPv4 network its last 32 bits name.
  const bits = Number(prefix) - (mapped ? 96 : 0);
  if (bits < 0 || bits > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, bits, type);
  return true;
}

/**
 * The proxies a TRUST_PROXY setting names: a comma-separated list of addresses and CIDR networks
 * (IPv4, IPv6, IPv4-mapped IPv6). Empty, `0` or `false`: none. A bare `1` or `true`: the loopback
 * addresses. Answers the entries it cannot read instead, to be reported.
 */
export function parseTrustedProxies(setting: string): TrustedProxies | { unreadable: string[] } {
  const value = setting.trim().toLowerCase();
  const shorthand = SHORTHAND.has(value);
  const list = new BlockList();
  const entries = NONE.has(value)
    ? []
    : (shorthand ? LOOPBACK : setting)
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
  const unreadable = entries.filter((entry) => !addEntry(list, entry));
  if (unreadable.length) return { unreadable };
  return {
    shorthand,
    trusts: (address) => {
      const plain = plainAddress(address);
      const family = isIP(plain);
      return family !== 0 && list.check(plain, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** The proxies of a setting known to be readable (tests, benches, the checked settings). */
export function trustedProxies(setting: string): TrustedProxies {
  const parsed = parseTrustedProxies(setting);
  if ('unreadable' in parsed) throw new Error(`TRUST_PROXY cannot read ${parsed.unreadable.join(', ')}`);
  return parsed;
}

/** No proxy: X-Forwarded-For is never read (TRUST_PROXY unset). */
export const NO_TRUSTED_PROXIES = trustedProxies('');

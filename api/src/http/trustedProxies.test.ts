import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, plainAddress, trustedProxies } from './trustedProxies';

describe('TRUST_PROXY', () => {
  it('trusts the listed IPv4 and IPv6 addresses only', () => {
    const proxies = trustedProxies('127.0.0.1, ::1, 2001:db8::7');
    expect(['127.0.0.1', '::1', '2001:db8::7', '2001:DB8:0:0:0:0:0:7'].map(proxies.trusts)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '::2', '2001:db8::8', '203.0.113.7', 'unknown', ''].map(proxies.trusts)).toEqual([false, false, false, false, false, false]);
  });

  it('trusts whole CIDR networks', () => {
    const proxies = trustedProxies('10.0.0.0/8,192.168.1.0/24,fd00::/8');
    expect(['10.255.0.1', '192.168.1.200', 'fd12:3456::1'].map(proxies.trusts)).toEqual([true, true, true]);
    expect(['11.0.0.1', '192.168.2.1', 'fe80::1'].map(proxies.trusts)).toEqual([false, false, false]);
  });

  it('takes an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) as the IPv4 address, in the list and in connections', () => {
    expect(plainAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(plainAddress('[2001:db8::1]')).toBe('2001:db8::1');
    expect(trustedProxies('127.0.0.1').trusts('::ffff:127.0.0.1')).toBe(true);
    expect(trustedProxies('::ffff:10.0.0.1').trusts('10.0.0.1')).toBe(true);
    expect(trustedProxies('::ffff:10.0.0.0/104').trusts('::ffff:10.9.9.9')).toBe(true);
    expect(trustedProxies('::ffff:10.0.0.0/104').trusts('11.0.0.1')).toBe(false);
  });

  it('trusts nobody when unset, empty, 0 or false; the loopback addresses for a bare 1 or true, marked as the shorthand', () => {
    for (const none of ['', '0', 'false', ' FALSE ']) expect(trustedProxies(none).trusts('127.0.0.1')).toBe(false);
    for (const shorthand of ['1', 'true', 'TRUE']) {
      const proxies = trustedProxies(shorthand);
      expect(proxies.shorthand).toBe(true);
      expect(['127.0.0.1', '127.8.9.10', '::1', '10.0.0.1'].map(proxies.trusts)).toEqual([true, true, true, false]);
    }
    expect(trustedProxies('127.0.0.1').shorthand).toBe(false);
  });

  it('names every entry it cannot read: host names, counts, bad prefixes', () => {
    expect(parseTrustedProxies('127.0.0.1,localhost,2,10.0.0.0/33,::1/129,10.0.0.0/8/1,1.2.3')).toEqual({
      unreadable: ['localhost', '2', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '1.2.3'],
    });
  });
});

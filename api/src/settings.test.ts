import { describe, expect, it } from 'vitest';
import { PRODUCTION_SETTINGS } from '../test/builtServer';
import { PACKETA_WITHOUT_CREDENTIALS, readSettings, SettingsProblems } from './settings';

const problemsOf = (env: Record<string, string>) => {
  try {
    readSettings(env);
    return [];
  } catch (error) {
    if (error instanceof SettingsProblems) return error.problems;
    throw error;
  }
};

describe('HOST and TRUST_PROXY', () => {
  it('send the notices of new orders to SHOP_ORDERS_EMAIL, or to SHOP_EMAIL without it, and refuse what is not an address', () => {
    expect(readSettings({ SHOP_EMAIL: 'info@example.cz' }).shopOrdersEmail).toBe('info@example.cz');
    expect(readSettings({ SHOP_EMAIL: 'info@example.cz', SHOP_ORDERS_EMAIL: 'objednavky@example.cz' }).shopOrdersEmail).toBe('objednavky@example.cz');
    expect(() => readSettings({ SHOP_ORDERS_EMAIL: 'objednavky' })).toThrow(/SHOP_ORDERS_EMAIL/);
  });

  it('listen on loopback in production and on every address in the demo, unless HOST says otherwise', () => {
    expect(readSettings({ ...PRODUCTION_SETTINGS }).host).toBe('127.0.0.1');
    expect(readSettings({ ...PRODUCTION_SETTINGS, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(readSettings({}).host).toBe('0.0.0.0');
  });

  it('read the proxies’ addresses and networks', () => {
    const { trustProxy } = readSettings({ ...PRODUCTION_SETTINGS, TRUST_PROXY: '127.0.0.1,::1,10.0.0.0/8' });
    expect(['127.0.0.1', '::1', '10.20.30.40', '192.0.2.1'].map(trustProxy.trusts)).toEqual([true, true, true, false]);
    expect(readSettings({}).trustProxy.trusts('127.0.0.1')).toBe(false);
  });

  it('refuse a bare 1 or true in production, naming the setting; the demo takes it as the loopback proxies', () => {
    for (const shorthand of ['1', 'true']) {
      expect(problemsOf({ ...PRODUCTION_SETTINGS, TRUST_PROXY: shorthand })).toEqual([
        'TRUST_PROXY must name the proxies’ addresses or networks (e.g. 127.0.0.1,::1 for a proxy on this machine, or 10.0.0.0/8): a bare 1 or true is not enough in production.',
      ]);
      expect(readSettings({ TRUST_PROXY: shorthand }).trustProxy.trusts('::1')).toBe(true);
    }
  });

  it('refuse what is not an address or network, everywhere', () => {
    expect(problemsOf({ TRUST_PROXY: '2' })).toEqual([
      'TRUST_PROXY must list the proxies\' addresses or networks, e.g. 127.0.0.1,::1 or 10.0.0.0/8 (cannot read 2): "2"',
    ]);
  });
});

describe('delivery', () => {
  it('in production offers Packeta only with both PACKETA_API_KEY and PACKETA_API_PASSWORD, naming both', () => {
    expect(readSettings({ ...PRODUCTION_SETTINGS }).delivery.packetaUnavailable).toBe(PACKETA_WITHOUT_CREDENTIALS);
    expect(readSettings({ ...PRODUCTION_SETTINGS, PACKETA_API_KEY: 'abcdef0123456789' }).delivery.packetaUnavailable).toBe(PACKETA_WITHOUT_CREDENTIALS);
    expect(
      readSettings({ ...PRODUCTION_SETTINGS, PACKETA_API_KEY: 'abcdef0123456789', PACKETA_API_PASSWORD: 'x'.repeat(32) }).delivery.packetaUnavailable,
    ).toBeUndefined();
    expect(readSettings({}).delivery.packetaUnavailable).toBeUndefined();
    expect(PACKETA_WITHOUT_CREDENTIALS).toContain('PACKETA_API_KEY');
    expect(PACKETA_WITHOUT_CREDENTIALS).toContain('PACKETA_API_PASSWORD');
  });

  it('downloads from the carriers’ own exports daily unless told otherwise, and refuses a refresh interval it cannot use', () => {
    expect(readSettings({}).delivery).toMatchObject({
      packetaExportUrl: 'https://pickup-point.api.packeta.com/v5',
      balikovnaExportUrl: 'http://napostu.ceskaposta.cz/vystupy/balikovny.xml',
      exportUrlsSet: false,
      refreshHours: 24,
    });
    expect(readSettings({ PICKUP_POINTS_REFRESH_HOURS: '6', BALIKOVNA_EXPORT_URL: 'http://127.0.0.1:9/b.xml' }).delivery).toMatchObject({
      refreshHours: 6,
      exportUrlsSet: true,
    });
    expect(problemsOf({ PICKUP_POINTS_REFRESH_HOURS: '0' })).toEqual(['PICKUP_POINTS_REFRESH_HOURS must be a whole number from 1 to 168: "0"']);
  });
});

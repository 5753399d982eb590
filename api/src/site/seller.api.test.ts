// GET /api/seller: the seller the shop is configured with, whom the trade rules and the privacy
// notice name.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SELLER } from '../config';
import type { Seller } from '@contract/seller';
import { call, SHOP_EMAIL, startTestServer } from '../../test/testServer';

const OWN_SELLER = { name: 'Nakladatelství Příklad, z. s.', address: ['Dlouhá 12', '110 00 Praha 1'], ico: '27182819', iban: 'CZ7520100000002718281828' };

describe('GET /api/seller', () => {
  it('answers the configured seller: name, address, IČO, DIČ, account and the shop’s e-mail', async () => {
    const server = await startTestServer({ config: { seller: { ...OWN_SELLER, dic: 'CZ27182819', web: 'www.priklad.cz' } } });
    try {
      const { status, body } = await call<Seller>(server, '/api/seller');
      expect(status).toBe(200);
      expect(body).toEqual({ ...OWN_SELLER, dic: 'CZ27182819', web: 'www.priklad.cz', email: SHOP_EMAIL });
    } finally {
      await server.close();
    }
  });

  it('gives a seller with its own IČO and no DIČ no DIČ, so it is never shown as the demo’s VAT payer', async () => {
    const server = await startTestServer({ config: { seller: OWN_SELLER } });
    try {
      expect((await call<Seller>(server, '/api/seller')).body.dic).toBe('');
    } finally {
      await server.close();
    }
  });

  it('answers the demo seller when none is configured', async () => {
    const server = await startTestServer();
    try {
      expect((await call<Seller>(server, '/api/seller')).body).toEqual({ ...DEFAULT_SELLER, email: SHOP_EMAIL });
    } finally {
      await server.close();
    }
  });
});

// The trade rules and the privacy notice as the built server renders them: with the seller the
// shop is configured with, versioned, and with no placeholder text left.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SELLER } from '../src/config';
import { type BuiltShop, startBuiltShop } from './builtServer';
import { shownText } from './pageText';

const OWN_SELLER = { name: 'Nakladatelství Příklad, z. s.', address: ['Dlouhá 12', '110 00 Praha 1'], ico: '27182819', iban: 'CZ7520100000002718281828' };

describe('the trade rules and the privacy notice, rendered by the built server', () => {
  let shop: BuiltShop;
  beforeAll(async () => {
    shop = await startBuiltShop({
      NODE_ENV: 'test',
      SHOP_SELLER_NAME: OWN_SELLER.name,
      SHOP_SELLER_ADDRESS: OWN_SELLER.address.join('|'),
      SHOP_ICO: OWN_SELLER.ico,
      SHOP_IBAN: OWN_SELLER.iban,
      SHOP_EMAIL: 'knihy@priklad.cz',
    });
  }, 40_000); // a start with the demo catalogue, on a busy machine; the shop waits up to 30 s for /healthz
  afterAll(async () => {
    await shop?.stop();
  });

  it.each(['/trade-rules', '/safety-privacy'])('%s names the configured seller, its IČO and e-mail, and nothing is still being prepared', async (path) => {
    const response = await fetch(shop.origin + path);
    expect(response.status).toBe(200);
    const text = shownText(await response.text());
    expect(text).toContain(OWN_SELLER.name);
    expect(text).toContain(`IČO: ${OWN_SELLER.ico}`);
    expect(text).toContain('knihy@priklad.cz');
    expect(text).not.toContain(DEFAULT_SELLER.name);
    expect(text).not.toMatch(/připravujeme/i);
  });

  it('the trade rules name every offered delivery method with its price, from the shop’s own data', async () => {
    const text = shownText(await (await fetch(`${shop.origin}/trade-rules`)).text());
    for (const terms of [
      'v České republice Česká pošta – na adresu: 75,00 Kč za objednávku;',
      'v České republice Zásilkovna – výdejní místo nebo Z-BOX: 69,00 Kč za objednávku;',
      'v České republice Balíkovna: 65,00 Kč za objednávku;',
      `v České republice Osobní odběr v nakladatelství (${OWN_SELLER.address.join(', ')}): zdarma;`,
    ])
      expect(text).toContain(terms);
  });

  it('the trade rules are versioned and carry the model withdrawal form', async () => {
    const text = shownText(await (await fetch(`${shop.origin}/trade-rules`)).text());
    expect(text).toContain('Verze 1.0, účinné od 1. 12. 2026');
    expect(text).toContain('Vzorový formulář pro odstoupení od smlouvy');
    expect(text).toContain('§ 1829');
  });
});

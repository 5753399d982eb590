import { describe, expect, it } from 'vitest';
import { buildSpayd, domesticAccountOf, isValidIban, orderPaymentMessage, spaydSafeText } from './spayd';

describe('QR Platba (SPAYD)', () => {
  it('describes the transfer: account, amount with two decimals, CZK, variable symbol and message', () => {
    expect(
      buildSpayd({ iban: 'CZ65 0800 0000 1920 0014 5399', amountHalere: 478_80, variableSymbol: 2026000123, message: orderPaymentMessage(2026000123) }),
    ).toBe('SPD*1.0*ACC:CZ6508000000192000145399*AM:478.80*CC:CZK*X-VS:2026000123*MSG:Objednavka 2026000123');
    expect(buildSpayd({ iban: 'CZ6508000000192000145399', amountHalere: 75_00, variableSymbol: '1' })).toBe(
      'SPD*1.0*ACC:CZ6508000000192000145399*AM:75.00*CC:CZK*X-VS:1',
    );
  });

  it('keeps the message ASCII, without the * separator, at most 60 characters', () => {
    expect(spaydSafeText('Objednávka č. 12*34 – Jiří Dvořák')).toBe('Objednavka c. 1234 Jiri Dvorak');
    const long = spaydSafeText('Žluťoučký kůň úpěl ďábelské ódy '.repeat(4));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).toMatch(/^[\x20-\x7e]+$/);
    const spayd = buildSpayd({ iban: 'CZ6508000000192000145399', amountHalere: 100, variableSymbol: 5, message: '***' });
    expect(spayd.split('*').every((part) => !part.includes('*'))).toBe(true);
    expect(spayd).not.toContain('MSG:');
  });

  it('refuses what a bank would refuse: a bad IBAN, no amount, a variable symbol over 10 digits', () => {
    expect(() => buildSpayd({ iban: 'CZ6508000000192000145398', amountHalere: 100, variableSymbol: 1 })).toThrow(/IBAN/);
    expect(() => buildSpayd({ iban: 'CZ6508000000192000145399', amountHalere: 0, variableSymbol: 1 })).toThrow(/amount/);
    expect(() => buildSpayd({ iban: 'CZ6508000000192000145399', amountHalere: 10.5, variableSymbol: 1 })).toThrow(/amount/);
    expect(() => buildSpayd({ iban: 'CZ6508000000192000145399', amountHalere: 100, variableSymbol: 12345678901 })).toThrow(/variable symbol/);
  });

  it('checks IBANs with the mod-97 rule', () => {
    expect(isValidIban('CZ65 0800 0000 1920 0014 5399')).toBe(true);
    expect(isValidIban('SK3112000000198742637541')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('CZ6608000000192000145399')).toBe(false);
    expect(isValidIban('19-2000145399/0800')).toBe(false);
  });
});

describe('the domestic account number of a Czech IBAN', () => {
  it('is prefix-number/bank code without leading zeros, the prefix left out when 0, and nothing for another country', () => {
    expect(domesticAccountOf('CZ65 0800 0000 1920 0014 5399')).toBe('19-2000145399/0800');
    expect(domesticAccountOf('CZ5508000000001234567899')).toBe('1234567899/0800');
    expect(domesticAccountOf('cz6907101781240000004159')).toBe('178124-4159/0710');
    expect(domesticAccountOf('SK3112000000198742637541')).toBeNull();
    expect(domesticAccountOf('CZ650800')).toBeNull();
  });
});

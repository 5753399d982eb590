import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCzechNumber, formatHalere, formatPrice, formatWeight } from './format';

const intlPrice = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2 });
const intlDecimal = (maxFraction: number) => new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: maxFraction });

describe('Czech numbers without Intl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes any price as cs-CZ currency formatting does', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (kc) => {
        expect(formatPrice(kc)).toBe(intlPrice.format(kc));
      }),
    );
    expect(formatPrice(1234.5)).toBe('1\u00a0234,50\u00a0Kč');
    expect(formatHalere(123_450)).toBe('1\u00a0234,50\u00a0Kč');
  });

  it('writes weights and ratings as cs-CZ number formatting does, without trailing zeros', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, maxFraction) => {
        expect(formatCzechNumber(value, 0, maxFraction)).toBe(intlDecimal(maxFraction).format(value));
      }),
    );
    expect(formatWeight('0.320')).toBe('0,32 kg');
  });

  it('loads no locale data for prices, weights and ratings, which a phone would pay for while hydrating the first screen', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const fresh = await import('./format');
    fresh.formatPrice(199);
    fresh.formatWeight('0.5');
    fresh.formatCzechNumber(4.5, 0, 1); // a rating
    expect(numberFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});

import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCzechNumber, formatDate, formatDateTime, formatHalere, formatPrice, formatWeight } from './format';

const intlPrice = new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK', minimumFractionDigits: 2 });
const intlDecimal = (maxFraction: number) => new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: maxFraction });

describe('Czech numbers and dates without Intl', () => {
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

  it('writes any instant as cs-CZ date formatting in Prague does', () => {
    const intlDate = new Intl.DateTimeFormat('cs-CZ', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'Europe/Prague' });
    const intlDateTime = new Intl.DateTimeFormat('cs-CZ', {
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Europe/Prague',
    });
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (at) => {
        expect(formatDate(at)).toBe(intlDate.format(at));
        expect(formatDateTime(at.toISOString())).toBe(intlDateTime.format(at));
      }),
      { numRuns: 2000 },
    );
    expect(formatDate('2025-08-09T22:30:00.000Z')).toBe('10. 8. 2025');
    expect(formatDateTime('2026-01-01T08:05:00.000Z')).toBe('1. 1. 2026 9:05');
  });

  it('loads no locale data for prices, weights, ratings and dates, which a phone would pay for while hydrating the first screen', async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString');
    const fresh = await import('./format');
    fresh.formatPrice(199);
    fresh.formatWeight('0.5');
    fresh.formatCzechNumber(4.5, 0, 1); // a rating
    fresh.formatDate('2025-08-09T16:56:22.322Z'); // an episode's publication
    fresh.formatDateTime('2025-08-09T16:56:22.322Z');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
    expect(toLocaleString).not.toHaveBeenCalled();
  });
});

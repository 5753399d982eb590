import { describe, expect, it } from 'vitest';
import { discountedPrice, toHalere, toKc } from './money';

describe('money', () => {
  it('converts Kč as typed (5.8) to whole haléře without float noise', () => {
    expect(toHalere(5.8)).toBe(580);
    expect(toHalere(0.1 + 0.2)).toBe(30);
    expect(toHalere(1234.5)).toBe(123450);
    expect(toKc(123450)).toBe(1234.5);
  });

  it('rounds the discounted price up to the next 0.05 Kč', () => {
    expect(discountedPrice(580, 15)).toBe(495); // 4.93 → 4.95
    expect(discountedPrice(19900, 10)).toBe(17910); // exact
    expect(discountedPrice(24950, 30)).toBe(17465); // 174.65 exact
    expect(discountedPrice(999, 33)).toBe(670); // 6.6933 → 6.70
    expect(discountedPrice(1000, 0)).toBe(1000);
    expect(discountedPrice(1000, 100)).toBe(0);
  });
});

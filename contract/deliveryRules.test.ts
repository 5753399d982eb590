import { describe, expect, it } from 'vitest';
import { methodPrice } from './checkout/pricing';
import { pointTakes } from './delivery';

describe('methodPrice', () => {
  const packeta = { price: 69, freeFrom: 1500 };

  it('is the method price below its free-from amount', () => {
    expect(methodPrice(packeta, 1499.9)).toBe(69);
  });

  it('is nothing from the free-from amount on', () => {
    expect(methodPrice(packeta, 1500)).toBe(0);
    expect(methodPrice(packeta, 4000)).toBe(0);
  });

  it('is always the price of a method that is never free', () => {
    expect(methodPrice({ price: 75, freeFrom: null }, 100_000)).toBe(75);
  });
});

describe('pointTakes', () => {
  it('takes a parcel up to the point limit, and any parcel where the point names none', () => {
    expect(pointTakes({ maxWeightKg: 15 }, { weightKg: 15 })).toBe(true);
    expect(pointTakes({ maxWeightKg: 15 }, { weightKg: 15.01 })).toBe(false);
    expect(pointTakes({ maxWeightKg: null }, { weightKg: 40 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { methodPrice } from './checkout/pricing';
import { DEFAULT_PRODUCT_WEIGHT_KG, parcelWeightKg, pointTakes } from './delivery';

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

describe('parcelWeightKg', () => {
  it('adds up the lines’ weights as staff write them, to the gram', () => {
    expect(
      parcelWeightKg([
        { weight: '0.45', qty: 2 },
        { weight: '250 g', qty: 1 },
        { weight: '1,2 kg', qty: 1 },
      ]),
    ).toBe(2.35);
    expect(parcelWeightKg([{ weight: '0.1', qty: 3 }])).toBe(0.3);
  });

  it('counts a product without a readable weight as the default, so a parcel never weighs nothing', () => {
    expect(DEFAULT_PRODUCT_WEIGHT_KG).toBe(0.5);
    expect(
      parcelWeightKg([
        { weight: '', qty: 3 },
        { weight: 'těžká', qty: 1 },
        { weight: '0', qty: 1 },
      ]),
    ).toBe(2.5);
  });
});

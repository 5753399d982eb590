import { describe, expect, it } from 'vitest';
import { deliveryPrice, pointTakesParcel } from './delivery';

describe('deliveryPrice', () => {
  const packeta = { price: 69, freeFrom: 1500 };

  it('is the method price below its free-from amount', () => {
    expect(deliveryPrice(packeta, 1499.9)).toBe(69);
  });

  it('is nothing from the free-from amount on', () => {
    expect(deliveryPrice(packeta, 1500)).toBe(0);
    expect(deliveryPrice(packeta, 4000)).toBe(0);
  });

  it('is always the price of a method that is never free', () => {
    expect(deliveryPrice({ price: 75, freeFrom: null }, 100_000)).toBe(75);
  });
});

describe('pointTakesParcel', () => {
  it('takes a parcel up to the point limit, and any parcel where the point names none', () => {
    expect(pointTakesParcel({ maxWeightKg: 15 }, { weightKg: 15 })).toBe(true);
    expect(pointTakesParcel({ maxWeightKg: 15 }, { weightKg: 15.01 })).toBe(false);
    expect(pointTakesParcel({ maxWeightKg: null }, { weightKg: 40 })).toBe(true);
  });
});

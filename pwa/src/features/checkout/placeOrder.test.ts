import { describe, expect, it } from 'vitest';
import { type ShippingAddress, shippingAddressSchema } from '@contract/checkout/address';
import { orderBody } from '@contract/checkout/orderBody';
import { ApiError } from '../../lib/api';
import type { CartLine } from '../cart/cartRules';
import { newOrderKey, orderFailure, orderPayload } from './placeOrder';

const address: ShippingAddress = shippingAddressSchema.parse({
  name: 'Jana Nováková',
  address: 'Dlouhá 12',
  city: 'Praha',
  postalCode: '11000',
  country: 'čr',
});

const lines: CartLine[] = [
  { product: 3, name: 'Kniha A', image: '/a.jpg', price: 120, countInStock: 5, discount: 0, qty: 2 },
  { product: 7, name: 'Kniha B', image: '/b.jpg', price: 85.5, countInStock: 1, discount: 10, qty: 1 },
];

describe('the POST /api/orders payload', () => {
  const payload = orderPayload({ lines, shippingAddress: address, paymentMethod: 'Platba bankovním převodem předem', orderKey: 'key-1', newsletter: true });

  it('sends the lines with the prices the customer saw, the totals with 75 Kč postage, the key and the newsletter consent', () => {
    expect(payload.orderItems).toEqual([
      { product: 3, qty: 2, price: 120, name: 'Kniha A' },
      { product: 7, qty: 1, price: 85.5, name: 'Kniha B' },
    ]);
    expect(payload).toMatchObject({ itemsPrice: 325.5, shippingPrice: 75, taxPrice: 0, totalPrice: 400.5, idempotencyKey: 'key-1', isSubscribed: true });
    expect(payload.shippingAddress.country).toBe('Česká republika');
  });

  it('is accepted by the server contract', () => {
    expect(orderBody.safeParse(payload).success).toBe(true);
  });

  it('abroad sends no postage (invoiced later)', () => {
    const abroad = orderPayload({
      lines,
      shippingAddress: { ...address, country: 'Slovensko', postalCode: '811 01' },
      paymentMethod: 'Platba bankovním převodem předem',
      orderKey: 'k',
      newsletter: false,
    });
    expect(abroad).toMatchObject({ shippingPrice: 0, totalPrice: 325.5, isSubscribed: false });
  });

  it('names the chosen method and its point, priced by the method', () => {
    const packeta = {
      id: 'packeta',
      name: 'Zásilkovna',
      price: 69,
      carrier: 'packeta',
      needsPickupPoint: true,
      freeFrom: 1500,
      countries: ['Česká republika'],
      enabled: true,
    } as const;
    const point = { carrier: 'packeta', id: '1001', name: 'Papírnictví', street: 'Náměstí Míru 12', city: 'Třebíč', zip: '674 01' } as const;
    const withPoint = orderPayload({
      lines,
      shippingAddress: address,
      method: { ...packeta, countries: [...packeta.countries] },
      pickupPoint: point,
      paymentMethod: 'Hotovost',
      orderKey: 'k',
      newsletter: false,
    });
    expect(withPoint).toMatchObject({ deliveryMethod: 'packeta', pickupPointId: '1001', shippingPrice: 69, totalPrice: 394.5 });
    const personal = orderPayload({
      lines,
      shippingAddress: address,
      method: { ...packeta, id: 'osobni', carrier: null, needsPickupPoint: false, price: 0, countries: [] },
      pickupPoint: point,
      paymentMethod: 'Hotovost',
      orderKey: 'k',
      newsletter: false,
    });
    expect(personal).toMatchObject({ deliveryMethod: 'osobni', shippingPrice: 0, totalPrice: 325.5 });
    expect(personal).not.toHaveProperty('pickupPointId');
  });

  it('makes idempotency keys the contract accepts, a new one each time', () => {
    const a = newOrderKey();
    expect(a).toMatch(/^[\x21-\x7e]{1,100}$/);
    expect(newOrderKey()).not.toBe(a);
  });
});

describe('what a failed order means', () => {
  it('409 with changes: the new prices', () => {
    const error = new ApiError('Ceny se mezitím změnily', 409, {
      changes: [{ product: 3, name: 'Kniha A', price: 130 }],
      totals: { itemsPrice: 130, shippingPrice: 89, taxPrice: 0, totalPrice: 219, shippingToBeInvoiced: false },
    });
    expect(orderFailure(error)).toEqual({ kind: 'prices', message: 'Ceny se mezitím změnily', changes: [{ product: 3, name: 'Kniha A', price: 130 }] });
  });

  it('409 with shortages: the server message and the stock left', () => {
    const error = new ApiError('Produkt „Kniha B“ už není skladem', 409, { shortages: [{ product: 7, name: 'Kniha B', countInStock: 0 }] });
    expect(orderFailure(error)).toMatchObject({ kind: 'stock', message: 'Produkt „Kniha B“ už není skladem' });
  });

  it('no answer at all: a network failure (retry with the same key is safe)', () => {
    expect(orderFailure(new ApiError('offline', 0)).kind).toBe('network');
  });

  it('a 409 of another shape (an order already paid): the server message', () => {
    expect(orderFailure(new ApiError('Objednávka už je zaplacena', 409, { changes: 'žádné' }))).toEqual({
      kind: 'other',
      message: 'Objednávka už je zaplacena',
    });
  });

  it('anything else: the server message', () => {
    expect(orderFailure(new ApiError('Objednávka neobsahuje žádné produkty', 400))).toEqual({ kind: 'other', message: 'Objednávka neobsahuje žádné produkty' });
  });
});

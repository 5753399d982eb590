import { describe, expect, it } from 'vitest';
import { mergeCarts } from './cart';

type Line = { product: number; qty: number; name?: string };

describe('mergeCarts (the cart of this device joined with the server copy on sign-in)', () => {
  const stock = new Map([
    [1, 10],
    [2, 10],
    [3, 10],
    [4, 0],
    [5, 2],
  ]);

  it('takes every product of either cart, local lines first, then the ones only the server has', () => {
    const local: Line[] = [
      { product: 2, qty: 1 },
      { product: 1, qty: 1 },
    ];
    const remote: Line[] = [
      { product: 3, qty: 2 },
      { product: 1, qty: 1 },
    ];
    expect(mergeCarts(local, remote, stock).map((l) => l.product)).toEqual([2, 1, 3]);
  });

  it('uses the larger quantity of a line both carts have, not the sum, so merging again changes nothing', () => {
    const local: Line[] = [{ product: 1, qty: 2 }];
    const remote: Line[] = [{ product: 1, qty: 3 }];
    const once = mergeCarts(local, remote, stock);
    expect(once).toEqual([{ product: 1, qty: 3 }]);
    expect(mergeCarts(once, remote, stock)).toEqual(once);
    expect(mergeCarts(local, once, stock)).toEqual(once);
  });

  it('caps quantities at the stock and drops products out of stock or no longer sold', () => {
    const merged = mergeCarts<Line>(
      [
        { product: 5, qty: 4 },
        { product: 4, qty: 1 },
      ],
      [{ product: 99, qty: 1 }],
      stock,
    );
    expect(merged).toEqual([{ product: 5, qty: 2 }]);
  });

  it('keeps the local line’s other fields, takes a plain object as the stock, and changes neither input', () => {
    const local: Line[] = [{ product: 1, qty: 1, name: 'Místní' }];
    const remote: Line[] = [{ product: 1, qty: 2, name: 'Ze serveru' }];
    expect(mergeCarts(local, remote, { 1: 5 })).toEqual([{ product: 1, qty: 2, name: 'Místní' }]);
    expect(local).toEqual([{ product: 1, qty: 1, name: 'Místní' }]);
    expect(remote).toEqual([{ product: 1, qty: 2, name: 'Ze serveru' }]);
  });

  it('answers an empty cart for two empty carts', () => {
    expect(mergeCarts([], [], stock)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { ProductCardJson } from '@contract/catalogue';
import type { FavouriteRecord } from '../../lib/db';
import { favouritesWithPending, isFavourite } from './favouritesStore';

const card = (id: number): ProductCardJson => ({
  _id: id,
  name: `Kniha ${id}`,
  author: 'Watchman Nee',
  image: `/demo/covers/${id}.jpg`,
  price: 100,
  discount: 0,
  discountedPrice: 100,
  countInStock: 3,
  category: 'život',
  category2: '',
  year: 2025,
  language: 'CZ',
  hasExcerpt: false,
});

const record = (id: number, addedAt: string): FavouriteRecord => ({ ...card(id), addedAt });
const NOW = Date.parse('2026-03-01T12:00:00Z');

describe('favourites after reading the server list, with changes still waiting offline', () => {
  it('keeps the server order (latest first)', () => {
    const list = favouritesWithPending([card(3), card(1), card(2)], [], [], NOW);
    expect(list.map((f) => f._id)).toEqual([3, 1, 2]);
  });

  it('hides a product whose removal waits in the outbox', () => {
    const list = favouritesWithPending([card(3), card(1)], [{ action: 'remove', product: 3 }], [], NOW);
    expect(list.map((f) => f._id)).toEqual([1]);
  });

  it('keeps a product added offline that the server does not know yet, newest first', () => {
    const local = [record(9, '2026-03-01T11:59:59.500Z')];
    const list = favouritesWithPending([card(3)], [{ action: 'add', product: 9 }], local, NOW);
    expect(list.map((f) => f._id)).toEqual([9, 3]);
  });

  it('drops a local product the server no longer has when nothing waits for it (removed on another device)', () => {
    const local = [record(5, '2026-02-01T00:00:00Z')];
    expect(favouritesWithPending([card(3)], [], local, NOW).map((f) => f._id)).toEqual([3]);
  });
});

describe('the heart of the product page (spec 4: a filled heart once a favourite)', () => {
  it('follows a waiting change first', () => {
    expect(isFavourite(7, { stored: false, pending: { action: 'add' } })).toBe(true);
    expect(isFavourite(7, { stored: true, pending: { action: 'remove' }, favoriteOf: [{ _id: 7 }] })).toBe(false);
  });

  it('else the saved list or the product favoriteOf of this user', () => {
    expect(isFavourite(7, { stored: true })).toBe(true);
    expect(isFavourite(7, { stored: false, favoriteOf: [{ _id: 7 }] })).toBe(true);
    expect(isFavourite(7, { stored: false, favoriteOf: [{ _id: 8 }] })).toBe(false);
  });
});

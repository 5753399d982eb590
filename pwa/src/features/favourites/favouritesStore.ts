// Favourites (spec, storefront 2 Favorites and 4): kept in IndexedDB so /favorites opens offline,
// and on the server (PUT /api/products/{id}/anybody adds, PUT …/remove/favorites removes). A change
// is written here at once and queued in the outbox; the outbox is sent in order now if online,
// else when the connection returns (cartSync.ts listens for `online` and runs it at start).
import type { ProductCardJson } from '@contract/catalogue';
import { ApiError } from '../../lib/api';
import { answer, client } from '../../lib/client';
import { isOnline } from '../../lib/connectivity';
import { db, type FavouriteRecord, type OutboxRecord } from '../../lib/db';
import { currentUser } from '../account/session';

/** The card fields of a product (the product page's JSON carries much more). */
export const cardOf = (p: ProductCardJson): ProductCardJson => ({
  _id: p._id,
  name: p.name,
  author: p.author,
  image: p.image,
  price: p.price,
  discount: p.discount,
  discountedPrice: p.discountedPrice,
  countInStock: p.countInStock,
  category: p.category,
  category2: p.category2,
  year: p.year,
  language: p.language,
  hasExcerpt: p.hasExcerpt,
});

// ——— rules ———

/**
 * The favourites to keep after reading the server's list: the server's, in its order (latest
 * first), with the changes still waiting in the outbox applied on top (a waiting removal hides a
 * product, a waiting addition keeps the local one).
 */
export function favouritesWithPending(
  server: readonly ProductCardJson[],
  pending: readonly Pick<OutboxRecord, 'action' | 'product'>[],
  local: readonly FavouriteRecord[],
  now = Date.now(),
): FavouriteRecord[] {
  const lastAction = new Map(pending.map((entry) => [entry.product, entry.action]));
  const localById = new Map(local.map((f) => [f._id, f]));
  const kept: FavouriteRecord[] = server
    .filter((card) => lastAction.get(card._id) !== 'remove')
    // Keep the order the server answers (latest first) even where this device never saw the product.
    .map((card, i) => ({ ...cardOf(card), addedAt: localById.get(card._id)?.addedAt ?? new Date(now - (i + 1) * 1000).toISOString() }));
  const onServer = new Set(server.map((card) => card._id));
  for (const [product, action] of lastAction) {
    const record = localById.get(product);
    if (action === 'add' && !onServer.has(product) && record) kept.push(record);
  }
  return kept.sort((a, b) => b.addedAt.localeCompare(a.addedAt));
}

/**
 * Whether the product page shows the filled heart: a waiting change decides; else the local list,
 * or the product's favoriteOf (spec 3: it lists the asking user when they favour it).
 */
export function isFavourite(
  userId: number,
  state: { stored: boolean; pending?: Pick<OutboxRecord, 'action'>; favoriteOf?: readonly { _id: number }[] },
): boolean {
  if (state.pending) return state.pending.action === 'add';
  return state.stored || (state.favoriteOf ?? []).some((u) => u._id === userId);
}

// ——— IndexedDB and the server ———

/** The user's waiting changes, oldest first. */
export const pendingOf = (userId: number) => db.outbox.where('userId').equals(userId).sortBy('id');

/** Queues a change: it replaces an earlier waiting change of the same product (the last one decides). */
async function queue(userId: number, action: OutboxRecord['action'], product: number) {
  await db.outbox
    .where('product')
    .equals(product)
    .filter((entry) => entry.userId === userId)
    .delete();
  await db.outbox.add({ userId, kind: 'favourite', action, product, createdAt: new Date().toISOString() });
}

export async function addFavourite(userId: number, product: ProductCardJson): Promise<string | null> {
  await db.transaction('rw', db.favourites, db.outbox, async () => {
    const existing = await db.favourites.get(product._id);
    await db.favourites.put({ ...cardOf(product), addedAt: existing?.addedAt ?? new Date().toISOString() });
    await queue(userId, 'add', product._id);
  });
  return flushOutbox();
}

export async function removeFavourite(userId: number, productId: number): Promise<string | null> {
  await db.transaction('rw', db.favourites, db.outbox, async () => {
    await db.favourites.delete(productId);
    await queue(userId, 'remove', productId);
  });
  return flushOutbox();
}

const send = (entry: OutboxRecord) => {
  const param = { id: String(entry.product) };
  return entry.action === 'add' ? client.products[':id'].anybody.$put({ param }) : client.products[':id'].remove.favorites.$put({ param }); // the server takes the user from the session
};

let flushing: Promise<string | null> = Promise.resolve(null);

/**
 * Sends the signed-in user's waiting changes in order. Stops at the first network failure (they
 * wait for the connection); a change the server refuses (e.g. the product no longer exists) is
 * dropped, undone here, and its message answered.
 */
export function flushOutbox(): Promise<string | null> {
  const run = async () => {
    let refusal: string | null = null;
    for (;;) {
      const user = currentUser();
      if (!user || !isOnline()) return refusal;
      const [entry] = await pendingOf(user._id);
      if (!entry) return refusal;
      try {
        await send(entry);
      } catch (error) {
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500) return refusal;
        refusal = error.message;
        if (entry.action === 'add') await db.favourites.delete(entry.product);
      }
      await db.outbox.delete(entry.id!);
    }
  };
  flushing = flushing.then(run, run);
  return flushing;
}

/** Sends what waits, then takes the server's list (up to 80, latest first) with the still waiting changes on top. */
export async function refreshFavourites(): Promise<void> {
  await flushOutbox();
  const user = currentUser();
  if (!user) return;
  const server = await answer(client.users.favorites.$get());
  await db.transaction('rw', db.favourites, db.outbox, async () => {
    if (currentUser()?._id !== user._id) return;
    const next = favouritesWithPending(server, await pendingOf(user._id), await db.favourites.toArray());
    await db.favourites.clear();
    await db.favourites.bulkPut(next);
  });
}

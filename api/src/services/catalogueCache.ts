import { sql } from 'kysely';
import type { Db } from '../db/open';

interface Entry<T> {
  version: number;
  value: T;
}

const changesSoFar = async (db: Db) =>
  (await sql<{ version: number }>`select total_changes() as version`.execute(db)).rows[0]!.version;

/**
 * Values computed from the database, kept while it is unchanged; at most maxEntries, the oldest
 * leaving first. The version is SQLite's total_changes() of the app's single connection: every
 * write anywhere (a product edit, a stock change from an order) moves it, so a value is never stale.
 */
export function untilTheDataChanges<T>(maxEntries: number) {
  const caches = new WeakMap<Db, Map<string, Entry<T>>>();
  return async (db: Db, key: string, compute: () => Promise<T>): Promise<T> => {
    let entries = caches.get(db);
    if (!entries) caches.set(db, (entries = new Map()));
    const version = await changesSoFar(db);
    const hit = entries.get(key);
    if (hit?.version === version) return hit.value;
    const value = await compute();
    entries.delete(key);
    entries.set(key, { version, value });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return value;
  };
}

const cachedText = untilTheDataChanges<string>(200);

/**
 * Browsing pages of the catalogue, kept as finished JSON while the database is unchanged.
 * Searches are not cached: their keys are unbounded and each is rarely repeated.
 */
export const cachedJson = (db: Db, key: string, compute: () => Promise<unknown>) => cachedText(db, key, async () => JSON.stringify(await compute()));

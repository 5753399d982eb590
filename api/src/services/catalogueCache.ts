import { sql } from 'kysely';
import type { Db } from '../db/open';

const MAX_ENTRIES = 200;

interface Entry {
  version: number;
  json: string;
}

/**
 * Browsing pages of the catalogue, kept as finished JSON while the database is unchanged.
 * The version is SQLite's total_changes() of the app's single connection: every write anywhere
 * (a product edit, a stock change from an order) moves it, so a cached page is never stale.
 * Searches are not cached: their keys are unbounded and each is rarely repeated.
 */
const caches = new WeakMap<Db, Map<string, Entry>>();

const changesSoFar = async (db: Db) =>
  (await sql<{ version: number }>`select total_changes() as version`.execute(db)).rows[0]!.version;

export async function cachedJson(db: Db, key: string, compute: () => Promise<unknown>): Promise<string> {
  let entries = caches.get(db);
  if (!entries) caches.set(db, (entries = new Map()));
  const version = await changesSoFar(db);
  const hit = entries.get(key);
  if (hit?.version === version) return hit.json;
  const json = JSON.stringify(await compute());
  entries.delete(key);
  entries.set(key, { version, json });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return json;
}

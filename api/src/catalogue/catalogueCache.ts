import { CompiledQuery } from 'kysely';
import type { Db } from '../db/open';

interface Entry<T> {
  version: string;
  value: T;
}

type VersionRow = { version: number; sale_ends_at: string | null };

// Written out once: every cached answer reads it, and building it with Kysely's query builder each
// time tripled the read (about 40 µs against 12 µs on this machine).
const READ_VERSION = CompiledQuery.raw(
  'select version, (select ends_at from shop_sale where id = 1) as sale_ends_at from catalogue_version where id = 1',
) as CompiledQuery<VersionRow>;

const pendingReads = new WeakMap<Db, Promise<VersionRow>>();

/**
 * The version row, read once for every lookup that asks while the event loop handles the same
 * turn (the requests that arrived together): the read is sent after them (setImmediate), so each
 * still sees every change committed before it asked, and a lookup never joins a read already sent.
 * Under load this spares the database (on PostgreSQL shared by every process) a query per request.
 */
function readVersionRow(db: Db): Promise<VersionRow> {
  let read = pendingReads.get(db);
  if (!read) {
    read = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      pendingReads.delete(db);
      return (await db.executeQuery(READ_VERSION)).rows[0]!;
    });
    pendingReads.set(db, read);
  }
  return read;
}

/**
 * The catalogue's data version at `now`: triggers move it on every change a page can show
 * (migrations 0006 and 0008). A sale's end date passes without any write, so while a sale has
 * one, whether it has passed is part of the version.
 */
export async function catalogueVersion(db: Db, now: Date): Promise<string> {
  const { version, sale_ends_at } = await readVersionRow(db);
  return sale_ends_at === null ? String(version) : `${version}:${sale_ends_at > now.toISOString() ? 'sale' : 'ended'}`;
}

/**
 * Values computed from the catalogue, kept while its data version stands still; at most maxEntries,
 * the oldest leaving first. The version is read from the database at every lookup, so a value is
 * never stale, also when another process changed the catalogue; writes the catalogue does not show
 * (the visit counter, carts, sessions, order states) leave the values in place.
 */
export function untilTheDataChanges<T>(maxEntries: number) {
  const caches = new WeakMap<Db, Map<string, Entry<T>>>();
  return async (db: Db, now: Date, key: string, compute: () => Promise<T>): Promise<T> => {
    let entries = caches.get(db);
    if (!entries) caches.set(db, (entries = new Map()));
    const version = await catalogueVersion(db, now);
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

/** JSON.stringify's text of a T; the brand keeps T for the route that sends it (http/jsonText). */
export type JsonText<T> = string & { readonly jsonOf: T };

/**
 * Browsing pages of the catalogue, kept as finished JSON while the catalogue is unchanged.
 * Searches are not cached: their keys are unbounded and each is rarely repeated.
 */
export const cachedJson = <T>(db: Db, now: Date, key: string, compute: () => Promise<T>) =>
  cachedText(db, now, key, async () => JSON.stringify(await compute())) as Promise<JsonText<T>>;

import { type Kysely, sql } from 'kysely';
import { engineOf } from '../api/src/db/engine';

// The triggers that move catalogue_version (migration 0006), on either engine: SQLite runs the update
// in the trigger's body; PostgreSQL calls the plpgsql function bump_catalogue_version() for each row,
// under the same condition (`is distinct from` for SQLite's `is not` between values).

const bump = 'update catalogue_version set version = version + 1 where id = 1;';

/** [trigger name, timing and condition], e.g. ['products_version_update', 'after update on products when …']. */
export type VersionTrigger = [string, string];

/** Creates bump_catalogue_version() on PostgreSQL, once, before the first triggers (migration 0006). */
export async function createBumpFunction(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres')
    await sql.raw(`create function bump_catalogue_version() returns trigger language plpgsql as $$ begin ${bump} return null; end $$`).execute(db);
}

export async function dropBumpFunction(db: Kysely<any>): Promise<void> {
  if (engineOf(db) === 'postgres') await sql`drop function if exists bump_catalogue_version()`.execute(db);
}

export async function createVersionTriggers(db: Kysely<any>, triggers: VersionTrigger[]): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const [name, when] of triggers) {
    if (!postgres) {
      await sql.raw(`create trigger ${name} ${when} begin ${bump} end`).execute(db);
      continue;
    }
    const [, timing, condition] = /^(.*?)(?: when (.*))?$/.exec(when)!;
    const onlyWhen = condition ? ` when (${condition.replace(/ is not (?!null\b)/g, ' is distinct from ')})` : '';
    await sql.raw(`create trigger ${name} ${timing} for each row${onlyWhen} execute function bump_catalogue_version()`).execute(db);
  }
}

export async function dropVersionTriggers(db: Kysely<any>, triggers: VersionTrigger[]): Promise<void> {
  const postgres = engineOf(db) === 'postgres';
  for (const [name, when] of triggers) await sql.raw(`drop trigger if exists ${name}${postgres ? ` on ${/ on (\w+)/.exec(when)![1]}` : ''}`).execute(db);
}

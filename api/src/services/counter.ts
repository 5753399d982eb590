import type { Db } from '../db/open';

const VISITS = 'visits';

/** Adds one visit atomically and answers the new count. */
export async function increaseVisits(db: Db): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', VISITS)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

export async function visitCount(db: Db): Promise<number> {
  const row = await db.selectFrom('counters').select('value').where('name', '=', VISITS).executeTakeFirstOrThrow();
  return row.value;
}

// The shop's days are Prague days: a timestamp (ISO-8601 UTC text, as the shop stores them) belongs
// to the day it was in Prague. PostgreSQL knows the zone; SQLite does not, so for it the range is cut
// where Prague's offset changes (summer time) and each piece is shifted by its own offset.
import { type RawBuilder, sql } from 'kysely';
import type { Db } from './open';
import { engineOf } from './engine';
import { pragueOffsetMinutes as pragueOffset } from '@contract/pragueDays';

const HOUR_MS = 3_600_000;

/** The instants from `start` to `end` where Prague's offset changes, each with the offset from then on. */
function offsetChanges(start: number, end: number): { at: number; offset: number }[] {
  const changes: { at: number; offset: number }[] = [];
  let offset = pragueOffset(start);
  // Prague changes its offset at most twice a year, on the hour: look day by day, then hour by hour.
  for (let day = start; day < end; day += 24 * HOUR_MS) {
    if (pragueOffset(Math.min(day + 24 * HOUR_MS, end)) === offset) continue;
    for (let hour = day + HOUR_MS; hour <= day + 24 * HOUR_MS; hour += HOUR_MS) {
      if (pragueOffset(hour) === offset) continue;
      offset = pragueOffset(hour);
      changes.push({ at: hour, offset });
      break;
    }
  }
  return changes;
}

/**
 * The Prague day (YYYY-MM-DD text) of the timestamp column `column`, for timestamps from `start` up
 * to `end` (ISO instants): one SQL expression for either engine, to group or compare by day.
 */
export function pragueDayOf(db: Db, column: RawBuilder<unknown>, start: string, end: string): RawBuilder<string> {
  if (engineOf(db) === 'postgres') return sql<string>`to_char(cast(${column} as timestamptz) at time zone 'Europe/Prague', 'YYYY-MM-DD')`;
  const from = Date.parse(start);
  const shift = (offset: number) => sql.lit(`+${offset} minutes`);
  const changes = offsetChanges(from, Date.parse(end));
  if (changes.length === 0) return sql<string>`date(${column}, ${shift(pragueOffset(from))})`;
  let offset = pragueOffset(from);
  const cases = changes.map((change) => {
    const piece = sql`when ${column} < ${sql.lit(new Date(change.at).toISOString())} then ${shift(offset)}`;
    offset = change.offset;
    return piece;
  });
  return sql<string>`date(${column}, case ${sql.join(cases, sql` `)} else ${shift(offset)} end)`;
}

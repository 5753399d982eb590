import type { Db } from '../db/open';
import type { Log } from '../log';

const VISITS = 'visits';

export interface VisitCounter {
  /** Counts one visit and answers the count with it. */
  increase(): Promise<number>;
  count(): Promise<number>;
  /** Writes the visits counted since the last write, and stops writing on a timer. */
  stop(): Promise<void>;
}

const storedCount = async (db: Db) => (await db.selectFrom('counters').select('value').where('name', '=', VISITS).executeTakeFirstOrThrow()).value;

/**
 * The anonymous visit counter. Visits are added up in memory and written in one update every
 * `writeEveryMs` (and on stop), because a write per visit cost more than answering a page of the
 * catalogue. A crash loses at most the visits of that last interval. Each process adds its own
 * visits, so several processes on one database count together; another's show after its next write.
 */
export function visitCounter(db: Db, log: Log, writeEveryMs = 1_000): VisitCounter {
  /** The database's count as last read or written (with the visits being written added). */
  let stored: number | undefined;
  let unwritten = 0;
  // Reads and writes one after another, so a read never sees a write half done.
  let queue: Promise<unknown> = Promise.resolve();
  const inQueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => undefined);
    return run;
  };

  const read = () =>
    inQueue(async () => {
      stored = await storedCount(db);
    });
  const write = () =>
    inQueue(async () => {
      const visits = unwritten;
      if (visits === 0 || stored === undefined) return;
      unwritten -= visits;
      stored += visits; // so the count answered meanwhile stays the same
      try {
        const row = await db
          .updateTable('counters')
          .set((eb) => ({ value: eb('value', '+', visits) }))
          .where('name', '=', VISITS)
          .returning('value')
          .executeTakeFirstOrThrow();
        stored = row.value;
      } catch (error) {
        stored -= visits;
        unwritten += visits; // tried again at the next interval
        log.error({ err: error }, 'Visits not written');
      }
    });
  const timer = setInterval(() => void write(), writeEveryMs);
  timer.unref();

  return {
    async increase() {
      if (stored === undefined) await read();
      unwritten += 1;
      return stored! + unwritten;
    },
    async count() {
      await read();
      return stored! + unwritten;
    },
    async stop() {
      clearInterval(timer);
      await write();
    },
  };
}

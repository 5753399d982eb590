import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type RawBuilder, sql } from 'kysely';
import { onDatabase, openDatabase, withDatabaseName } from '../api/src/db/open';
import { TICK_MICROS } from './load';

const LOCAL_SERVER = 'postgres://root@/shop_test?host=/var/run/postgresql';

/** The PostgreSQL server a bench makes its scratch databases on: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local one. */
export const benchPostgresUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || LOCAL_SERVER;

async function onServer(serverUrl: string, statement: RawBuilder<unknown>): Promise<void> {
  await onDatabase(serverUrl, (admin) => statement.execute(admin));
}

export interface ScratchDatabase {
  name: string;
  location: string;
  drop(): Promise<void>;
}

/**
 * A new database on the server of `serverUrl`, named `prefix` and a random suffix: empty, or a copy
 * of `template` (which nobody may be connected to meanwhile).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: ScratchDatabase): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, template ? sql`create database ${sql.id(name)} template ${sql.id(template.name)}` : sql`create database ${sql.id(name)}`);
  return {
    name,
    location: withDatabaseName(serverUrl, name),
    drop: () => onServer(serverUrl, sql`drop database if exists ${sql.id(name)} with (force)`),
  };
}

/** User + system CPU ticks of a process so far; 0 once it has ended. */
function processTicks(pid: number): number {
  try {
    // The fields after the command name, which is in parentheses: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

export interface CpuMeter {
  /** A running total of CPU time (µs): what was used between two readings is their difference. */
  read(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The CPU time of the PostgreSQL backends serving the database at `location` (the server must run on
 * this machine). Each reading adds what every backend used since the last one; a backend that
 * ended in between takes its last ticks with it.
 */
export function backendCpuMeter(location: string): CpuMeter {
  const db = openDatabase(location);
  let lastTicks = new Map<number, number>();
  let micros = 0;
  return {
    async read() {
      const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(db);
      const seen = new Map<number, number>();
      for (const { pid } of rows) {
        const ticks = processTicks(pid);
        micros += (ticks - (lastTicks.get(pid) ?? 0)) * TICK_MICROS;
        seen.set(pid, ticks);
      }
      lastTicks = seen;
      return micros;
    },
    close: () => db.destroy(),
  };
}

// npm run db:copy -- --to postgres://…: copies the shop's SQLite database (DATA_DIR/shop.db), every
// table, into an empty PostgreSQL database, and prints the rows of each table on both sides.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { isPostgresUrl, openDatabase, openSqliteReadOnly } from '../db/open';
import { copyShopDatabase, RowCountsDiffer, type TableCount } from './databaseCopy';
import { runOperatorCommand } from './operatorCommand';

const USAGE = 'Usage: npm run db:copy -- --to postgres://user:password@host/database (copies DATA_DIR/shop.db into that empty PostgreSQL database)';

/** One line per table: its rows in SQLite and in PostgreSQL. */
function rowCountTable(counts: TableCount[]): string {
  const width = Math.max(...counts.map((count) => count.table.length));
  const line = (table: string, source: string, target: string, note = '') => `${table.padEnd(width)}  ${source.padStart(7)}  ${target.padStart(10)}${note}`;
  return [
    line('table', 'SQLite', 'PostgreSQL'),
    ...counts.map(({ table, source, target }) =>
      source === null
        ? line(table, '–', String(target), '  (PostgreSQL only)')
        : line(table, String(source), String(target), source === target ? '' : '  ← differs'),
    ),
  ].join('\n');
}

await runOperatorCommand(async ({ dataDir }) => {
  const { to } = parseArgs({ options: { to: { type: 'string' } } }).values;
  if (!to || !isPostgresUrl(to)) throw new Error(USAGE);
  const file = join(dataDir, 'shop.db');
  if (!existsSync(file)) throw new Error(`There is no database at ${file}.`);
  const source = openSqliteReadOnly(file);
  const target = openDatabase(to);
  try {
    const started = performance.now();
    const counts = await copyShopDatabase(source, target).catch((error: unknown) => {
      if (error instanceof RowCountsDiffer) console.log(rowCountTable(error.counts));
      throw error;
    });
    const seconds = (performance.now() - started) / 1000;
    const copied = counts.filter((count) => count.source !== null);
    console.log(rowCountTable(counts));
    console.log(
      `Copied ${copied.reduce((sum, count) => sum + count.target, 0)} rows of ${copied.length} tables from ${file} in ${seconds.toFixed(2)} s; ` +
        'every table holds as many rows as in SQLite. Start the shop with DATABASE_URL set to the target.',
    );
  } finally {
    await source.destroy();
    await target.destroy();
  }
});

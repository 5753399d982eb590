// npm run bench:bank — importing a bank statement: BENCH_MOVEMENTS incoming movements (default
// 10,000) in one GPC file, half paying an order each by its variable symbol and total, half with a
// symbol no order has, parsed and recorded in one transaction by the shop's import
// (api/src/payments/bankStatements.ts) into a scratch SQLite database (with BENCH_ENGINE=postgres a
// scratch PostgreSQL one). The ceiling, measured in the same run on the same engine: the same rows
// written by bare chunked INSERTs in one transaction, with no parsing, no duplicate check and no
// pairing. Goal: the whole import in at most 10 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Db, openDatabase } from '../api/src/db/open';
import { importStatement } from '../api/src/payments/bankStatements';
import { movementColumns } from '../api/src/payments/bankPairing';
import { parseGpc } from '../api/src/payments/gpcStatement';
import { gpcFile, type StatementLine } from '../api/test/bankStatements';
import { migrateToLatest } from '../migrations';
import { machineFacts } from './machine';
import { benchPostgresUrl, createScratchDatabase } from './scratchPostgres';
import { printTable } from './table';

const MOVEMENTS = Number(process.env.BENCH_MOVEMENTS ?? 10_000);
const GOAL_SECONDS = 10;
const ORDER_TOTAL = 324_00;
const FIRST_ORDER_NUMBER = 2026_000_001;

async function scratchDatabase(dir: string, name: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (process.env.BENCH_ENGINE !== 'postgres') return { db: openDatabase(join(dir, `${name}.db`)), drop: async () => undefined };
  const scratch = await createScratchDatabase(benchPostgresUrl(), `bench_bank_${name}`);
  return { db: openDatabase(scratch.location), drop: () => scratch.drop() };
}

/** Half the movements' orders, unpaid, each for ORDER_TOTAL. */
async function insertOrders(db: Db, count: number): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => ({
      order_number: FIRST_ORDER_NUMBER + start + i,
      name: 'Jana Nováková',
      email: `jana${start + i}@example.cz`,
      ship_name: 'Jana Nováková',
      ship_address: 'Dlouhá 12',
      ship_city: 'Praha',
      ship_postal_code: '110 00',
      ship_country: 'Česká republika',
      payment_method: 'Platba bankovním převodem předem',
      items_price: ORDER_TOTAL - 75_00,
      shipping_price: 75_00,
      tax_price: 0,
      total_price: ORDER_TOTAL,
      created_at: now,
      updated_at: now,
    }));
    await db.insertInto('orders').values(rows).execute();
  }
}

const statement = (count: number): StatementLine[] =>
  Array.from({ length: count }, (_, i) => ({
    id: String(9_000_000_000 + i),
    amount: ORDER_TOTAL,
    variableSymbol: String(i % 2 === 0 ? FIRST_ORDER_NUMBER + i / 2 : 9_000_000 + i),
    message: i % 2 === 0 ? 'Platba objednavky' : 'Neznamy platce',
    date: '2026-05-04',
  }));

const seconds = (since: number) => (performance.now() - since) / 1000;

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bank-'));
  const loadBefore = loadavg()[0]!;
  const file = gpcFile('2800000002', statement(MOVEMENTS));
  const config = {
    publicUrl: 'https://obchod.example.cz',
    shopEmail: 'obchod@example.cz',
    uploadsDir: dir,
    staticDir: dir,
    trustProxy: { trusts: () => false },
  } as never;
  try {
    // The ceiling: the same rows, bare INSERTs in one transaction.
    const bare = await scratchDatabase(dir, 'ceiling');
    await migrateToLatest(bare.db);
    const rows = parseGpc(file).map((m) => ({
      ...movementColumns(m),
      state: 'unpaired' as const,
      created_at: new Date().toISOString(),
    }));
    let started = performance.now();
    await bare.db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500)
        await trx
          .insertInto('bank_movements')
          .values(rows.slice(i, i + 500))
          .execute();
    });
    const ceiling = seconds(started);
    await bare.db.destroy();
    await bare.drop();

    const shop = await scratchDatabase(dir, 'import');
    await migrateToLatest(shop.db);
    await insertOrders(shop.db, Math.ceil(MOVEMENTS / 2));
    started = performance.now();
    const counts = await importStatement({ db: shop.db, config, now: () => new Date() }, file);
    const imported = seconds(started);
    started = performance.now();
    const again = await importStatement({ db: shop.db, config, now: () => new Date() }, file);
    const reimported = seconds(started);
    await shop.db.destroy();
    await shop.drop();

    const engine = process.env.BENCH_ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite';
    printTable(
      ['run', 'seconds', '× ceiling', 'paired', 'unpaired', 'duplicates'],
      [
        ['ceiling: bare INSERTs', ceiling.toFixed(2), '1.0', '', '', ''],
        [`import (${engine})`, imported.toFixed(2), (imported / ceiling).toFixed(1), String(counts.paired), String(counts.unpaired), String(counts.duplicates)],
        [
          `the same file again`,
          reimported.toFixed(2),
          (reimported / ceiling).toFixed(1),
          String(again.paired),
          String(again.unpaired),
          String(again.duplicates),
        ],
      ],
      `Importing a GPC statement of ${MOVEMENTS} movements in one transaction (load average before: ${loadBefore.toFixed(2)}; after: ${loadavg()[0]!.toFixed(2)})`,
    );
    console.log(
      JSON.stringify({
        movements: MOVEMENTS,
        engine,
        ceilingSeconds: ceiling,
        importSeconds: imported,
        reimportSeconds: reimported,
        goalSeconds: GOAL_SECONDS,
        ...machineFacts(loadBefore, loadavg()[0]!),
      }),
    );
    if (imported > GOAL_SECONDS) {
      console.error(`The import took ${imported.toFixed(2)} s, over the goal of ${GOAL_SECONDS} s.`);
      process.exitCode = 1;
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();

// npm run bench:feeds: how long the Heureka and Zboží.cz offer feeds and the sitemap take to make
// on scratch catalogues of 1,000 and 10,000 titles, against the ceiling measured in the same run: the same
// answer from the cache, i.e. only sending the finished XML. Each answer is read whole, as a
// crawler reads it; with Accept-Encoding: gzip, as Heureka and search engines ask.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../api/src/app';
import { openDatabase } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import { benchAppDeps } from './appDeps';
import { insertLargeCatalogue } from './largeCatalogue';

const CATALOGUES = [1_000, 10_000];
const ROUNDS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(titles: number) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-feeds-'));
  const file = join(dir, 'shop.db');
  try {
    const setup = openDatabase(file);
    await migrateToLatest(setup);
    await setup.destroy();
    insertLargeCatalogue(file, titles);
    const db = openDatabase(file);
    const app = createApp(benchAppDeps(db, dir, 'https://www.slovozivota.cz'));
    const fetchWhole = async (path: string) => {
      const started = performance.now();
      const response = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } });
      const bytes = (await response.arrayBuffer()).byteLength;
      return { ms: performance.now() - started, bytes };
    };
    /** A stock change moves the catalogue version, so the next answer is made anew. */
    const changeTheData = () =>
      db
        .updateTable('products')
        .set((eb) => ({ count_in_stock: eb('count_in_stock', '+', 1) }))
        .where('id', '=', 1)
        .execute();

    console.log(
      `${titles} titles; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const path of ['/feeds/heureka.xml', '/feeds/zbozi.xml', '/sitemap.xml']) {
      const made: number[] = [];
      const cached: number[] = [];
      let gzipBytes = 0;
      for (let round = 0; round < ROUNDS; round++) {
        await changeTheData();
        made.push((await fetchWhole(path)).ms);
        const fromCache = await fetchWhole(path);
        cached.push(fromCache.ms);
        gzipBytes = fromCache.bytes;
      }
      const rawBytes = Buffer.byteLength(await (await app.request(path)).text());
      console.log(
        `  ${path}: made ${median(made).toFixed(0)} ms, from the cache ${median(cached).toFixed(0)} ms (ceiling), ratio ${(median(made) / median(cached)).toFixed(1)}×; ` +
          `${(rawBytes / 1e6).toFixed(2)} MB, ${(gzipBytes / 1e6).toFixed(2)} MB gzip`,
      );
    }
    await db.destroy();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const titles of CATALOGUES) await measure(titles);

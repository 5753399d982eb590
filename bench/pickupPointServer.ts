// The shop's API over a scratch database in its own process, for bench/pickupPoints.ts: it answers
// READY <port>, and on each message refreshes the pickup points from the exports at <exports url>
// and answers the refresh's time and its JavaScript heap's peak. `refreshAll` fills the database
// beforehand.
import type { Server } from 'node:http';
import { getHeapStatistics } from 'node:v8';
import { serve } from '@hono/node-server';
import { PICKUP_CARRIERS } from '@contract/delivery';
import { createApp } from '../api/src/app';
import type { PointSources } from '../api/src/delivery/carrierExports';
import { refreshPickupPoints } from '../api/src/delivery/pickupPointRefresh';
import { packetaSources } from '../api/src/delivery/setup';
import { type Db, onDatabase, openDatabase } from '../api/src/db/open';
import { createLog } from '../api/src/log';
import { migrateToLatest } from '../migrations';
import { benchAppDeps } from './appDeps';

const refreshEach = async (db: Db, sources: PointSources) => {
  for (const carrier of PICKUP_CARRIERS) {
    const outcome = await refreshPickupPoints({ db, sources, now: () => new Date(), log: createLog({ level: 'silent' }) }, carrier);
    if (!outcome.applied) throw new Error(`${carrier}: ${outcome.reason}`);
  }
};

/** Migrates the database at `location` and refreshes every carrier's points into it. */
export const refreshAll = (location: string, sources: PointSources) =>
  onDatabase(location, async (db) => {
    await migrateToLatest(db);
    await refreshEach(db, sources);
  });

const [location, exportsUrl] = process.argv.slice(2);
if (process.send && location && exportsUrl) {
  const db = openDatabase(location);
  const deps = benchAppDeps(db, '/tmp');
  const sources = { packeta: packetaSources(`${exportsUrl}/packeta/v5`, 'bench'), balikovna: { url: `${exportsUrl}/vystupy/balikovny.xml` } };
  const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
  // As server.ts: longer than a client keeps an idle connection, so the server never closes one as the next request arrives on it.
  (server as Server).keepAliveTimeout = 130_000;

  process.on('message', () => {
    void (async () => {
      let heapPeak = getHeapStatistics().used_heap_size;
      const sampler = setInterval(() => (heapPeak = Math.max(heapPeak, getHeapStatistics().used_heap_size)), 10);
      const started = performance.now();
      await refreshEach(db, sources);
      const ms = performance.now() - started;
      clearInterval(sampler);
      process.send!({ ms, heapPeakMb: Math.max(heapPeak, getHeapStatistics().used_heap_size) / 1024 / 1024 });
    })();
  });
}

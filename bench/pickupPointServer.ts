// The shop's API over a scratch database in its own process, for bench/pickupPoints.ts: it refreshes
// the pickup points from the exports at EXPORTS_URL once before answering READY <port>, and again on
// each message, answering the refresh's time and the process's extra memory at its peak.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from '../api/src/app';
import { openDatabase } from '../api/src/db/open';
import { packetaSources } from '../api/src/delivery/setup';
import { refreshPickupPoints } from '../api/src/delivery/pickupPointRefresh';
import { PICKUP_CARRIERS } from '@contract/delivery';
import { migrateToLatest } from '../migrations';
import { benchAppDeps } from './appDeps';
import { rssBytes } from './processMemory';

const [location, exportsUrl] = process.argv.slice(2);
if (!location || !exportsUrl) throw new Error('Usage: tsx bench/pickupPointServer.ts <database> <exports url>');
const db = openDatabase(location);
await migrateToLatest(db);
const deps = benchAppDeps(db, '/tmp');
const sources = { packeta: packetaSources(`${exportsUrl}/packeta/v5`, 'bench'), balikovna: { url: `${exportsUrl}/vystupy/balikovny.xml` } };
const refreshAll = async () => {
  for (const carrier of PICKUP_CARRIERS) {
    const outcome = await refreshPickupPoints({ db, sources, now: () => new Date(), log: deps.log }, carrier);
    if (!outcome.applied) throw new Error(`${carrier}: ${outcome.reason}`);
  }
};
await refreshAll();
const server = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(`READY ${info.port}`));
// As server.ts: longer than a client keeps an idle connection, so the server never closes one as the next request arrives on it.
(server as Server).keepAliveTimeout = 130_000;

process.on('message', () => {
  void (async () => {
    globalThis.gc?.();
    const before = rssBytes(process.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssBytes(process.pid))), 10);
    const started = performance.now();
    await refreshAll();
    const ms = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(process.pid));
    process.send!({ ms, extraMb: (peak - before) / 1024 / 1024 });
  })();
});

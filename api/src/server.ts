// The one place that reads the environment: checks the settings, opens the database, starts what
// runs beside the shop, and serves the built PWA and the API on one port.
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { wireApp } from './appWiring';
import { answerClientErrorsInJson, timeoutOptions } from './http/connections';
import { closeDatabase } from './db/open';
import { createLog } from './log';
import { createMailer } from './mail/mailer';
import { setUpPacketa } from './orders/packetaSetup';
import { startParcelStatusChecks } from './orders/parcels';
import { takeBackup } from './operations/backup';
import { dailyBackups } from './operations/dailyBackups';
import { startCardSessionSweep } from './payments/cardSessionExpiry';
import { setUpPointSources } from './delivery/setup';
import { startPickupPointRefresh } from './delivery/pickupPointRefresh';
import { startFioPoller } from './payments/fioReading';
import { setUpFio } from './payments/fioSetup';
import { startPaymentReminders } from './payments/paymentReminders';
import { setUpPush } from './push/pushSetup';
import { setUpPayments } from './payments/setup';
import { startDailyDigest } from './staff/dailyDigest';
import { readSettings } from './settings';
import { openShopDatabase } from './startup/openShopDatabase';
import { refuseToStart, StartRefused } from './startup/refuseToStart';
import { stopGracefullyOnSignals } from './startup/shutdown';

if (existsSync('.env')) process.loadEnvFile('.env');

let settings;
try {
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof StartRefused)) throw error;
  refuseToStart(createLog({ level: 'info' }), error);
}
const log = createLog({ level: settings.logLevel });
const say = (line: string) => log.info(line);
const warn = (line: string) => log.warn(line);

const db = await openShopDatabase(settings, say).catch((error: unknown) => {
  if (error instanceof StartRefused) refuseToStart(log, error);
  throw error;
});
const outboxDir = resolve(settings.dataDir, 'outbox');
const mailer = createMailer({ from: settings.mailFrom, smtpUrl: settings.smtpUrl, outboxDir, log });
if (!settings.smtpUrl) say(`No SMTP_URL: mails are written to ${outboxDir} and their links printed here.`);
const cards = await setUpPayments({ production: settings.production, ...settings.stripe, log });
(cards.payments ? say : warn)(cards.notice);
const points = await setUpPointSources(settings.production, settings.delivery);
(settings.delivery.packetaUnavailable ? warn : say)(points.notice);
const parcels = await setUpPacketa({ production: settings.production, ...settings.packeta });
(parcels.packeta ? say : warn)(parcels.notice);
const bank = await setUpFio({ production: settings.production, ...settings.fio, log });
(bank.client ? say : warn)(bank.notice);
const pushSetup = await setUpPush({ production: settings.production, dataDir: settings.dataDir, ...settings.push, log });
(pushSetup.vapid ? say : warn)(pushSetup.notice);
const config = {
  packetaUnavailable: settings.delivery.packetaUnavailable,
  publicUrl: settings.publicUrl,
  shopEmail: settings.shopEmail,
  shopOrdersEmail: settings.shopOrdersEmail,
  uploadsDir: settings.uploadsDir,
  staticDir: settings.staticDir,
  trustProxy: settings.trustProxy,
  google: settings.google,
  seller: settings.seller,
  mailStaleMinutes: settings.mailStaleMinutes,
  paymentReminderDays: settings.paymentReminderDays,
  paymentCancelDays: settings.paymentCancelDays,
};
const now = () => new Date();
const { app, wakeMailSender, stopSenders } = wireApp({
  db,
  config,
  now,
  log,
  mailer,
  payments: cards.payments,
  packeta: parcels.packeta,
  fio: bank.client,
  push: pushSetup.vapid && { vapid: pushSetup.vapid, production: settings.production },
  site: true,
});
const cardSessions = startCardSessionSweep({ db, config, now, log, payments: cards.payments, wakeMailSender });
const pointRefresh = startPickupPointRefresh({ db, sources: points.sources, now, log, hours: settings.delivery.refreshHours });
const parcelStatuses = startParcelStatusChecks({ db, config, now, log, packeta: parcels.packeta }, settings.packeta.statusCheckMinutes);
const bankDeps = { db, config, now, log, wakeMailSender };
const fioPoller = bank.client ? startFioPoller(bankDeps, bank.client, settings.fio.pollSeconds * 1000) : undefined;
const reminders = startPaymentReminders(bankDeps, settings.paymentReminderDays);
const digest = startDailyDigest(bankDeps);

const { host } = settings;
const server = serve({ fetch: app.fetch, port: settings.port, hostname: host, serverOptions: timeoutOptions(settings.timeouts) }, (info) => {
  // The stand-in's 'Zaplatit' sends its signed webhook to this server, over loopback.
  if (cards.standIn)
    cards.standIn.webhookUrl = `http://${/^(0\.0\.0\.0|::)?$/.test(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host}:${info.port}/api/stripe/webhook`;
  say(`Shop running on http://localhost:${info.port} (data in ${settings.dataDir})`);
}) as Server;
// Longer than a reverse proxy keeps an idle connection to the shop open (Caddy: 2 min; Node's own
// default is 5 s), so the shop never closes a connection just as the proxy sends the next request on it.
server.keepAliveTimeout = 130_000;
answerClientErrorsInJson(server);

// In production the shop backs its SQLite file up every day (npm run backup takes one at any time);
// a PostgreSQL database is backed up by its own tools (docs/deploy.md).
const backups =
  settings.production && !settings.databaseUrl
    ? dailyBackups({
        backupRoot: settings.backupDir,
        keep: settings.backupKeep,
        now: () => new Date(),
        log: (level, message, error) => (level === 'error' ? log.error({ err: error }, message) : log.info(message)),
        takeBackup: (now) =>
          takeBackup({ databaseFile: resolve(settings.dataDir, 'shop.db'), uploadsDir: config.uploadsDir, backupRoot: settings.backupDir, now }),
      })
    : undefined;

stopGracefullyOnSignals(server, {
  deadlineMs: 10_000,
  thenClose: [
    async () => backups?.stop(),
    async () => cardSessions.stop(),
    async () => reminders.stop(),
    async () => digest.stop(),
    async () => fioPoller?.stop(),
    async () => bank.standIn?.close(),
    async () => cards.standIn?.close(),
    async () => pointRefresh.stop(),
    async () => points.standIn?.close(),
    async () => parcelStatuses.stop(),
    async () => parcels.standIn?.close(),
    () => stopSenders(),
    async () => pushSetup.standIn?.close(),
    () => closeDatabase(db),
  ],
  say,
});

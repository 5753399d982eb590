// npm run bench:mail — how fast the outbox delivers a backlog (as after a crash) to a loopback SMTP
// server: BENCH_MAILS mails (default 2,000) queued in a scratch SQLite database (with BENCH_ENGINE=postgres
// a scratch PostgreSQL one), delivered by the shop's mail sender over its pooled mailer. The ceiling,
// measured in the same run against the same server: a bare pooled nodemailer client with as many
// connections and mails on their way sending the same mails with no outbox. Also the CPU time per mail
// of the sending process. Goal: at least 100 mails/s.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/open';
import { migrateToLatest } from '../migrations';
import type { Db } from '../api/src/db/open';
import { createLog } from '../api/src/log';
import { createMailer, SMTP_CONNECTIONS } from '../api/src/mail/mailer';
import { DEFAULT_TIMING, startMailSender } from '../api/src/mail/mailSender';
import { enqueueMail } from '../api/src/mail/outbox';
import { invoiceAttachments } from '../api/src/orders/invoiceAttachments';
import { benchPostgresUrl, createScratchDatabase } from './scratchPostgres';
import { printTable } from './table';

const MAILS = Number(process.env.BENCH_MAILS ?? 2_000);
const GOAL_PER_SECOND = 100;
const WARM_UP_MAILS = 300;
const FROM = 'Slovo života <eshop@example.cz>';
const mailTo = (i: number) => ({
  to: `ctenar${i}@example.cz`,
  subject: 'Potvrzení registrace – Slovo života',
  text: `Dobrý den,\n\npro dokončení registrace otevřete https://obchod.example.cz/register/${i}\n`,
  html: `<p>Dobrý den,</p><p>pro dokončení registrace otevřete <a href="https://obchod.example.cz/register/${i}">odkaz</a></p>`,
});

async function startSink(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/smtpSink.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = (await once(child.stdout!, 'data')) as [Buffer];
  return { url: `smtp://127.0.0.1:${port.toString().trim()}`, child };
}

interface Run {
  seconds: number;
  /** CPU time of this process (the sender and its mailer; the SMTP server runs apart) per mail. */
  cpuMsPerMail: number;
}

async function measured(run: () => Promise<void>): Promise<Run> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const { user, system } = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpuMsPerMail: (user + system) / 1000 / MAILS };
}

/** `count` mails through `transport`, at most as many at once as the shop's sender has on their way. */
async function sendBare(transport: Transporter, count: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < count) await transport.sendMail({ from: FROM, ...mailTo(next++) });
  };
  await Promise.all(Array.from({ length: DEFAULT_TIMING.concurrency }, lane));
}

/** The bare client: nodemailer's pool with the shop's connection count and the sender's concurrency, warmed up first. */
async function ceiling(url: string): Promise<Run> {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: SMTP_CONNECTIONS });
  await sendBare(transport, WARM_UP_MAILS);
  const run = await measured(() => sendBare(transport, MAILS));
  transport.close();
  return run;
}

async function scratchDatabase(dir: string): Promise<{ db: Db; drop(): Promise<void> }> {
  if (process.env.BENCH_ENGINE !== 'postgres') return { db: openDatabase(join(dir, 'shop.db')), drop: async () => undefined };
  const scratch = await createScratchDatabase(benchPostgresUrl(), 'bench_mail');
  return { db: openDatabase(scratch.location), drop: () => scratch.drop() };
}

/** The shop's sender on a backlog of MAILS queued mails, until the outbox has sent them all. */
async function outbox(url: string, dir: string): Promise<Run> {
  const { db, drop } = await scratchDatabase(dir);
  try {
    await migrateToLatest(db);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < MAILS; i++) await enqueueMail(trx, mailTo(i), new Date());
    });
    const log = createLog({ level: 'warn' });
    const sent = async () =>
      Number(
        (
          await db
            .selectFrom('mail_outbox')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('state', '=', 'sent')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const config = { publicUrl: 'https://obchod.example.cz' } as AppConfig;
    return await measured(async () => {
      const sender = startMailSender({
        db,
        mailer: createMailer({ from: FROM, smtpUrl: url, outboxDir: join(dir, 'unused'), log }),
        config,
        now: () => new Date(),
        log,
        attachments: invoiceAttachments(db, config),
      });
      while ((await sent()) < MAILS) await new Promise((resolve) => setTimeout(resolve, 20));
      await sender.stop();
    });
  } finally {
    await db.destroy();
    await drop();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-mail-'));
const sink = await startSink();
try {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const bare = await ceiling(sink.url);
  const shop = await outbox(sink.url, dir);
  const perSecond = (run: Run) => MAILS / run.seconds;
  const line = (name: string, run: Run) => [
    name,
    String(MAILS),
    run.seconds.toFixed(2),
    perSecond(run).toFixed(0),
    `${((100 * bare.seconds) / run.seconds).toFixed(0)} %`,
    run.cpuMsPerMail.toFixed(2),
  ];
  printTable(
    ['delivery', 'mails', 'seconds', 'mails/s', 'of ceiling', 'CPU ms/mail'],
    [line('ceiling: bare pooled client', bare), line(`outbox (${process.env.BENCH_ENGINE === 'postgres' ? 'PostgreSQL' : 'SQLite'})`, shop)],
    `Mail backlog to a loopback SMTP server, ${SMTP_CONNECTIONS} connections (load average before: ${load}; after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const met = perSecond(shop) >= GOAL_PER_SECOND;
  console.log(`\nGoal: the outbox delivers at least ${GOAL_PER_SECOND} mails/s: ${met ? 'met' : 'NOT met'} (${perSecond(shop).toFixed(0)} mails/s).`);
  if (!met) process.exitCode = 1;
} finally {
  sink.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

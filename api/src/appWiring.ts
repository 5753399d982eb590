// The app and what runs beside it in every shop process, the real one (server.ts) and the tests'
// (api/test/testServer.ts) alike: the mail sender, the push sender, the visit counter and the built
// PWA's pages behind the API. What only a real shop starts (its timers, the stand-ins, the backups)
// stays in server.ts.
import { createApp } from './app';
import { serveSite } from './http/siteFiles';
import { type MailSenderOptions, type SenderTiming, startMailSender } from './mail/mailSender';
import { invoiceAttachments } from './orders/invoiceAttachments';
import type { PacketaClient } from './orders/packeta';
import type { FioClient } from './payments/fioClient';
import type { Payments } from './payments/stripeClient';
import { type PushTiming, startPushSender } from './push/pushSender';
import type { VapidKeys } from './push/vapidKeys';
import { visitCounter } from './site/counter';

/** The mail sender's db, mailer, config, clock and log are the app's too. */
export interface AppWiringOptions extends Omit<MailSenderOptions, 'attachments' | 'timing'> {
  /** The mail sender's timing over its defaults (tests: quick retries). */
  mailTiming?: Partial<SenderTiming>;
  payments?: Payments | null;
  packeta?: PacketaClient | null;
  fio?: FioClient | null;
  /** Web Push with these keys; `production` allows only the push services' endpoints; `sender: false` runs no sender (a process that died: its pushes wait in the outbox). */
  push?: { vapid: VapidKeys & { subject: string }; production: boolean; timing?: Partial<PushTiming>; sender?: boolean } | null;
  /** Also serve the pages and files of the app built into config.staticDir, behind the API. */
  site: boolean;
}

export interface WiredApp {
  app: ReturnType<typeof createApp>;
  /** Tells the mail sender a commit queued a mail. */
  wakeMailSender: () => void;
  /** Stops the mail sender, the push sender and the visit counter, once what they have under way is done. */
  stopSenders(): Promise<void>;
}

export function wireApp({ db, config, now, log, mailer, mailTiming, payments, packeta, fio, push, site }: AppWiringOptions): WiredApp {
  const mailSender = startMailSender({ db, mailer, config, now, log, attachments: invoiceAttachments(db, config), timing: mailTiming });
  const pushSender = push && push.sender !== false ? startPushSender({ db, vapid: push.vapid, now, log, timing: push.timing }) : undefined;
  const visits = visitCounter(db, log);
  const app = createApp({
    db,
    config,
    now,
    log,
    visits,
    payments,
    packeta,
    fio,
    push: push && { publicKey: push.vapid.publicKey, production: push.production },
    wakeMailSender: mailSender.wake,
  });
  if (site) serveSite(app, { db, now, staticDir: config.staticDir, publicUrl: config.publicUrl, log });
  return {
    app,
    wakeMailSender: mailSender.wake,
    stopSenders: async () => {
      await mailSender.stop();
      await pushSender?.stop();
      await visits.stop();
    },
  };
}

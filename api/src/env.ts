import type { AppConfig } from './config';
import type { Db } from './db/open';
import type { Log } from './log';
import type { PacketaClient } from './orders/packeta';
import type { FioClient } from './payments/fioClient';
import type { Payments } from './payments/stripeClient';
import type { VisitCounter } from './site/counter';
import type { SessionUser } from './accounts/sessions';

/** What the API is built from (createApp) and what services that need more than the db take. */
export interface Deps {
  db: Db;
  config: AppConfig;
  /** The clock every expiry is measured with; tests move it forward. */
  now: () => Date;
  /** Where the app logs; inside a request c.var.log is its child carrying the request id. */
  log: Log;
  /** The anonymous visit counter (site/counter.ts), which writes on a timer of its own. */
  visits: VisitCounter;
  /** Card payments (the Stripe client and webhook secret); absent or null: card payments answer 503. */
  payments?: Payments | null;
  /** Packeta's API for handing parcels over (orders/parcels.ts); absent or null: the hand-over answers 503. */
  packeta?: PacketaClient | null;
  /** Reads the Fio account (payments/fioClient.ts); absent or null: not configured, staff import statement files. */
  fio?: FioClient | null;
  /** Web Push: the VAPID public key browsers subscribe with, and whether only the push services' endpoints are allowed; absent or null: no push (503). */
  push?: { publicKey: string; production: boolean } | null;
  /** Tells the mail sender a commit queued a mail (mail/mailSender.ts); without it the sender finds it by polling. */
  wakeMailSender?: () => void;
}

/** What every request handler can reach through `c.var`. */
export interface AppEnv {
  Variables: Deps;
}

/** Handlers behind requireUser (and the role checks) also get the signed-in user and their session token. */
export interface SignedInEnv {
  Variables: Deps & { user: SessionUser; sessionToken: string };
}

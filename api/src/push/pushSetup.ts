// How push starts, from the settings server.ts reads (VAPID_*, PUSH_STANDIN_PORT, NODE_ENV): with the
// shop's own keys; outside production without them, with keys the demo makes once and a push-service
// stand-in on loopback; in production without them, not at all.
import type { Log } from '../log';
import type { PushSettings } from '../settings';
import { demoVapidKeys, type VapidKeys } from './vapidKeys';

/** What the server keeps of the push-service stand-in it started (dev/pushStandIn.ts), outside production. */
export interface PushStandInHandle {
  /** http://127.0.0.1:{port} */
  url: string;
  close(): Promise<void>;
}

export interface PushSetup {
  /** null: no push (production without keys). */
  vapid: (VapidKeys & { subject: string }) | null;
  standIn?: PushStandInHandle;
  /** What the log says about it, once (never the private key). */
  notice: string;
}

export const NO_PUSH_NOTICE =
  'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: the shop sends no push notifications (make a pair with npx web-push generate-vapid-keys).';

export async function setUpPush(settings: PushSettings & { production: boolean; dataDir: string; log: Log }): Promise<PushSetup> {
  const { subject } = settings;
  if (settings.vapid) return { vapid: { ...settings.vapid, subject }, notice: `Push notifications signed as ${subject}.` };
  if (settings.production) return { vapid: null, notice: NO_PUSH_NOTICE };
  // Loaded only here, by a dynamic import, so the production server never loads the stand-in's code.
  const { startPushStandIn } = await import('../../../dev/pushStandIn');
  const standIn = await startPushStandIn({ port: settings.standInPort });
  return {
    vapid: { ...demoVapidKeys(settings.dataDir), subject },
    standIn,
    notice: `No VAPID keys: push notifications are signed with the demo's own (${settings.dataDir}/vapid-keys.json); a push-service stand-in listens at ${standIn.url}.`,
  };
}

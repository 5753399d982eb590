// The shop's VAPID key pair: it signs every push (RFC 8292), and browsers subscribe with its public
// half. Production sets VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; the demo makes a pair once and keeps
// it in its data directory, so its subscriptions outlive a restart.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point (87 characters). */
  publicKey: string;
  /** base64url of the 32-byte private scalar. */
  privateKey: string;
}

export const DEMO_KEYS_FILE = 'vapid-keys.json';

/** The demo's key pair from DATA_DIR/vapid-keys.json, made and written there (readable by the owner alone) on first use. */
export function demoVapidKeys(dataDir: string): VapidKeys {
  const file = join(dataDir, DEMO_KEYS_FILE);
  if (existsSync(file)) {
    const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
    return { publicKey, privateKey };
  }
  const keys = webPush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
  return keys;
}

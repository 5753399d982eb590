// How reading the Fio account starts, from the settings server.ts reads (FIO_TOKEN, FIO_API_URL,
// FIO_STANDIN_PORT, NODE_ENV): Fio itself with a token; otherwise the stand-in outside production,
// and no reading at all in production (staff still import statement files).
import type { Log } from '../log';
import { createFioClient, type FioClient } from './fioClient';

export interface FioSettings {
  production: boolean;
  token?: string;
  apiUrl: string;
  /** Port of the stand-in (0: a free one). */
  standInPort?: number;
  log: Log;
}

/** What the server keeps of the Fio stand-in it started (dev/fioStandIn.ts), outside production. */
export interface FioStandInHandle {
  /** http://127.0.0.1:{port}: its page "Připsat platbu". */
  url: string;
  /** Where the shop's client calls it. */
  apiUrl: string;
  close(): Promise<void>;
}

export interface FioSetup {
  /** null: the account is not read (production without FIO_TOKEN). */
  client: FioClient | null;
  standIn?: FioStandInHandle;
  /** What the log says about it, once (never the token). */
  notice: string;
}

export const NO_FIO_NOTICE =
  'FIO_TOKEN is not set: bank transfers are not read from the account (staff can still upload statement files); set FIO_TOKEN to pair them by themselves.';

export async function setUpFio(settings: FioSettings): Promise<FioSetup> {
  if (settings.token)
    return { client: createFioClient({ token: settings.token, apiUrl: settings.apiUrl }), notice: `Bank transfers read from Fio at ${settings.apiUrl}.` };
  if (settings.production) return { client: null, notice: NO_FIO_NOTICE };
  // Loaded only here, by a dynamic import, so the production server never loads the stand-in's code.
  const { startFioStandIn } = await import('../../../dev/fioStandIn');
  const standIn = await startFioStandIn({ port: settings.standInPort ?? 0 });
  return {
    client: createFioClient({ token: standIn.token, apiUrl: standIn.apiUrl }),
    standIn,
    notice: `No FIO_TOKEN: bank transfers are read from the Fio stand-in at ${standIn.url} (its page "Připsat platbu" books a transfer; no money moves).`,
  };
}

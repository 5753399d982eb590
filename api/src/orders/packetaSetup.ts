// How the Packeta hand-over starts, from the settings server.ts reads (PACKETA_API_URL,
// PACKETA_API_PASSWORD, PACKETA_ESHOP, NODE_ENV): Packeta itself when a password is set; otherwise
// the stand-in outside production, and no hand-over at all in production.
import { createPacketaClient, PACKETA_API_URL, type PacketaClient } from './packeta';

export interface PacketaSettings {
  production: boolean;
  apiUrl?: string;
  apiPassword?: string;
  eshop?: string;
}

/** What the server keeps of the Packeta stand-in it started (dev/packetaStandIn.ts), outside production. */
export interface PacketaStandInHandle {
  /** The REST endpoint the client calls. */
  url: string;
  apiPassword: string;
  close(): Promise<void>;
}

export interface PacketaSetup {
  /** null: handing parcels to Packeta answers 503 with a clear message. */
  packeta: PacketaClient | null;
  standIn?: PacketaStandInHandle;
  /** What the log says about the hand-over (never the password). */
  notice: string;
}

export const NO_PACKETA_NOTICE = 'PACKETA_API_PASSWORD is not set: parcels cannot be handed to Packeta (the shop answers 503); set it to hand them over.';

export async function setUpPacketa(settings: PacketaSettings): Promise<PacketaSetup> {
  const { production, apiPassword, eshop } = settings;
  if (apiPassword) {
    const url = settings.apiUrl ?? PACKETA_API_URL;
    return { packeta: createPacketaClient({ url, apiPassword, eshop }), notice: `Parcels are handed to Packeta at ${url}.` };
  }
  if (production) return { packeta: null, notice: NO_PACKETA_NOTICE };
  // Loaded only here, by a dynamic import, so the production server never loads the stand-in's code.
  const { startPacketaStandIn } = await import('../../../dev/packetaStandIn');
  const standIn = await startPacketaStandIn();
  return {
    packeta: createPacketaClient({ url: standIn.url, apiPassword: standIn.apiPassword, eshop }),
    standIn,
    notice: `No PACKETA_API_PASSWORD: parcels are handed to the Packeta stand-in at ${standIn.url} (no parcel leaves).`,
  };
}

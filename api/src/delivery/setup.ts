// Where the pickup points come from, from the settings server.ts reads (PACKETA_API_KEY,
// PACKETA_BRANCH_EXPORT_URL, BALIKOVNA_EXPORT_URL, NODE_ENV): the carriers' exports; outside
// production with neither a key nor an export URL set, the demo's sample on a loopback stand-in.
import type { DeliverySettings } from '../settings';
import type { PointSources } from './carrierExports';

export interface PointSourceSetup {
  sources: PointSources;
  /** Running only in development and tests without a key. */
  standIn?: { url: string; close(): Promise<void> };
  notice: string;
}

/** Packeta's export addresses for an API key, under the export's base address. */
export const packetaSources = (base: string, apiKey: string): PointSources['packeta'] => ({
  branchUrl: `${base}/${encodeURIComponent(apiKey)}/branch/json?lang=cs`,
  boxUrl: `${base}/${encodeURIComponent(apiKey)}/box/json?lang=cs`,
});

export async function setUpPointSources(production: boolean, settings: DeliverySettings): Promise<PointSourceSetup> {
  if (production || settings.packetaApiKey || settings.exportUrlsSet) {
    const { packetaApiKey, packetaUnavailable } = settings;
    return {
      sources: {
        ...(packetaApiKey && !packetaUnavailable && { packeta: packetaSources(settings.packetaExportUrl, packetaApiKey) }),
        balikovna: { url: settings.balikovnaExportUrl },
      },
      notice:
        packetaUnavailable ??
        (packetaApiKey ? 'Pickup points from Packeta’s and Česká pošta’s exports.' : 'No PACKETA_API_KEY: Packeta’s points are not downloaded.'),
    };
  }
  // Loaded only here, by a dynamic import, so the production server never loads the stand-in's code.
  const { startCarrierExports } = await import('../../../dev/carrierExports');
  const standIn = await startCarrierExports();
  return { sources: standIn.sources(), standIn, notice: `No PACKETA_API_KEY: pickup points come from the sample exports at ${standIn.url}.` };
}

// The shop's one way to Packeta (Zásilkovna): its REST/XML API, one POST of an XML document whose
// root names the method, answered <response><status>ok|fault</status>…</response>. Pointed at
// Packeta in production and at the stand-in on 127.0.0.1 (dev/packetaStandIn.ts) in the demo and tests.
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { ProviderFailed } from '../domainErrors';

/** Packeta's REST endpoint (docs.packeta.com, "Packeta API"). */
export const PACKETA_API_URL = 'https://www.zasilkovna.cz/api/rest';

/** The label formats of packetLabelPdf and packetsLabelsPdf that the shop prints. */
export type PacketaLabelFormat = 'A6 on A6' | 'A6 on A4';

/** createPacket's PacketAttributes, the fields the shop sends (money in Kč, weight in kg). */
export interface PacketAttributes {
  /** The order number. */
  number: string;
  name: string;
  surname: string;
  email: string;
  phone?: string;
  /** The pickup point's id. */
  addressId: string;
  value: number;
  /** Cash on delivery, for an order paid in cash at the point. */
  cod?: number;
  currency: 'CZK';
  weight: number;
}

export interface PacketIdDetail {
  id: string;
  /** 'Z' and the packet id's digits: what the label's barcode and the tracking page show. */
  barcode: string;
  barcodeText: string;
}

export interface PacketStatusRecord {
  statusCode: number;
  codeText: string;
  statusText: string;
}

/** Packeta's tracking page of a packet, in Czech (docs.packeta.com, "Tracking"). */
export const packetaTrackingUrl = (barcode: string) => `https://tracking.packeta.com/cs/?id=${encodeURIComponent(barcode)}`;

/** packetStatus's statusCode of a packet the customer picked up at the point. */
export const PACKET_DELIVERED = 7;

/** Packeta refused the call or did not answer; the message is for staff, in Czech. */
export class PacketaFailed extends ProviderFailed {
  constructor(
    message: string,
    /** Packeta's fault name, or 'timeout', 'unavailable', 'unreadable'. */
    readonly fault: string,
  ) {
    super(message);
  }
}

export interface PacketaClient {
  createPacket(attributes: PacketAttributes): Promise<PacketIdDetail>;
  packetLabelPdf(packetId: string, format: PacketaLabelFormat): Promise<Uint8Array>;
  packetsLabelsPdf(packetIds: string[], format: PacketaLabelFormat): Promise<Uint8Array>;
  packetStatus(packetId: string): Promise<PacketStatusRecord>;
}

export interface PacketaClientOptions {
  url: string;
  apiPassword: string;
  /** The sender's indication from Packeta's client section (PACKETA_ESHOP), sent with every packet when set. */
  eshop?: string;
  /** How long one call may take (default 20 s); a batch of labels gets 5 s more per label, as Packeta advises. */
  timeoutMs?: number;
}

/** The fields of PacketAttributes in Czech, for a refusal staff can act on. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  number: 'číslo objednávky',
  name: 'jméno',
  surname: 'příjmení',
  email: 'e-mail',
  phone: 'telefon',
  addressId: 'výdejní místo',
  value: 'hodnota zásilky',
  cod: 'dobírka',
  currency: 'měna',
  weight: 'hmotnost',
  eshop: 'odesílatel (eshop)',
};

export const packetaMessages = {
  wrongPassword: 'Zásilkovna odmítla heslo k API. Zkontrolujte prosím nastavení PACKETA_API_PASSWORD.',
  attributes: (faults: string[]) => `Zásilkovna odmítla údaje zásilky: ${faults.join('; ')}.`,
  unknownPacket: 'Zásilkovna tuto zásilku nezná.',
  unknownPackets: (ids: string[]) => `Zásilkovna nezná tyto zásilky: ${ids.join(', ')}.`,
  otherFault: (fault: string, text: string) => `Zásilkovna odpověděla chybou ${fault}${text ? `: ${text}` : ''}.`,
  createTimeout:
    'Zásilkovna neodpověděla včas. Než objednávku předáte znovu, ověřte prosím v klientské sekci Zásilkovny, zda zásilka s tímto číslem objednávky nevznikla.',
  timeout: 'Zásilkovna neodpověděla včas. Zkuste to prosím znovu.',
  unavailable: (status: string) => `Zásilkovna je nedostupná (${status}). Zkuste to prosím později.`,
  unreadable: 'Zásilkovna odpověděla nesrozumitelně. Zkuste to prosím později.',
} as const;

const builder = new XMLBuilder({ format: false });
// Packeta's answers as plain strings (ids keep their leading zeros); entities are expanded only for the five of XML itself.
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: true, htmlEntities: false });

/** A list that fast-xml-parser gives as one value when it has one element. */
const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

interface Answer {
  status?: string;
  result?: unknown;
  fault?: string;
  string?: string;
  detail?: { attributes?: { fault?: { name?: string; fault?: string } | { name?: string; fault?: string }[] }; ids?: { id?: string | string[] } };
}

/** A fault answer as the Czech message staff see. */
function faultMessage(answer: Answer): string {
  const fault = answer.fault ?? '';
  switch (fault) {
    case 'IncorrectApiPasswordFault':
      return packetaMessages.wrongPassword;
    case 'PacketAttributesFault': {
      const faults = listOf(answer.detail?.attributes?.fault).map((f) => `${ATTRIBUTE_NAMES[f.name ?? ''] ?? f.name ?? '?'} (${f.fault ?? ''})`);
      return packetaMessages.attributes(faults.length ? faults : [answer.string ?? '']);
    }
    case 'PacketIdFault':
      return packetaMessages.unknownPacket;
    case 'PacketIdsFault':
      return packetaMessages.unknownPackets(listOf(answer.detail?.ids?.id));
    default:
      return packetaMessages.otherFault(fault || 'bez názvu', answer.string ?? '');
  }
}

/** The Packeta client over `fetch`. Reads (labels, status) are tried twice on an outage; createPacket never, since a lost answer may have created the packet. */
export function createPacketaClient({ url, apiPassword, eshop, timeoutMs = 20_000 }: PacketaClientOptions): PacketaClient {
  async function once(method: string, args: Record<string, unknown>, timeout: number, timeoutMessage: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8' },
        body: `<?xml version="1.0" encoding="utf-8"?>${builder.build({ [method]: { apiPassword, ...args } }) as string}`,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new PacketaFailed(timeoutMessage, 'timeout');
      throw new PacketaFailed(packetaMessages.unavailable((error as Error).message), 'unavailable');
    }
    const text = await response.text().catch(() => '');
    let answer: Answer | undefined;
    try {
      answer = (parser.parse(text) as { response?: Answer }).response;
    } catch {
      answer = undefined;
    }
    if (answer?.status === 'ok') return answer.result;
    if (answer?.status === 'fault') throw new PacketaFailed(faultMessage(answer), answer.fault ?? '');
    if (!response.ok) throw new PacketaFailed(packetaMessages.unavailable(`HTTP ${response.status}`), 'unavailable');
    throw new PacketaFailed(packetaMessages.unreadable, 'unreadable');
  }

  /** A call that changes nothing at Packeta, so an outage is tried once more. */
  async function read(method: string, args: Record<string, unknown>, timeout = timeoutMs): Promise<unknown> {
    try {
      return await once(method, args, timeout, packetaMessages.timeout);
    } catch (error) {
      if (error instanceof PacketaFailed && (error.fault === 'timeout' || error.fault === 'unavailable'))
        return once(method, args, timeout, packetaMessages.timeout);
      throw error;
    }
  }

  const pdfOf = (result: unknown): Uint8Array => {
    const bytes = typeof result === 'string' ? Buffer.from(result, 'base64') : Buffer.alloc(0);
    if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new PacketaFailed(packetaMessages.unreadable, 'unreadable');
    return new Uint8Array(bytes);
  };

  return {
    async createPacket(attributes) {
      const packetAttributes = Object.fromEntries(Object.entries({ ...attributes, eshop }).filter(([, value]) => value !== undefined && value !== ''));
      const result = (await once('createPacket', { packetAttributes }, timeoutMs, packetaMessages.createTimeout)) as Partial<PacketIdDetail> | undefined;
      if (!result?.id || !result.barcode) throw new PacketaFailed(packetaMessages.unreadable, 'unreadable');
      return { id: result.id, barcode: result.barcode, barcodeText: result.barcodeText ?? result.barcode };
    },
    async packetLabelPdf(packetId, format) {
      return pdfOf(await read('packetLabelPdf', { packetId, format, offset: 0 }));
    },
    async packetsLabelsPdf(packetIds, format) {
      return pdfOf(await read('packetsLabelsPdf', { packetIds: { id: packetIds }, format, offset: 0 }, timeoutMs + 5_000 * packetIds.length));
    },
    async packetStatus(packetId) {
      const result = (await read('packetStatus', { packetId })) as { statusCode?: string; codeText?: string; statusText?: string } | undefined;
      const statusCode = Number(result?.statusCode);
      if (!Number.isInteger(statusCode)) throw new PacketaFailed(packetaMessages.unreadable, 'unreadable');
      return { statusCode, codeText: result?.codeText ?? '', statusText: result?.statusText ?? '' };
    },
  };
}

// A Packeta-compatible stand-in for the demo and the tests: a small HTTP server on 127.0.0.1 that
// speaks Packeta's REST/XML API (docs.packeta.com) for the four calls the shop makes: createPacket,
// packetLabelPdf, packetsLabelsPdf and packetStatus. It answers faults as Packeta does (a wrong
// password, an unknown point, missing fields, unknown packets, an unknown label format) and renders
// real label PDFs. It never runs in production: the server loads it only outside production, by a
// dynamic import (api/src/orders/packetaSetup.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import PDFDocument from 'pdfkit';
import type { PacketaStandInHandle } from '../api/src/orders/packetaSetup';

/** A packet as the stand-in keeps it: createPacket's attributes and its current status. */
export interface StandInPacket {
  id: string;
  barcode: string;
  attributes: Record<string, string>;
  statusCode: number;
}

/** How the stand-in fails on purpose: 'unavailable' answers HTTP 503, 'hang' never answers until the outage ends. */
export type StandInOutage = 'unavailable' | 'hang' | null;

export interface PacketaStandInOptions {
  /** 0 (default): a free port. */
  port?: number;
  /** The password the shop must send; a fixed demo one by default. */
  apiPassword?: string;
  /** The pickup points Packeta knows; any whole number when not given (the demo). */
  pointIds?: Iterable<string>;
}

export interface PacketaStandIn extends PacketaStandInHandle {
  port: number;
  /** Every packet created, by id. */
  packets: Map<string, StandInPacket>;
  /** The method of every call received, in order. */
  calls: string[];
  /** Switches a failure on, or off with null (a hanging call then answers as usual). */
  setOutage(outage: StandInOutage): void;
  /** Holds every createPacket answer until release() (tests of concurrent hand-overs). */
  holdCreates(): { release(): void };
  /** Resolves once `count` calls of `method` have arrived. */
  whenCalled(method: string, count?: number): Promise<void>;
  /** Sets a packet's status as Packeta's tracking would (7: picked up by the customer). */
  setStatus(packetId: string, statusCode: number): void;
}

export const STAND_IN_PASSWORD = 'standin0123456789abcdef0123456789';

/** Packeta's tracking status codes and their codeText (docs.packeta.com, "Status codes"). */
const STATUS_TEXTS: Record<number, [string, string]> = {
  1: ['received data', 'Internetový obchod předal informace o zásilce.'],
  2: ['arrived', 'Zásilka byla přijata na pobočce.'],
  5: ['ready for pickup', 'Zásilka byla přijata na cílovém výdejním místě.'],
  7: ['delivered', 'Zásilka byla vydána.'],
  10: ['returned', 'Zásilka byla vrácena odesílateli.'],
  11: ['cancelled', 'Zásilka byla zrušena.'],
};

const LABEL_FORMATS = new Set(['A6 on A6', 'A6 on A4']);
const A6: [number, number] = [297.64, 419.53];
const A4: [number, number] = [595.28, 841.89];

const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, trimValues: true, processEntities: true, htmlEntities: false });
const builder = new XMLBuilder({ format: false });

class Fault extends Error {
  constructor(
    readonly fault: string,
    message: string,
    readonly detail?: unknown,
  ) {
    super(message);
  }
}

const answer = (res: ServerResponse, response: unknown) => {
  res.writeHead(200, { 'Content-Type': 'text/xml; charset=utf-8' });
  res.end(`<?xml version="1.0" encoding="utf-8"?>\n${builder.build({ response }) as string}`);
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const listOf = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** 'Z 123 4567 890', as Packeta prints a barcode for people. */
const barcodeText = (id: string) => `Z ${id.slice(0, 3)} ${id.slice(3, 7)} ${id.slice(7)}`;

const fontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const boldFontFile = createRequire(import.meta.url).resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** One A6 label at (x, y): the carrier, the barcode in words, the recipient, the point, the order and its cash on delivery. */
function drawLabel(doc: PDFKit.PDFDocument, packet: StandInPacket, x: number, y: number): void {
  const [width, height] = A6;
  const a = packet.attributes;
  const inner = width - 32;
  doc
    .lineWidth(1)
    .rect(x + 8, y + 8, width - 16, height - 16)
    .stroke('#000000');
  doc.rect(x + 8, y + 8, width - 16, 36).fill('#ba1b02');
  doc
    .font('bold')
    .fontSize(16)
    .fillColor('#ffffff')
    .text('Zásilkovna', x + 16, y + 18, { width: inner });
  doc
    .fillColor('#000000')
    .font('bold')
    .fontSize(22)
    .text(barcodeText(packet.id), x + 16, y + 58, { width: inner, align: 'center' });
  doc
    .font('regular')
    .fontSize(9)
    .text(packet.barcode, x + 16, y + 86, { width: inner, align: 'center' });
  const rows: [string, string][] = [
    ['Příjemce', `${text(a.name)} ${text(a.surname)}`],
    ['Výdejní místo', text(a.addressId)],
    ['Objednávka', text(a.number)],
    ['Dobírka', a.cod ? `${text(a.cod)} ${text(a.currency) || 'CZK'}` : '—'],
    ['Hmotnost', `${text(a.weight)} kg`],
    ['Odesílatel', text(a.eshop) || '—'],
  ];
  let rowY = y + 112;
  for (const [label, value] of rows) {
    doc
      .font('regular')
      .fontSize(9)
      .fillColor('#555555')
      .text(label, x + 16, rowY, { width: inner });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor('#000000')
      .text(value, x + 16, rowY + 11, { width: inner });
    rowY += 42;
  }
}

/** The labels of `packets` as a PDF: one A6 page each, or four A6 labels on each A4 sheet. */
function labelsPdf(packets: StandInPacket[], format: string): Promise<Buffer> {
  const onA4 = format === 'A6 on A4';
  const doc = new PDFDocument({ size: onA4 ? A4 : A6, margin: 0, autoFirstPage: false, info: { Title: 'Štítky Zásilkovny' } });
  doc.registerFont('regular', fontFile);
  doc.registerFont('bold', boldFontFile);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  packets.forEach((packet, index) => {
    const slot = onA4 ? index % 4 : 0;
    if (slot === 0) doc.addPage();
    drawLabel(doc, packet, (slot % 2) * A6[0], Math.floor(slot / 2) * A6[1]);
  });
  doc.end();
  return done;
}

const REQUIRED_ATTRIBUTES = ['number', 'name', 'surname', 'addressId', 'value', 'weight'];

export async function startPacketaStandIn(options: PacketaStandInOptions = {}): Promise<PacketaStandIn> {
  const apiPassword = options.apiPassword ?? STAND_IN_PASSWORD;
  const pointIds = options.pointIds ? new Set(options.pointIds) : undefined;
  const packets = new Map<string, StandInPacket>();
  const calls: string[] = [];
  const waiters: { method: string; count: number; resolve: () => void }[] = [];
  let held: Promise<void> | undefined;
  let outage: StandInOutage = null;
  const hanging: (() => void)[] = [];
  const endHanging = () => hanging.splice(0).forEach((resume) => resume());
  let nextId = 1_000_000_000 + Math.floor(Math.random() * 1_000_000_000);

  const isKnownPoint = (id: string) => (pointIds ? pointIds.has(id) : /^\d{1,10}$/.test(id));
  const packetOf = (id: string) => packets.get(id.replace(/^Z/i, ''));

  function createPacket(attributes: Record<string, unknown>): unknown {
    const a = Object.fromEntries(Object.entries(attributes).map(([key, value]) => [key, text(value)]));
    const faults: { name: string; fault: string }[] = [];
    for (const name of REQUIRED_ATTRIBUTES) if (!a[name]) faults.push({ name, fault: 'This field is required.' });
    if (!a.email && !a.phone) faults.push({ name: 'email', fault: 'Either email or phone is required.' });
    if (a.addressId && !isKnownPoint(a.addressId)) faults.push({ name: 'addressId', fault: 'Unknown addressId.' });
    for (const name of ['value', 'weight', 'cod']) {
      if (a[name] && !(Number(a[name]) > 0)) faults.push({ name, fault: 'Must be a positive number.' });
    }
    if (faults.length) throw new Fault('PacketAttributesFault', 'Invalid packet attributes', { attributes: { fault: faults } });
    const id = String(nextId++);
    const packet: StandInPacket = { id, barcode: `Z${id}`, attributes: a, statusCode: 1 };
    packets.set(id, packet);
    return { id, barcode: packet.barcode, barcodeText: barcodeText(id) };
  }

  function labelFormat(format: unknown): string {
    if (!LABEL_FORMATS.has(text(format))) throw new Fault('UnknownLabelFormatFault', 'Unknown label format.');
    return text(format);
  }

  async function call(method: string, args: Record<string, unknown>): Promise<unknown> {
    if (text(args.apiPassword) !== apiPassword) throw new Fault('IncorrectApiPasswordFault', 'Incorrect API password.');
    switch (method) {
      case 'createPacket':
        await held;
        return createPacket((args.packetAttributes ?? {}) as Record<string, unknown>);
      case 'packetLabelPdf': {
        const format = labelFormat(args.format);
        const packet = packetOf(text(args.packetId));
        if (!packet) throw new Fault('PacketIdFault', 'Packet id is not valid.');
        return (await labelsPdf([packet], format)).toString('base64');
      }
      case 'packetsLabelsPdf': {
        const format = labelFormat(args.format);
        const ids = listOf((args.packetIds as { id?: unknown } | undefined)?.id).map(text);
        if (ids.length === 0) throw new Fault('NoPacketIdsFault', 'No packet ids given.');
        const unknown = ids.filter((id) => !packetOf(id));
        if (unknown.length) throw new Fault('PacketIdsFault', 'Some packet ids are not valid.', { ids: { id: unknown } });
        return (
          await labelsPdf(
            ids.map((id) => packetOf(id)!),
            format,
          )
        ).toString('base64');
      }
      case 'packetStatus': {
        const packet = packetOf(text(args.packetId));
        if (!packet) throw new Fault('PacketIdFault', 'Packet id is not valid.');
        const [codeText, statusText] = STATUS_TEXTS[packet.statusCode] ?? ['unknown', 'Neznámý stav zásilky.'];
        return { dateTime: new Date().toISOString().slice(0, 19), statusCode: String(packet.statusCode), codeText, statusText };
      }
      default:
        throw new Fault('UnknownMethodFault', `Unknown method ${method}.`);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const document = parser.parse(body) as Record<string, Record<string, unknown>>;
    const method = Object.keys(document).find((key) => key !== '?xml') ?? '';
    calls.push(method);
    for (const waiter of waiters.filter((w) => w.method === method && calls.filter((m) => m === method).length >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
    if (outage === 'hang') await new Promise<void>((resolve) => hanging.push(resolve));
    if (outage === 'unavailable') {
      res.writeHead(503, { 'Content-Type': 'text/html' });
      return void res.end('<html><body>Service Unavailable</body></html>');
    }
    try {
      answer(res, { status: 'ok', result: await call(method, typeof document[method] === 'object' ? document[method] : {}) });
    } catch (error) {
      if (!(error instanceof Fault)) throw error;
      answer(res, { status: 'fault', fault: error.fault, string: error.message, detail: error.detail ?? '' });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const standIn: PacketaStandIn = {
    url: `http://127.0.0.1:${port}/api/rest`,
    port,
    apiPassword,
    packets,
    calls,
    setOutage(kind) {
      outage = kind;
      if (kind !== 'hang') endHanging();
    },
    holdCreates() {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return {
        release: () => {
          held = undefined;
          release();
        },
      };
    },
    whenCalled(method, count = 1) {
      if (calls.filter((m) => m === method).length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ method, count, resolve }));
    },
    setStatus(packetId, statusCode) {
      const packet = packetOf(packetId);
      if (!packet) throw new Error(`The stand-in has no packet ${packetId}`);
      packet.statusCode = statusCode;
    },
    close: () =>
      new Promise<void>((resolve) => {
        endHanging();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return standIn;
}

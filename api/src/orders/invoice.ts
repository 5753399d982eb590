// The invoice of an order as a PDF (pdfkit), attached to the confirmation mail, and the credit note
// that corrects it once the order is cancelled (the same layout, negative amounts, the invoice it
// corrects and why). Set in DejaVu Sans, a TrueType font with every Czech letter (pdfkit's built-in
// fonts have none of ě, š, č, ř, ž, ů).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Seller } from '../config';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { domesticAccountOf } from '@contract/spayd';
import { POSTAGE_TO_BE_INVOICED, VAT_NOTE } from '@contract/checkout/pricing';
import { deliveryLines } from '@contract/delivery';
import { bankTransferOf, printedIban, whyNoTransfer } from './bankTransfer';
import { formatDate, formatHalere, formatPrice } from '@contract/format';
import { billingOf, type CreditNoteFacts, documentLines, documentTotals, invoiceNumberOf, paymentDueAt } from './taxDocument';

/** A font as pdfkit's font engine (fontkit) holds it once parsed; pdfkit takes it wherever a font file goes. */
interface ParsedFont {
  glyphsForString(text: string): unknown[];
}
/** The parsed font where pdfkit's types expect a font file (they do not know parsed fonts yet). */
const asFontSource = (font: ParsedFont) => font as unknown as string & Buffer;

/** Every character the invoices print: ASCII, Latin-1 and Latin Extended-A (all Czech and Slovak letters), typographic punctuation. */
const PRINTED_CHARACTERS = Array.from({ length: 0x17f - 0x20 + 1 }, (_, i) => String.fromCodePoint(0x20 + i)).join('') + '\u2009\u202f–—‘’‚“”„…•€№';

let fonts: { regular: ParsedFont; bold: ParsedFont } | undefined;
/**
 * DejaVu Sans from the dejavu-fonts-ttf package, parsed once and shared by every invoice. pdfkit
 * accepts an already-parsed fontkit font (pdfkit 0.17+); parsing it for every document re-reads the
 * glyph and layout tables, about half of an invoice's CPU time. Each document still embeds its own
 * subset. fontkit is pdfkit's dependency, not ours, so the parsed font is taken from pdfkit.
 *
 * fontkit caches a glyph with the code points of its first use, and pdfkit builds the PDF's text
 * layer (ToUnicode) from them. Laying out `č` first decomposes it and caches a plain `c` with no code
 * point, so every `c` of a later invoice would vanish from the extracted text. Asking for every
 * printed character once, before any layout, caches each glyph with its own code point.
 */
function dejaVu() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const probe = new PDFDocument();
    const parse = (file: string): ParsedFont => {
      probe.font(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));
      const font = (probe as unknown as { _font: { font: ParsedFont } })._font.font;
      font.glyphsForString(PRINTED_CHARACTERS);
      return font;
    };
    fonts = { regular: parse('DejaVuSans.ttf'), bold: parse('DejaVuSans-Bold.ttf') };
    probe.end();
  }
  return fonts;
}

/**
 * Draws the QR code of `text` as vector squares (error correction M, quiet zone of 4 modules, as
 * QR Platba asks), `size` points wide with the quiet zone: sharp at any zoom and print, and much
 * cheaper than encoding a PNG and decoding it again.
 */
function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = size / (modules.size + 2 * quiet);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fillColor('#000000').fill();
}

/** A date as printed: `8. 12. 2026` with non-breaking spaces, so a line never ends inside it. */
const printedDate = (at: Date | string) => formatDate(at).replace(/ /g, '\u00a0');

interface Party {
  title: string;
  lines: string[];
}

function buyerOf(order: OrderJson): Party[] {
  const a = order.shippingAddress;
  const delivery = [a.name, a.address, `${a.postalCode} ${a.city}`, a.country, ...(a.phone ? [`Tel.: ${a.phone}`] : [])];
  const billing = billingOf(order);
  if (!billing.isCompany) return [{ title: 'Odběratel', lines: [...delivery, `E-mail: ${order.email}`] }];
  return [
    {
      title: 'Odběratel',
      lines: [
        billing.name,
        billing.address,
        `${billing.postalCode} ${billing.city}`,
        billing.country,
        ...(billing.ico ? [`IČO: ${billing.ico}`] : []),
        `E-mail: ${order.email}`,
      ],
    },
    { title: 'Dodací adresa', lines: delivery },
  ];
}

/** An A4 document set in DejaVu Sans (registered as 'Sans' and 'Sans-Bold'), and its bytes once it has ended. */
export function a4Document(info: PDFKit.DocumentInfo, options: Pick<PDFKit.PDFDocumentOptions, 'autoFirstPage'> = {}) {
  const { regular, bold } = dejaVu();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    font: asFontSource(regular), // instead of the default Helvetica, whose metrics pdfkit would load for every document
    info,
    ...options,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('Sans', asFontSource(regular));
  doc.registerFont('Sans-Bold', asFontSource(bold));
  return { doc, finished };
}

/**
 * The invoice of `order` issued by `seller`, as PDF bytes (the invoice number is the order number),
 * or with `creditNote` the credit note that corrects it.
 */
export async function renderInvoice(order: OrderJson, seller: Seller, creditNote?: CreditNoteFacts): Promise<Buffer> {
  const title = creditNote ? `Opravný daňový doklad ${creditNote.number}` : `Faktura ${order.orderNumber}`;
  const { doc, finished } = a4Document({ Title: title, Author: seller.name, Subject: `Objednávka ${order.orderNumber}` });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.moveDown(0.4);
  };

  // ——— heading ———
  doc
    .font('Sans-Bold')
    .fontSize(20)
    .fillColor('#000000')
    .text(creditNote ? `Opravný daňový doklad č. ${creditNote.number}` : `Faktura č. ${order.orderNumber}`, left, doc.y);
  doc.moveDown(0.3);
  const bankTransfer = order.paymentMethod === PAYMENT_METHODS.bankTransfer;
  const issuedAt = creditNote?.createdAt ?? order.createdAt;
  // The dates on the left and the numbers on the right, one fact a line.
  const dates = [
    `Datum vystavení: ${printedDate(issuedAt)}`,
    `Datum uskutečnění plnění: ${printedDate(issuedAt)}`,
    ...(bankTransfer && !order.isPaid && !creditNote ? [`Datum splatnosti: ${printedDate(paymentDueAt(order))}`] : []),
  ];
  const numbers = [`Variabilní symbol: ${order.orderNumber}`, `Objednávka č. ${order.orderNumber}`];
  const factsTop = doc.y;
  doc
    .font('Sans')
    .fontSize(9.5)
    .text(dates.join('\n'), left, factsTop, { width: width / 2 });
  const datesBottom = doc.y;
  doc.text(numbers.join('\n'), left + width / 2, factsTop, { width: width / 2 });
  doc.x = left;
  doc.y = Math.max(datesBottom, doc.y);
  if (creditNote) {
    doc.moveDown(0.4);
    const corrected = `Opravuje fakturu č. ${invoiceNumberOf(order)} ze dne ${printedDate(order.createdAt)}.`;
    doc.text(`${corrected}\nDůvod opravy: zrušení objednávky${creditNote.reason ? ` – ${creditNote.reason}` : ''}`, left, doc.y, { width });
  }
  doc.moveDown(0.8);

  // ——— seller and buyer side by side ———
  const sellerParty: Party = {
    title: 'Dodavatel',
    lines: [seller.name, ...seller.address, `IČO: ${seller.ico}`, ...(seller.dic ? [`DIČ: ${seller.dic}`] : []), seller.email, seller.web].filter(Boolean),
  };
  const parties = [sellerParty, ...buyerOf(order)];
  const columnWidth = width / parties.length - 10;
  const top = doc.y;
  let lowest = top;
  parties.forEach((party, i) => {
    const x = left + i * (columnWidth + 10);
    doc.font('Sans-Bold').fontSize(10).text(party.title, x, top, { width: columnWidth });
    doc
      .font('Sans')
      .fontSize(9.5)
      .text(party.lines.join('\n'), x, doc.y + 2, { width: columnWidth });
    lowest = Math.max(lowest, doc.y);
  });
  doc.x = left;
  doc.y = lowest + 12;
  // The method, and the pickup point the parcel goes to, as they were.
  const [method, ...point] = deliveryLines(order.delivery);
  doc
    .font('Sans')
    .fontSize(9.5)
    .text([method, point.join(', ')].filter(Boolean).join('\n'), left, doc.y, { width });
  doc.moveDown(1);

  // ——— items ———
  const columns = [
    { title: 'Položka', width: width - 250, align: 'left' as const },
    { title: 'Množství', width: 55, align: 'right' as const },
    { title: 'Cena za ks', width: 70, align: 'right' as const },
    { title: 'Sleva', width: 45, align: 'right' as const },
    { title: 'Celkem', width: 80, align: 'right' as const },
  ];
  const row = (cells: string[], font = 'Sans') => {
    doc.font(font).fontSize(9.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width })));
    ensureRoom(height + 6);
    const y = doc.y;
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: columns[i]!.width, align: columns[i]!.align });
      x += columns[i]!.width;
    });
    doc.x = left;
    doc.y = y + height + 5;
  };
  row(
    columns.map((c) => c.title),
    'Sans-Bold',
  );
  rule();
  // Postage is an item of its own (documentLines), so the items add up to the total (and is not repeated under them).
  const lines = documentLines({ order, creditNote });
  for (const l of lines) row([l.name, `${l.qty} ks`, formatHalere(l.unitPrice), l.discount > 0 ? `${l.discount} %` : '', formatHalere(l.net)]);
  if (order.shippingToBeInvoiced) row(['Doprava', '', '', '', POSTAGE_TO_BE_INVOICED]);
  rule();

  // ——— totals ———
  const total = (label: string, value: string, font = 'Sans') => {
    ensureRoom(16);
    const y = doc.y;
    doc.font(font).fontSize(font === 'Sans' ? 9.5 : 11.5);
    doc.text(label, left, y, { width: width - 120, align: 'right' });
    doc.text(value, left + width - 120, y, { width: 120, align: 'right' });
    doc.x = left;
    doc.moveDown(0.25);
  };
  const totals = documentTotals(lines);
  total('Celkem bez DPH:', formatHalere(totals.net));
  for (const rate of totals.byRate) total(`DPH ${rate.vatPercent} %:`, formatHalere(rate.vat));
  const totalLabel = creditNote ? 'Celkem:' : order.shippingToBeInvoiced ? 'Celkem bez poštovného:' : 'Celkem k úhradě:';
  total(totalLabel, formatHalere(totals.gross), 'Sans-Bold');
  doc.moveDown(0.6);
  doc.font('Sans').fontSize(9.5).text(VAT_NOTE, left, doc.y, { width });
  doc.moveDown(0.8);

  // ——— payment ———
  ensureRoom(60);
  doc.font('Sans-Bold').fontSize(10).text('Platba', left, doc.y);
  doc.font('Sans').fontSize(9.5);
  const payment = [`Způsob platby: ${order.paymentMethod}`];
  if (creditNote) {
    payment.push(order.isPaid ? `Zaplacenou částku ${formatPrice(order.totalPrice)} Vám vrátíme.` : 'Objednávka nebyla zaplacena; nic neplaťte.');
  } else if (order.isPaid) payment.push(`Zaplaceno${order.paidAt ? ` dne ${printedDate(order.paidAt)}` : ''}. Neplaťte prosím znovu.`);
  else if (order.isCancelled) payment.push('Objednávka byla zrušena; nic neplaťte.');
  const domestic = domesticAccountOf(seller.iban);
  if (domestic && !creditNote) payment.push(`Číslo účtu: ${domestic}`);
  if (!creditNote) payment.push(`Bankovní účet (IBAN): ${printedIban(seller.iban.replace(/\s+/g, ''))}`, `Variabilní symbol: ${order.orderNumber}`);
  if (order.shippingToBeInvoiced && !creditNote) payment.push('Poštovné do zahraničí Vám oznámíme samostatnou fakturou, spolu s částkou k úhradě.');
  doc.text(payment.join('\n'), { width });

  // QR Platba for an unpaid bank transfer whose amount is known.
  if (bankTransfer && whyNoTransfer(order) === null) {
    const transfer = bankTransferOf(order, seller);
    const size = 120;
    ensureRoom(size + 30);
    doc.moveDown(0.6);
    const y = doc.y;
    drawQr(doc, transfer.spayd, left, y, size);
    doc
      .font('Sans')
      .fontSize(9)
      .text(
        `QR Platba: naskenujte kód v aplikaci své banky.\nČástka: ${formatPrice(order.totalPrice)}\nVariabilní symbol: ${transfer.variableSymbol}\nZpráva pro příjemce: ${transfer.message}`,
        left + size + 14,
        y + 10,
        { width: width - size - 14 },
      );
    doc.x = left;
    doc.y = y + size + 10;
  }

  doc.moveDown(1);
  ensureRoom(30);
  doc.font('Sans').fontSize(8).fillColor('#555555').text(`${seller.name}, IČO ${seller.ico}. Děkujeme za Váš nákup.`, left, doc.y, { width, align: 'center' });
  doc.end();
  return finished;
}

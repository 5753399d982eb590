import { type AppConfig, sellerOf } from '../config';
import type { Db } from '../db/open';
import type { MailAttachments } from '../mail/mailSender';
import { creditNoteOf } from './creditNotes';
import { invoiceRenderer } from './invoiceRenderer';
import { isdocFileName, isdocOf } from './isdoc';
import { orderById } from './orders';
import { documentNumberOf, type TaxDocument } from './taxDocument';

/**
 * An order mail's invoice, or its credit note: the PDF, rendered in a worker thread
 * (invoiceRenderer.ts), and the ISDOC beside it for the customer's accounting program.
 */
export function invoiceAttachments(db: Db, config: AppConfig): MailAttachments {
  const invoices = invoiceRenderer();
  return {
    async of(mail) {
      if (mail.attachment === null || mail.order_id === null) return [];
      const order = await orderById(db, mail.order_id);
      if (!order) throw new Error(`Objednávka ${mail.order_id} neexistuje.`);
      const creditNote = mail.attachment === 'credit_note' ? await creditNoteOf(db, order._id) : undefined;
      if (mail.attachment === 'credit_note' && !creditNote) throw new Error(`Objednávka ${order.orderNumber} nemá opravný daňový doklad.`);
      const doc: TaxDocument = { order, creditNote };
      const seller = sellerOf(config);
      const pdf = await invoices.render(order, seller, creditNote);
      const pdfName = `${creditNote ? 'opravny-doklad' : 'faktura'}-${documentNumberOf(doc)}.pdf`;
      return [
        { filename: pdfName, content: pdf, contentType: 'application/pdf' },
        { filename: isdocFileName(doc), content: Buffer.from(isdocOf(doc, seller)), contentType: 'application/xml' },
      ];
    },
    close: () => invoices.close(),
  };
}

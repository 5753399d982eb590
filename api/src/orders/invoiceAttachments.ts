import { type AppConfig, sellerOf } from '../config';
import type { Db } from '../db/open';
import type { MailAttachments } from '../mail/mailSender';
import { invoiceRenderer } from './invoiceRenderer';
import { orderById } from './orders';

/** An order mail's invoice PDF, rendered in a worker thread (invoiceRenderer.ts). */
export function invoiceAttachments(db: Db, config: AppConfig): MailAttachments {
  const invoices = invoiceRenderer();
  return {
    async of(mail) {
      if (mail.attachment !== 'invoice' || mail.order_id === null) return [];
      const order = await orderById(db, mail.order_id);
      if (!order) throw new Error(`Objednávka ${mail.order_id} neexistuje.`);
      const pdf = await invoices.render(order, sellerOf(config));
      return [{ filename: `faktura-${order.orderNumber}.pdf`, content: pdf, contentType: 'application/pdf' }];
    },
    close: () => invoices.close(),
  };
}

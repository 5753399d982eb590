// Packing slips (dodací listy, issue 31): one A4 page per order with what goes into the parcel and
// where it goes, without prices, for whoever packs it. Rendered in the invoice worker, in the
// invoice's font.
import type { Seller } from '../config';
import type { OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { deliveryLines } from '@contract/delivery';
import { formatDate } from '@contract/format';
import { a4Document } from './invoice';

/** Where the parcel goes: the pickup point, or else the delivery address. */
function destinationOf(order: OrderJson): string[] {
  const [method, ...point] = deliveryLines(order.delivery);
  const a = order.shippingAddress;
  const address = point.length ? [] : [a.address, `${a.postalCode} ${a.city}`, a.country];
  return [method!, ...point, ...address].filter(Boolean);
}

/** The packing slips of `orders`, a page each in the order given, as PDF bytes. */
export async function renderPackingSlips(orders: OrderJson[], seller: Seller): Promise<Buffer> {
  const { doc, finished } = a4Document({ Title: 'Dodací listy', Author: seller.name }, { autoFirstPage: false });

  for (const order of orders) {
    doc.addPage();
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    doc.font('Sans-Bold').fontSize(20).fillColor('#000000').text(`Dodací list – objednávka č. ${order.orderNumber}`, left, doc.y, { width });
    doc
      .font('Sans')
      .fontSize(9.5)
      .text(`Objednáno ${formatDate(order.createdAt)} · ${seller.name}`, { width });
    doc.moveDown(1);

    const top = doc.y;
    const half = width / 2 - 10;
    const a = order.shippingAddress;
    doc.font('Sans-Bold').fontSize(10).text('Příjemce', left, top, { width: half });
    doc
      .font('Sans')
      .fontSize(11)
      .text([a.name, ...(a.phone ? [`Tel.: ${a.phone}`] : []), order.email].join('\n'), left, doc.y + 2, { width: half });
    const leftBottom = doc.y;
    doc
      .font('Sans-Bold')
      .fontSize(10)
      .text('Doprava', left + width / 2, top, { width: half });
    doc
      .font('Sans')
      .fontSize(11)
      .text(destinationOf(order).join('\n'), left + width / 2, doc.y + 2, { width: half });
    doc.x = left;
    doc.y = Math.max(leftBottom, doc.y) + 8;
    const cashOnDelivery = order.paymentMethod === PAYMENT_METHODS.cash && !order.isPaid;
    doc
      .font(cashOnDelivery ? 'Sans-Bold' : 'Sans')
      .fontSize(10)
      .text(`Platba: ${order.paymentMethod}${cashOnDelivery ? ' – platí se při převzetí' : order.isPaid ? ' – zaplaceno' : ''}`, left, doc.y, { width });
    doc.moveDown(1);

    const qtyWidth = 80;
    const row = (name: string, qty: string, font: string) => {
      doc.font(font).fontSize(11);
      const height = doc.heightOfString(name, { width: width - qtyWidth });
      if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
      const y = doc.y;
      doc.text(name, left, y, { width: width - qtyWidth });
      doc.text(qty, left + width - qtyWidth, y, { width: qtyWidth, align: 'right' });
      doc.x = left;
      doc.y = y + height + 6;
    };
    row('Položka', 'Množství', 'Sans-Bold');
    doc
      .moveTo(left, doc.y - 2)
      .lineTo(left + width, doc.y - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    for (const item of order.orderItems) row(item.name, `${item.qty} ks`, 'Sans');
    row('Celkem kusů', `${order.orderItems.reduce((sum, item) => sum + item.qty, 0)} ks`, 'Sans-Bold');

    if (a.note) {
      doc.moveDown(1);
      doc.font('Sans-Bold').fontSize(10).text('Poznámka zákazníka', left, doc.y, { width });
      doc.font('Sans').fontSize(11).text(a.note, { width });
    }
  }
  doc.end();
  return finished;
}

import { sellerOf } from '../config';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { PAYMENT_DUE_DAYS, POSTAGE_TO_BE_INVOICED, VAT_NOTE } from '@contract/checkout/pricing';
import { domesticAccountOf } from '@contract/spayd';
import type { Db } from '../db/open';
import type { Deps } from '../env';
import { enqueueMail } from '../mail/outbox';
import { orderConfirmationMail } from '../mail/templates';
import { bankTransferOf, printedIban } from './bankTransfer';
import { formatDate, formatPrice } from '@contract/format';
import { unsubscribeLink } from '../accounts/newsletter';
import { deliveryLines } from '@contract/delivery';

/** Where the customer sees the order in the PWA. */
export const orderPageUrl = (publicUrl: string, orderId: number) => `${publicUrl}/order/${orderId}`;

/** The payment part of a mail about the order: how to pay it now, or that it is paid or cancelled. */
export function paymentLines(order: OrderJson, deps: Pick<Deps, 'config'>): string[] {
  const lines = [`Způsob platby: ${order.paymentMethod}`];
  if (order.isPaid) return [...lines, `Zaplaceno${order.paidAt ? ` dne ${formatDate(order.paidAt)}` : ''}. Děkujeme.`];
  if (order.isCancelled) return [...lines, 'Objednávka byla zrušena.'];
  if (order.shippingToBeInvoiced) {
    return [...lines, 'Poštovné do zahraničí Vám oznámíme fakturou, spolu s celkovou částkou k úhradě. Zatím prosím nic neplaťte.'];
  }
  switch (order.paymentMethod) {
    case PAYMENT_METHODS.bankTransfer: {
      const transfer = bankTransferOf(order, sellerOf(deps.config));
      const domestic = domesticAccountOf(transfer.iban);
      return [
        ...lines,
        `Částka: ${formatPrice(order.totalPrice)}`,
        ...(domestic ? [`Číslo účtu: ${domestic}`] : []),
        `Číslo účtu (IBAN): ${printedIban(transfer.iban)}`,
        `Variabilní symbol: ${transfer.variableSymbol}`,
        `Splatnost: ${PAYMENT_DUE_DAYS} dní. QR kód pro platbu najdete ve faktuře v příloze.`,
      ];
    }
    case PAYMENT_METHODS.cash:
      return [...lines, `Částku ${formatPrice(order.totalPrice)} zaplatíte v hotovosti při převzetí.`];
    case PAYMENT_METHODS.card:
      return [...lines, `Kartou zaplatíte ${formatPrice(order.totalPrice)} na stránce objednávky (odkaz níže).`];
    default:
      return lines;
  }
}

/**
 * Queues the order confirmation in Czech (plain text and HTML) to the address the order was placed
 * with; the sender attaches the invoice as a PDF. Call it in the transaction that causes it.
 */
export async function queueOrderConfirmation(trx: Db, config: Deps['config'], order: OrderJson, now: Date, { resent = false } = {}): Promise<void> {
  const a = order.shippingAddress;
  const summary: [string, string][] = [
    ...order.orderItems.map((i): [string, string] => [`${i.qty} × ${i.name}${i.discount > 0 ? ` (sleva ${i.discount} %)` : ''}`, formatPrice(i.price * i.qty)]),
    [`Poštovné a balné (${order.delivery.name})`, order.shippingToBeInvoiced ? POSTAGE_TO_BE_INVOICED : formatPrice(order.shippingPrice)],
    [order.shippingToBeInvoiced ? 'Celkem bez poštovného' : 'Celkem k úhradě', formatPrice(order.totalPrice)],
  ];
  const content = orderConfirmationMail({
    customerName: order.name,
    orderNumber: order.orderNumber,
    orderUrl: orderPageUrl(config.publicUrl, order._id),
    summary,
    delivery: [
      ...deliveryLines(order.delivery),
      a.name,
      a.address,
      `${a.postalCode} ${a.city}`,
      a.country,
      ...(a.phone ? [`Tel.: ${a.phone}`] : []),
      ...(a.note ? [`Poznámka: ${a.note}`] : []),
    ],
    payment: paymentLines(order, { config }),
    vatNote: VAT_NOTE,
    resent,
    unsubscribeUrl: await unsubscribeLink(trx, config.publicUrl, order.email),
  });
  await enqueueMail(trx, { to: order.email, ...content, orderId: order._id, attachment: 'invoice' }, now);
}

/** The confirmation again, on the customer's asking, queued in a transaction of its own. */
export const resendOrderConfirmation = (db: Db, config: Deps['config'], order: OrderJson, now: Date) =>
  db.transaction().execute((trx) => queueOrderConfirmation(trx, config, order, now, { resent: true }));

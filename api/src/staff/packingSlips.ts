// Packing slips of several orders in one PDF (issue 31), rendered in the invoice worker.
import { deskMessages } from '@contract/admin/orderDesk';
import { type AppConfig, sellerOf } from '../config';
import type { Db } from '../db/open';
import { NotFound } from '../domainErrors';
import { type InvoiceRenderer, invoiceRenderer } from '../orders/invoiceRenderer';
import { ordersByIds } from '../orders/orders';

let renderer: InvoiceRenderer | undefined;

/** The packing slips of these orders, a page each in the order given; 404 naming the ids without an order. */
export async function packingSlipsOf(db: Db, config: AppConfig, orderIds: number[]): Promise<Buffer> {
  const orders = await ordersByIds(db, orderIds);
  const missing = orderIds.filter((id) => !orders.some((order) => order._id === id));
  if (missing.length) throw new NotFound(deskMessages.ordersNotFound(missing));
  renderer ??= invoiceRenderer();
  return renderer.renderPackingSlips(orders, sellerOf(config));
}

import { Hono } from 'hono';
import { sellerOf } from '../config';
import { checkoutMessages } from '@contract/checkout/messages';
import { idempotencyKeySchema, orderBody } from '@contract/checkout/orderBody';
import type { AppEnv } from '../env';
import { requireAdmin, requireUser } from '../http/auth';
import { InvalidInput } from '../domainErrors';
import { idParam, validated } from '../http/validation';
import { paymentQrOf } from './bankTransfer';
import { isdocFileName, isdocOf } from './isdoc';
import { resendOrderConfirmation } from './orderConfirmation';
import { withMails } from './orderMails';
import { allOrders, OrderRefused, orderFor, ordersOf, placeOrder } from './orders';
import { withParcelHandovers } from './parcels';

const orderId = idParam('Neplatné ID objednávky');

/** The idempotency key of a submission: the Idempotency-Key header and/or the body's idempotencyKey (equal if both). */
function idempotencyKeyOf(header: string | undefined, body: string | undefined): string | undefined {
  if (header === undefined) return body;
  const parsed = idempotencyKeySchema.safeParse(header.trim());
  if (!parsed.success) throw new InvalidInput(checkoutMessages.badIdempotencyKey);
  if (body !== undefined && body !== parsed.data) throw new InvalidInput('Klíč Idempotency-Key v hlavičce a v těle požadavku se liší.');
  return parsed.data;
}

/** POST /api/orders: places an order; mounted also at the spec's /api/orders/ (with the slash). */
export const orderSubmission = new Hono<AppEnv>().post('/', requireUser, validated('json', orderBody), async (c) => {
  const input = c.req.valid('json');
  const key = idempotencyKeyOf(c.req.header('Idempotency-Key'), input.idempotencyKey);
  try {
    const { order, created } = await placeOrder(c.var, c.var.user, input, key, c.var.now());
    return c.json(order, created ? 201 : 200);
  } catch (error) {
    // Answered here rather than by errorAnswer, so the route's type (and the typed client's) carries the 409.
    if (error instanceof OrderRefused) return c.json(error.answer, 409);
    throw error;
  }
});

/** /api/orders: placing an order, the customer's own orders, all orders for administrators, the confirmation mail, the invoice's ISDOC and QR Platba. */
export const orders = new Hono<AppEnv>()
  .route('/', orderSubmission)
  .get('/myorders', requireUser, async (c) => c.json(await ordersOf(c.var.db, c.var.user.id)))
  .get('/', requireAdmin, async (c) => c.json(await withParcelHandovers(c.var.db, await allOrders(c.var.db))))
  .get('/:id{[0-9]+}', requireUser, validated('param', orderId), async (c) => {
    const order = await orderFor(c.var.db, c.req.valid('param').id, c.var.user);
    if (c.var.user.is_admin !== 1) return c.json(order);
    const [forStaff] = await withParcelHandovers(c.var.db, [await withMails(c.var.db, order)]);
    return c.json(forStaff!);
  })
  .get('/:id{[0-9]+}/payment-qr', requireUser, validated('param', orderId), async (c) => {
    const order = await orderFor(c.var.db, c.req.valid('param').id, c.var.user);
    return c.json(await paymentQrOf(order, sellerOf(c.var.config)));
  })
  // The invoice as ISDOC, for the customer's or the shop's accounting program.
  .get('/:id{[0-9]+}/isdoc', requireUser, validated('param', orderId), async (c) => {
    const doc = { order: await orderFor(c.var.db, c.req.valid('param').id, c.var.user) };
    return c.body(isdocOf(doc, sellerOf(c.var.config)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="${isdocFileName(doc)}"`,
    });
  })
  .put('/:id{[0-9]+}/resend-confirmation', requireUser, validated('param', orderId), async (c) => {
    const order = await orderFor(c.var.db, c.req.valid('param').id, c.var.user);
    await resendOrderConfirmation(c.var.db, c.var.config, order, c.var.now());
    c.var.wakeMailSender?.();
    return c.json({ message: `Potvrzení objednávky s fakturou jsme poslali na ${order.email}.` });
  });

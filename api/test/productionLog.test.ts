// The log of a whole customer's journey on the built server in production: whatever it says, it
// never holds a password, a token, a session id or a link that opens an account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderJson } from '@contract/checkout/orderJson';
import { PAYMENT_METHODS } from '@contract/checkout/payment';
import { startStripeStandIn, type StripeStandIn } from '../../dev/stripeStandIn';
import { type BuiltShop, PRODUCTION_SETTINGS, startBuiltShop } from './builtServer';
import { linksIn, type SmtpStandIn, startSmtpServer } from './standins/smtpServer';

let smtp: SmtpStandIn;
let stripe: StripeStandIn;
let shop: BuiltShop;

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeStandIn();
  shop = await startBuiltShop({
    ...PRODUCTION_SETTINGS,
    SMTP_URL: smtp.url,
    SEED_DEMO: 'true',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  });
  stripe.webhookUrl = `${shop.origin}/api/stripe/webhook`;
});
afterAll(async () => {
  await shop?.stop();
  await stripe?.close();
  await smtp?.close();
});

async function send<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(shop.origin + path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

describe('the production log of a whole journey', () => {
  it('register, confirm, reset the password, sign in, order and pay by card: no password, token, session id or link in any line', async () => {
    const email = 'marie.novakova@example.cz';
    const firstPassword = 'první heslo Marie';
    const newPassword = 'nové heslo Marie 2';
    const secrets: string[] = [firstPassword, newPassword];

    await send('POST', '/api/users', { name: 'Marie Nováková', email });
    const confirmation = linksIn(await smtp.nextMailTo(email))[0]!;
    secrets.push(confirmation, ...new URL(confirmation).pathname.split('/').slice(-1));
    const confirmationPath = `/api/users/${new URL(confirmation).pathname.replace(/^\/registerLink\//, '')}`;
    await send('GET', confirmationPath);
    await send('POST', confirmationPath, { password: firstPassword });

    await send('POST', '/api/auth/forgot-password', { email });
    const reset = linksIn(await smtp.nextMailTo(email))[0]!;
    const [, , resetEmail, id, resetToken] = new URL(reset).pathname.split('/');
    secrets.push(reset, resetToken!);
    await send('GET', `/api/auth/check-reset-token/${resetEmail}/${id}/${resetToken}`);
    await send('POST', '/api/auth/reset-password', { email: decodeURIComponent(resetEmail!), id: Number(id), token: resetToken, password: newPassword });

    const { token } = await send<{ token: string }>('POST', '/api/users/login', { email, password: newPassword });
    secrets.push(token);

    const products = await send<Array<{ _id: number; countInStock: number }>>('GET', '/api/products/all');
    const product = products.find((p) => p.countInStock > 0)!;
    const shippingAddress = { name: 'Marie Nováková', address: 'Dlouhá 12', city: 'Praha', postalCode: '110 00', country: 'Česká republika' };
    const order = await send<OrderJson>(
      'POST',
      '/api/orders',
      { orderItems: [{ product: product._id, qty: 1 }], shippingAddress, paymentMethod: PAYMENT_METHODS.card },
      token,
    );
    await smtp.nextMailTo(email); // the order's confirmation

    await send('PUT', `/api/orders/${order._id}/init-payment`, undefined, token);
    const session = await send<{ id: string; url: string }>('POST', '/api/create-stripe-checkout-session', { orderId: order._id }, token);
    secrets.push(session.url);
    const paid = await fetch(`${session.url}/confirm`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect((await send<OrderJson>('GET', `/api/orders/${order._id}`, undefined, token)).isPaid).toBe(true);
    await send('POST', '/api/users/logout', undefined, token);

    const log = shop.output();
    expect(log).toContain('/api/orders'); // the requests were logged
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/https?:\/\/\S*(registerLink|reset-password)/);
    expect(log).not.toMatch(/token=|Bearer /i);
  }, 60_000);
});

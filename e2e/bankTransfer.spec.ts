import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { OrderJson } from '@contract/checkout/orderJson';
import { placeOrderPayingBy, toDeliveryStep } from './support/checkout';
import { skipCookieBanner } from './support/pwa';

// Bank transfers confirmed by themselves (issue 30): a customer orders by transfer, the bank (the
// Fio stand-in of the demo, its page "Připsat platbu") books the payment, and the order page turns
// paid once the shop has read the account (every 30 s here, FIO_POLL_SECONDS in
// playwright.config.ts); an underpayment shows what is missing, and staff pair its rest by hand.

test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => isMobile, 'one flow through the shop, the bank and the staff area; the desktop project covers it at phone width');

/** The Fio stand-in of this project's shop, on the shop's port + 20,000 (playwright.config.ts). */
const fioPage = () => `http://127.0.0.1:${Number(new URL(test.info().project.use.baseURL!).port) + 20_000}/`;
const BANK_TRANSFER = 'Platba bankovním převodem předem';
/** Fio's reading every 30 s, and a busy machine. */
const UNTIL_READ = { timeout: 100_000, intervals: [2_000] };

const login = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/api/users/login', { data: { email, password } })).json();
const signInPage = (page: Page, info: unknown) => page.evaluate((stored) => localStorage.setItem('userInfo', stored), JSON.stringify(info));

async function orderByTransfer(page: Page, request: APIRequestContext, token: string): Promise<OrderJson> {
  await toDeliveryStep(page, request, { name: 'Demo Zákazník', address: 'Dlouhá 12', city: 'Praha', postalCode: '11000' });
  const id = await placeOrderPayingBy(page, BANK_TRANSFER);
  return (await (await request.get(`/api/orders/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as OrderJson;
}

/** The bank books a transfer on the shop's account: the stand-in's form "Připsat platbu". */
async function bankBooks(page: Page, transfer: { vs?: number; amount: number; message?: string }) {
  await page.goto(fioPage());
  if (transfer.vs) await page.getByLabel('Variabilní symbol').fill(String(transfer.vs));
  await page.getByLabel('Částka (Kč)').fill(transfer.amount.toFixed(2));
  if (transfer.message) await page.getByLabel('Zpráva pro příjemce').fill(transfer.message);
  await page.getByRole('button', { name: 'Připsat platbu' }).click();
  await expect(page.getByRole('status')).toContainText('Připsáno');
}

/** The order page, reloaded until it shows `text` (the shop reads the account on its own). */
async function untilOrderPageShows(page: Page, orderId: number, text: string | RegExp) {
  await expect(async () => {
    await page.goto(`/order/${orderId}`);
    await expect(page.getByText(text).first()).toBeVisible({ timeout: 3_000 });
  }).toPass(UNTIL_READ);
}

test('a transfer turns the order paid by itself; staff pair the rest of an underpayment by hand', async ({ page, request }) => {
  test.setTimeout(300_000);
  await skipCookieBanner(page);
  const customer = await login(request, 'zakaznik@slovozivota.cz', 'zakaznik1234');
  await page.goto('/');
  await signInPage(page, customer);

  const paid = await orderByTransfer(page, request, customer.token);
  await expect(page.getByRole('region', { name: 'Platba bankovním převodem' })).toBeVisible();
  await bankBooks(page, { vs: paid.orderNumber, amount: paid.totalPrice });
  await untilOrderPageShows(page, paid._id, /^Zaplaceno převodem dne \d/);
  await expect(page.getByRole('region', { name: 'Platba bankovním převodem' })).toHaveCount(0); // no QR once paid

  const short = await orderByTransfer(page, request, customer.token);
  await bankBooks(page, { vs: short.orderNumber, amount: short.totalPrice - 100 });
  await bankBooks(page, { amount: 100, message: 'doplatek' });
  await untilOrderPageShows(page, short._id, 'chybí doplatit 100,00 Kč');
  await expect(page.getByRole('img', { name: 'QR Platba' })).toBeVisible();
  await expect(page.getByText('100,00 Kč', { exact: true })).toBeVisible();

  await signInPage(page, await login(request, 'admin@slovozivota.cz', 'admin1234'));
  await page.goto('/admin/payments');
  const rest = page.getByRole('article').filter({ hasText: 'Zpráva: doplatek' }).first();
  await expect(rest).toContainText('Neznámý variabilní symbol');
  await rest.getByLabel('ID objednávky').fill(String(short._id));
  await rest.getByLabel('Důvod').fill('Doplatek nedoplatku, zákazník volal');
  await rest.getByRole('button', { name: 'Spárovat' }).click();
  await expect(page.getByText('Platba vyřízena.')).toBeVisible();
  await page.goto(`/order/${short._id}`);
  await expect(page.getByText(/^Zaplaceno převodem dne \d/).first()).toBeVisible();
});

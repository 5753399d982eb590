import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { ProductCardJson } from '@contract/catalogue';
import { untilAppStarted } from './pwa';

export interface DeliveryAddress {
  name: string;
  address: string;
  city: string;
  postalCode: string;
}

/** A title with copies to spare, from the shop's list. */
export const productInStock = async (request: APIRequestContext): Promise<ProductCardJson> =>
  ((await (await request.get('/api/products/all')).json()) as ProductCardJson[]).find((p) => p.countInStock >= 5)!;

/** A title in stock into the cart from its page, then the delivery step with `address` filled. */
export async function toDeliveryStep(page: Page, request: APIRequestContext, address: DeliveryAddress): Promise<void> {
  const product = await productInStock(request);
  await page.goto(`/product/${product._id}`);
  await untilAppStarted(page);
  await page.getByRole('link', { name: 'Přidat do košíku' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.goto('/shipping');
  await fillDeliveryAddress(page, address);
}

/** On the shipping step: fills the delivery address (its fields come before the billing address's of the same names). */
export async function fillDeliveryAddress(page: Page, { name, address, city, postalCode }: DeliveryAddress): Promise<void> {
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true }).first();
  await field('Jméno a příjmení').fill(name);
  await field('Ulice a číslo domu').fill(address);
  await field('Město').fill(city);
  await field('PSČ').fill(postalCode);
}

/** From the shipping step, its fields filled: goes on to the payment, chooses `method` and goes on to the summary. */
export async function toSummaryPayingBy(page: Page, method: string): Promise<void> {
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Pokračovat k souhrnu' }).click();
  await expect(page).toHaveURL(/\/placeorder$/);
}

/**
 * From the shipping step, its fields filled: goes on to the payment, chooses `method`, agrees to the
 * privacy notice and the trade rules and places the order; answers the new order's id.
 */
export async function placeOrderPayingBy(page: Page, method: string): Promise<number> {
  await toSummaryPayingBy(page, method);
  await page.getByRole('checkbox', { name: 'Souhlasím se zpracováním osobních údajů' }).check();
  await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
  await page.getByRole('button', { name: 'Závazně objednat' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

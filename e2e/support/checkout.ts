import { expect, type Page } from '@playwright/test';

/**
 * From the shipping step, its fields filled: goes on to the payment, chooses `method`, agrees to the
 * privacy notice and the trade rules and places the order; answers the new order's id.
 */
export async function placeOrderPayingBy(page: Page, method: string): Promise<number> {
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Pokračovat k souhrnu' }).click();
  await expect(page).toHaveURL(/\/placeorder$/);
  await page.getByRole('checkbox', { name: 'Souhlasím se zpracováním osobních údajů' }).check();
  await page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }).check();
  await page.getByRole('button', { name: 'Závazně objednat' }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

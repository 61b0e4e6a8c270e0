/** What the app-lock specs share: typing a PIN, setting one, and telling a locked app. */
import { expect, type Page } from './fixtures.ts';
import type { TestWallet } from './support.ts';

export const PIN = '246810';

/** Taps a PIN on the pad with this name (as a thumb would). */
export async function tapPin(page: Page, padName: string, pin: string) {
  const pad = page.getByRole('group', { name: padName });
  for (const digit of pin) {
    await pad.getByRole('button', { name: digit, exact: true }).click();
  }
}

/** From Home's offer: choose the PIN, repeat it, and land on Home again. */
export async function setPinFromHome(page: Page) {
  await page
    .getByRole('region', { name: 'Protect this wallet with a PIN' })
    .getByRole('link', { name: 'Set a PIN' })
    .click();
  await tapPin(page, 'Choose a PIN', PIN);
  await tapPin(page, 'Enter the same PIN again', PIN);
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lock now', exact: true })).toBeVisible();
}

export async function expectLocked(page: Page, wallet: TestWallet) {
  await expect(page.getByRole('heading', { name: 'Pocketbits is locked' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveCount(0);
  const html = await page.content();
  expect(html).not.toContain(wallet.name);
  expect(await page.title()).not.toContain(wallet.name);
}

/** Sets document.visibilityState as the browser does when the app goes to the background. */
export async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/** The PIN prompt over the screen, asked for `reason`. */
export function lockPrompt(page: Page, reason: string | RegExp) {
  return page.getByRole('dialog', { name: reason });
}

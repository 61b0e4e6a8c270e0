import { expect, test } from '@playwright/test';
import {
  claimDemoWallet,
  createFundedWallet,
  createInvoice,
  payInvoice,
  printedAppUrl,
  requiresSandbox,
} from './support.ts';

const DEMO_BALANCE = /90,400/; // 100,000 funded − 2,100 − 12,500 spent + 5,000 received

test.describe('the URL the sandbox prints', () => {
  test.beforeEach(() => requiresSandbox('the demo wallet is made by the sandbox'));

  test('opens the demo wallet and shows its balance', async ({ page }) => {
    expect(printedAppUrl()).toMatch(/\/\?demo=/);
    await page.goto(printedAppUrl());
    await expect(page.getByTestId('balance')).toHaveText(DEMO_BALANCE);
    // The claim token is gone from the address bar once used; no key was ever in it.
    await expect(page).not.toHaveURL(/demo=/);
    await page.screenshot({ path: 'test-results/home-phone.png' });
  });

  test('shows the balance update live when the wallet is paid', async ({ page }) => {
    await page.goto(printedAppUrl());
    const balance = page.getByTestId('balance');
    await expect(balance).toHaveText(/\d/);
    const before = Number((await balance.innerText()).replace(/\D/g, ''));

    const demo = await claimDemoWallet();
    const payer = await createFundedWallet('E2E payer', 10_000, demo.serverUrl);
    const invoice = await createInvoice(demo, 1_234, 'live update');
    await payInvoice(payer, invoice.bolt11);
    const expected = new Intl.NumberFormat('en-US').format(before + 1_234);
    await expect(balance).toHaveText(new RegExp(`^\\s*${expected}\\b`), { timeout: 3_000 });
  });
});

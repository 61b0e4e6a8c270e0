import { expect, test } from '@playwright/test';
import {
  claimDemoWallet,
  createFundedWallet,
  createInvoice,
  payInvoice,
} from './sandbox-client.ts';

const DEMO_BALANCE = /90,400/; // 100,000 funded − 2,100 − 12,500 spent + 5,000 received

test('the URL the sandbox prints opens the demo wallet and shows its balance', async ({ page }) => {
  const appUrl = process.env.SANDBOX_APP_URL!;
  expect(appUrl).toMatch(/\/\?demo=/);
  await page.goto(appUrl);
  await expect(page.getByTestId('balance')).toHaveText(DEMO_BALANCE);
  // The claim token is gone from the address bar once used; no key was ever in it.
  await expect(page).not.toHaveURL(/demo=/);
  await page.screenshot({ path: 'test-results/home-phone.png' });
});

test('the balance updates live when the wallet is paid', async ({ page }) => {
  await page.goto(process.env.SANDBOX_APP_URL!);
  const balance = page.getByTestId('balance');
  await expect(balance).toHaveText(/\d/);
  const before = Number((await balance.innerText()).replace(/\D/g, ''));

  const payer = await createFundedWallet('E2E payer', 10_000);
  const demo = await claimDemoWallet(process.env.SANDBOX_APP_URL!);
  const invoice = await createInvoice(demo.inkey, 1_234, 'live update');
  await payInvoice(payer.adminkey, invoice.bolt11);
  const expected = new Intl.NumberFormat('en-US').format(before + 1_234);
  await expect(balance).toHaveText(new RegExp(`^\\s*${expected}\\b`), { timeout: 3_000 });
});

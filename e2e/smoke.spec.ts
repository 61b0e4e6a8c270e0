import { expect, test } from './fixtures.ts';
import {
  balanceSat,
  claimDemoWallet,
  createFundedWallet,
  createInvoice,
  freshDemoUrl,
  payInvoice,
  printedAppUrl,
  requiresSandbox,
} from './support.ts';

test.describe('the URL the sandbox prints', () => {
  requiresSandbox('the demo wallet is made by the sandbox');

  test('opens the demo wallet and shows its balance', async ({ page }, testInfo) => {
    // The printed link works once and is the person's; a fresh link of the same form stands in.
    const demoUrl = await freshDemoUrl();
    expect(printedAppUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?demo=[\w-]+$/);
    expect(demoUrl.replace(/demo=.*/, '')).toBe(printedAppUrl().replace(/demo=.*/, ''));
    // 90,400 sats on a fresh sandbox (100,000 funded − 2,100 − 12,500 spent + 5,000 received); the
    // other tests may have paid it since, so the figure to expect is the server's.
    const expectedSat = await balanceSat(await claimDemoWallet());
    await page.goto(demoUrl);
    await expect(page.getByTestId('balance')).toHaveText(
      new RegExp(`^\\s*${new Intl.NumberFormat('en-US').format(expectedSat)}\\b`),
    );
    // The claim token is gone from the address bar once used; no key was ever in it.
    await expect(page).not.toHaveURL(/demo=/);
    await page.screenshot({ path: `test-results/home-${testInfo.project.name}.png` });
  });

  test('shows the balance update live when the wallet is paid', async ({ page }) => {
    await page.goto(await freshDemoUrl());
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

  test('a demo link works once: this browser opens its wallet again, another is told why not', async ({
    page,
    browser,
    policyViolations,
  }) => {
    const demoUrl = await freshDemoUrl();
    await page.goto(demoUrl);
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.goto(demoUrl);
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page).not.toHaveURL(/demo=/);

    const elsewhere = await browser.newContext({ serviceWorkers: 'block' });
    await policyViolations.watch(elsewhere);
    try {
      const other = await elsewhere.newPage();
      await other.goto(demoUrl);
      await expect(other.getByText('Demo not available')).toBeVisible();
      await expect(other.getByText(/already been used, and each link works once/)).toBeVisible();
      await expect(other).not.toHaveURL(/demo=/);
    } finally {
      await elsewhere.close();
    }
  });
});

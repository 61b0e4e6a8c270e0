/**
 * The balance chart on History: LNbits' `/payments/history` drawn for 30 days or 12 months. On
 * the sandbox a 40-day history is seeded by moving payments back in time (its own
 * `/sandbox/payments/backdate`); on any server, payments made now. Either way the chart's last
 * balance is the wallet's balance.
 */
import { expectNoAxeViolations } from './axe.ts';
import { expect, test, type Page } from './fixtures.ts';
import {
  WORDS_THE_SAME_IN_EVERY_LANGUAGE,
  findLayoutProblems,
  findUnaccentedWords,
  serverCurrencyCodes,
} from './i18n-checks.ts';
import {
  appOrigin,
  balanceSat,
  createFundedWallet,
  createInvoice,
  openWallet,
  payInvoice,
  requiresSandbox,
  type TestWallet,
} from './support';

const DAY_S = 24 * 3600;

async function backdate(paymentHash: string, days: number) {
  const response = await fetch(`${appOrigin()}/sandbox/payments/backdate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payment_hash: paymentHash, seconds: days * DAY_S }),
  });
  expect(response.status).toBe(200);
}

/** Pays `amountSat` from `payer` to `payee` with a memo, `daysAgo` days back in time. */
async function pay(
  payer: TestWallet,
  payee: TestWallet,
  amountSat: number,
  memo: string,
  daysAgo = 0,
) {
  const invoice = await createInvoice(payee, amountSat, memo);
  await payInvoice(payer, invoice.bolt11);
  if (daysAgo > 0) {
    await backdate(invoice.payment_hash, daysAgo);
  }
}

const utcDay = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * DAY_S * 1000).toISOString().slice(0, 10);
const sats = (amount: number) => `${amount.toLocaleString('en-US')} sats`;

async function openHistory(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'History' })
    .click();
  // Closed until asked for (its code is not part of History's first load), then remembered.
  const toggle = page.getByRole('button', { name: 'Show the balance chart' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide the balance chart' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Balance', level: 2 })).toBeVisible();
}

test.describe('the balance chart', () => {
  test('shows a seeded 40-day history, ends at the wallet’s balance, and filters History to a day', async ({
    page,
  }) => {
    requiresSandbox('payments are moved back in time with the sandbox’s own route');
    const wallet = await createFundedWallet('Chart wallet', 0);
    const friend = await createFundedWallet('Chart friend', 200_000);
    const shop = await createFundedWallet('Chart shop', 0);
    await pay(friend, wallet, 100_000, 'Salary', 40);
    await pay(wallet, shop, 12_000, 'Groceries', 25);
    await pay(friend, wallet, 3_000, 'Refund', 12);
    await pay(wallet, shop, 4_500, 'Dinner out', 10);
    await pay(wallet, shop, 2_100, 'Coffee today');
    const balance = await balanceSat(wallet);
    expect(balance).toBe(100_000 - 12_000 + 3_000 - 4_500 - 2_100);

    await openWallet(page, wallet);
    await openHistory(page);
    const chart = page.getByTestId('balance-chart');
    // Today is picked at first: its figures, and the balance the wallet has.
    await expect(chart.getByTestId('balance-chart-balance')).toHaveText(sats(balance));
    await expect(chart.getByTestId('balance-chart-spending')).toHaveText(`Paid ${sats(2_100)}`);
    await expect(chart.getByTestId('balance-chart-period')).toHaveCount(30);
    // The table behind the picture: a row a day, the last one today's.
    const rows = chart.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(31);
    await expect(rows.last().getByRole('cell').first()).toHaveText(sats(balance));

    // 25 days ago: the groceries, and the balance after them.
    await chart.locator(`[data-testid="balance-chart-period"][data-day="${utcDay(25)}"]`).click({
      force: true,
    });
    await expect(chart.getByTestId('balance-chart-spending')).toHaveText(`Paid ${sats(12_000)}`);
    await expect(chart.getByTestId('balance-chart-balance')).toHaveText(sats(88_000));
    // The keyboard moves the pick a day at a time.
    await chart.getByRole('group', { name: /Balance by day/ }).press('ArrowRight');
    await expect(chart.getByTestId('balance-chart-spending')).toHaveText(`Paid ${sats(0)}`);
    await chart.getByRole('group', { name: /Balance by day/ }).press('ArrowLeft');

    await chart.getByRole('button', { name: /^Show the payments of/ }).click();
    await expect(page.getByText('Groceries')).toBeVisible();
    await expect(page.getByText('Dinner out')).toHaveCount(0);
    await expect(page.getByText('Coffee today')).toHaveCount(0);

    // A year by month: the salary's month is in it, and it ends at the same balance.
    await chart.getByText('12 months').click();
    await expect(chart.getByTestId('balance-chart-period')).toHaveCount(12);
    await expect(chart.getByTestId('balance-chart-balance')).toHaveText(sats(balance));
    const salaryMonth = `${utcDay(40).slice(0, 7)}-01`;
    await chart.locator(`[data-testid="balance-chart-period"][data-day="${salaryMonth}"]`).click({
      force: true,
    });
    await expect(chart.getByTestId('balance-chart-income')).toContainText('Received');
    await expect(chart.getByTestId('balance-chart-income')).not.toHaveText(`Received ${sats(0)}`);
  });

  test('ends at the wallet’s balance after payments made now', async ({ page }) => {
    const wallet = await createFundedWallet('Chart now', 5_000);
    const shop = await createFundedWallet('Chart now shop', 0);
    await pay(wallet, shop, 1_234, 'Now coffee');
    const balance = await balanceSat(wallet);
    expect(balance).toBe(3_766);

    await openWallet(page, wallet);
    await openHistory(page);
    const chart = page.getByTestId('balance-chart');
    await expect(chart.getByTestId('balance-chart-balance')).toHaveText(sats(balance));
    await expect(chart.getByTestId('balance-chart-income')).toHaveText(`Received ${sats(5_000)}`);
    await expect(chart.getByTestId('balance-chart-spending')).toHaveText(`Paid ${sats(1_234)}`);
    await chart.getByText('12 months').click();
    await expect(chart.getByTestId('balance-chart-balance')).toHaveText(sats(balance));

    // No accessibility violation, in dark mode too.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page, `the balance chart (${colorScheme})`, {
        within: '[data-testid="balance-chart"]',
      });
    }

    // Remembered on this device: open again after a reload.
    await page.reload();
    await expect(page.getByTestId('balance-chart')).toBeVisible();
  });
});

test.describe('the balance chart in the pseudo-locale', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every word from a catalog, nothing clipped', async ({ page }) => {
    const wallet = await createFundedWallet('Pseudo chart wallet', 2_000);
    await openWallet(page, wallet);
    await page.goto(`${appOrigin()}/history?lang=pseudo`);
    await page.getByRole('button', { name: /çĥàŕŧ/ }).first().click();
    await expect(page.getByTestId('balance-chart-balance')).toBeVisible();
    const userData = ['Pseudo chart wallet', 'Sandbox faucet', 'Pocketbits e2e funding'];
    // Dates are Intl's, in English under the pseudo-locale: data, not catalog words.
    const monthNames = Array.from({ length: 12 }, (_, month) =>
      ['short', 'long'].map((style) =>
        new Intl.DateTimeFormat('en', { month: style as 'short' | 'long', timeZone: 'UTC' }).format(
          Date.UTC(2026, month, 15),
        ),
      ),
    ).flat();
    const allowed = [
      ...WORDS_THE_SAME_IN_EVERY_LANGUAGE,
      ...(await serverCurrencyCodes(wallet.serverUrl)),
      ...monthNames,
    ];
    const words = await findUnaccentedWords(page, allowed, userData);
    // The table for screen readers sits in a clipped pixel on purpose: its cells are cut off and
    // past that pixel, never on screen (the page itself does not widen: that would be reported).
    const layout = (await findLayoutProblems(page, userData)).filter(
      (problem) => !/^(table|caption|t\w+) in balance-chart$/.test(problem.where),
    );
    expect([...words, ...layout]).toEqual([]);
  });
});

import { expect, test, type Page } from './fixtures.ts';
import { appOrigin, createFundedWallet, openWallet, walletServerUrl } from './support.ts';

/** Fills the server field only when wallets live somewhere else than the app. */
async function fillServer(page: Page) {
  if (walletServerUrl() !== appOrigin()) {
    await page.getByLabel('Server address').fill(walletServerUrl());
  }
}

async function createWalletOnConnect(page: Page, name: string) {
  await page.goto(`${appOrigin()}/connect`);
  await fillServer(page);
  await page.getByLabel('Name for the new wallet').fill(name);
  await page.getByRole('button', { name: 'Create a new wallet on this server' }).click();
  // The Save step comes first (e2e/backup.spec.ts tests it); saying it is saved opens the wallet.
  await expect(page.getByRole('heading', { name: 'Save your wallet' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I’ve saved it somewhere safe' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*0\s+sats/);
}

const switcher = (page: Page) => page.getByRole('button', { name: /switch wallet/ });

async function switchTo(page: Page, name: string) {
  await switcher(page).click();
  const dialog = page.getByRole('dialog', { name: 'Wallets' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(name) }).click();
  await expect(dialog).toBeHidden();
}

test('creates a wallet from the connect screen', async ({ page }) => {
  await createWalletOnConnect(page, 'E2E fresh wallet');
  await expect(switcher(page)).toContainText('E2E fresh wallet');
  await expect(page.getByText('No payments yet')).toBeVisible();
});

test('adds a second wallet by key and switches between them', async ({ page }, testInfo) => {
  const funded = await createFundedWallet('E2E funded wallet', 4_321);
  await createWalletOnConnect(page, 'E2E empty wallet');

  await switcher(page).click();
  await page.getByRole('link', { name: 'Add wallet' }).click();
  await expect(page.getByRole('heading', { name: 'Add a wallet' })).toBeVisible();
  await fillServer(page);
  await page.getByLabel('Wallet key').fill(funded.adminkey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*4,321\s+sats/);
  await expect(switcher(page)).toContainText('E2E funded wallet');

  await switchTo(page, 'E2E empty wallet');
  await expect(page.getByTestId('balance')).toHaveText(/^\s*0\s+sats/);
  await expect(switcher(page)).toContainText('E2E empty wallet');

  await switcher(page).click();
  await expect(page.getByRole('dialog', { name: 'Wallets' })).toBeVisible();
  await page.screenshot({ path: `test-results/wallets-switcher-${testInfo.project.name}.png` });
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /E2E funded wallet/ })
    .click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*4,321\s+sats/);

  // Adding the same key again does not make a second entry.
  await page.goto(`${appOrigin()}/connect`);
  await fillServer(page);
  await page.getByLabel('Wallet key').fill(funded.adminkey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*4,321\s+sats/);

  await page.getByRole('link', { name: 'Settings' }).click();
  const wallets = page.getByRole('region', { name: 'Wallets' }).getByRole('listitem');
  await expect(wallets).toHaveCount(2);
  await expect(wallets.filter({ hasText: 'E2E funded wallet' })).toContainText('In use');
  await expect(wallets.filter({ hasText: 'E2E empty wallet' })).toBeVisible();
  await page.getByRole('heading', { name: 'Wallets' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `test-results/settings-${testInfo.project.name}.png` });

  // Remove asks first, then forgets the wallet.
  await page.getByRole('button', { name: 'Remove E2E empty wallet' }).click();
  await page
    .getByRole('group', { name: /Remove E2E empty wallet/ })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(wallets).toHaveCount(1);
});

test('marks a wallet added with its invoice key as receive only', async ({ page }) => {
  const wallet = await createFundedWallet('E2E invoice-key wallet', 1_000);
  await openWallet(page, wallet, 'invoice');
  await expect(switcher(page)).toContainText('Receive only');
  await switcher(page).click();
  await expect(
    page.getByRole('dialog').getByRole('button', { name: /E2E invoice-key wallet/ }),
  ).toContainText('Receive only');
});

test('explains a wrong key and an unreachable server, keeping what was typed', async ({
  page,
}, testInfo) => {
  const wrongKey = 'f'.repeat(32);
  await page.goto(`${appOrigin()}/connect`);
  await fillServer(page);
  await page.getByLabel('Wallet key').fill(wrongKey);
  await page.getByRole('button', { name: 'Connect' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Wallet not found');
  await expect(alert).not.toContainText(wrongKey);
  await expect(page.getByLabel('Wallet key')).toHaveValue(wrongKey);

  await page.getByLabel('Server address').fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(alert).toContainText("Can't reach the server");
  await expect(alert).toContainText('Nothing answered at 127.0.0.1:9');
  await expect(page.getByLabel('Server address')).toHaveValue('http://127.0.0.1:9');
  await expect(page.getByLabel('Wallet key')).toHaveValue(wrongKey);
  await page.screenshot({ path: `test-results/connect-error-${testInfo.project.name}.png` });
});

test('settings change the fiat currency, the denomination and the theme', async ({
  page,
}, testInfo) => {
  const wallet = await createFundedWallet('E2E settings wallet', 100_000);
  await openWallet(page, wallet);
  await expect(page.getByTestId('balance')).toHaveText(/^\s*100,000\s+sats/);

  await page.getByRole('link', { name: 'Settings' }).click();
  // The list opens on request.
  await expect(page.getByRole('searchbox', { name: 'Search currencies' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Change', expanded: false }).click();
  await page.getByRole('searchbox', { name: 'Search currencies' }).fill('eur');
  await page.getByRole('radio', { name: /^EUR/ }).check();
  await expect(page.getByText('EUR · Euro')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('balance-fiat')).toContainText('€');

  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'BTC' }).check();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*0\.00100000\s+BTC/);

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  // Still dark after a reload (the setting is kept, and applied before the app starts).
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('balance-fiat')).toContainText('€');
  await page.screenshot({ path: `test-results/home-dark-${testInfo.project.name}.png` });
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

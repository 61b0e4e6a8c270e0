// First run and connecting: the welcome's choices, and connecting by the LNbits wallet link
// (pasted, or opened in the address bar) on a server that allows it and on one that does not.
import { expect, test, type Page } from './fixtures.ts';
import { qrPng } from './qr-video.ts';
import { appOrigin, noUserIdServerUrl, requiresSandbox, walletServerUrl } from './support.ts';

interface AccountWallet {
  id: string;
  user: string;
  name: string;
}

/** A new account on `serverUrl`, as LNbits' "create wallet" makes it; its link opens it. */
async function newAccount(serverUrl: string, name: string): Promise<AccountWallet> {
  const response = await fetch(`${serverUrl}/api/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AccountWallet;
}

const walletLink = (serverUrl: string, wallet: AccountWallet) =>
  `${serverUrl}/wallet?usr=${wallet.user}&wal=${wallet.id}`;

const keyField = (page: Page) => page.getByLabel('Wallet key or LNbits wallet link');

/**
 * What the app kept of the wallet, as a person can see it (storage is encrypted): Settings → Back
 * up lists the LNbits wallet link only when the user id was kept.
 */
async function keptLink(page: Page, walletName: string): Promise<boolean> {
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page.getByRole('link', { name: `Back up ${walletName}` }).click();
  await expect(page.getByRole('heading', { name: `Back up ${walletName}` })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Full-access key' })).toBeVisible();
  return (await page.getByRole('listitem', { name: 'LNbits wallet link' }).count()) > 0;
}

test.describe('first run', () => {
  requiresSandbox('the welcome offers the demo only where the sandbox serves the app');

  test('welcomes with what Pocketbits is and the ways in', async ({ page }) => {
    await page.goto(appOrigin());
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Pocketbits' })).toBeVisible();
    const choices = page.getByRole('navigation', { name: 'Get started' });
    await expect(choices.getByRole('link', { name: 'Connect my LNbits wallet' })).toBeVisible();
    await expect(choices.getByRole('link', { name: 'Create a wallet on a server' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Restore from backup file' })).toBeVisible();

    await choices.getByRole('link', { name: 'Create a wallet on a server' }).click();
    await expect(page.getByRole('heading', { name: 'Create a new wallet' })).toBeVisible();
    await page.goBack();
    await choices.getByRole('link', { name: 'Connect my LNbits wallet' }).click();
    await expect(page.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible();
    await expect(keyField(page)).toBeVisible();
    await page.goBack();

    await choices.getByRole('button', { name: 'Try the demo' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
  });
});

test.describe('the connect screen', () => {
  test('the key field is hidden until shown, with the button saying what it does', async ({
    page,
  }) => {
    await page.goto(`${appOrigin()}/connect`);
    await keyField(page).fill('0123456789abcdef');
    await expect(keyField(page)).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show key' }).click();
    await expect(keyField(page)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide key' }).click();
    await expect(keyField(page)).toHaveAttribute('type', 'password');
  });
});

// These run against any LNbits 1.5 that allows login by user id (its default).
test.describe('connect by LNbits wallet link', () => {
  test('a pasted link fills in the server and opens the wallet; the user id is not kept', async ({
    page,
  }) => {
    const wallet = await newAccount(walletServerUrl(), 'Link wallet');
    await page.goto(`${appOrigin()}/connect`);
    await page.getByLabel('Server address').fill('https://somewhere.example');
    await keyField(page).fill(walletLink(walletServerUrl(), wallet));
    // The link names its own server: the field follows it (the app's own origin shows as empty).
    await expect(page.getByLabel('Server address')).not.toHaveValue('https://somewhere.example');
    await expect(
      page.getByRole('switch', { name: 'Remember the LNbits wallet link' }),
    ).not.toBeChecked();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByText('Link wallet').first()).toBeVisible();
    expect(await keptLink(page, 'Link wallet')).toBe(false);
  });

  test('remembers the link only when asked to', { tag: '@any-width' }, async ({ page }) => {
    const wallet = await newAccount(walletServerUrl(), 'Remembered');
    await page.goto(`${appOrigin()}/connect`);
    await keyField(page).fill(walletLink(walletServerUrl(), wallet));
    await page.getByRole('switch', { name: 'Remember the LNbits wallet link' }).check();
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    expect(await keptLink(page, 'Remembered')).toBe(true);
    await page.getByRole('button', { name: 'Show LNbits wallet link' }).click();
    await expect(page.getByText(walletLink(walletServerUrl(), wallet))).toBeVisible();
  });

  test(
    'a link opened in the address bar leaves it at once and connects',
    { tag: '@any-width' },
    async ({ page }) => {
      requiresSandbox(
        'the link names the server that serves this app, as only the sandbox does here',
      );
      const wallet = await newAccount(appOrigin(), 'Opened link');
      await page.goto(walletLink(appOrigin(), wallet));
      await expect(page).toHaveURL(`${appOrigin()}/connect`);
      expect(page.url()).not.toContain(wallet.user);
      await expect(keyField(page)).toHaveValue(walletLink(appOrigin(), wallet));
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page.getByTestId('balance')).toBeVisible();
      expect(page.url()).not.toContain(wallet.user);
    },
  );

  test(
    'a link scanned from Connect arrives as if pasted, never in an address',
    { tag: '@any-width' },
    async ({ page }) => {
      const wallet = await newAccount(walletServerUrl(), 'Scanned link');
      const visited: string[] = [];
      page.on('framenavigated', (frame) => visited.push(frame.url()));
      await page.goto(`${appOrigin()}/connect`);
      await page.getByRole('link', { name: 'Scan a key or wallet link' }).click();
      await expect(page.getByRole('heading', { name: 'Scan a QR code', level: 1 })).toBeVisible();
      await page.getByLabel('Scan an image').setInputFiles({
        name: 'link.png',
        mimeType: 'image/png',
        buffer: await qrPng(walletLink(walletServerUrl(), wallet)),
      });
      await expect(keyField(page)).toHaveValue(walletLink(walletServerUrl(), wallet));
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page.getByTestId('balance')).toBeVisible();
      expect(visited.join(' ')).not.toContain(wallet.user);
    },
  );

  test(
    'a server that refuses login by link says so and asks for the key',
    { tag: '@any-width' },
    async ({ page }) => {
      requiresSandbox('a second sandbox runs with login by user id turned off');
      const wallet = await newAccount(noUserIdServerUrl(), 'Refused');
      await page.goto(`${appOrigin()}/connect`);
      await keyField(page).fill(walletLink(noUserIdServerUrl(), wallet));
      await page.getByRole('button', { name: 'Connect' }).click();
      await expect(page.getByText("This server doesn't open wallets by link")).toBeVisible();
      await expect(page.getByText(/turned off.*paste it here instead/)).toBeVisible();
      await expect(keyField(page)).toHaveValue('');
      // Nothing was added: the app still has no wallet to open.
      await page.goto(appOrigin());
      await expect(page).toHaveURL(/\/welcome$/);
    },
  );
});

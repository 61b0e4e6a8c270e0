/**
 * "Lock out a lost phone" (issue 29 §4): device A makes new keys for a wallet with its LNbits
 * account; device B, holding the old key, is locked out at once and says so plainly, while A goes
 * on with the new keys. On the sandbox and on the genuine LNbits (PUT /api/v1/wallet/reset/{id}).
 */
import { expect, test, type Page } from './fixtures.ts';
import { PIN, lockPrompt, setPinFromHome, tapPin } from './lock-support.ts';
import { openWallet, walletServerUrl } from './support.ts';

interface AccountWallet {
  id: string;
  user: string;
  name: string;
  adminkey: string;
  inkey: string;
}

/** A new LNbits account with one wallet, as LNbits' "create account" makes it. */
async function createAccount(name: string): Promise<AccountWallet> {
  const response = await fetch(`${walletServerUrl()}/api/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AccountWallet;
}

async function walletStatus(key: string): Promise<number> {
  const response = await fetch(`${walletServerUrl()}/api/v1/wallet`, {
    headers: { 'X-Api-Key': key },
  });
  return response.status;
}

async function openNewKeys(page: Page, name: string) {
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('link', { name: `New keys for ${name}` }).click();
  await expect(page.getByRole('heading', { name: `New keys for ${name}`, level: 1 })).toBeVisible();
}

test.describe('new keys for a wallet', () => {
  test('device A makes new keys with the wallet link; device B is locked out and says why', async ({
    page,
    browser,
  }) => {
    const made = await createAccount('Lost phone wallet');
    const wallet = { ...made, serverUrl: walletServerUrl() };
    await openWallet(page, wallet);
    const deviceB = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const pageB = await deviceB.newPage();
      await openWallet(pageB, wallet);

      await openNewKeys(page, made.name);
      // A link of another server is refused before anything is sent, the form kept.
      const link = page.getByLabel('LNbits wallet link');
      await link.fill(`https://elsewhere.example/wallet?usr=${made.user}&wal=${made.id}`);
      await page.getByRole('button', { name: 'Make new keys' }).click();
      await expect(page.getByText('This link is for another server.')).toBeVisible();
      expect(await walletStatus(made.adminkey)).toBe(200);

      await link.fill(`${wallet.serverUrl}/wallet?usr=${made.user}&wal=${made.id}`);
      await page.getByRole('button', { name: 'Make new keys' }).click();
      await expect(page.getByRole('heading', { name: 'New keys made' })).toBeVisible();

      // The old keys are refused at the server at once.
      expect(await walletStatus(made.adminkey)).toBe(404);
      expect(await walletStatus(made.inkey)).toBe(404);

      // Device A goes on with the new keys, and is reminded to back them up.
      await page.getByRole('link', { name: 'Done' }).click();
      await expect(page.getByTestId('balance')).toHaveText(/^\s*0\s+sats/);
      await expect(page.getByText('This wallet’s keys were changed on another device')).toHaveCount(
        0,
      );
      await expect(page.getByRole('link', { name: /Back up/ }).first()).toBeVisible();

      // Device B: the plain message and the ways back, no error to try again.
      await pageB.reload();
      const notice = pageB.getByText('This wallet’s keys were changed on another device');
      await expect(notice).toBeVisible();
      await expect(pageB.getByRole('link', { name: 'Connect again' })).toBeVisible();
      await expect(pageB.getByRole('link', { name: 'Restore a backup' })).toBeVisible();
      await expect(pageB.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    } finally {
      await deviceB.close();
    }
  });

  test('an account without this wallet changes nothing', async ({ page }) => {
    const made = await createAccount('Kept wallet');
    const other = await createAccount('Someone else');
    await openWallet(page, { ...made, serverUrl: walletServerUrl() });
    await openNewKeys(page, made.name);
    await page
      .getByLabel('LNbits wallet link')
      .fill(`${walletServerUrl()}/wallet?usr=${other.user}&wal=${other.id}`);
    await page.getByRole('button', { name: 'Make new keys' }).click();
    await expect(page.getByText('Not this wallet’s account')).toBeVisible();
    expect(await walletStatus(made.adminkey)).toBe(200);
    expect(await walletStatus(other.adminkey)).toBe(200);
  });

  test('with a PIN set, new keys are made only after the PIN; cancelled, nothing changes', async ({
    page,
  }) => {
    test.setTimeout(90_000); // each PIN check runs scrypt in the page
    const made = await createAccount('Guarded wallet');
    await openWallet(page, { ...made, serverUrl: walletServerUrl() });
    await setPinFromHome(page);
    await openNewKeys(page, made.name);
    await page
      .getByLabel('LNbits wallet link')
      .fill(`${walletServerUrl()}/wallet?usr=${made.user}&wal=${made.id}`);

    await page.getByRole('button', { name: 'Make new keys' }).click();
    const prompt = lockPrompt(page, /new keys/);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toHaveCount(0);
    expect(await walletStatus(made.adminkey)).toBe(200);

    await page.getByRole('button', { name: 'Make new keys' }).click();
    await expect(prompt).toBeVisible();
    await tapPin(page, 'Enter your PIN to go on', PIN);
    await expect(page.getByRole('heading', { name: 'New keys made' })).toBeVisible();
    expect(await walletStatus(made.adminkey)).toBe(404);
  });
});

/**
 * "Give an app its own wallet" (issue 29 §3): from the NWC screen, a new wallet on the same LNbits
 * account (POST /api/v1/wallet with the account), funded by a Move of the amount chosen, with the
 * app's connection on it and a budget of that amount. A real NIP-47 client (nostr-tools, over the
 * server's relay) then spends through it: within the budget and the balance it pays, past them it
 * is refused, and the wallet it was made from is never reached. On the sandbox and on the genuine
 * LNbits (E2E_SERVER_URL).
 */
import { expect, test, type Page } from './fixtures.ts';
import { hexToBytes } from '@noble/hashes/utils.js';
import { nip47 } from 'nostr-tools';
import { connectNwc, type NwcClient } from '../sandbox/test/nwc-client.ts';
import { PASSPHRASE, chooseBackup, clearSiteData, downloadBackupFile } from './backup-support.ts';
import {
  appOrigin,
  balanceSat,
  createFundedWallet,
  createInvoice,
  expectInViewClearOfNavigation,
  openWallet,
  payInvoice,
  walletServerUrl,
  type TestWallet,
} from './support.ts';

interface AccountWallet extends TestWallet {
  id: string;
  user: string;
}

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 7)}`;

/** A new LNbits account with one wallet, funded by an ordinary payment from another wallet. */
async function createFundedAccount(name: string, amountSat: number): Promise<AccountWallet> {
  const response = await fetch(`${walletServerUrl()}/api/v1/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  const made = { ...((await response.json()) as AccountWallet), serverUrl: walletServerUrl() };
  const funder = await createFundedWallet(unique('App wallet funder'), amountSat);
  await payInvoice(funder, (await createInvoice(made, amountSat, 'Funding')).bolt11);
  expect(await balanceSat(made)).toBe(amountSat);
  return made;
}

async function openNwc(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await page.getByRole('link', { name: /Wallet Connect \(NWC\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Wallet Connect', level: 1 })).toBeVisible();
}

/** nostr-tools' own pay_invoice request (NIP-04), answered by its response event. */
async function payOverNwc(client: NwcClient, secret: string, invoice: string) {
  const event = await nip47.makeNwcRequestEvent(client.walletPubkey, hexToBytes(secret), invoice);
  const answer = client.response(event.id, 10_000);
  client.publish(event);
  return answer;
}

test.describe('an app’s own wallet', () => {
  test.describe.configure({ timeout: 120_000 });

  test('is made on the account, funded by a move, and its connection spends no more than was put there', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const main = await createFundedAccount(unique('Main'), 5_000);
    const payee = await createFundedWallet(unique('App payee'), 0);
    const appName = unique('Zapper');
    await openWallet(page, main);
    await openNwc(page);

    // The device knows the wallet by its key alone: the account is asked for, by its link.
    await page.getByRole('link', { name: 'Give an app its own wallet' }).click();
    await expect(page.getByText(/doesn’t know the wallet’s LNbits account/)).toBeVisible();
    await page.getByLabel('App', { exact: true }).fill(appName);
    await page.getByLabel('Sats to put in it').fill('2000');
    await page
      .getByLabel('LNbits wallet link')
      .fill(`${main.serverUrl}/wallet?usr=${main.user}&wal=${main.id}`);
    const make = page.getByRole('button', { name: 'Make the wallet' });
    // The whole step fits the phone, Make at hand and a thumb's size.
    const body = page.getByTestId('flow-body');
    expect(await body.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
    await expectInViewClearOfNavigation(page, make);
    expect((await make.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await make.click();

    // The move, its amount filled in, from the wallet in use to the new one.
    await expect(page.getByText(`From ${main.name} to ${appName}`)).toBeVisible();
    await expect(page.getByLabel('Amount', { exact: true })).toHaveValue(/^2,?000$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Review move' })).toBeVisible();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('status', { name: /^Moved\b/ })).toBeVisible();
    expect(await balanceSat(main)).toBe(3_000);
    await page.getByRole('link', { name: 'Continue' }).click();

    // The app's connection on the new wallet, named after it, with a budget of what was moved.
    const form = page.getByRole('form', { name: 'New connection' });
    await expect(form.getByLabel('Name')).toHaveValue(appName);
    await expect(form.getByLabel('Budget in sats')).toHaveValue(/^2,?000$/);
    await page.getByRole('button', { name: 'Create connection' }).click();
    const shown = page.getByRole('region', { name: 'Connection created' });
    await shown.locator('summary', { hasText: 'Details' }).click();
    await shown.getByRole('button', { name: 'Show connection secret' }).click();
    const uri = (await shown.getByTestId('nwc-pairing-uri').textContent())?.trim() ?? '';
    const createdBySecond = Math.floor(Date.now() / 1000);
    const secret = nip47.parseConnectionString(uri).secret;

    const client = await connectNwc(uri);
    try {
      // LNbits' last_used is whole seconds: the first request waits for the next one.
      await expect
        .poll(() => Math.floor(Date.now() / 1000), { timeout: 3_000 })
        .toBeGreaterThan(createdBySecond);
      const balance = await client.request<{ balance: number }>('get_balance');
      expect(balance.result?.balance).toBe(2_000_000);

      const paid = await payOverNwc(
        client,
        secret,
        (await createInvoice(payee, 1_500, 'A')).bolt11,
      );
      expect(paid.error, JSON.stringify(paid.error)).toBeUndefined();
      expect(await balanceSat(payee)).toBe(1_500);

      // Past what was put there: refused, nothing paid, the wallet it came from untouched.
      const over = await payOverNwc(client, secret, (await createInvoice(payee, 600, 'B')).bolt11);
      // Both servers refuse it by the budget first (nwcprovider checks it before paying).
      expect(over.error?.code).toBe('QUOTA_EXCEEDED');
      expect(await balanceSat(payee)).toBe(1_500);
      expect(await balanceSat(main)).toBe(3_000);

      // The list: which app holds which wallet, and what it holds.
      await page.getByRole('button', { name: /^(I’ve connected it|Done)$/ }).click();
      await expect(page.getByRole('heading', { name: 'Wallet Connect', level: 1 })).toBeVisible();
      const appWallets = page.getByTestId('app-wallets');
      await expect(appWallets.getByRole('button', { name: new RegExp(appName) })).toContainText(
        '500 sats',
      );
      await appWallets.getByRole('button', { name: new RegExp(appName) }).click();
      const card = page
        .getByRole('list', { name: 'Connections' })
        .getByRole('article', { name: appName });
      await expect(card).toContainText('1,500 of 2,000 sats used');
      await expect(page.getByText(`made for an app, from ${main.name}`)).toBeVisible();
    } finally {
      client.close();
    }

    // A backup file keeps the mark: restored into a wiped browser, the app's wallet is listed
    // under the wallet it was made from again, and is itself no place to make another.
    const file = testInfo.outputPath('backup.json');
    await downloadBackupFile(page, file);
    await clearSiteData(page);
    await page.goto(appOrigin());
    await page.getByRole('link', { name: 'Restore from backup file' }).click();
    await chooseBackup(page, file, PASSPHRASE);
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: 'Add 2 wallets' }).click();
    await page.getByRole('link', { name: 'Open wallet' }).click();
    await expect(page.getByRole('button', { name: /switch wallet/ })).toContainText(main.name);
    await openNwc(page);
    const restored = page.getByTestId('app-wallets');
    await expect(restored.getByRole('button', { name: new RegExp(appName) })).toContainText(
      '500 sats',
    );
    await restored.getByRole('button', { name: new RegExp(appName) }).click();
    await expect(page.getByText(`made for an app, from ${main.name}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Give an app its own wallet' })).toHaveCount(0);
  });

  test('left before its move, it holds nothing and says so, with the way to put sats in', async ({
    page,
  }) => {
    const main = await createFundedAccount(unique('Main'), 5_000);
    const appName = unique('Zapper');
    await openWallet(page, main);
    await openNwc(page);
    await page.getByRole('link', { name: 'Give an app its own wallet' }).click();
    await page.getByLabel('App', { exact: true }).fill(appName);
    await page.getByLabel('Sats to put in it').fill('2000');
    await page
      .getByLabel('LNbits wallet link')
      .fill(`${main.serverUrl}/wallet?usr=${main.user}&wal=${main.id}`);
    await page.getByRole('button', { name: 'Make the wallet' }).click();
    await expect(page.getByText(`From ${main.name} to ${appName}`)).toBeVisible();

    // The person leaves at the move's amount: the wallet exists, empty.
    await page.goto(appOrigin());
    await openNwc(page);
    const row = page.getByTestId('app-wallets').getByRole('listitem').filter({ hasText: appName });
    await expect(row.getByTestId('app-wallet-balance')).toHaveText('0 sats');
    await expect(row).toContainText('Nothing in it yet');
    await row.getByRole('link', { name: `Put sats in ${appName}` }).click();
    await expect(page.getByText(`From ${main.name} to ${appName}`)).toBeVisible();
    await page.getByLabel('Amount', { exact: true }).fill('700');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(page.getByRole('status', { name: /^Moved\b/ })).toBeVisible();
    expect(await balanceSat(main)).toBe(4_300);
  });
});

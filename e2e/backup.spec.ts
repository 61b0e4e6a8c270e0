// Backup and restore as a person does them: the Save step after creating a wallet, a backup file
// of every wallet, and restoring it into a browser whose storage was wiped. Works on the sandbox
// and on a genuine LNbits (E2E_SERVER_URL): creating an account and connecting by key work on both.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.ts';
import { appOrigin, createFundedWallet, openWallet, walletServerUrl } from './support.ts';
import { PASSPHRASE, chooseBackup, clearSiteData, downloadBackupFile } from './backup-support.ts';

// Each backup and restore runs scrypt with 128 MiB in the page: about a second on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function createWalletOnConnect(page: Page, name: string) {
  await page.goto(`${appOrigin()}/connect`);
  if (walletServerUrl() !== appOrigin()) {
    await page.getByLabel('Server address').fill(walletServerUrl());
  }
  await page.getByLabel('Name for the new wallet').fill(name);
  await page.getByRole('button', { name: 'Create a new wallet on this server' }).click();
  await expect(page.getByRole('heading', { name: 'Save your wallet' })).toBeVisible();
}

const switcher = (page: Page) => page.getByRole('button', { name: /switch wallet/ });

test('the Save step shows the new wallet’s keys; a backup file brings every wallet back', async ({
  page,
}, testInfo) => {
  const funded = await createFundedWallet('Backup funded', 2_500);
  await openWallet(page, funded);

  await createWalletOnConnect(page, 'Backup new');
  await expect(page.getByText(walletServerUrl(), { exact: true })).toBeVisible();
  await expect(page.getByText(/Anyone with this key can spend/)).toBeVisible();
  // Masked until asked for.
  const fullKey = page.getByRole('listitem', { name: 'Full-access key' });
  await expect(fullKey).not.toContainText(/[0-9a-f]{32}/);
  await page.getByRole('button', { name: 'Show Full-access key' }).click();
  await expect(fullKey).toContainText(/[0-9a-f]{32}/);
  await expect(page.getByRole('listitem', { name: 'Receive-only key' })).toBeVisible();
  await page.getByRole('button', { name: 'Show LNbits wallet link' }).click();
  await expect(page.getByRole('listitem', { name: 'LNbits wallet link' })).toContainText(
    `${walletServerUrl()}/wallet?usr=`,
  );
  await page.getByRole('button', { name: 'Show QR code of Full-access key' }).click();
  await expect(page.getByRole('img', { name: 'QR code of Full-access key' })).toBeVisible();
  await page.screenshot({ path: `test-results/save-step-${testInfo.project.name}.png` });

  // "Later": Home reminds, with nothing to close it, until the wallet is backed up.
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*0\s+sats/);
  const reminder = page.getByRole('region', { name: 'Back up reminder' });
  await expect(reminder).toContainText('Save the key to Backup new');
  await expect(reminder.getByRole('button')).toHaveCount(0);

  const file = testInfo.outputPath('backup.json');
  await downloadBackupFile(page, file);
  const text = await readFile(file, 'utf8');
  expect(JSON.parse(text)).toMatchObject({ format: 'pocketbits-backup', version: 1 });
  expect(text).not.toContain(funded.adminkey);
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(reminder).toHaveCount(0);

  await clearSiteData(page);
  await page.goto(appOrigin());
  await expect(page.getByRole('heading', { name: 'Welcome to Pocketbits' })).toBeVisible();
  await page.getByRole('link', { name: 'Restore from backup file' }).click();
  await chooseBackup(page, file, PASSPHRASE);
  await page.getByRole('button', { name: 'Restore' }).click();
  // What it would add, and the server each key would go to, before anything is added.
  const toAdd = page.getByRole('region', { name: 'To add' });
  await expect(toAdd.getByRole('listitem')).toHaveCount(2);
  await expect(toAdd.getByRole('listitem', { name: 'Backup funded' })).toContainText(
    `Server: ${walletServerUrl()}`,
  );
  expect(await page.evaluate(() => localStorage.getItem('pocketbits.vault.v1'))).toBeNull();
  await page.getByRole('button', { name: 'Add 2 wallets' }).click();
  const restored = page.getByRole('region', { name: 'Restored' });
  await expect(restored.getByRole('listitem')).toHaveCount(2);
  await expect(restored.getByRole('listitem').filter({ hasText: 'Backup funded' })).toContainText(
    '2,500 sats',
  );
  await expect(restored.getByRole('listitem').filter({ hasText: 'Backup new' })).toContainText(
    '0 sats',
  );
  await page.screenshot({ path: `test-results/restored-${testInfo.project.name}.png` });

  await page.getByRole('link', { name: 'Open wallet' }).click();
  await expect(page.getByTestId('balance')).toHaveText(/^\s*2,500\s+sats/);
  await expect(switcher(page)).toContainText('Backup funded');
  // Restored wallets count as backed up: no reminder.
  await expect(page.getByRole('region', { name: 'Back up reminder' })).toHaveCount(0);
  await page.goto(`${appOrigin()}/settings`);
  const wallets = page.getByRole('region', { name: 'Wallets' }).getByRole('listitem');
  await expect(wallets).toHaveCount(2);
});

test('a wrong passphrase and a cut file each get their message, and nothing changes', async ({
  page,
}, testInfo) => {
  const backedUp = await createFundedWallet('Backup in the file', 1_000);
  await openWallet(page, backedUp);
  const file = testInfo.outputPath('backup.json');
  await downloadBackupFile(page, file);
  const cut = testInfo.outputPath('backup-cut.json');
  const text = await readFile(file, 'utf8');
  await writeFile(cut, text.slice(0, Math.floor(text.length * 0.6)));

  await clearSiteData(page);
  const here = await createFundedWallet('Already on the phone', 700);
  await openWallet(page, here);

  await page.goto(`${appOrigin()}/connect/restore`);
  await chooseBackup(page, file, 'purple kettle morning snow');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('alert')).toContainText('Wrong passphrase');

  await chooseBackup(page, cut, PASSPHRASE);
  await expect(page.getByRole('alert')).toContainText('This backup file is damaged');
  await expect(page.getByRole('button', { name: 'Restore' })).toBeDisabled();

  await page.goto(`${appOrigin()}/settings`);
  const wallets = page.getByRole('region', { name: 'Wallets' }).getByRole('listitem');
  await expect(wallets).toHaveCount(1);
  await expect(wallets).toContainText('Already on the phone');
});

test('a file that asks for more memory than the app ever uses is refused at once as damaged', async ({
  page,
}, testInfo) => {
  // As a hostile file would: N = 2^20, r = 8 (1 GiB), its checksum made again to match.
  const header = {
    format: 'pocketbits-backup',
    version: 1,
    created: '2026-05-01T10:00:00.000Z',
    kdf: { name: 'scrypt', N: 2 ** 20, r: 8, p: 1, salt: 'khmh/4apHsLI5EcAzT++rg==' },
  };
  const verifier = { iv: 'N7cimJ28C6YsIqvb', ciphertext: 'qPPcEiHIfv4i8SwtybxY4qB6G6TD' };
  const payload = { iv: 'gkakDevNyW4J7ScH', ciphertext: 'u7/ULemJKaDk7Fmtdf7AC2Jw' };
  const { createHash } = await import('node:crypto');
  const checksum = createHash('sha256')
    .update(
      [
        JSON.stringify(header),
        verifier.iv,
        verifier.ciphertext,
        payload.iv,
        payload.ciphertext,
      ].join('\n'),
    )
    .digest('hex');
  const hostile = testInfo.outputPath('hostile.json');
  await writeFile(hostile, JSON.stringify({ ...header, verifier, payload, checksum }));

  await page.goto(`${appOrigin()}/connect/restore`);
  await chooseBackup(page, hostile, PASSPHRASE);
  await expect(page.getByRole('alert')).toContainText('This backup file is damaged');
  await expect(page.getByRole('alert')).toContainText('Nothing was changed.');
  await expect(page.getByRole('button', { name: 'Restore' })).toBeDisabled();
});

test('removing a wallet made here and never backed up asks to back it up first', async ({
  page,
}) => {
  await createWalletOnConnect(page, 'Never saved');
  await page.getByRole('button', { name: 'Later' }).click();
  await page.goto(`${appOrigin()}/settings`);
  await page.getByRole('button', { name: 'Remove Never saved' }).click();
  const ask = page.getByRole('group', { name: 'Back up Never saved before removing it?' });
  await expect(ask).toContainText('the money in it is lost for good');
  await ask.getByRole('link', { name: 'Back up first' }).click();
  await expect(page.getByRole('heading', { name: 'Back up Never saved' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I’ve saved it somewhere safe' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Remove Never saved' }).click();
  await expect(page.getByRole('group', { name: 'Remove Never saved?' })).toBeVisible();
});

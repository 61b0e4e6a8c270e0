// Backup: a backup file of two wallets made in the engine (scrypt and AES-GCM in its WebCrypto),
// the site's storage wiped, the file restored: the same wallets with the same balances.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createFundedWallet } from '../../e2e/support.ts';
import { connectWallet, downloadOf } from '../app.ts';
import type { Journey } from '../harness.ts';

const PASSPHRASE = 'purple kettle morning rain';
/** scrypt with 128 MiB in the page: a second or two on a busy machine, more in a slow engine. */
const SCRYPT_WAIT_MS = 30_000;

export const backup: Journey = {
  name: 'backup and restore',
  async run({ screen, driver, sandbox, step, resetSite, note }) {
    const { origin } = sandbox;
    const first = await createFundedWallet('Engine backup one', 2_500);
    const second = await createFundedWallet('Engine backup two', 700);
    await connectWallet(screen, origin, first);
    await connectWallet(screen, origin, second);

    const file = await step('make a backup file', async () => {
      await screen.goto(`${origin}/settings`);
      await screen.getByRole('link', { name: 'Download backup file' }).click();
      await screen.getByLabel('Passphrase').fill(PASSPHRASE);
      await screen.getByLabel('Type the passphrase again').fill(PASSPHRASE);
      const started = Date.now();
      const saved = await downloadOf(
        driver.downloadDir,
        /^pocketbits-backup-\d{4}-\d{2}-\d{2}.*\.json$/,
        () => screen.getByRole('button', { name: 'Download backup file' }).click(),
        SCRYPT_WAIT_MS,
      );
      await screen.getByRole('status').filter({ hasText: 'Backup file saved' }).toBeVisible();
      note(`backup file made and saved in ${Date.now() - started} ms`);
      const text = await readFile(saved, 'utf8');
      const parsed = JSON.parse(text) as { format: string; version: number };
      assert.equal(parsed.format, 'pocketbits-backup');
      assert.equal(parsed.version, 1);
      for (const key of [first.adminkey, first.inkey, second.adminkey, second.inkey]) {
        assert.ok(!text.includes(key), 'a key in the backup file in plain text');
      }
      return saved;
    });

    await step("wipe the site's storage", async () => {
      await resetSite();
      await screen.goto(origin);
      await screen.getByRole('heading', { name: 'Welcome to Pocketbits' }).toBeVisible();
    });

    await step('restore it: the same wallets and balances', async () => {
      await screen.getByRole('link', { name: 'Restore from backup file' }).click();
      await screen.getByLabel('Backup file').setFiles(file);
      await screen.getByLabel('Passphrase').fill(PASSPHRASE);
      const started = Date.now();
      await screen.getByRole('button', { name: 'Restore' }).click();
      // Nothing is added before the person has seen what the file holds.
      const add = screen.getByRole('button', { name: 'Add 2 wallets' });
      await add.toBeVisible(SCRYPT_WAIT_MS);
      await add.click();
      const restored = screen.getByRole('region', { name: 'Restored' });
      await restored.getByRole('listitem').toHaveCount(2, SCRYPT_WAIT_MS);
      note(`backup file restored in ${Date.now() - started} ms`);
      await restored
        .getByRole('listitem')
        .filter({ hasText: 'Engine backup one' })
        .toContainText('2,500 sats');
      await restored
        .getByRole('listitem')
        .filter({ hasText: 'Engine backup two' })
        .toContainText('700 sats');
      await screen.getByRole('link', { name: 'Open wallet' }).click();
      await screen.getByTestId('balance').toBeVisible();
      await screen.goto(`${origin}/settings`);
      await screen.getByRole('region', { name: 'Wallets' }).getByRole('listitem').toHaveCount(2);
    });
  },
};

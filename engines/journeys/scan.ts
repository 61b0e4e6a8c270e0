// Scan: neither engine has BarcodeDetector, so an image is read by the app's zxing decoder in
// the engine's own canvas: a picture without a code says so, one with an invoice opens Send.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { balanceSat, createFundedWallet, createInvoice } from '../../e2e/support.ts';
import { qrPng } from '../../e2e/qr-video.ts';
import { connectWallet } from '../app.ts';
import type { Journey } from '../harness.ts';

export const scan: Journey = {
  name: 'scan an image',
  async run({ screen, driver, sandbox, step, outputDir }) {
    const payer = await createFundedWallet('Engine scan payer', 10_000);
    const payee = await createFundedWallet('Engine scan payee', 0);
    const invoice = await createInvoice(payee, 321, 'From a screenshot');
    const withCode = join(outputDir, 'invoice.png');
    await writeFile(withCode, await qrPng(invoice.bolt11, { inverted: true }));
    const withoutCode = join(outputDir, 'home.png');
    await connectWallet(screen, sandbox.origin, payer);
    await driver.screenshot(withoutCode);

    await step('the scanner opens; the engine has no BarcodeDetector', async () => {
      await screen.getByRole('link', { name: 'Scan' }).click();
      await screen.getByRole('heading', { name: 'Scan a QR code', level: 1 }).toBeVisible();
      assert.equal(await screen.evaluate<boolean>("'BarcodeDetector' in window"), false);
      await screen.getByLabel('Scan an image').includingHidden().toHaveCount(1);
    });

    await step('a picture without a code says so', async () => {
      await screen.getByLabel('Scan an image').setFiles(withoutCode);
      await screen.getByText('No QR code found in that image').toBeVisible();
    });

    await step('a picture of an invoice (light on dark) opens Send', async () => {
      await screen.getByLabel('Scan an image').setFiles(withCode);
      await screen.waitForUrl(/\/send\?invoice=/);
      const details = screen.getByRole('region', { name: 'Invoice details' });
      await details.getByTestId('send-amount').toHaveText(/^321\s+sats$/);
      await details.getByTestId('send-description').toHaveText('From a screenshot');
    });

    await step('and pays it', async () => {
      await screen.getByRole('button', { name: 'Pay 321 sats' }).click();
      await screen.getByRole('status', { name: /^Paid\b/ }).toBeVisible();
      assert.equal(await balanceSat(payee), 321);
    });
  },
};

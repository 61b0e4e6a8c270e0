// Another website framing `/send?invoice=…` could hide the page and steer a tap onto Pay
// (clickjacking). The sandbox's headers refuse every frame; where a host sends no headers, the
// app's own guard shows no wallet and no Pay button.
import { expect, test, type Frame, type Page } from './fixtures.ts';
import {
  openFramingPage,
  otherSiteUrl,
  sameSiteUrl,
  stripFramingHeaders,
} from './framing-support.ts';
import { appOrigin, createFundedWallet, createInvoice, openWallet } from './support.ts';

/** A wallet open in this browser and the Send address of an invoice it could pay. */
async function armedSendUrl(page: Page): Promise<string> {
  const payer = await createFundedWallet('Framing payer', 10_000);
  const payee = await createFundedWallet('Framing payee', 0);
  const invoice = await createInvoice(payee, 777, 'framed coffee');
  await openWallet(page, payer);
  const sendUrl = `${appOrigin()}/send?${new URLSearchParams({ invoice: invoice.bolt11 })}`;
  // On its own, the page is armed: what a frame must never show.
  await page.goto(sendUrl);
  await expect(page.getByRole('button', { name: 'Pay 777 sats' })).toBeVisible();
  return sendUrl;
}

async function expectNoWallet(frame: Frame) {
  await expect(frame.getByRole('button', { name: /Pay/ })).toHaveCount(0);
  await expect(frame.getByTestId('balance')).toHaveCount(0);
}

const framers = [
  { name: 'another site', url: otherSiteUrl },
  { name: 'the same site (another port)', url: sameSiteUrl },
];

test.describe('framed by another page', () => {
  for (const framer of framers) {
    test(`${framer.name}: the headers refuse the frame, nothing of the app loads`, async ({
      page,
    }) => {
      const sendUrl = await armedSendUrl(page);
      const frame = await openFramingPage(page, framer.url(), sendUrl);
      // Chromium replaces a refused frame with its own error page.
      expect(frame.url()).toMatch(/^chrome-error:/);
      await expectNoWallet(frame);
    });

    test(`${framer.name}, with no headers (a bare static host): the app shows only a way out`, async ({
      page,
      context,
    }) => {
      const sendUrl = await armedSendUrl(page);
      await stripFramingHeaders(page);
      const frame = await openFramingPage(page, framer.url(), sendUrl);
      expect(frame.url()).toBe(sendUrl);
      await expect(
        frame.getByRole('heading', { name: 'Pocketbits opens on its own', level: 1 }),
      ).toBeVisible();
      await expectNoWallet(frame);
      await expect(frame.getByRole('button')).toHaveCount(0);

      // The way out: the same address in a tab of its own, where it is the wallet again.
      const opened = context.waitForEvent('page');
      await frame.getByRole('link', { name: 'Open Pocketbits in its own tab' }).click();
      const own = await opened;
      await expect(own).toHaveURL(sendUrl);
      await expect(own.getByRole('button', { name: 'Pay 777 sats' })).toBeVisible();
    });
  }
});

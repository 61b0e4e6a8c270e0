import {
  chromium,
  expect,
  test,
  type Browser,
  type Page,
  type PolicyViolations,
  type TestInfo,
} from './fixtures.ts';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { fakeCameraArgs, qrPng, writeQrVideo } from './qr-video.ts';
import { appOrigin, balanceSat, createFundedWallet, createInvoice, openWallet } from './support.ts';

// Chromium reads the fake camera's video when it starts, and the code in it is made by the test:
// so each test starts its own browser, with the project's screen.
let browser: Browser | undefined;

test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function launch(
  testInfo: TestInfo,
  cameraArgs: string[],
  policyViolations: PolicyViolations,
): Promise<Page> {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, ...cameraArgs],
  });
  const { viewport, isMobile, hasTouch, deviceScaleFactor } = testInfo.project.use;
  const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor });
  await policyViolations.watch(context);
  return context.newPage();
}

async function openScanner(page: Page) {
  await page.getByRole('link', { name: 'Scan', exact: true }).click();
  await expect(page).toHaveURL(/\/scan$/);
  await expect(page.getByRole('heading', { name: 'Scan a QR code', level: 1 })).toBeVisible();
}

const invoiceDetails = (page: Page) => page.getByRole('region', { name: 'Invoice details' });

test.describe('Scan', () => {
  test('the camera reads an invoice, Send shows it, Pay pays it', async ({ policyViolations }) => {
    const testInfo = test.info();
    const payer = await createFundedWallet('Scan payer', 10_000);
    const payee = await createFundedWallet('Scan payee', 0);
    const invoice = await createInvoice(payee, 2_100, 'Scanned coffee');
    const video = testInfo.outputPath('qr.y4m');
    // As wallets print it: upper case (a smaller QR code) with the URI scheme.
    await writeQrVideo(video, `lightning:${invoice.bolt11.toUpperCase()}`);

    const page = await launch(testInfo, fakeCameraArgs(video), policyViolations);
    await openWallet(page, payer);
    // Not openScanner: the camera may read the code and hand over to Send before the scanner's
    // heading is ever checked, so the hand-over is what is waited for.
    await page.getByRole('link', { name: 'Scan', exact: true }).click();

    await expect(page).toHaveURL(/\/send\?invoice=/, { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('invoice')).toBe(
      `lightning:${invoice.bolt11.toUpperCase()}`,
    );
    await expect(page.getByRole('heading', { name: 'Pay an invoice', level: 1 })).toBeVisible();
    await expect(invoiceDetails(page).getByTestId('send-amount')).toHaveText(/^2,100\s+sats$/);
    await expect(invoiceDetails(page).getByTestId('send-description')).toHaveText('Scanned coffee');
    // The scanner replaced itself: Back leaves Send for Home, not for the camera.
    await page.screenshot({ path: testInfo.outputPath(`scan-send-${testInfo.project.name}.png`) });

    await page.getByRole('button', { name: 'Pay 2,100 sats' }).click();
    await expect(page.getByRole('status', { name: /^Paid\b/ })).toBeVisible();
    expect(await balanceSat(payee)).toBe(2_100);
    expect(await balanceSat(payer)).toBe(10_000 - 2_100);

    // Every camera track was stopped once the code was read.
    expect(
      await page.evaluate(() =>
        Array.from(document.querySelectorAll('video')).filter((v) => v.srcObject !== null),
      ),
    ).toHaveLength(0);
    await page.goBack();
    await expect(page.getByTestId('balance')).toBeVisible();
  });

  test('an image of a QR code (light on dark) goes to Send; one without says so', async ({
    policyViolations,
  }) => {
    const testInfo = test.info();
    const payer = await createFundedWallet('Scan image payer', 10_000);
    const payee = await createFundedWallet('Scan image payee', 0);
    const invoice = await createInvoice(payee, 321, 'From a screenshot');
    // Chromium's own moving test pattern, from two fake cameras (a video file makes only one).
    const page = await launch(
      testInfo,
      fakeCameraArgs(undefined, { cameras: 2 }),
      policyViolations,
    );
    await openWallet(page, payer);
    const noCode = await page.screenshot(); // Home: a picture with no QR code in it
    await openScanner(page);
    await expect(page.getByRole('status')).toHaveText('Point the camera at a QR code');

    // Two cameras: they can be switched. The fake ones have no torch.
    await page.getByRole('button', { name: 'Switch camera' }).click();
    await expect(page.getByRole('status')).toHaveText('Point the camera at a QR code');
    await expect(page.getByRole('button', { name: 'Torch' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`scan-${testInfo.project.name}.png`) });

    const picker = page.getByLabel('Scan an image');
    await picker.setInputFiles({ name: 'home.png', mimeType: 'image/png', buffer: noCode });
    await expect(page.getByText('No QR code found in that image')).toBeVisible();
    await picker.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByText('That file couldn’t be opened as an image')).toBeVisible();
    await expect(page).toHaveURL(/\/scan$/);

    // Light on dark, as a dark-mode wallet shows it: the decoder also tries the picture inverted.
    await picker.setInputFiles({
      name: 'invoice.png',
      mimeType: 'image/png',
      buffer: await qrPng(invoice.bolt11, { inverted: true }),
    });
    await expect(page).toHaveURL(/\/send\?invoice=/);
    // Handed over exactly as read, as if pasted.
    expect(new URL(page.url()).searchParams.get('invoice')).toBe(invoice.bolt11);
    // Once recognised the code opens its own screen: the review, the field left behind.
    await expect(page.getByLabel('Invoice, LNURL or Lightning address')).toHaveCount(0);
    await expect(invoiceDetails(page).getByTestId('send-amount')).toHaveText(/^321\s+sats$/);
  });

  test('a blocked camera explains how to allow it and offers the other ways in', async ({
    policyViolations,
  }) => {
    const testInfo = test.info();
    const payer = await createFundedWallet('Scan blocked', 1_000);
    const page = await launch(
      testInfo,
      fakeCameraArgs(undefined, { allow: false }),
      policyViolations,
    );
    await openWallet(page, payer);
    await openScanner(page);

    const notice = page.getByRole('alert');
    await expect(notice).toContainText('Camera access is blocked');
    await expect(notice).toContainText('site settings');
    await expect(page.getByRole('button', { name: 'Try the camera again' })).toBeVisible();
    await expect(page.getByLabel('Scan an image')).toBeAttached();
    await expect(page.getByRole('button', { name: 'Paste' })).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`scan-blocked-${testInfo.project.name}.png`),
    });

    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${appOrigin()}/`);
    await expect(page.getByTestId('balance')).toBeVisible();
  });
});

// Key flows in an emulated iPhone: its user agent, screen and touch, and init scripts that take away
// what iOS Safari lacks (BarcodeDetector, vibrate, registerProtocolHandler, requestIdleCallback,
// clipboard reading) and set navigator.standalone as Safari does. Chromium underneath, so this
// checks the app's fallbacks and iOS paths, not WebKit itself.
import { expect, test, type Page, type WebSocketRoute } from './fixtures.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  openFromHome,
  openWallet,
  payInvoice,
  type TestWallet,
} from './support.ts';

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The Home Screen app's user agent: Safari's without "Version/… Safari/…". */
const IOS_HOME_SCREEN =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const IPHONE_13 = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/** Runs before the app: the APIs iOS Safari lacks are removed, navigator.standalone is set. */
function becomeIphone({ standalone, plainHttp }: { standalone: boolean; plainHttp: boolean }) {
  const global = window as unknown as Record<string, unknown>;
  delete global.BarcodeDetector;
  delete global.requestIdleCallback;
  delete global.cancelIdleCallback;
  const nav = Navigator.prototype as unknown as Record<string, unknown>;
  delete nav.vibrate;
  delete nav.registerProtocolHandler;
  delete (Clipboard.prototype as unknown as Record<string, unknown>).readText;
  Object.defineProperty(Navigator.prototype, 'standalone', { get: () => standalone });
  if (standalone) {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query: string) =>
      query.includes('display-mode: standalone')
        ? ({ ...matchMedia(query), matches: true, media: query } as MediaQueryList)
        : matchMedia(query);
  }
  if (plainHttp) {
    // As on a plain-http address: no async clipboard at all. What execCommand copies is noted.
    Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
    document.addEventListener('copy', (event) => {
      const target = event.target as HTMLTextAreaElement;
      global.copiedText = target.value ?? document.getSelection()?.toString();
    });
  }
}

/** Every visible text field's computed font size: below 16 px, iOS zooms the page in on focus. */
async function expectNoZoomOnFocus(page: Page, screen: string) {
  const sizes = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type=radio]):not([type=checkbox]):not([type=file]), textarea, select',
      ),
    )
      .filter((field) => field.getClientRects().length > 0)
      .map((field) => ({
        field: field.getAttribute('aria-label') ?? field.id ?? field.localName,
        px: parseFloat(getComputedStyle(field).fontSize),
      })),
  );
  expect(sizes.length, `${screen} has text fields`).toBeGreaterThan(0);
  for (const { field, px } of sizes) {
    expect(px, `${screen}: ${field}`).toBeGreaterThanOrEqual(16);
  }
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('iPhone, in Safari', () => {
  test.use({ ...IPHONE_13, userAgent: IOS_SAFARI });

  test('install advice first; Receive, copy, Send and Settings work without the missing APIs', async ({
    page,
  }) => {
    await page.addInitScript(becomeIphone, { standalone: false, plainHttp: true });
    const wallet = await createFundedWallet('E2E iPhone', 1_000);
    const payer = await createFundedWallet('E2E iPhone payer', 5_000);

    await page.goto(`${appOrigin()}/`);
    const advice = page.getByText('Add Pocketbits to your Home Screen first');
    await expect(advice).toBeVisible();
    await expect(page.getByTestId('install-suggestion')).toContainText(
      'Share, then Add to Home Screen',
    );
    await page.getByRole('link', { name: 'Connect my LNbits wallet' }).click();
    await expect(advice).toBeVisible();
    await expectNoZoomOnFocus(page, 'Connect');

    await openWallet(page, wallet);
    // Persistent storage was asked for once the wallet was added, and the answer kept.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('pocketbits.storage-persist.v1')))
      .toMatch(/^(granted|refused)$/);
    // The offline copy is saved without requestIdleCallback.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(localStorage).some((key) => key.startsWith('pocketbits.offline.v1.')),
        ),
      )
      .toBe(true);

    // Receive: an invoice, copied the old way (no clipboard API), paid full screen (no vibrate).
    await openFromHome(page, 'Receive');
    await page.getByRole('link', { name: 'Add amount' }).click();
    // The invoice form loads on this tap: measure once its fields are there.
    await expect(page.getByLabel('Amount', { exact: true })).toBeVisible();
    await expectNoZoomOnFocus(page, 'Receive');
    await page.getByLabel('Amount', { exact: true }).fill('321');
    await page.getByRole('button', { name: 'Create request' }).click();
    const invoiceText = page.getByTestId('invoice-text');
    await expect(invoiceText).toHaveText(/^\s*lnbc\w+\s*$/);
    const bolt11 = ((await invoiceText.textContent()) ?? '').trim();
    await page.getByRole('button', { name: 'Copy the request' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { copiedText: string }).copiedText),
    ).toBe(bolt11);
    await payInvoice(payer, bolt11);
    await expect(page.getByTestId('outcome-screen')).toBeVisible();
    await expect(page.getByTestId('outcome-amount')).toHaveText('321 sats');

    // Send: the field at 16 px, and no Paste button where the clipboard cannot be read.
    await page.goto(`${appOrigin()}/send`);
    await expect(page.getByLabel('Invoice, LNURL or Lightning address')).toBeVisible();
    await expectNoZoomOnFocus(page, 'Send');
    await expect(page.getByRole('button', { name: 'Paste' })).toHaveCount(0);

    // Settings: payment links are not offered on a phone, and it says so.
    await page.goto(`${appOrigin()}/settings`);
    await expect(page.getByTestId('payment-links-unavailable')).toContainText(
      'phones and tablets can’t open payment links',
    );
    await expect(
      page.getByRole('button', { name: 'Open payment links with Pocketbits' }),
    ).toHaveCount(0);
    await expectNoZoomOnFocus(page, 'Settings');
  });
});

test.describe('iPhone, the Home Screen app', () => {
  test.use({ ...IPHONE_13, userAgent: IOS_HOME_SCREEN });

  test('no install advice; a payment made while in the background shows at once on return; CSV and the backup file are shared', async ({
    page,
  }) => {
    await page.addInitScript(becomeIphone, { standalone: true, plainHttp: false });
    // The share sheet, as iOS has it for files: what is shared is noted.
    await page.addInitScript(() => {
      const shared: { name: string; type: string; text: string }[] = [];
      (window as unknown as { shared: typeof shared }).shared = shared;
      Object.assign(Navigator.prototype, {
        canShare: (data?: ShareData) => Boolean(data?.files?.length),
        share: async (data?: ShareData) => {
          for (const file of data?.files ?? []) {
            shared.push({ name: file.name, type: file.type, text: await file.text() });
          }
        },
      });
    });
    // Every wallet socket goes through here; one marked dead stops passing messages on, as a
    // socket of a suspended page does without ever closing.
    const sockets: WebSocketRoute[] = [];
    const dead = new Set<WebSocketRoute>();
    await page.routeWebSocket(/\/api\/v1\/ws\//, (socket) => {
      sockets.push(socket);
      const server = socket.connectToServer();
      server.onMessage((message) => {
        if (!dead.has(socket)) {
          socket.send(message);
        }
      });
    });

    const wallet = await createFundedWallet('E2E home screen', 1_000);
    const payer = await createFundedWallet('E2E home screen payer', 5_000);
    await page.goto(`${appOrigin()}/`);
    await expect(page.getByRole('link', { name: 'Connect my LNbits wallet' })).toBeVisible();
    await expect(page.getByText('Add Pocketbits to your Home Screen first')).toHaveCount(0);
    await openWallet(page, wallet);
    await expect(page.getByTestId('balance')).toHaveText(/^\s*1,000\b/);
    await expect.poll(() => sockets.length).toBe(1);

    await backgroundAndPay(page, wallet, payer, sockets, dead);

    await mainNav(page).getByRole('link', { name: 'History' }).click();
    await expect(page.getByText('while away').first()).toBeVisible();
    const downloads: string[] = [];
    page.on('download', (download) => downloads.push(download.suggestedFilename()));
    // The export sits in History's filters sheet.
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('button', { name: 'Export CSV' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared.length))
      .toBe(1);
    const [file] = await page.evaluate(
      () =>
        (window as unknown as { shared: { name: string; type: string; text: string }[] }).shared,
    );
    expect(file!.name).toMatch(/^pocketbits-.+\.csv$/);
    expect(file!.type).toMatch(/^text\/csv/);
    // (File.text() drops the byte-order mark.)
    expect(file!.text).toMatch(/^time,direction,status,amount_sat/);
    expect(file!.text).toContain('while away');

    // The backup file goes to the share sheet too, and only then counts as saved.
    await page.goto(`${appOrigin()}/settings/backup-file`);
    await page.getByLabel('Passphrase', { exact: true }).fill('correct horse battery staple');
    await page.getByLabel('Type the passphrase again').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Download backup file' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Backup file saved' })).toBeVisible();
    const sharedFiles = await page.evaluate(
      () => (window as unknown as { shared: { name: string; type: string }[] }).shared,
    );
    // (The page was loaded afresh: only this share is noted.)
    expect(sharedFiles).toHaveLength(1);
    expect(sharedFiles[0]!.name).toMatch(/\.json$/);
    expect(sharedFiles[0]!.type).toBe('application/json');
    expect(downloads).toEqual([]);
  });
});

/**
 * Hides the page (as iOS does when another app opens), lets its socket die, pays the wallet, and
 * brings the page back: the payment must be on screen within the 500 ms budget, measured in the
 * page from the visibilitychange event.
 */
async function backgroundAndPay(
  page: Page,
  wallet: TestWallet,
  payer: TestWallet,
  sockets: WebSocketRoute[],
  dead: Set<WebSocketRoute>,
) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  sockets.forEach((socket) => dead.add(socket));

  const invoice = await createInvoice(wallet, 234, 'while away');
  await payInvoice(payer, invoice.bolt11);
  // Nothing told the page: its socket is dead.
  await expect(page.getByTestId('balance')).toHaveText(/^\s*1,000\b/);

  const shownAfterMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let returnedAt = 0;
        const shown = () =>
          /^\s*1,234\b/.test(
            document.querySelector('[data-testid="balance"]')?.textContent ?? '',
          ) && (document.querySelector('main')?.textContent ?? '').includes('while away');
        const observer = new MutationObserver(() => {
          if (shown()) {
            observer.disconnect();
            resolve(performance.now() - returnedAt);
          }
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => 'visible',
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => false });
        returnedAt = performance.now();
        document.dispatchEvent(new Event('visibilitychange'));
        // A deadline, not a wait: past it the payment counts as never shown, and the test says so.
        setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5_000);
      }),
  );
  expect(shownAfterMs).toBeLessThanOrEqual(500);
  // And a new socket replaced the dead one.
  expect(sockets.length).toBeGreaterThanOrEqual(2);
}

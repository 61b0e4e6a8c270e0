// The installable app: manifest, service worker, offline use and the update banner. These tests
// let the service worker run (the other specs block it, so their page.route mocks see requests).
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expectNoAxeViolations } from './axe.ts';
import { startSandboxProcess } from '../testing/sandbox-process.ts';
import { expect, test, type Page } from './fixtures.ts';
import {
  appOrigin,
  createFundedWallet,
  createInvoice,
  openWallet,
  requiresSandbox,
  openFromHome,
} from './support.ts';

test.use({ serviceWorkers: 'allow' });

const PENDING_PAYMENT_KEY = 'pocketbits.send.pending.v1';

/** The offline copy's key of the one wallet on the page ('' until Home has saved one). */
const offlineCopyKey = () =>
  Object.keys(localStorage).find((k) => k.startsWith('pocketbits.offline.v1.')) ?? '';

/** Waits until the service worker is active and controls the page (it claims clients). */
async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(
    async () =>
      (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated' &&
      navigator.serviceWorker.controller !== null,
  );
}

/** A tab (Home, History, More), or one of Home's actions (Receive, Scan, Send). */
const nav = (page: Page, name: string) =>
  ['Receive', 'Scan', 'Send'].includes(name)
    ? openFromHome(page, name as 'Receive' | 'Scan' | 'Send')
    : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

/** The width and height in a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('manifest', () => {
  test('is linked, valid, and starts without credentials', async ({ page, request }) => {
    await page.goto(`${appOrigin()}/connect`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const response = await request.get(new URL(href!, appOrigin()).href);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      description: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
      share_target: { action: string; method: string; params: Record<string, string> };
      protocol_handlers: { protocol: string; url: string }[];
    };
    expect(manifest.name).toBe('Pocketbits');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.description).toBeTruthy();
    expect(manifest.start_url).toBe('/');
    expect(manifest.start_url).not.toContain('?');
    expect(manifest.scope).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await request.get(new URL(icon.src, appOrigin()).href);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
      const [width, height] = pngSize(await image.body());
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Scan', '/scan'],
      ['Receive', '/receive'],
    ]);
    expect(manifest.share_target).toEqual({
      action: '/send',
      method: 'GET',
      params: { text: 'invoice', url: 'invoice' },
    });
    expect(manifest.protocol_handlers).toEqual([
      { protocol: 'bitcoin', url: '/send?invoice=%s' },
      { protocol: 'web+lightning', url: '/send?invoice=%s' },
    ]);

    // One theme colour per colour scheme before any script runs.
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute('media')));
    expect(themeColors).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);
  });
});

test.describe('service worker', () => {
  test('controls the page, precaches the shell and never caches the API', async ({ page }) => {
    const wallet = await createFundedWallet('PWA sw', 5_000);
    await openWallet(page, wallet);
    await waitForServiceWorker(page);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((r) => new URL(r.url).pathname));
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => /^\/assets\/index-.*\.js$/.test(url))).toBe(true);
    expect(cached.some((url) => /^\/assets\/.*\.css$/.test(url))).toBe(true);
    expect(cached.some((url) => /^\/(api|lnurlp|nwcprovider|withdraw|sandbox)\//.test(url))).toBe(
      false,
    );

    // API paths are not answered with the app shell, even when navigated to.
    const api = await page.goto(`${appOrigin()}/api/v1/no-such-endpoint`);
    expect(api?.status()).toBe(404);
    expect(await api?.text()).toContain('detail');
    expect(api?.fromServiceWorker()).toBe(false);
  });

  test('offline, the app opens with the last balance and payments, marked', async ({
    page,
    context,
  }) => {
    const wallet = await createFundedWallet('PWA offline', 21_000);
    const payee = await createFundedWallet('PWA offline payee', 0);
    const invoiceToPay = await createInvoice(payee, 100, 'not while offline');
    await openWallet(page, wallet);
    await expect(page.getByTestId('balance')).toHaveText(/21,000/);
    await waitForServiceWorker(page);
    // The latest payments have been read (and stored) before going offline.
    await expect(
      page.getByRole('region', { name: 'Latest payments' }).getByRole('link'),
    ).not.toHaveCount(0);
    await expect(page.getByTestId('offline-mark')).toHaveCount(0);
    // History keeps its own first page: look at it once while online.
    await nav(page, 'History');
    await expect(page.getByTestId('history-end')).toBeVisible();
    await nav(page, 'Home');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('You’re offline.')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText(/21,000/);
    const marks = page.getByTestId('offline-mark');
    await expect(marks.first()).toContainText(/^Offline — last updated \S/);
    // Balance and latest payments are each marked.
    await expect(marks).toHaveCount(2);

    // History opens from the cache too, with the first page it last showed.
    await nav(page, 'History');
    await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(page.getByTestId('offline-mark')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' }).getByRole('link')).not.toHaveCount(
      0,
    );

    // Creating an invoice needs the server: disabled, with the reason.
    await nav(page, 'Receive');
    await page.getByRole('link', { name: 'Add amount' }).click();
    const create = page.getByRole('button', { name: 'Create request' });
    await expect(create).toBeDisabled();
    await expect(create).toHaveAccessibleDescription(/offline/i);

    // Send still opens (the shell and its lazy parts are cached), but paying waits for the network.
    await nav(page, 'Send');
    await expect(page.getByRole('heading', { name: 'Send' })).toBeVisible();
    await page.getByLabel('Invoice, LNURL or Lightning address').fill(invoiceToPay.bolt11);
    const pay = page.getByRole('button', { name: /^(Pay|Checking)/ });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(/offline/i);

    // Back online, the live balance replaces the stored one.
    await context.setOffline(false);
    // Back out of Send (its review, then its start) to Home.
    await expect(async () => {
      if (await page.getByTestId('balance').isVisible()) {
        return;
      }
      await page.getByRole('button', { name: 'Back' }).click({ timeout: 2_000 });
      await expect(page.getByTestId('balance')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('You’re offline.')).toHaveCount(0);
    await expect(page.getByTestId('balance')).toHaveText(/21,000/);
    await expect(page.getByTestId('offline-mark')).toHaveCount(0);
  });

  test('removing a wallet forgets its offline copy', async ({ page }) => {
    const wallet = await createFundedWallet('PWA forget', 1_000);
    await openWallet(page, wallet);
    await expect(
      page.getByRole('region', { name: 'Latest payments' }).getByRole('link'),
    ).not.toHaveCount(0);
    // The wallet's local id is inside the encrypted vault; its offline copy is named after it.
    await expect.poll(() => page.evaluate(offlineCopyKey)).not.toBe('');
    const key = await page.evaluate(offlineCopyKey);
    // Wallets are added, backed up and removed in Settings, one place, reached from More too.
    await nav(page, 'More');
    await page.getByRole('link', { name: 'Add, back up or disconnect wallets' }).click();
    await page.getByRole('button', { name: 'Remove PWA forget' }).click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    // No wallet left: the first-run welcome again.
    await expect(page).toHaveURL(/\/welcome$/);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  });
});

test.describe('update banner', () => {
  let dir: string;
  let sandbox: ChildProcess | undefined;
  let origin: string;

  requiresSandbox('the test serves two versions of the app from its own sandbox');

  test.beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pocketbits-pwa-'));
    cpSync(resolve(process.env.E2E_DIST ?? 'dist'), join(dir, 'app'), { recursive: true });
    const started = await startSandboxProcess(
      [
        '--port',
        '0',
        '--no-third-party',
        '--nwc-relay-port',
        '0',
        '--no-demo',
        '--static',
        join(dir, 'app'),
      ],
      { timeoutMs: 30_000 },
    );
    sandbox = started.child;
    const appUrl = started.line('Open the wallet:')!;
    origin = new URL(appUrl).origin;
  });

  test.afterEach(() => {
    sandbox?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  test('offers a new version, waits for consent, and not during a payment', async ({ page }) => {
    const wallet = await createFundedWallet('PWA update', 2_000, origin);
    await page.goto(`${origin}/connect`);
    await page.getByLabel('Wallet key').fill(wallet.adminkey);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByTestId('balance')).toBeVisible();
    await waitForServiceWorker(page);
    const banner = page.getByRole('status').filter({ hasText: 'A new version is ready' });
    await expect(banner).toHaveCount(0);

    // A new deployment: any change to sw.js makes the browser install it beside the old one.
    appendFileSync(join(dir, 'app', 'sw.js'), '\n// next version\n');
    // Its precompressed copies (scripts/compress-dist.mjs) would still be the old version.
    rmSync(join(dir, 'app', 'sw.js.br'), { force: true });
    rmSync(join(dir, 'app', 'sw.js.gz'), { force: true });
    await page.evaluate(() => {
      (window as unknown as { firstLoad: boolean }).firstLoad = true;
    });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    const reload = banner.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeEnabled();

    // It never reloads by itself: the new version stays installed and waiting, which it leaves
    // only when told to take over; the page is the first one until the person says Reload (below).
    const waitingState = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null,
    );
    expect(waitingState).toBe('installed');
    expect(await page.evaluate(() => 'firstLoad' in window)).toBe(true);

    // A payment in flight holds the reload back, and says why.
    await expect.poll(() => page.evaluate(offlineCopyKey)).not.toBe('');
    const walletId = (await page.evaluate(offlineCopyKey)).replace('pocketbits.offline.v1.', '');
    await page.evaluate(
      ([key, activeId]) => {
        sessionStorage.setItem(
          key!,
          JSON.stringify([
            {
              walletId: activeId,
              paymentHash: 'ab'.repeat(32),
              bolt11: 'lnbc1pending',
              startedAt: Date.now(),
            },
          ]),
        );
      },
      [PENDING_PAYMENT_KEY, walletId],
    );
    await expect(reload).toBeDisabled();
    await expect(reload).toHaveAccessibleDescription(/until the pending payment has finished/);
    await expectNoAxeViolations(page, 'the update prompt with Reload held back');

    // Once it is settled, Reload switches to the new version; up to then, nothing reloaded.
    await page.evaluate((key) => sessionStorage.removeItem(key), PENDING_PAYMENT_KEY);
    await expect(reload).toBeEnabled();
    expect(await page.evaluate(() => 'firstLoad' in window)).toBe(true);
    await Promise.all([page.waitForEvent('load'), reload.click()]);
    expect(await page.evaluate(() => 'firstLoad' in window)).toBe(false);
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(banner).toHaveCount(0);
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  });
});

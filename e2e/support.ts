/**
 * What the end-to-end tests need from a server, over HTTP only, as a second device or a script
 * would do it. By default the wallets live on the sandbox the global setup started; with
 * E2E_SERVER_URL and E2E_BANK_ADMINKEY they live on that LNbits instead, made with
 * POST /api/v1/account and funded by ordinary payments from the bank wallet there.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

export interface TestWallet {
  serverUrl: string;
  id?: string;
  name: string;
  adminkey: string;
  inkey: string;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set: the global setup did not run`);
  }
  return value;
}

/** Where the app is served (always the local sandbox). */
export const appOrigin = () => env('SANDBOX_URL');
/** The URL the sandbox printed, with its demo claim token. */
export const printedAppUrl = () => env('SANDBOX_APP_URL');
/** A sandbox serving the earlier, core-only interface. */
export const legacyServerUrl = () => env('SANDBOX_LEGACY_URL');
/** A sandbox that refuses login by a wallet link's user id (user-id-only not allowed). */
export const noUserIdServerUrl = () => env('SANDBOX_NO_USER_ID_URL');
/** Where test wallets live: an external LNbits when E2E_SERVER_URL is set, else the sandbox. */
export const walletServerUrl = () => process.env.E2E_SERVER_URL?.replace(/\/+$/, '') || appOrigin();
export const usingExternalServer = () => Boolean(process.env.E2E_SERVER_URL);

/**
 * Marks tests that need the sandbox itself; they are reported as skipped, with the reason. Call it
 * in a `describe` body (all its tests, decided before any hook runs) or at the top of a test,
 * never in a `beforeEach`: a test skipped there still runs its `afterEach`, which then cleans up
 * what its `beforeEach` never made (eslint.config.js forbids it).
 */
export function requiresSandbox(reason: string) {
  test.skip(usingExternalServer(), `needs the sandbox: ${reason}`);
}

async function call<T>(
  serverUrl: string,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
): Promise<T> {
  const response = await fetch(serverUrl + path, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { 'X-Api-Key': key } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} → ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

export function createInvoice(
  wallet: TestWallet,
  amountSat: number,
  memo: string,
  expiry?: number,
) {
  return call<{ bolt11: string; payment_hash: string }>(
    wallet.serverUrl,
    'POST',
    '/api/v1/payments',
    { out: false, amount: amountSat, memo, ...(expiry ? { expiry } : {}) },
    wallet.inkey,
  );
}

export function payInvoice(wallet: TestWallet, bolt11: string) {
  return call<{ status: string; payment_hash: string }>(
    wallet.serverUrl,
    'POST',
    '/api/v1/payments',
    { out: true, bolt11 },
    wallet.adminkey,
  );
}

/** Makes an lnurlp pay link for `wallet` (admin key), as LNbits' own page would. */
export function createPayLink(wallet: TestWallet, link: Record<string, unknown>) {
  return call<{ id: string; wallet: string; lnurl?: string | null; username?: string | null }>(
    wallet.serverUrl,
    'POST',
    '/lnurlp/api/v1/links',
    link,
    wallet.adminkey,
  );
}

/** Pays an LNURL-pay code from `payer` the way LNbits' own wallet does: scan, then pay. */
export async function payLnurl(
  payer: TestWallet,
  lnurl: string,
  amountSat: number,
  comment = '',
): Promise<{ status: string; payment_hash: string }> {
  const res = await call<Record<string, unknown>>(
    payer.serverUrl,
    'POST',
    '/api/v1/lnurlscan',
    { lnurl },
    payer.inkey,
  );
  return call(
    payer.serverUrl,
    'POST',
    '/api/v1/payments/lnurl',
    { res, amount: amountSat * 1000, comment },
    payer.adminkey,
  );
}

/** A payment of `wallet` by hash, as the server has it. */
export function readPayment(wallet: TestWallet, paymentHash: string) {
  return call<{ paid: boolean; details?: { memo: string | null; bolt11: string } }>(
    wallet.serverUrl,
    'GET',
    `/api/v1/payments/${paymentHash}`,
    undefined,
    wallet.inkey,
  );
}

export async function balanceSat(wallet: TestWallet): Promise<number> {
  const info = await call<{ balance: number }>(
    wallet.serverUrl,
    'GET',
    '/api/v1/wallet',
    undefined,
    wallet.inkey,
  );
  return Math.floor(info.balance / 1000);
}

/** A new wallet with `amountSat` in it, on `serverUrl` (default: the wallet server). */
export async function createFundedWallet(
  name: string,
  amountSat: number,
  serverUrl = walletServerUrl(),
): Promise<TestWallet> {
  if (serverUrl !== process.env.E2E_SERVER_URL?.replace(/\/+$/, '')) {
    const made = await call<Omit<TestWallet, 'serverUrl'>>(serverUrl, 'POST', '/sandbox/wallets', {
      name,
      balance_sat: amountSat,
    });
    return { ...made, serverUrl };
  }
  const made = await call<Omit<TestWallet, 'serverUrl'>>(serverUrl, 'POST', '/api/v1/account', {
    name,
  });
  const wallet = { ...made, serverUrl };
  if (amountSat > 0) {
    const bank: TestWallet = {
      serverUrl,
      name: 'bank',
      adminkey: env('E2E_BANK_ADMINKEY'),
      inkey: env('E2E_BANK_ADMINKEY'),
    };
    const invoice = await createInvoice(wallet, amountSat, 'Pocketbits e2e funding');
    await payInvoice(bank, invoice.bolt11);
  }
  return wallet;
}

/**
 * A fresh one-time demo link (the form the sandbox prints at start-up): each works once, and the
 * printed one is left for the person, so every test that opens the demo gets its own.
 */
export async function freshDemoUrl(): Promise<string> {
  const made = await call<{ url: string }>(appOrigin(), 'POST', '/sandbox/demo-claims');
  return made.url;
}

/** The demo wallet's keys, through a fresh demo link of its own. */
export async function claimDemoWallet(): Promise<TestWallet> {
  const token = new URL(await freshDemoUrl()).searchParams.get('demo') ?? '';
  const made = await call<Omit<TestWallet, 'serverUrl'>>(
    appOrigin(),
    'POST',
    '/sandbox/demo/claim',
    { token },
  );
  return { ...made, serverUrl: appOrigin() };
}

/**
 * Connects the app to a wallet the way a person does: the connect screen, the server address
 * (left as it is when the wallet lives where the app is served), the key, Connect.
 */
export async function openWallet(
  page: Page,
  wallet: TestWallet,
  keyType: 'admin' | 'invoice' = 'admin',
) {
  await page.goto(`${appOrigin()}/connect`);
  if (wallet.serverUrl !== appOrigin()) {
    await page.getByLabel('Server address').fill(wallet.serverUrl);
  }
  await page.getByLabel('Wallet key').fill(keyType === 'admin' ? wallet.adminkey : wallet.inkey);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
}

/**
 * Opens Receive, Scan or Send as a person does: from Home's quick actions (the one place for
 * them), going Home first from a tab screen.
 */
export async function openFromHome(page: Page, action: 'Receive' | 'Scan' | 'Send') {
  const actions = page.getByRole('navigation', { name: 'Quick actions' });
  const tabs = page.getByRole('navigation', { name: 'Main' });
  if (await actions.isVisible()) {
    // Home already.
  } else if (await tabs.isVisible()) {
    await tabs.getByRole('link', { name: 'Home' }).click();
  } else {
    // A flow (Send, Receive, a withdrawal) has the screen to itself: Back leaves it, step by
    // step (Receive with an amount goes back to Receive first, a review to its start), until a
    // tab screen shows. Home has no Back, so this never goes past it.
    await expect(async () => {
      if (await actions.or(tabs).first().isVisible()) {
        return;
      }
      await page.getByRole('button', { name: 'Back' }).click({ timeout: 2_000 });
      await expect(actions.or(tabs).first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(actions.or(tabs).first()).toBeVisible();
    if (!(await actions.isVisible())) {
      await tabs.getByRole('link', { name: 'Home' }).click();
    }
  }
  await actions.getByRole('link', { name: action, exact: true }).click();
}

/**
 * `control` is wholly on screen at the current size, and never under the navigation (the tab bar
 * below it on a phone, the rail beside it on a wide screen) where one shows.
 */
export async function expectInViewClearOfNavigation(page: Page, control: Locator) {
  const viewport = page.viewportSize()!;
  const where = `${viewport.width}×${viewport.height}`;
  const box = (await control.boundingBox())!;
  expect(box.y, where).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (await nav.isVisible()) {
    const navBox = (await nav.boundingBox())!;
    const beside = navBox.x >= box.x + box.width || navBox.x + navBox.width <= box.x;
    expect(beside || box.y + box.height <= navBox.y, where).toBe(true);
  }
}

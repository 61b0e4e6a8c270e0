import { expectNoAxeViolations } from './axe.ts';
import { schnorr, utils, etc } from '@noble/secp256k1';
import { expect, test, type Page } from './fixtures.ts';
import {
  appOrigin,
  createFundedWallet,
  legacyServerUrl,
  openWallet,
  usingExternalServer,
  type TestWallet,
} from './support.ts';

const DAY = 86_400;

async function openNwc(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await page.getByRole('link', { name: /Wallet Connect \(NWC\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Wallet Connect', level: 1 })).toBeVisible();
  // The More tab stays lit on its sub-screen.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }),
  ).toHaveAttribute('aria-current', 'page');
}

async function nwcApi(wallet: TestWallet, method: string, path: string, body?: unknown) {
  return fetch(`${wallet.serverUrl}/nwcprovider/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'X-Api-Key': wallet.adminkey },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

interface Registered {
  data: { description: string; permissions: string; expires_at: number };
  budgets: { budget_msats: number; refresh_window: number }[];
}

async function registered(wallet: TestWallet, pubkey: string): Promise<Registered> {
  const reply = await nwcApi(wallet, 'GET', `/nwc/${pubkey}`);
  expect(reply.status).toBe(200);
  return (await reply.json()) as Registered;
}

const PAIRING_URI =
  /^nostr\+walletconnect:\/\/([0-9a-f]{64})\?relay=(ws[^&]+)&secret=([0-9a-f]{64})$/;

/** The pairing step's URI, from its Details (unmasked), and the client pubkey it pairs. */
async function pairingOf(page: Page, region: string) {
  const shown = page.getByRole('region', { name: region });
  await shown.locator('summary', { hasText: 'Details' }).click();
  await shown.getByRole('button', { name: 'Show connection secret' }).click();
  const uri = (await shown.getByTestId('nwc-pairing-uri').textContent())?.trim() ?? '';
  const match = PAIRING_URI.exec(uri);
  expect(match, uri.replace(/secret=[0-9a-f]+/, 'secret=…')).not.toBeNull();
  const [, servicePubkey, relay, secret] = match!;
  const pubkey = etc.bytesToHex(schnorr.getPublicKey(etc.hexToBytes(secret!)));
  return { uri, servicePubkey: servicePubkey!, relay: relay!, secret: secret!, pubkey };
}

/**
 * The flow's step fits the screen: its primary action wholly in the viewport, and nothing of the
 * step below the fold (its middle does not scroll).
 */
async function expectFitsWithoutScrolling(page: Page, action: string) {
  const viewport = page.viewportSize()!;
  const button = (await page
    .getByTestId('flow-action')
    .getByRole('button', { name: action })
    .boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(0);
  expect(button.y + button.height).toBeLessThanOrEqual(viewport.height);
  const overflow = await page
    .getByTestId('flow-body')
    .evaluate((body) => body.scrollHeight - body.clientHeight);
  expect(overflow, 'the step scrolls').toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
    viewport.height + 1,
  );
}

test.describe('Nostr Wallet Connect', () => {
  test('connects an app from its preset: the limits on the server, the QR at once, on a 360×740 screen', async ({
    page,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    const wallet = await createFundedWallet('E2E nwc', 1_000);
    // An expired connection, made beforehand over the API: hidden until asked for.
    const oldPubkey = etc.bytesToHex(schnorr.getPublicKey(utils.randomSecretKey()));
    const now = Math.floor(Date.now() / 1000);
    const made = await nwcApi(wallet, 'PUT', `/nwc/${oldPubkey}`, {
      permissions: ['info', 'balance'],
      description: 'Old reader',
      expires_at: now - 60,
      budgets: [],
    });
    expect(made.status).toBe(201);

    await openWallet(page, wallet);
    await openNwc(page);
    // Nothing connected: the screen opens on "Connect an app", and says nothing of full access to
    // a wallet that has it.
    await expect(page.getByRole('heading', { name: 'Connect an app' })).toBeVisible();
    await expect(page.getByText(/full access/)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Connections' })).toHaveCount(0);

    await page.getByRole('link', { name: /^Zeus A wallet app on your phone/ }).click();
    await expect(page.getByRole('heading', { name: 'Connect Zeus', level: 1 })).toBeVisible();
    // A payment moment: the tab bar gives way to the step.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const form = page.getByRole('form', { name: 'New connection' });
    await expect(form.getByLabel('Name')).toHaveValue('Zeus');
    await expect(form.getByRole('radio', { name: '100K' })).toBeChecked();
    await expect(form.getByLabel('Renews')).toHaveValue('monthly');
    await expect(form.getByRole('radio', { name: '1 year' })).toBeChecked();
    await expect(form.getByTestId('nwc-may-do')).toHaveText(
      'Everything, including sending payments up to a budget.',
    );
    await expectFitsWithoutScrolling(page, 'Create connection');
    await page.screenshot({ path: `test-results/nwc-create-${testInfo.project.name}.png` });

    await page.getByRole('button', { name: 'Create connection' }).click();
    const created = page.getByRole('region', { name: 'Connection created' });
    await expect(created.getByRole('heading', { name: '“Zeus” is ready' })).toBeVisible();
    // The QR code is there at once, with the line that it is shown once.
    await expect(
      created.getByRole('img', { name: 'QR code of the connection secret' }),
    ).toBeVisible();
    await expect(created.getByText('Shown only this once.')).toBeVisible();
    await expect(created.getByRole('status')).toHaveText('Waiting for “Zeus” to connect…');
    await expectFitsWithoutScrolling(page, 'I’ve connected it');
    await page.screenshot({ path: `test-results/nwc-created-${testInfo.project.name}.png` });

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await created.getByRole('button', { name: 'Copy connection secret' }).click();
    await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    // Details hold the same URI as text, masked until asked for.
    const pairing = await pairingOf(page, 'Connection created');
    expect(pairing.uri).toBe(copied);
    expect(decodeURIComponent(pairing.relay)).toMatch(/^wss?:\/\/\S+$/);
    if (!usingExternalServer()) {
      const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
        nwc_service_pubkey?: string | null;
      };
      if (info.nwc_service_pubkey) {
        expect(pairing.servicePubkey).toBe(info.nwc_service_pubkey);
      }
    }

    // The server has the client pubkey of that secret, with the preset's limits: everything, a
    // 100,000-sat budget renewed every 30 days, expiring in a year.
    const zeus = await registered(wallet, pairing.pubkey);
    expect(zeus.data.description).toBe('Zeus');
    expect(zeus.data.permissions.split(' ').sort()).toEqual(
      ['balance', 'history', 'info', 'invoice', 'lookup', 'pay'].sort(),
    );
    expect(zeus.data.expires_at).toBeGreaterThanOrEqual(now + 365 * DAY - DAY);
    expect(zeus.data.expires_at).toBeLessThanOrEqual(now + 366 * DAY + DAY);
    expect(zeus.budgets).toMatchObject([{ budget_msats: 100_000_000, refresh_window: 30 * DAY }]);

    await page.getByRole('button', { name: 'I’ve connected it' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Connections' });
    const card = list.getByRole('article', { name: 'Zeus' });
    await expect(card).toContainText('Send, Receive');
    await expect(card).toContainText('0 of 100,000 sats used');
    await expect(card).toContainText('100,000 sats left');
    // The budget renews 30 days after today's midnight: on that date, said as a date.
    const renewal = new Date();
    renewal.setHours(0, 0, 0, 0);
    renewal.setDate(renewal.getDate() + 30);
    const renewalDay = new Intl.DateTimeFormat('en', {
      day: 'numeric',
      month: 'short',
      ...(renewal.getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' }),
    }).format(renewal);
    await expect(card).toContainText(`Budget per 30 days · renews on ${renewalDay}`);
    await expect(card).toContainText(/Expires in 36\d days · Never used/);
    // The secret is gone with the step that showed it.
    await expect(page.getByText(pairing.secret)).toHaveCount(0);
    await expect(page.getByText(/full access/)).toHaveCount(0);

    // Expired connections show only when asked for, behind a full-size control.
    await expect(list.getByRole('article', { name: 'Old reader' })).toHaveCount(0);
    const showExpired = page.getByRole('button', { name: 'Show expired connections (1)' });
    expect((await showExpired.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await showExpired.click();
    const old = list.getByRole('article', { name: 'Old reader' });
    await expect(old).toContainText(/Expired (just now|1 minute ago|\d+ minutes ago)/);
    await page.getByRole('button', { name: 'Hide expired connections' }).click();
    await expect(old).toHaveCount(0);

    // A zapping app: paying and the balance only, on a smaller budget.
    await page.getByRole('link', { name: /^Amethyst \/ Damus Zaps on Nostr/ }).click();
    await expect(form.getByLabel('Name')).toHaveValue('Amethyst / Damus');
    await expect(form.getByRole('radio', { name: '10K' })).toBeChecked();
    await page.getByRole('button', { name: 'Create connection' }).click();
    const zaps = await registered(wallet, (await pairingOf(page, 'Connection created')).pubkey);
    expect(zaps.data.permissions.split(' ').sort()).toEqual(['balance', 'info', 'pay']);
    expect(zaps.budgets).toMatchObject([{ budget_msats: 10_000_000, refresh_window: 30 * DAY }]);
    await page.getByRole('button', { name: 'I’ve connected it' }).click();
    await expect(list.getByRole('article')).toHaveCount(2);

    // Edit: LNbits cannot change a connection in place, and its delete leaves the key's budgets
    // behind, so the app replaces the connection with a new key and hands over a new secret.
    await card.getByRole('button', { name: 'Edit Zeus' }).click();
    const edit = page.getByRole('form', { name: 'Edit connection' });
    await expect(edit.getByLabel('Name')).toHaveValue('Zeus');
    await expect(edit.getByRole('radio', { name: '100K' })).toBeChecked();
    await expect(page.getByText(/must be paired again/)).toBeVisible();
    await edit.getByRole('radio', { name: '50K' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('region', { name: 'Connection saved' });
    await expect(
      saved.getByRole('heading', { name: '“Zeus” is saved: pair the app again' }),
    ).toBeVisible();
    await expect(saved.getByText('The old connection is still there')).toHaveCount(0);
    const replaced = await pairingOf(page, 'Connection saved');
    expect(replaced.servicePubkey).toBe(pairing.servicePubkey);
    expect(replaced.pubkey).not.toBe(pairing.pubkey);
    expect((await nwcApi(wallet, 'GET', `/nwc/${pairing.pubkey}`)).status).toBe(400);
    const edited = await registered(wallet, replaced.pubkey);
    expect(edited.data.description).toBe('Zeus');
    expect(edited.budgets).toMatchObject([{ budget_msats: 50_000_000, refresh_window: 30 * DAY }]);
    await page.getByRole('button', { name: 'I’ve connected it' }).click();
    await expect(list.getByRole('article')).toHaveCount(2);
    await expect(card).toContainText('50,000 sats left');

    // Delete, with a confirm step.
    await card.getByRole('button', { name: 'Delete Zeus…' }).click();
    await card.getByRole('button', { name: 'Keep it' }).click();
    await card.getByRole('button', { name: 'Delete Zeus…' }).click();
    await card.getByRole('button', { name: 'Delete connection' }).click();
    await expect(list.getByRole('article')).toHaveCount(1);
    expect((await nwcApi(wallet, 'GET', `/nwc/${replaced.pubkey}`)).status).toBe(400);
  });

  test('"Other app" is named by the person, and the connect steps are axe-clean, light and dark', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const wallet = await createFundedWallet('E2E nwc other', 0);
    await openWallet(page, wallet);
    await openNwc(page);
    await page.getByRole('link', { name: /^Other app/ }).click();
    await expect(page.getByRole('heading', { name: 'Connect an app', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'New connection' });
    await expect(form.getByLabel('Name')).toHaveValue('');
    await expectNoAxeViolations(page, 'new connection');
    await page.getByRole('button', { name: 'Create connection' }).click();
    await expect(form.getByText(/Give the connection a name/)).toBeVisible();

    // Narrowed to reading only: no budget to set, and nothing that can spend.
    await form.getByLabel('Name').fill('Dashboard');
    await form.getByRole('button', { name: 'Change permissions' }).click();
    await form.getByRole('radio', { name: 'Read only' }).check();
    await expect(form.getByRole('group', { name: 'Budget' })).toHaveCount(0);
    await form.getByRole('button', { name: 'Done choosing permissions' }).click();
    await expect(form.getByTestId('nwc-may-do')).toHaveText(
      'Balance, history and invoice status. Cannot move money.',
    );
    await page.getByRole('button', { name: 'Create connection' }).click();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    const pairing = await pairingOf(page, 'Connection created');
    await expectNoAxeViolations(page, 'connection created (dark)');
    const reader = await registered(wallet, pairing.pubkey);
    expect(reader.data.description).toBe('Dashboard');
    expect(reader.data.permissions.split(' ').sort()).toEqual([
      'balance',
      'history',
      'info',
      'lookup',
    ]);
    expect(reader.budgets).toEqual([]);
    await page.getByRole('button', { name: 'I’ve connected it' }).click();
    await expect(page.getByRole('list', { name: 'Connections' }).getByRole('article')).toHaveCount(
      1,
    );
    await expectNoAxeViolations(page, 'connections (dark)');
  });

  test('on a wide screen the form sits beside its summary, and the QR beside its words', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const wallet = await createFundedWallet('E2E nwc wide', 0);
    await openWallet(page, wallet);
    await openNwc(page);
    await page.getByRole('link', { name: /^Alby extension/ }).click();
    const form = (await page.getByRole('form', { name: 'New connection' }).boundingBox())!;
    const summary = page.getByRole('complementary', { name: 'Summary' });
    await expect(summary).toContainText('What “Alby extension” will be able to do');
    await expect(summary).toContainText('Up to 50,000 sats every 30 days.');
    const aside = (await summary.boundingBox())!;
    expect(aside.x).toBeGreaterThanOrEqual(form.x + form.width);
    expect(aside.y).toBeLessThan(form.y + form.height);

    await page.getByRole('button', { name: 'Create connection' }).click();
    const created = page.getByRole('region', { name: 'Connection created' });
    const qr = (await created
      .getByRole('img', { name: 'QR code of the connection secret' })
      .boundingBox())!;
    const heading = (await created
      .getByRole('heading', { name: '“Alby extension” is ready' })
      .boundingBox())!;
    expect(heading.x).toBeGreaterThanOrEqual(qr.x + qr.width);
    expect(heading.y).toBeLessThan(qr.y + qr.height);
  });

  test('a receive-only wallet is told that connecting apps needs full access', async ({ page }) => {
    const wallet = await createFundedWallet('E2E nwc invoice key', 0);
    await openWallet(page, wallet, 'invoice');
    await openNwc(page);
    await expect(page.getByText('Needs full access')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Zeus/ })).toHaveCount(0);
    // Nor is there a way round it by address.
    await page.goto(`${appOrigin()}/more/nwc/connect?app=zeus`);
    await expect(page.getByText('Needs full access')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create connection' })).toHaveCount(0);
  });

  test('provider settings say clearly when the server refuses', async ({ page }) => {
    const wallet = await createFundedWallet('E2E nwc settings', 0);
    await openWallet(page, wallet);
    await openNwc(page);
    await page.locator('summary', { hasText: 'Details' }).click();
    await page.getByRole('button', { name: 'Provider settings (server admins)' }).click();
    const signIn = page.getByRole('form', { name: 'Admin sign-in' });
    await signIn.getByLabel('Admin username').fill('admin');
    await signIn.getByLabel('Admin password').fill('not-the-password');
    await signIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not allowed' })).toBeVisible();
    await expect(page.getByText('not-the-password')).toHaveCount(0);
  });

  test('a server without an NWC provider says so', async ({ page }) => {
    const wallet = await createFundedWallet('E2E nwc legacy', 0, legacyServerUrl());
    await openWallet(page, wallet);
    await openNwc(page);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'This server has no Nostr Wallet Connect provider',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Zeus/ })).toHaveCount(0);
  });
});

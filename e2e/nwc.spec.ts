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

const WEEK = 7 * 86_400;

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

const PAIRING_URI =
  /^nostr\+walletconnect:\/\/([0-9a-f]{64})\?relay=(ws[^&]+)&secret=([0-9a-f]{64})$/;

test.describe('Nostr Wallet Connect', () => {
  test('creates a spend connection with a budget, pairs it once, lists it, and deletes it', async ({
    page,
  }, testInfo) => {
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
    await expect(page.getByText('No connections yet.')).toBeVisible();
    await expect(
      page.getByText(/Creating, editing and deleting connections needs full access/),
    ).toBeVisible();

    await page.getByRole('button', { name: 'New connection' }).click();
    const form = page.getByRole('form', { name: 'New connection' });
    await form.getByRole('button', { name: 'Create connection' }).click();
    await expect(form.getByText(/Give the connection a name/)).toBeVisible();

    await form.getByLabel('Name').fill('Zap app');
    await form.getByRole('radio', { name: 'Spend' }).check();
    await form.getByRole('radio', { name: '10k' }).check();
    await form.getByLabel('Budget renews').selectOption('weekly');
    await form.getByRole('radio', { name: '1 year' }).check();
    await form.getByRole('button', { name: 'Create connection' }).click();

    const created = page.getByRole('region', { name: 'Connection created' });
    await expect(created.getByText('Shown only this once')).toBeVisible();
    // The QR code waits for a tap.
    const qr = page.getByRole('img', { name: 'QR code of the connection secret' });
    await expect(qr).toHaveCount(0);
    await created.getByRole('button', { name: 'Show QR code' }).click();
    await expect(qr).toBeVisible();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await created.getByRole('button', { name: 'Copy connection secret' }).click();
    await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
    const uri = await page.evaluate(() => navigator.clipboard.readText());
    const match = PAIRING_URI.exec(uri);
    expect(match, uri.replace(/secret=[0-9a-f]+/, 'secret=…')).not.toBeNull();
    const [, servicePubkey, relay, secret] = match!;
    expect(decodeURIComponent(relay!)).toMatch(/^wss?:\/\/\S+$/);

    // The masked text reveals the same URI.
    await expect(created.getByTestId('nwc-pairing-uri')).not.toHaveText(uri);
    await created.getByRole('button', { name: 'Show connection secret' }).click();
    await expect(created.getByTestId('nwc-pairing-uri')).toHaveText(uri);
    await page.screenshot({ path: `test-results/nwc-created-${testInfo.project.name}.png` });

    // The server knows the client pubkey derived from the secret, with the chosen limits.
    const clientPubkey = etc.bytesToHex(schnorr.getPublicKey(etc.hexToBytes(secret!)));
    const known = await nwcApi(wallet, 'GET', `/nwc/${clientPubkey}`);
    expect(known.status).toBe(200);
    const registered = (await known.json()) as {
      data: { description: string; permissions: string; expires_at: number };
      budgets: { budget_msats: number; refresh_window: number }[];
    };
    expect(registered.data.description).toBe('Zap app');
    expect(registered.data.permissions.split(' ').sort()).toEqual(
      ['balance', 'history', 'info', 'invoice', 'lookup', 'pay'].sort(),
    );
    expect(registered.data.expires_at).toBeGreaterThan(now + 360 * 86_400);
    expect(registered.budgets).toMatchObject([{ budget_msats: 10_000_000, refresh_window: WEEK }]);

    if (!usingExternalServer()) {
      const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
        nwc_service_pubkey?: string | null;
      };
      if (info.nwc_service_pubkey) {
        expect(servicePubkey).toBe(info.nwc_service_pubkey);
      }
    }

    await created.getByRole('button', { name: 'Done' }).click();
    const list = page.getByRole('list', { name: 'Connections' });
    const card = list.getByRole('article', { name: 'Zap app' });
    await expect(card).toContainText('Send, Receive');
    await expect(card).toContainText('0 of 10,000 sats used');
    await expect(card).toContainText('10,000 sats left');
    // A week from now is seven dates on (lib/time.ts counts calendar days, as people do).
    await expect(card).toContainText(/Weekly budget · renews in 7 days/);
    await expect(card).toContainText(/Expires in 36\d days · Never used/);
    // The secret is gone with the step that showed it.
    await expect(page.getByText(secret!)).toHaveCount(0);

    // Expired connections show only when asked for.
    await expect(list.getByRole('article', { name: 'Old reader' })).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show expired connections' }).check();
    const old = list.getByRole('article', { name: 'Old reader' });
    await expect(old).toContainText('Expired');
    await expect(old).toContainText(/Expired (just now|1 minute ago|\d+ minutes ago)/);
    await page.getByRole('switch', { name: 'Show expired connections' }).uncheck();
    await expect(list.getByRole('article', { name: 'Old reader' })).toHaveCount(0);

    await page.screenshot({ path: `test-results/nwc-list-${testInfo.project.name}.png` });

    // Edit: LNbits cannot change a connection in place, and its delete leaves the key's budgets
    // behind, so the app replaces the connection with a new key and hands over a new secret.
    await card.getByRole('button', { name: 'Edit Zap app' }).click();
    const edit = page.getByRole('form', { name: 'Edit connection' });
    await expect(edit.getByLabel('Name')).toHaveValue('Zap app');
    await expect(edit.getByRole('radio', { name: 'Spend' })).toBeChecked();
    await expect(edit.getByRole('radio', { name: '10k' })).toBeChecked();
    await expect(edit.getByLabel('Budget renews')).toHaveValue('weekly');
    await expect(edit.getByText(/must be paired again/)).toBeVisible();
    await edit.getByRole('radio', { name: '100k' }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();

    const saved = page.getByRole('region', { name: 'Connection saved' });
    await expect(
      saved.getByRole('heading', { name: '“Zap app” is saved: pair the app again' }),
    ).toBeVisible();
    await expect(saved.getByText('The old connection is still there')).toHaveCount(0);
    await saved.getByRole('button', { name: 'Show connection secret' }).click();
    const newUri = (await saved.getByTestId('nwc-pairing-uri').textContent())?.trim() ?? '';
    const newMatch = PAIRING_URI.exec(newUri);
    expect(newMatch, newUri.replace(/secret=[0-9a-f]+/, 'secret=…')).not.toBeNull();
    expect(newMatch![1]).toBe(servicePubkey);
    const newPubkey = etc.bytesToHex(schnorr.getPublicKey(etc.hexToBytes(newMatch![3]!)));
    expect(newPubkey).not.toBe(clientPubkey);
    // The old key is gone, and the new one has exactly the limits asked for.
    expect((await nwcApi(wallet, 'GET', `/nwc/${clientPubkey}`)).status).toBe(400);
    const edited = (await (await nwcApi(wallet, 'GET', `/nwc/${newPubkey}`)).json()) as {
      data: { description: string };
      budgets: { budget_msats: number; refresh_window: number }[];
    };
    expect(edited.data.description).toBe('Zap app');
    expect(edited.budgets).toMatchObject([{ budget_msats: 100_000_000, refresh_window: WEEK }]);
    await saved.getByRole('button', { name: 'Done' }).click();

    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(card.getByTestId('nwc-budget')).toHaveCount(1);
    await expect(card).toContainText('100,000 sats left');
    await expect(card.getByRole('button', { name: 'Edit Zap app' })).toBeVisible();

    // Delete, with a confirm step.
    await card.getByRole('button', { name: 'Delete Zap app…' }).click();
    await card.getByRole('button', { name: 'Keep it' }).click();
    await card.getByRole('button', { name: 'Delete Zap app…' }).click();
    await card.getByRole('button', { name: 'Delete connection' }).click();
    await expect(page.getByText('No connections yet.')).toBeVisible();
    const gone = await nwcApi(wallet, 'GET', `/nwc/${newPubkey}`);
    expect(gone.status).toBe(400);
  });

  test('an invoice-key wallet is told that managing connections needs the admin key', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('E2E nwc invoice key', 0);
    await openWallet(page, wallet, 'invoice');
    await openNwc(page);
    await expect(page.getByText('Needs full access')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New connection' })).toHaveCount(0);
  });

  test('provider settings say clearly when the server refuses', async ({ page }) => {
    const wallet = await createFundedWallet('E2E nwc settings', 0);
    await openWallet(page, wallet);
    await openNwc(page);
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
    await expect(page.getByRole('button', { name: 'New connection' })).toHaveCount(0);
  });
});

import { expect, test, type Page } from './fixtures.ts';
import {
  balanceSat,
  createFundedWallet,
  legacyServerUrl,
  openWallet,
  type TestWallet,
  openFromHome,
} from './support.ts';

/**
 * Every reusable code of the wallet, a place of its own under Receive ("Reusable codes" there).
 * Opened by its address: Receive itself makes a code at once for a wallet with none, and these
 * tests start from a wallet with none.
 */
async function openReusable(page: Page) {
  await page.goto(`${new URL(page.url()).origin}/receive/links`);
  await expect(page.getByRole('heading', { name: 'Reusable codes', level: 1 })).toBeVisible();
}

async function api<T>(
  wallet: TestWallet,
  method: string,
  path: string,
  key: string,
  body?: unknown,
) {
  const response = await fetch(wallet.serverUrl + path, {
    method,
    headers: { 'content-type': 'application/json', 'X-Api-Key': key },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`${method} ${path} → ${response.status} ${text}`);
  }
  return JSON.parse(text) as T;
}

/** Pays an LNURL-pay code from `payer` the way LNbits' own wallet does: scan, then pay. */
async function payLnurl(payer: TestWallet, lnurl: string, amountSat: number, comment: string) {
  const res = await api<Record<string, unknown>>(payer, 'POST', '/api/v1/lnurlscan', payer.inkey, {
    lnurl,
  });
  expect(res.tag).toBe('payRequest');
  return api<{ status: string; memo: string }>(
    payer,
    'POST',
    '/api/v1/payments/lnurl',
    payer.adminkey,
    {
      res,
      amount: amountSat * 1000,
      comment,
    },
  );
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('Reusable links (LNURL-pay)', () => {
  test('creates a link with a Lightning Address, shows its QR code, and gets paid through it', async ({
    page,
  }, testInfo) => {
    const receiver = await createFundedWallet('E2E link receiver', 0);
    const payer = await createFundedWallet('E2E link payer', 10_000);
    const taken = `taken-${unique()}`;
    await api(payer, 'POST', '/lnurlp/api/v1/links', payer.adminkey, {
      description: 'Someone else',
      min: 1,
      max: 1,
      username: taken,
    });
    const username = `e2e-${unique()}`;
    const host = new URL(receiver.serverUrl).host;

    await openWallet(page, receiver);
    await openReusable(page);
    await expect(page.getByText('No reusable links yet.')).toBeVisible();
    await expect(page.getByText('Creating and deleting links needs full access.')).toBeVisible();

    await page.getByRole('button', { name: 'New reusable link' }).click();
    const form = page.getByRole('form', { name: 'New reusable link' });
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(
      form.getByText('Enter a description: payers see it in their wallet.'),
    ).toBeVisible();

    await form.getByLabel('Description').fill('Tips for the e2e');
    await form.getByLabel('Minimum sats').fill('10');
    await form.getByLabel('Maximum sats').fill('50,000');
    await form.getByLabel('Note length allowed').fill('140');
    await form.getByLabel('Username (optional)').fill('Not valid!');
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(form.getByText(/Use only letters a–z/)).toBeVisible();

    // The server's refusal is shown by the field, and nothing typed is lost.
    await form.getByLabel('Username (optional)').fill(taken);
    await form.getByRole('button', { name: 'Create link' }).click();
    await expect(form.getByText('Username already taken.')).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue('Tips for the e2e');
    await expect(form.getByLabel('Maximum sats')).toHaveValue('50,000');

    await form.getByLabel('Username (optional)').fill(username);
    await expect(form.getByText('Username already taken.')).toHaveCount(0);
    await expect(form.getByText(`Lightning Address: ${username}@${host}`)).toBeVisible();
    await form.getByRole('button', { name: 'Create link' }).click();

    const qr = page.getByRole('img', { name: 'QR code of the reusable link' });
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(240);
    await expect(page.getByRole('heading', { name: 'Tips for the e2e' })).toBeVisible();
    await expect(page.getByTestId('paylink-range')).toHaveText('10 – 50,000 sats');
    await expect(page.getByTestId('paylink-address')).toHaveText(`${username}@${host}`);
    const lnurl = ((await page.getByTestId('paylink-lnurl').textContent()) ?? '').trim();
    expect(lnurl).toMatch(/^LNURL1[0-9A-Z]+$/);
    await page.screenshot({ path: `test-results/paylink-${testInfo.project.name}.png` });

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy Lightning Address' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${username}@${host}`);
    await page.getByRole('button', { name: 'Copy LNURL' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(lnurl);

    // The address resolves on the server (LNbits' lnurlscan wants a TLD, so the payer scans the
    // LNURL; both lead to the same payRequest).
    const wellKnown = await fetch(`${receiver.serverUrl}/.well-known/lnurlp/${username}`);
    expect(await wellKnown.json()).toMatchObject({ tag: 'payRequest', minSendable: 10_000 });

    // lnurlp describes a link with a username by it: the payer's memo is "Payment to <username>",
    // the receiver's the link's description.
    const paid = await payLnurl(payer, lnurl, 2_100, 'thanks!');
    expect(paid.memo).toBe(`Payment to ${username}`);
    expect(await balanceSat(receiver)).toBe(2_100);
    const received = await api<{ memo: string }[]>(
      receiver,
      'GET',
      '/api/v1/payments?limit=1',
      receiver.inkey,
    );
    expect(received[0]?.memo).toBe('Tips for the e2e');
    // A link can be paid again.
    await payLnurl(payer, lnurl, 900, '');
    expect(await balanceSat(receiver)).toBe(3_000);

    await page.getByRole('button', { name: '← All reusable links' }).click();
    const list = page.getByRole('list', { name: 'Reusable links' });
    await expect(list.getByRole('button', { name: /Tips for the e2e/ })).toBeVisible();
    await expect(list.getByText(`${username}@${host}`)).toBeVisible();

    // Every wallet of this account: still only this one's link.
    await page.getByRole('switch', { name: 'Show links of all my wallets' }).check();
    await expect(list.getByRole('button', { name: /Tips for the e2e/ })).toBeVisible();
    await page.getByRole('switch', { name: 'Show links of all my wallets' }).uncheck();

    // Delete, with a confirm step.
    await list.getByRole('button', { name: /Tips for the e2e/ }).click();
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page.getByRole('button', { name: 'Delete link' }).click();
    await expect(page.getByText('No reusable links yet.')).toBeVisible();
    // An unknown address is a LUD-06 error with status 200, and Send shows its reason.
    const gone = await fetch(`${receiver.serverUrl}/.well-known/lnurlp/${username}`);
    expect(gone.status).toBe(200);
    expect(await gone.json()).toEqual({ status: 'ERROR', reason: 'Lightning address not found.' });

    // Send shows the server's reason for the unknown address.
    await page.goto(
      `${new URL(page.url()).origin}/send?${new URLSearchParams({ invoice: `${username}@${host}` })}`,
    );
    await expect(page.getByText('It said: “Lightning address not found.”')).toBeVisible();
  });

  test('an invoice-key wallet shows its links but cannot create or delete them', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('E2E invoice-key links', 0);
    await api(wallet, 'POST', '/lnurlp/api/v1/links', wallet.adminkey, {
      description: 'Coffee stand',
      min: 500,
      max: 500,
    });
    await openWallet(page, wallet, 'invoice');
    await openReusable(page);
    const row = page
      .getByRole('list', { name: 'Reusable links' })
      .getByRole('button', { name: /Coffee stand/ });
    await expect(row).toContainText('500 sats');
    await expect(page.getByRole('button', { name: 'New reusable link' })).toHaveCount(0);
    await expect(page.getByText(/This wallet is receive only, so it can show/)).toBeVisible();

    await row.click();
    await expect(page.getByRole('img', { name: 'QR code of the reusable link' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete…' })).toHaveCount(0);
    await expect(page.getByText(/Deleting needs full access/)).toBeVisible();
  });

  test('a server without the LNURLp extension says so', async ({ page }) => {
    const wallet = await createFundedWallet('E2E legacy links', 0, legacyServerUrl());
    await openWallet(page, wallet);
    await openReusable(page);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Reusable links need the LNURLp extension on your LNbits server',
      }),
    ).toBeVisible();
    // Without a reusable code, Receive is the amount: its keypad at once.
    await page.goto(new URL(page.url()).origin);
    await openFromHome(page, 'Receive');
    await expect(page.getByLabel('Amount', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create request' })).toBeVisible();
  });
});

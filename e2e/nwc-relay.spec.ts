/**
 * A connection made in the app, used by a real NIP-47 client through the server's relay (the
 * sandbox's own, or on a genuine LNbits nostrclient's endpoint in front of nwcprovider): the
 * pairing URI is read from the app, parsed with nostr-tools' NIP-47 helpers, and the requests are
 * signed and encrypted with nostr-tools (nostr-tools' makeNwcRequestEvent for pay_invoice).
 *
 * What both servers share, and all these tests rely on: requests in NIP-04, and a request is
 * answered by its response event (nostrclient never passes the relay's `OK` on). Requests are
 * ephemeral, so the client subscribes to responses before it sends anything.
 */
import { expect, test, type Page } from './fixtures.ts';
import { hexToBytes } from '@noble/hashes/utils.js';
import { nip47 } from 'nostr-tools';
import { connectNwc, type NwcClient } from '../sandbox/test/nwc-client.ts';
import {
  balanceSat,
  createFundedWallet,
  createInvoice,
  openWallet,
  usingExternalServer,
  walletServerUrl,
  appOrigin,
  type TestWallet,
} from './support.ts';

async function openNwc(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'More' }).click();
  await page.getByRole('link', { name: /Wallet Connect \(NWC\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Wallet Connect', level: 1 })).toBeVisible();
}

/** The relay the server's pairing URIs name. */
async function expectedRelay(): Promise<string> {
  if (usingExternalServer()) {
    // nwcprovider's default relay setting, "nostrclient": the endpoint on the server itself.
    return `${walletServerUrl().replace(/^http/, 'ws')}/nostrclient/api/v1/relay`;
  }
  const info = (await (await fetch(`${appOrigin()}/sandbox/info`)).json()) as {
    nwc_relay_url: string;
  };
  return info.nwc_relay_url;
}

/** The pairing step's URI, unmasked under its Details; the step stays open. */
async function revealedPairingUri(page: Page, region: string): Promise<string> {
  const shown = page.getByRole('region', { name: region });
  await shown.locator('summary', { hasText: 'Details' }).click();
  await shown.getByRole('button', { name: 'Show connection secret' }).click();
  return (await shown.getByTestId('nwc-pairing-uri').textContent())?.trim() ?? '';
}

/** Leaves the pairing step for the list, as a person does once the app is paired. */
async function leavePairing(page: Page) {
  await page.getByRole('button', { name: /^(I’ve connected it|Done)$/ }).click();
  await expect(page.getByRole('list', { name: 'Connections' })).toBeVisible();
}

/**
 * Creates a connection with "Other app" (everything, spending included) and a custom daily
 * budget in the app, and returns its pairing URI, the pairing step still open.
 */
async function createConnection(page: Page, name: string, budgetSat: number): Promise<string> {
  await page.getByRole('link', { name: /^Other app/ }).click();
  const form = page.getByRole('form', { name: 'New connection' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('radio', { name: 'Other' }).check();
  await form.getByLabel('Budget in sats').fill(String(budgetSat));
  await form.getByLabel('Renews').selectOption('daily');
  await form.getByRole('radio', { name: '1 month' }).check();
  await page.getByRole('button', { name: 'Create connection' }).click();
  return revealedPairingUri(page, 'Connection created');
}

/** nostr-tools' own pay_invoice request (NIP-04), answered by its response event. */
async function payOverNwc(client: NwcClient, secret: string, invoice: string) {
  const event = await nip47.makeNwcRequestEvent(client.walletPubkey, hexToBytes(secret), invoice);
  const answer = client.response(event.id, 10_000);
  client.publish(event);
  return answer;
}

test.describe('Nostr Wallet Connect over the relay', () => {
  test('a connection made in the app reads the balance, pays within its budget, and is cut off', async ({
    page,
  }) => {
    const wallet = await createFundedWallet('NWC relay wallet', 5_000);
    const payee: TestWallet = await createFundedWallet('NWC payee', 0);
    await openWallet(page, wallet);
    await openNwc(page);
    const uri = await createConnection(page, 'Relay app', 1_000);
    const createdBySecond = Math.floor(Date.now() / 1000);

    const pairing = nip47.parseConnectionString(uri);
    expect(pairing.relays).toEqual([await expectedRelay()]);
    const client = await connectNwc(uri);
    let repaired: NwcClient | undefined;
    try {
      // LNbits keeps `last_used` in whole seconds and stamps it at registration, so a first
      // request within the same second cannot be told from none (a person scanning the QR code
      // takes longer). The request waits for the server's clock to reach the next second.
      await expect
        .poll(() => Math.floor(Date.now() / 1000), { timeout: 3_000 })
        .toBeGreaterThan(createdBySecond);
      // get_balance equals what the app shows.
      const balance = await client.request<{ balance: number }>('get_balance');
      expect(balance.error).toBeUndefined();
      // The pairing step sees the app's first request.
      await expect(
        page.getByRole('region', { name: 'Connection created' }).getByRole('status'),
      ).toHaveText('“Relay app” is connected', { timeout: 10_000 });
      await leavePairing(page);
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await expect(page.getByTestId('balance')).toHaveText(/^5,000\s+sats$/);
      expect(balance.result!.balance).toBe(5_000_000);

      // A payment over NWC shows in the app's history, and the budget left drops.
      const invoice = await createInvoice(payee, 300, 'Paid over NWC');
      const paid = await payOverNwc(client, pairing.secret, invoice.bolt11);
      expect(paid.error, JSON.stringify(paid.error)).toBeUndefined();
      expect(paid.result_type).toBe('pay_invoice');
      expect((paid.result as { preimage: string }).preimage).toMatch(/^[0-9a-f]{64}$/);
      expect(await balanceSat(payee)).toBe(300);

      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'History' })
        .click();
      await expect(page.getByText('Paid over NWC').first()).toBeVisible();
      await openNwc(page);
      const card = page.getByRole('list', { name: 'Connections' }).getByRole('article', {
        name: 'Relay app',
      });
      await expect(card).toContainText('300 of 1,000 sats used');
      await expect(card).toContainText('700 sats left');

      // Over the budget: refused, nothing paid.
      const tooMuch = await createInvoice(payee, 800, 'Over budget');
      const refused = await payOverNwc(client, pairing.secret, tooMuch.bolt11);
      expect(refused.error?.code).toBe('QUOTA_EXCEEDED');
      expect(await balanceSat(payee)).toBe(300);

      // Edited in the app (a larger budget): the app must be paired again. The old secret is
      // refused, and the new one has the new budget alone, not the old cap beside it.
      await card.getByRole('button', { name: 'Edit Relay app' }).click();
      const edit = page.getByRole('form', { name: 'Edit connection' });
      await expect(edit.getByLabel('Budget in sats')).toHaveValue('1,000');
      await edit.getByLabel('Budget in sats').fill('2000');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const newUri = await revealedPairingUri(page, 'Connection saved');
      await leavePairing(page);
      expect((await client.request('get_balance')).error?.code).toBe('UNAUTHORIZED');
      repaired = await connectNwc(newUri);
      const newSecret = nip47.parseConnectionString(newUri).secret;
      const larger = await createInvoice(payee, 800, 'Within the new budget');
      const paidAgain = await payOverNwc(repaired, newSecret, larger.bolt11);
      expect(paidAgain.error, JSON.stringify(paidAgain.error)).toBeUndefined();
      expect(await balanceSat(payee)).toBe(1_100);
      await openNwc(page); // the list is read again on every visit
      await expect(card.getByTestId('nwc-budget')).toHaveCount(1);
      await expect(card).toContainText('800 of 2,000 sats used');

      // Deleted in the app: the key no longer reaches the wallet.
      await card.getByRole('button', { name: /^Delete Relay app/ }).click();
      await page
        .getByRole('button', { name: /^Delete/ })
        .last()
        .click();
      await expect(card).toHaveCount(0);
      const afterDelete = await repaired.request('get_balance');
      expect(afterDelete.error?.code).toBe('UNAUTHORIZED');
      expect(await balanceSat(wallet)).toBe(3_900);
    } finally {
      client.close();
      repaired?.close();
    }
  });

  test('an expired connection is refused', async ({ page }) => {
    const wallet = await createFundedWallet('NWC expiring wallet', 1_000);
    await openWallet(page, wallet);
    await openNwc(page);
    const uri = await createConnection(page, 'Short-lived app', 500);
    await leavePairing(page);
    const pairing = nip47.parseConnectionString(uri);
    const { schnorr } = await import('@noble/secp256k1');
    const clientPubkey = Buffer.from(schnorr.getPublicKey(hexToBytes(pairing.secret))).toString(
      'hex',
    );
    // Let it lapse: register the same key again with an expiry in the past, as an admin could
    // (LNbits keeps the old budget beside it; an expired key is refused before any budget counts).
    const headers = { 'content-type': 'application/json', 'X-Api-Key': wallet.adminkey };
    await fetch(`${wallet.serverUrl}/nwcprovider/api/v1/nwc/${clientPubkey}`, {
      method: 'DELETE',
      headers,
    });
    const expired = await fetch(`${wallet.serverUrl}/nwcprovider/api/v1/nwc/${clientPubkey}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        permissions: ['info', 'balance', 'pay'],
        description: 'Short-lived app',
        expires_at: Math.floor(Date.now() / 1000) - 5,
        budgets: [],
      }),
    });
    expect(expired.status).toBe(201);

    const client = await connectNwc(uri);
    try {
      const answer = await client.request('get_balance');
      expect(answer.error?.code).toBe('UNAUTHORIZED');
    } finally {
      client.close();
    }
    // The app lists it as expired only when asked.
    await page.reload();
    const list = page.getByRole('list', { name: 'Connections' });
    await expect(list.getByRole('article', { name: 'Short-lived app' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show expired connections (1)' }).click();
    await expect(list.getByRole('article', { name: 'Short-lived app' })).toContainText('Expired');
  });
});

// An account's wallets (issue 29): `POST /api/v1/wallet` makes another wallet on the account and
// `PUT /api/v1/wallet/reset/{id}` gives a wallet new keys, both with account authentication, as
// in LNbits 1.5.1 (lnbits/core/views/wallet_api.py). What a reset leaves working is what the
// genuine server left working: NWC connections, pay links, balance and payments; the LNURL-auth
// identity changes with the admin key.
import { bytesToHex } from '@noble/hashes/utils.js';
import { generateSecretKey, getPublicKey } from 'nostr-tools/pure';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveLinkingKey, lnurlAuthSeed } from '../../src/lib/lnurl-auth.ts';
import { thirdPartyUrl } from '../third-party/host.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';
import { connectNwc, type NwcClient } from './nwc-client.ts';

let t: TestSandbox;
const clients: NwcClient[] = [];

beforeAll(async () => {
  t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
});
afterAll(async () => {
  for (const client of clients) {
    client.close();
  }
  await t.close();
});

type AccountWallet = TestWallet & { user: string };

async function account(name: string, balanceSat = 0) {
  const wallet = (await t.newWallet(name, balanceSat)) as AccountWallet;
  const login = await t.api('POST', '/api/v1/auth/usr', { body: { usr: wallet.user } });
  expect(login.status).toBe(200);
  return { wallet, token: login.body.access_token as string };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const createWallet = (
  body: unknown,
  options: { headers?: Record<string, string>; query?: string } = {},
) => t.api('POST', `/api/v1/wallet${options.query ?? ''}`, { body, headers: options.headers });

const reset = (
  walletId: string,
  options: { headers?: Record<string, string>; query?: string } = {},
) =>
  t.api('PUT', `/api/v1/wallet/reset/${walletId}${options.query ?? ''}`, {
    headers: options.headers,
  });

const walletStatus = async (key: string) => (await t.api('GET', '/api/v1/wallet', { key })).status;

describe('POST /api/v1/wallet', () => {
  it('makes another wallet on the account: the full Wallet model, USD, LNbits’ default name', async () => {
    const { wallet, token } = await account('First');
    const second = await createWallet({ name: 'Second' }, { headers: bearer(token) });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      user: wallet.user,
      wallet_type: 'lightning',
      name: 'Second',
      currency: 'USD',
      balance_msat: 0,
      stored_paylinks: { links: [] },
    });
    expect(second.body.adminkey).not.toBe(wallet.adminkey);
    expect(await walletStatus(second.body.inkey)).toBe(200);

    const unnamed = await createWallet({}, { headers: bearer(token) });
    expect(unnamed.body.name).toBe('LNbits wallet');
    expect((await createWallet({ name: '' }, { headers: bearer(token) })).body.name).toBe(
      'LNbits wallet',
    );
    expect((await createWallet({ name: 5 }, { headers: bearer(token) })).body.name).toBe('5');
    const byCookie = await createWallet(
      { name: 'Cookie' },
      { headers: { Cookie: `cookie_access_token=${token}` } },
    );
    const byUsr = await createWallet({ name: 'Usr' }, { query: `?usr=${wallet.user}` });
    expect([byCookie.status, byUsr.status]).toEqual([200, 200]);

    const user = await t.api('GET', '/api/v1/auth', { headers: bearer(token) });
    expect(user.body.wallets.map((w: { name: string }) => w.name)).toEqual([
      'First',
      'Second',
      'LNbits wallet',
      'LNbits wallet',
      '5',
      'Cookie',
      'Usr',
    ]);
  });

  it('wants the account, not a wallet key, and says so as LNbits does', async () => {
    const { wallet, token } = await account('Refusals');
    expect(await createWallet({ name: 'x' })).toMatchObject({
      status: 401,
      body: { detail: 'Missing user ID or access token.' },
    });
    expect(
      await createWallet({ name: 'x' }, { headers: { 'X-Api-Key': wallet.adminkey } }),
    ).toMatchObject({
      status: 401,
      body: { detail: 'Missing user ID or access token.' },
    });
    expect(await createWallet({ name: 'x' }, { headers: bearer('garbage') })).toMatchObject({
      status: 401,
      body: { detail: 'Invalid access token.' },
    });
    expect(
      await createWallet(
        { name: 'x' },
        { query: `?usr=${'0'.repeat(12)}4${'0'.repeat(3)}8${'0'.repeat(15)}` },
      ),
    ).toMatchObject({
      status: 401,
      body: { detail: 'User not found.' },
    });
    expect((await createWallet({ name: 'x' }, { query: '?usr=0000' })).body).toEqual({
      detail: [
        { loc: ['query', 'usr'], msg: 'value is not a valid uuid', type: 'type_error.uuid' },
      ],
    });
    const noBody = await t.api('POST', '/api/v1/wallet', { headers: bearer(token) });
    expect(noBody.body).toEqual({
      detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }],
    });
    // Broken JSON is refused before anything else, as FastAPI reads the body first.
    const garbage = await t.api('POST', '/api/v1/wallet', {
      rawBody: 'garbage',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(garbage.body.detail[0]).toMatchObject({ type: 'json_invalid' });
    expect((await createWallet({ wallet_type: 'bogus' }, { headers: bearer(token) })).status).toBe(
      500,
    );
  });

  it('has no shared wallets to mirror, and refuses in LNbits’ words', async () => {
    const { wallet, token } = await account('Sharer');
    const other = await t.newWallet('Other');
    const shared = (id?: string) =>
      createWallet(
        { name: 's', wallet_type: 'lightning-shared', ...(id ? { shared_wallet_id: id } : {}) },
        { headers: bearer(token) },
      );
    expect((await shared()).body).toEqual({
      detail: 'Shared wallet ID is required for shared wallets.',
    });
    expect((await shared('0000')).body).toEqual({ detail: 'Shared wallet does not exist.' });
    expect((await shared(wallet.id)).body).toEqual({ detail: 'Cannot mirror your own wallet.' });
    expect((await shared(other.id)).body).toEqual({
      detail: 'No invitation found for this invited user.',
    });
  });
});

describe('PUT /api/v1/wallet/reset/{wallet_id}', () => {
  it('gives new keys; the old ones are "Wallet not found." at once, cached or not', async () => {
    const { wallet, token } = await account('Reset', 1_000);
    expect(await walletStatus(wallet.adminkey)).toBe(200); // now in the key cache
    expect(await walletStatus(wallet.inkey)).toBe(200);
    const answer = await reset(wallet.id, { headers: bearer(token) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: wallet.id,
      user: wallet.user,
      balance_msat: 1_000_000,
    });
    expect(answer.body.adminkey).toMatch(/^[0-9a-f]{32}$/);
    expect([answer.body.adminkey, answer.body.inkey]).not.toContain(wallet.adminkey);
    for (const old of [wallet.adminkey, wallet.inkey]) {
      expect(await t.api('GET', '/api/v1/wallet', { key: old })).toMatchObject({
        status: 404,
        body: { detail: 'Wallet not found.' },
      });
    }
    expect((await t.api('GET', '/api/v1/wallet', { key: answer.body.inkey })).body).toEqual({
      name: 'Reset',
      balance: 1_000_000,
    });
    const payments = await t.api('GET', '/api/v1/payments', { key: answer.body.inkey });
    expect(payments.body).toHaveLength(1);
    // `?usr=` does as well, and every reset makes new keys.
    const again = await reset(wallet.id, { query: `?usr=${wallet.user}` });
    expect(again.status).toBe(200);
    expect(again.body.adminkey).not.toBe(answer.body.adminkey);
    expect(await walletStatus(answer.body.adminkey)).toBe(404);
  });

  it('finds only the account’s own wallets', async () => {
    const { wallet, token } = await account('Mine');
    const other = await account('Theirs');
    for (const id of [other.wallet.id, '0'.repeat(32)]) {
      expect(await reset(id, { headers: bearer(token) })).toMatchObject({
        status: 404,
        body: { detail: 'Wallet not found' },
      });
    }
    expect(await walletStatus(other.wallet.adminkey)).toBe(200);
    expect(await reset(wallet.id)).toMatchObject({
      status: 401,
      body: { detail: 'Missing user ID or access token.' },
    });
    expect(await reset(wallet.id, { headers: { 'X-Api-Key': wallet.adminkey } })).toMatchObject({
      status: 401,
    });
    expect(await walletStatus(wallet.adminkey)).toBe(200);
  });

  it('leaves NWC connections and pay links working, and changes the LNURL-auth identity', async () => {
    const { wallet, token } = await account('Keeps', 5_000);
    const payer = await t.newWallet('Payer', 5_000);

    // An NWC connection, made with the old admin key.
    const secret = generateSecretKey();
    const registered = await t.api('PUT', `/nwcprovider/api/v1/nwc/${getPublicKey(secret)}`, {
      key: wallet.adminkey,
      body: {
        permissions: ['pay', 'invoice', 'balance'],
        description: 'phone',
        expires_at: 0,
        budgets: [],
      },
    });
    expect(registered.status).toBe(201);
    const pairing = await t.api<string>('GET', `/nwcprovider/api/v1/pairing/${bytesToHex(secret)}`);
    const nwc = await connectNwc(pairing.body);
    clients.push(nwc);

    // A pay link, made with the old admin key.
    const link = await t.api('POST', '/lnurlp/api/v1/links', {
      key: wallet.adminkey,
      body: { description: 'Tips', min: 1, max: 1000, comment_chars: 0 },
    });
    expect(link.status).toBe(201);

    // The LNURL-auth key the old admin key gives at the third-party login site.
    const site = thirdPartyUrl(t.sandbox.context)!;
    const loginKey = async (adminKey: string) => {
      const login = (await (await fetch(`${site}/login/site`)).json()) as {
        k1: string;
        url: string;
      };
      await t.api('POST', '/api/v1/lnurlauth', {
        key: adminKey,
        body: { callback: login.url, k1: login.k1 },
      });
      const status = (await (await fetch(`${site}/login/status/${login.k1}`)).json()) as {
        key: string;
      };
      return status.key;
    };
    const keyBefore = await loginKey(wallet.adminkey);

    const { adminkey, inkey } = (await reset(wallet.id, { headers: bearer(token) })).body as {
      adminkey: string;
      inkey: string;
    };

    expect((await nwc.request('get_balance')).result).toEqual({ balance: 5_000_000 });
    const made = await nwc.request('make_invoice', { amount: 3_000, description: 'after reset' });
    expect(made.error).toBeUndefined();
    expect(
      (
        await t.api('POST', '/api/v1/payments', {
          key: payer.adminkey,
          body: { out: true, bolt11: made.result.invoice },
        })
      ).status,
    ).toBe(201);
    expect((await t.api('GET', '/nwcprovider/api/v1/nwc', { key: adminkey })).body).toHaveLength(1);
    expect((await t.api('GET', '/nwcprovider/api/v1/nwc', { key: wallet.adminkey })).status).toBe(
      404,
    );

    const links = await t.api('GET', '/lnurlp/api/v1/links', { key: inkey });
    expect(links.body.map((l: { id: string }) => l.id)).toEqual([link.body.id]);
    const pay = await t.api('POST', '/api/v1/payments/lnurl', {
      key: payer.adminkey,
      body: { lnurl: link.body.lnurl, amount: 20_000 },
    });
    expect(pay.status).toBe(200);
    expect((await t.api('GET', '/api/v1/wallet', { key: inkey })).body.balance).toBe(
      5_000_000 + 3_000 + 20_000,
    );

    const keyAfter = await loginKey(adminkey);
    expect(keyBefore).toBe(
      bytesToHex(deriveLinkingKey(lnurlAuthSeed(wallet.adminkey), '127.0.0.1').publicKey),
    );
    expect(keyAfter).toBe(
      bytesToHex(deriveLinkingKey(lnurlAuthSeed(adminkey), '127.0.0.1').publicKey),
    );
    expect(keyAfter).not.toBe(keyBefore);
  });
});

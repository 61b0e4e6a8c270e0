// A wallet's stored pay links as LNbits 1.5.1 keeps them: read through `PATCH /api/v1/wallet {}`,
// replaced by `PUT /api/v1/wallet/stored_paylinks/{id}`, added to by `POST /api/v1/payments/lnurl`
// when the service says `disposable: false`. Statuses and bodies are the genuine server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLnurl } from '../../src/lib/lnurl/codec.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let shop: TestWallet;
let payer: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox();
  shop = await t.newWallet('Shop');
  payer = await t.newWallet('Payer', 100_000);
});
afterAll(() => t.close());

interface Link {
  lnurl: string;
  label: string;
  last_used: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function storedLinks(wallet: TestWallet): Promise<Link[]> {
  const answer = await t.api('PATCH', '/api/v1/wallet', { key: wallet.adminkey, body: {} });
  expect(answer.status).toBe(200);
  return answer.body.stored_paylinks.links as Link[];
}

const putLinks = (wallet: TestWallet, body: unknown, options: { id?: string; key?: string } = {}) =>
  t.api('PUT', `/api/v1/wallet/stored_paylinks/${options.id ?? wallet.id}`, {
    key: options.key ?? wallet.adminkey,
    body,
  });

async function payLink(body: Record<string, unknown>) {
  const base = { description: 'Shop', min: 1, max: 10_000, comment_chars: 0 };
  const link = await t.api('POST', '/lnurlp/api/v1/links', {
    key: shop.adminkey,
    body: { ...base, ...body },
  });
  expect(link.status).toBe(201);
  return link.body as { id: string; lnurl: string; username: string | null };
}

const payLnurl = (wallet: TestWallet, body: Record<string, unknown>) =>
  t.api('POST', '/api/v1/payments/lnurl', {
    key: wallet.adminkey,
    body: { amount: 2000, ...body },
  });

describe('stored pay links', () => {
  it('start empty in the Wallet model, which PATCH {} answers with the admin key', async () => {
    const wallet = await t.newWallet('Fresh');
    const answer = await t.api('PATCH', '/api/v1/wallet', { key: wallet.adminkey, body: {} });
    expect(answer.body.stored_paylinks).toEqual({ links: [] });
  });

  it('are replaced whole by PUT, which answers the list', async () => {
    const wallet = await t.newWallet('Put');
    const before = nowSeconds();
    const put = await putLinks(wallet, {
      links: [
        { lnurl: 'LNURL1ABC', label: 'x', last_used: 5 },
        { lnurl: 'a@b.com', label: 'y' },
      ],
    });
    expect(put.status).toBe(200);
    expect(put.body).toEqual([
      { lnurl: 'LNURL1ABC', label: 'x', last_used: 5 },
      { lnurl: 'a@b.com', label: 'y', last_used: expect.any(Number) },
    ]);
    expect(put.body[1].last_used).toBeGreaterThanOrEqual(before);
    expect(await storedLinks(wallet)).toEqual(put.body);

    // pydantic 1: unknown keys dropped, values coerced, duplicates kept, no `links` is [].
    expect(
      (
        await putLinks(wallet, {
          links: [
            { lnurl: 5, label: true, last_used: 1.7, extra: 1 },
            { lnurl: '5', label: 'again' },
          ],
        })
      ).body,
    ).toEqual([
      { lnurl: '5', label: 'True', last_used: 1 },
      { lnurl: '5', label: 'again', last_used: expect.any(Number) },
    ]);
    expect((await putLinks(wallet, {})).body).toEqual([]);
    expect(await storedLinks(wallet)).toEqual([]);
  });

  it('refuses what LNbits refuses, in its words', async () => {
    const wallet = await t.newWallet('Refusals');
    expect((await putLinks(wallet, { links: [{ lnurl: 'x' }] })).body).toEqual({
      detail: [
        { loc: ['body', 'links', 0, 'label'], msg: 'field required', type: 'value_error.missing' },
      ],
    });
    expect(
      (await putLinks(wallet, { links: [{ lnurl: 'x', label: 'l', last_used: 'abc' }] })).body,
    ).toEqual({
      detail: [
        {
          loc: ['body', 'links', 0, 'last_used'],
          msg: 'value is not a valid integer',
          type: 'type_error.integer',
        },
      ],
    });
    expect((await putLinks(wallet, { links: 'nope' })).body).toEqual({
      detail: [
        { loc: ['body', 'links'], msg: 'value is not a valid list', type: 'type_error.list' },
      ],
    });
    const noBody = await t.api('PUT', `/api/v1/wallet/stored_paylinks/${wallet.id}`, {
      key: wallet.adminkey,
    });
    expect(noBody.body).toEqual({
      detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }],
    });
    expect(await putLinks(wallet, { links: [] }, { key: wallet.inkey })).toMatchObject({
      status: 403,
      body: { detail: 'Invalid adminkey.' },
    });
    expect(await putLinks(wallet, { links: [] }, { id: payer.id })).toMatchObject({
      status: 403,
      body: { detail: 'You cannot modify this wallet' },
    });
    // The body is read before the wallet is compared.
    expect((await putLinks(wallet, { links: 'nope' }, { id: payer.id })).status).toBe(400);
    expect(await putLinks(wallet, { links: [] }, { key: 'f'.repeat(32) })).toMatchObject({
      status: 404,
      body: { detail: 'Wallet not found.' },
    });
    const garbage = await t.api('PUT', `/api/v1/wallet/stored_paylinks/${wallet.id}`, {
      rawBody: 'garbage',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(garbage.body.detail[0]).toMatchObject({ type: 'json_invalid' });
    expect(await storedLinks(payer)).toEqual([]);
  });

  it('gain a link when a non-disposable LNURL is paid: the bech32 in upper case, then its last use', async () => {
    const wallet = await t.newWallet('Stores', 10_000);
    const link = await payLink({ disposable: false });
    const url = decodeLnurl(link.lnurl);
    expect(url).toBe(`${t.baseUrl}/lnurlp/${link.id}`);

    const paid = await payLnurl(wallet, { lnurl: link.lnurl.toLowerCase() });
    expect(paid.status).toBe(200);
    expect(paid.body.extra.stored).toBe(true);
    const stored = await storedLinks(wallet);
    expect(stored).toEqual([{ lnurl: link.lnurl, label: 'Shop', last_used: expect.any(Number) }]);

    // The same link, given as its URL: one entry (its bech32), used again.
    t.sandbox.context.db
      .prepare('UPDATE wallets SET stored_paylinks = ? WHERE id = ?')
      .run(JSON.stringify({ links: [{ ...stored[0], last_used: 5 }] }), wallet.id);
    expect((await payLnurl(wallet, { lnurl: url })).status).toBe(200);
    const again = await storedLinks(wallet);
    expect(again).toHaveLength(1);
    expect(again[0]!.last_used).toBeGreaterThan(5);

    // LUD-17 and Lightning addresses are kept as they were given.
    const named = await payLink({ disposable: false, username: 'stored' });
    const address = `stored@${new URL(t.baseUrl).host}`;
    const lud17 = `lnurlp://${new URL(t.baseUrl).host}/lnurlp/${named.id}`;
    expect((await payLnurl(wallet, { lnurl: address })).status).toBe(200);
    expect((await payLnurl(wallet, { lnurl: lud17 })).status).toBe(200);
    expect((await storedLinks(wallet)).map((l) => [l.lnurl, l.label])).toEqual([
      [link.lnurl, 'Shop'],
      [address, 'Payment to stored'],
      [lud17, 'Payment to stored'],
    ]);
  });

  it('gain nothing from a disposable link, the lnurlp default', async () => {
    const wallet = await t.newWallet('Disposable', 10_000);
    const link = await payLink({});
    const paid = await payLnurl(wallet, { lnurl: link.lnurl });
    expect(paid.status).toBe(200);
    expect(paid.body.extra.stored).toBeUndefined();
    expect(await storedLinks(wallet)).toEqual([]);
  });

  it('are stored before the payment: a payment that fails leaves the link stored', async () => {
    const wallet = await t.newWallet('Poor');
    const link = await payLink({ disposable: false });
    expect(await payLnurl(wallet, { lnurl: link.lnurl })).toMatchObject({
      status: 520,
      body: { detail: 'Insufficient balance.', status: 'failed' },
    });
    expect((await storedLinks(wallet)).map((l) => l.lnurl)).toEqual([link.lnurl]);
  });

  it('from a pay response alone: its text/identifier, which must be a real Lightning address', async () => {
    const wallet = await t.newWallet('Res only', 10_000);
    const scan = async (lnurl: string) =>
      (await t.api('POST', '/api/v1/lnurlscan', { key: wallet.inkey, body: { lnurl } })).body;

    // No identifier (no username): nothing to store, and the payment goes through.
    const plain = await payLink({ disposable: false });
    expect((await payLnurl(wallet, { res: await scan(plain.lnurl) })).status).toBe(200);
    expect(await storedLinks(wallet)).toEqual([]);

    // `name@127.0.0.1:port` is no Lightning address to the lnurl library: LnAddressError, a 500
    // (the genuine server answered so for its own `name@127.0.0.1:5650`), and nothing is paid.
    const named = await payLink({ disposable: false, username: 'resonly' });
    const before = (await t.api('GET', '/api/v1/wallet', { key: wallet.inkey })).body.balance;
    const failed = await payLnurl(wallet, { res: await scan(named.lnurl) });
    expect(failed.status).toBe(500);
    expect(failed.body.detail).toMatch(/^Unexpected error! ID: /);
    expect((await t.api('GET', '/api/v1/wallet', { key: wallet.inkey })).body.balance).toBe(before);
  });

  it('ignore `internal_memo` of payments/lnurl, as LNbits does', async () => {
    const wallet = await t.newWallet('Memo', 10_000);
    const link = await payLink({});
    const paid = await payLnurl(wallet, { lnurl: link.lnurl, internal_memo: 'for the shop' });
    expect(paid.status).toBe(200);
    expect(paid.body.extra.internal_memo).toBeUndefined();
  });
});

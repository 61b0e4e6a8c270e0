import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWithdrawCallbackUrl } from '../../src/lib/lnurl/callback-urls.ts';
import { decodeLnurl } from '../../src/lib/lnurl/codec.ts';
import { parseWithdrawRequest } from '../../src/lib/lnurl/responses.ts';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let owner: TestWallet;
let receiver: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox();
  owner = await t.newWallet('Link owner', 200_000);
  receiver = await t.newWallet('Receiver', 0);
});
afterAll(() => t.close());

const LINK_KEYS = [
  'id',
  'wallet',
  'title',
  'min_withdrawable',
  'max_withdrawable',
  'uses',
  'wait_time',
  'is_unique',
  'unique_hash',
  'k1',
  'open_time',
  'used',
  'lnurl',
];

async function createLink(
  wallet: TestWallet,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown> & { id: string; lnurl: string; k1: string; used: number }> {
  const res = await t.api('POST', '/withdraw/api/v1/links', {
    key: wallet.adminkey,
    body: {
      title: 'Gift',
      min_withdrawable: 100,
      max_withdrawable: 5_000,
      uses: 2,
      wait_time: 0,
      ...fields,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** GET a URL and parse its JSON body whatever the status (LUD-01). */
async function getJson(url: string) {
  const response = await fetch(url);
  return (await response.json()) as Record<string, unknown>;
}

async function balanceSat(wallet: TestWallet): Promise<number> {
  const res = await t.api('GET', '/api/v1/wallet', { key: wallet.inkey });
  return res.body.balance / 1000;
}

async function scan(lnurl: string) {
  return parseWithdrawRequest(await getJson(decodeLnurl(lnurl)));
}

describe('withdraw links API', () => {
  it('creates (201), lists, gets and deletes links with LNbits field names', async () => {
    const link = await createLink(owner, { title: 'Coffee money' });
    expect(Object.keys(link)).toEqual(LINK_KEYS);
    expect(link).toMatchObject({
      wallet: owner.id,
      title: 'Coffee money',
      min_withdrawable: 100,
      max_withdrawable: 5_000,
      uses: 2,
      wait_time: 0,
      is_unique: false,
      used: 0,
    });
    expect(link.lnurl).toMatch(/^LNURL1[0-9A-Z]+$/);
    expect(decodeLnurl(link.lnurl)).toBe(
      `${t.baseUrl}/withdraw/api/v1/lnurl/${String(link.unique_hash)}`,
    );

    const list = await t.api('GET', '/withdraw/api/v1/links', { key: owner.inkey });
    expect(list.status).toBe(200);
    expect(list.body.map((l: { id: string }) => l.id)).toContain(link.id);
    const other = await t.newWallet('Other');
    expect((await t.api('GET', '/withdraw/api/v1/links', { key: other.inkey })).body).toEqual([]);

    const got = await t.api('GET', `/withdraw/api/v1/links/${link.id}`, { key: owner.inkey });
    expect(got).toMatchObject({ status: 200, body: link });
    expect(
      await t.api('GET', `/withdraw/api/v1/links/${link.id}`, { key: other.inkey }),
    ).toMatchObject({ status: 403, body: { detail: 'Not your withdraw link.' } });

    expect(
      (await t.api('DELETE', `/withdraw/api/v1/links/${link.id}`, { key: owner.inkey })).status,
    ).toBe(403);
    expect(
      (await t.api('DELETE', `/withdraw/api/v1/links/${link.id}`, { key: owner.adminkey })).status,
    ).toBe(204);
    expect(
      await t.api('GET', `/withdraw/api/v1/links/${link.id}`, { key: owner.inkey }),
    ).toMatchObject({ status: 404, body: { detail: 'Withdraw link does not exist.' } });
    expect(await getJson(decodeLnurl(link.lnurl))).toEqual({
      status: 'ERROR',
      reason: 'Withdraw link does not exist.',
    });
  });

  it('answers key errors as the core API does', async () => {
    const body = { title: 'x', min_withdrawable: 1, max_withdrawable: 10, uses: 1 };
    expect(await t.api('POST', '/withdraw/api/v1/links', { body })).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
    expect(
      await t.api('POST', '/withdraw/api/v1/links', { key: '0'.repeat(32), body }),
    ).toMatchObject({ status: 404, body: { detail: 'Wallet not found.' } });
    expect(await t.api('POST', '/withdraw/api/v1/links', { key: owner.inkey, body })).toMatchObject(
      { status: 403, body: { detail: 'Invalid adminkey.' } },
    );
    expect((await t.api('GET', '/withdraw/api/v1/links')).status).toBe(401);
  });

  it('validates the fields', async () => {
    const bad = await t.api('POST', '/withdraw/api/v1/links', {
      key: owner.adminkey,
      body: { title: 'x', min_withdrawable: 0, max_withdrawable: 'ten', uses: 251 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail.map((issue: { loc: string[] }) => issue.loc[1])).toEqual([
      'min_withdrawable',
      'max_withdrawable',
      'uses',
    ]);
    const inverted = await t.api('POST', '/withdraw/api/v1/links', {
      key: owner.adminkey,
      body: { title: 'x', min_withdrawable: 10, max_withdrawable: 5, uses: 1 },
    });
    expect(inverted).toMatchObject({
      status: 400,
      body: { detail: '`max_withdrawable` needs to be at least `min_withdrawable`.' },
    });
    const noBody = await t.api('POST', '/withdraw/api/v1/links', { key: owner.adminkey });
    expect(noBody.status).toBe(400);
  });
});

describe('LUD-03 flow', () => {
  it('scan → invoice in another wallet → callback OK; balances move and used is counted', async () => {
    const link = await createLink(owner, { title: 'Birthday gift', uses: 2 });
    const request = await scan(link.lnurl);
    expect(request).toMatchObject({
      tag: 'withdrawRequest',
      k1: link.k1,
      minWithdrawableMsat: 100_000,
      maxWithdrawableMsat: 5_000_000,
      defaultDescription: 'Birthday gift',
    });
    expect(request.callback).toBe(
      `${t.baseUrl}/withdraw/api/v1/lnurl/cb/${String(link.unique_hash)}`,
    );
    const ownerBefore = await balanceSat(owner);
    const receiverBefore = await balanceSat(receiver);

    const invoice = await t.invoice(receiver, 1_234, request.defaultDescription);
    const answer = await getJson(
      buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr: invoice.bolt11 }),
    );
    expect(answer).toEqual({ status: 'OK' });

    expect(await balanceSat(owner)).toBe(ownerBefore - 1_234);
    expect(await balanceSat(receiver)).toBe(receiverBefore + 1_234);
    const status = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
      key: receiver.inkey,
    });
    expect(status.body.paid).toBe(true);
    const after = await t.api('GET', `/withdraw/api/v1/links/${link.id}`, { key: owner.inkey });
    expect(after.body.used).toBe(1);
  });

  it('refuses an amount out of range, a bad k1, a bad invoice and a spent link', async () => {
    const link = await createLink(owner, { uses: 1, min_withdrawable: 100, max_withdrawable: 200 });
    const request = await scan(link.lnurl);
    const call = (k1: string, pr: string) =>
      getJson(buildWithdrawCallbackUrl(request.callback, { k1, pr }));

    const tooBig = await t.invoice(receiver, 201);
    expect(await call(request.k1, tooBig.bolt11)).toEqual({
      status: 'ERROR',
      reason: 'Invoice amount must be between 100 and 200 sats.',
    });
    const tooSmall = await t.invoice(receiver, 99);
    expect((await call(request.k1, tooSmall.bolt11)).status).toBe('ERROR');

    const fine = await t.invoice(receiver, 150);
    expect(await call('not-the-k1', fine.bolt11)).toEqual({
      status: 'ERROR',
      reason: 'Invalid k1.',
    });
    expect((await call(request.k1, 'lnbc1garbage')).status).toBe('ERROR');
    expect(await getJson(`${request.callback}?k1=${encodeURIComponent(request.k1)}`)).toEqual({
      status: 'ERROR',
      reason: 'Missing invoice (pr).',
    });
    // None of the refusals used the link up.
    expect((await call(request.k1, fine.bolt11)).status).toBe('OK');

    const another = await t.invoice(receiver, 150);
    expect(await call(request.k1, another.bolt11)).toEqual({
      status: 'ERROR',
      reason: 'Withdraw is spent.',
    });
    expect(await getJson(decodeLnurl(link.lnurl))).toEqual({
      status: 'ERROR',
      reason: 'Withdraw is spent.',
    });
    const paid = await t.api('GET', `/api/v1/payments/${another.payment_hash}`, {
      key: receiver.inkey,
    });
    expect(paid.body.paid).toBe(false);
  });

  it('gives the use back when the payment fails (an invoice paid already)', async () => {
    const link = await createLink(owner, { uses: 2 });
    const request = await scan(link.lnurl);
    const invoice = await t.invoice(receiver, 300);
    const url = buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr: invoice.bolt11 });
    expect(await getJson(url)).toEqual({ status: 'OK' });
    const again = await getJson(url);
    expect(again.status).toBe('ERROR');
    expect(String(again.reason)).toContain('already paid');
    const after = await t.api('GET', `/withdraw/api/v1/links/${link.id}`, { key: owner.inkey });
    expect(after.body.used).toBe(1);
  });

  it('enforces wait_time between uses', async () => {
    const link = await createLink(owner, { uses: 3, wait_time: 3600 });
    const request = await scan(link.lnurl);
    const first = await t.invoice(receiver, 100);
    const second = await t.invoice(receiver, 100);
    const call = (pr: string) =>
      getJson(buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr }));
    expect(await call(first.bolt11)).toEqual({ status: 'OK' });
    const waiting = await call(second.bolt11);
    expect(waiting.status).toBe('ERROR');
    expect(String(waiting.reason)).toMatch(/^Wait link open_time \d+ seconds\.$/);
  });

  it('settles exactly `uses` payments when 10 callbacks race on a 3-use link', async () => {
    const link = await createLink(owner, { uses: 3 });
    const request = await scan(link.lnurl);
    const ownerBefore = await balanceSat(owner);
    const wallets = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.newWallet(`Racer ${i}`)),
    );
    const invoices = await Promise.all(wallets.map((w) => t.invoice(w, 500)));
    const answers = await Promise.all(
      invoices.map((inv) =>
        getJson(buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr: inv.bolt11 })),
      ),
    );
    expect(answers.filter((a) => a.status === 'OK')).toHaveLength(3);
    expect(answers.filter((a) => a.status === 'ERROR')).toHaveLength(7);
    expect(await balanceSat(owner)).toBe(ownerBefore - 1_500);
    const balances = await Promise.all(wallets.map(balanceSat));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(1_500);
    const after = await t.api('GET', `/withdraw/api/v1/links/${link.id}`, { key: owner.inkey });
    expect(after.body.used).toBe(3);
  });
});

describe('GET /sandbox/faucet', () => {
  it('serves the bank-owned withdraw link that funds a new wallet', async () => {
    const faucet = await t.api('GET', '/sandbox/faucet');
    expect(faucet.status).toBe(200);
    expect(Object.keys(faucet.body)).toEqual(['lnurl', 'url']);
    expect(decodeLnurl(faucet.body.lnurl)).toBe(faucet.body.url);
    expect(faucet.body.url).toMatch(
      new RegExp(`^${t.baseUrl.replace(/\./g, '\\.')}/withdraw/api/v1/lnurl/`),
    );

    const fresh = await t.newWallet('Fresh');
    const request = await scan(faucet.body.lnurl);
    expect(request.minWithdrawableMsat).toBe(1_000_000);
    expect(request.maxWithdrawableMsat).toBe(100_000_000);
    const invoice = await t.invoice(fresh, 25_000, request.defaultDescription);
    const answer = await getJson(
      buildWithdrawCallbackUrl(request.callback, { k1: request.k1, pr: invoice.bolt11 }),
    );
    expect(answer).toEqual({ status: 'OK' });
    expect(await balanceSat(fresh)).toBe(25_000);
    // The same link keeps working for the next wallet.
    expect((await t.api('GET', '/sandbox/faucet')).body).toEqual(faucet.body);
  });

  it('is not there on the legacy profile', async () => {
    const legacy = await startTestSandbox({ profile: 'legacy' });
    try {
      expect((await legacy.api('GET', '/sandbox/faucet')).status).toBe(404);
    } finally {
      await legacy.close();
    }
  });
});

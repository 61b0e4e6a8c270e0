import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thirdPartyUrl } from '../third-party/host.ts';
import { PAYMENT_KEYS, startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

/**
 * LNbits ≥ 1.3: `POST /api/v1/payments` with `out:false` and `lnurl_withdraw` creates the invoice,
 * then calls the service's withdraw callback itself; the outcome is in the reply only.
 */

let t: TestSandbox;
let owner: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox({ thirdParty: true, thirdPartyPort: 0 });
  owner = await t.newWallet('Link owner', 200_000);
});
afterAll(() => t.close());

async function getJson(url: string) {
  return (await (await fetch(url)).json()) as Record<string, unknown>;
}

async function faucetRequest() {
  const faucet = await t.api<{ url: string }>('GET', '/sandbox/faucet');
  return getJson(faucet.body.url);
}

async function linkRequest(fields: Record<string, unknown> = {}) {
  const link = await t.api('POST', '/withdraw/api/v1/links', {
    key: owner.adminkey,
    body: {
      title: 'One-off gift',
      min_withdrawable: 100,
      max_withdrawable: 5_000,
      uses: 1,
      wait_time: 0,
      ...fields,
    },
  });
  expect(link.status).toBe(201);
  const url = `${t.baseUrl}/withdraw/api/v1/lnurl/${link.body.unique_hash}`;
  return getJson(url);
}

async function receive(wallet: TestWallet, amount: number, lnurlWithdraw: unknown, memo = 'pull') {
  return t.api('POST', '/api/v1/payments', {
    key: wallet.inkey,
    body: { out: false, amount, memo, lnurl_withdraw: lnurlWithdraw },
  });
}

async function balanceMsat(wallet: TestWallet): Promise<number> {
  return (await t.api('GET', '/api/v1/wallet', { key: wallet.inkey })).body.balance;
}

async function stored(wallet: TestWallet, paymentHash: string) {
  return (await t.api('GET', `/api/v1/payments/${paymentHash}`, { key: wallet.inkey })).body;
}

describe('lnurl_withdraw on invoice creation', () => {
  it('honest faucet: the service pays, the reply says success and lnurl_response true', async () => {
    const alice = await t.newWallet('Alice');
    const request = await faucetRequest();
    expect(request.tag).toBe('withdrawRequest');
    const res = await receive(alice, 5_000, request, 'From the faucet');
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(PAYMENT_KEYS);
    expect(res.body).toMatchObject({
      wallet_id: alice.id,
      amount: 5_000_000,
      memo: 'From the faucet',
      status: 'success',
      extra: { lnurl_response: true },
    });
    expect(await balanceMsat(alice)).toBe(5_000_000);
    const check = await stored(alice, res.body.payment_hash);
    expect(check.paid).toBe(true);
    expect(check.details.status).toBe('success');
    // The saved record never got lnurl_response: LNbits does not write the outcome back.
    expect(check.details.extra.lnurl_response).toBeUndefined();
  });

  it('works with the callback of another host (the third-party /lnurlw)', async () => {
    const bob = await t.newWallet('Bob');
    const request = await getJson(`${thirdPartyUrl(t.sandbox.context)}/lnurlw`);
    const res = await receive(bob, 2_100, request);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.extra.lnurl_response).toBe(true);
    expect(await balanceMsat(bob)).toBe(2_100_000);
  });

  it("keeps the callback's own query and sets k1 and pr", async () => {
    const carol = await t.newWallet('Carol');
    const request = await faucetRequest();
    const callback = `${request.callback as string}?source=test&k1=stale`;
    const res = await receive(carol, 1_000, { ...request, callback });
    expect(res.body.extra.lnurl_response).toBe(true);
    expect(await balanceMsat(carol)).toBe(1_000_000);
  });

  it('used k1: failed with the service reason; the stored invoice stays pending', async () => {
    const dave = await t.newWallet('Dave');
    const request = await linkRequest();
    const first = await receive(dave, 1_000, request);
    expect(first.body.status).toBe('success');

    const second = await receive(dave, 1_000, request);
    expect(second.status).toBe(201);
    expect(second.body.status).toBe('failed');
    expect(second.body.extra.lnurl_response).toBe('Withdraw is spent.');
    expect(await balanceMsat(dave)).toBe(1_000_000);
    const check = await stored(dave, second.body.payment_hash);
    expect(check).toMatchObject({ paid: false, status: 'pending' });
    expect(check.details.status).toBe('pending');
    expect(check.details.extra.lnurl_response).toBeUndefined();
  });

  it('unknown k1: failed with the service reason', async () => {
    const erin = await t.newWallet('Erin');
    const request = await linkRequest({ uses: 5 });
    const res = await receive(erin, 500, { ...request, k1: 'not-the-k1' });
    expect(res.body).toMatchObject({ status: 'failed', extra: { lnurl_response: 'Invalid k1.' } });
    expect((await stored(erin, res.body.payment_hash)).status).toBe('pending');
    expect(await balanceMsat(erin)).toBe(0);
  });

  it('unreachable callback: failed with a readable message', async () => {
    const frank = await t.newWallet('Frank');
    const request = await faucetRequest();
    const callback = 'http://127.0.0.1:1/withdraw/cb';
    const res = await receive(frank, 1_000, { ...request, callback });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('failed');
    expect(res.body.extra.lnurl_response).toBe(`Failed to connect to ${callback}`);
    expect((await stored(frank, res.body.payment_hash)).status).toBe('pending');
  });

  it('a callback the server may not contact: failed, nothing fetched', async () => {
    const gina = await t.newWallet('Gina');
    const request = await faucetRequest();
    const callback = 'http://withdraw.example.com/cb';
    const res = await receive(gina, 1_000, { ...request, callback });
    expect(res.body.status).toBe('failed');
    expect(res.body.extra.lnurl_response).toBe(
      `Callback not allowed. URL: ${callback}. Netloc: withdraw.example.com. Please check your admin settings.`,
    );
  });

  it('an amount outside the request: failed before calling', async () => {
    const hal = await t.newWallet('Hal');
    const request = await linkRequest({ uses: 5 });
    const res = await receive(hal, 6_000, request);
    expect(res.body.status).toBe('failed');
    expect(res.body.extra.lnurl_response).toBe('Amount 6000000 not in range 100000 - 5000000');
    expect(await balanceMsat(hal)).toBe(0);
  });

  it('HTTP errors and answers that are not LUD-03 statuses: failed with a message', async () => {
    const ivy = await t.newWallet('Ivy');
    const request = await faucetRequest();
    const notFound = await receive(ivy, 1_000, { ...request, callback: `${t.baseUrl}/nope` });
    expect(notFound.body.status).toBe('failed');
    expect(notFound.body.extra.lnurl_response).toMatch(/^Client error '404 Not Found' for url /);
    const health = `${t.baseUrl}/api/v1/health`;
    const odd = await receive(ivy, 1_000, { ...request, callback: health });
    expect(odd.body.status).toBe('failed');
    expect(odd.body.extra.lnurl_response).toMatch(/^Unexpected answer from /);
  });

  it('keeps the caller’s extra and puts lnurl_response last', async () => {
    const jay = await t.newWallet('Jay');
    const request = await faucetRequest();
    const res = await t.api('POST', '/api/v1/payments', {
      key: jay.inkey,
      body: { out: false, amount: 1_000, extra: { note: 'hi' }, lnurl_withdraw: request },
    });
    const keys = Object.keys(res.body.extra);
    expect(keys[0]).toBe('note');
    expect(keys.at(-1)).toBe('lnurl_response');
  });

  it('null or absent lnurl_withdraw: an ordinary pending invoice', async () => {
    const kim = await t.newWallet('Kim');
    const res = await receive(kim, 1_000, null);
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('pending');
    expect(res.body.extra).not.toHaveProperty('lnurl_response');
  });

  it('a malformed lnurl_withdraw is a 400 validation list, and no invoice is made', async () => {
    const lee = await t.newWallet('Lee');
    // The bodies a genuine LNbits 1.5.1 answered to the same requests.
    const notObject = await receive(lee, 1_000, 'lnurl1...');
    expect(notObject.status).toBe(400);
    expect(notObject.body).toEqual({
      detail: [
        {
          loc: ['body', 'lnurl_withdraw'],
          msg: 'value is not a valid dict',
          type: 'type_error.dict',
        },
      ],
    });

    const bad = await receive(lee, 1_000, {
      tag: 'payRequest',
      callback: 42,
      minWithdrawable: 1.5,
      maxWithdrawable: '1000',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      detail: [
        {
          loc: ['body', 'lnurl_withdraw', 'callback'],
          msg: "expected string or bytes-like object, got 'int'",
          type: 'type_error',
        },
        {
          loc: ['body', 'lnurl_withdraw', 'k1'],
          msg: 'field required',
          type: 'value_error.missing',
        },
      ],
    });

    // Reported together with the other fields' errors.
    const both = await t.api('POST', '/api/v1/payments', {
      key: lee.inkey,
      body: { out: false, amount: 1_000, memo: ['x'], lnurl_withdraw: 5 },
    });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      detail: [
        { loc: ['body', 'memo'], msg: 'str type expected', type: 'type_error.str' },
        {
          loc: ['body', 'lnurl_withdraw'],
          msg: 'value is not a valid dict',
          type: 'type_error.dict',
        },
      ],
    });

    const reversed = await receive(lee, 1_000, {
      callback: `${t.baseUrl}/cb`,
      k1: 'x',
      minWithdrawable: 5_000,
      maxWithdrawable: 1_000,
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.detail).toEqual([
      {
        loc: ['body', 'lnurl_withdraw', 'maxWithdrawable'],
        msg: '`max` is less than `min`.',
        type: 'value_error',
      },
    ]);

    const list = await t.api('GET', '/api/v1/payments/paginated', { key: lee.inkey });
    expect(list.body.total).toBe(0);
  });
});

describe('lnurl_withdraw in the legacy profile', () => {
  it('is ignored: an ordinary pending invoice', async () => {
    const legacy = await startTestSandbox({ profile: 'legacy' });
    try {
      const wallet = await legacy.newWallet('Old');
      const res = await legacy.api('POST', '/api/v1/payments', {
        key: wallet.inkey,
        body: {
          out: false,
          amount: 1_000,
          lnurl_withdraw: { callback: 'http://127.0.0.1:1/cb', k1: 'x' },
          lnurl_callback: 'http://127.0.0.1:1/cb',
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('pending');
      expect(res.body.extra).not.toHaveProperty('lnurl_response');
    } finally {
      await legacy.close();
    }
  });
});

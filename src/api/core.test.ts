// What goes over the wire for each endpoint function.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAccount,
  createInvoice,
  decodeInvoice,
  getPayment,
  getWallet,
  listPayments,
  listPaymentsLegacy,
  listPaymentsPaginated,
  payInvoice,
  stripLightningPrefix,
} from './core';
import { observed } from './fixtures/lnbits-observed';
import { ApiError } from './http';
import { payLnurl, scanLnurl } from './lnurl';
import { createPayLink, listPayLinks } from './lnurlp';
import { getNwcPairingUrl, listNwcKeys, registerNwcKey } from './nwc';
import { getCurrencies, getRate } from './rates';
import { claimDemoWallet } from './sandbox';

const auth = { serverUrl: 'https://ln.example', key: 'k'.repeat(32) };

function stub(fixture: { status: number | null; body: string }) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(fixture.body, { status: fixture.status ?? 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    call: (i = 0) => {
      const [url, init] = fetchMock.mock.calls[i]!;
      const headers = init.headers as Record<string, string>;
      return {
        url,
        method: init.method,
        key: headers['X-Api-Key'],
        body: init.body === undefined ? undefined : (JSON.parse(init.body as string) as unknown),
      };
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('core', () => {
  it('getWallet', async () => {
    const { call } = stub(observed.walletAdminKey);
    await expect(getWallet(auth)).resolves.toEqual({
      name: 'Alice',
      balance: 0,
      id: '1d8cdbac00164c388acd89c1d64f1b63',
    });
    expect(call()).toMatchObject({ url: 'https://ln.example/api/v1/wallet', key: auth.key });
  });

  it('createInvoice always sends out:false, even if asked otherwise', async () => {
    const { call } = stub(observed.createInvoice);
    const input = { amount: 1000, memo: 'coffee', out: true } as never;
    const payment = await createInvoice(auth, input);
    expect(payment.status).toBe('pending');
    expect(call()).toMatchObject({
      method: 'POST',
      url: 'https://ln.example/api/v1/payments',
      body: { out: false, amount: 1000, memo: 'coffee' },
    });
  });

  it('createInvoice passes the optional fields through', async () => {
    const { call } = stub(observed.createInvoiceWithExtra);
    await createInvoice(auth, {
      amount: 21,
      unit: 'sat',
      memo: 'tip',
      expiry: 600,
      extra: { tag: 'test' },
      description_hash: 'ab'.repeat(32),
      unhashed_description: '6869',
    });
    expect(call().body).toEqual({
      out: false,
      amount: 21,
      unit: 'sat',
      memo: 'tip',
      expiry: 600,
      extra: { tag: 'test' },
      description_hash: 'ab'.repeat(32),
      unhashed_description: '6869',
    });
  });

  it('payInvoice strips lightning: and sends out:true', async () => {
    const { call } = stub(observed.payInternal);
    const bolt11 = 'lnbc10u1p4syml4dq2vdhkven9v5x';
    await payInvoice(auth, { bolt11: ` LIGHTNING:${bolt11}\n` });
    expect(call().body).toEqual({ out: true, bolt11 });
    expect(stripLightningPrefix('lightning:lnbc1')).toBe('lnbc1');
  });

  it('payInvoice surfaces 520 as ApiError with paymentStatus', async () => {
    stub(observed.payInsufficient);
    const error = await payInvoice(auth, { bolt11: 'lnbc1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 520, paymentStatus: 'failed' });
  });

  it('getPayment with and without a key', async () => {
    const { call } = stub(observed.paymentKeyless);
    await getPayment({ serverUrl: '' }, 'ab/cd');
    expect(call()).toMatchObject({ url: '/api/v1/payments/ab%2Fcd', key: undefined });
    stub(observed.paymentPending);
    expect((await getPayment(auth, 'h')).status).toBe('pending');
  });

  it('listPaymentsPaginated builds LNbits query parameters', async () => {
    const { call } = stub(observed.paginatedBob);
    const page = await listPaymentsPaginated(auth, {
      limit: 2,
      offset: 1,
      sortby: 'time',
      direction: 'desc',
      search: 'coffee',
      filters: { 'status[ne]': 'failed', 'checking_id[in]': ['a', 'b'] },
    });
    expect(page.total).toBe(2);
    const url = new URL(call().url);
    expect(url.pathname).toBe('/api/v1/payments/paginated');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '2',
      offset: '1',
      sortby: 'time',
      direction: 'desc',
      search: 'coffee',
      'status[ne]': 'failed',
      'checking_id[in]': 'a,b',
    });
  });

  it('listPayments and the legacy profile', async () => {
    const { call } = stub(observed.listBob);
    expect(await listPayments(auth, { limit: 5, offset: 0 })).toHaveLength(2);
    expect(call().url).toBe('https://ln.example/api/v1/payments?limit=5&offset=0');
    const legacy = stub(observed.listBob);
    await listPaymentsLegacy(auth);
    expect(legacy.call().url).toBe('https://ln.example/api/v1/payments');
  });

  it('decodeInvoice sends no key', async () => {
    const { call } = stub(observed.decodeBolt11);
    const decoded = await decodeInvoice(auth, 'lightning:lnbc10u1');
    expect(decoded).toMatchObject({ amount_msat: 1_000_000 });
    expect(call()).toMatchObject({ key: undefined, body: { data: 'lnbc10u1' } });
  });

  it('createAccount', async () => {
    const { call } = stub(observed.accountAlice);
    const wallet = await createAccount({ serverUrl: '' }, { name: 'Alice' });
    expect(wallet.adminkey).toBe('a266ede10e484a259fe885fc5793efeb');
    expect(call()).toMatchObject({
      url: '/api/v1/account',
      key: undefined,
      body: { name: 'Alice' },
    });
  });
});

describe('rates, lnurl, lnurlp, nwc, sandbox', () => {
  it('rates', async () => {
    const rate = stub(observed.rateUsd);
    expect(await getRate({ serverUrl: '' }, 'USD')).toEqual({ rate: 0, price: 0 });
    expect(rate.call()).toMatchObject({ url: '/api/v1/rate/USD', key: undefined });
    stub(observed.currencies);
    expect(await getCurrencies({ serverUrl: '' })).toContain('EUR');
  });

  it('scanLnurl and payLnurl pass the scan result back unchanged', async () => {
    const scan = stub(observed.lnurlscanPay);
    const res = await scanLnurl(auth, ' LNURL1DP68 ');
    expect(scan.call()).toMatchObject({ body: { lnurl: 'LNURL1DP68' } });
    if (res.tag !== 'payRequest') {
      throw new Error('expected payRequest');
    }
    const pay = stub(observed.payLnurlInvoice);
    await payLnurl(auth, { res, amount: 21_000, comment: 'hi' });
    expect(pay.call().body).toEqual({
      res: JSON.parse(observed.lnurlscanPay.body),
      amount: 21_000,
      comment: 'hi',
    });
  });

  it('pay links', async () => {
    const list = stub(observed.payLinks);
    await listPayLinks(auth, { allWallets: true });
    expect(list.call().url).toBe('https://ln.example/lnurlp/api/v1/links?all_wallets=true');
    const created = stub(observed.payLinkCreated);
    expect(
      (await createPayLink(auth, { description: 'Alice tips', min: 10, max: 100_000 })).id,
    ).toBe('RUicBQ');
    expect(created.call().method).toBe('POST');
  });

  it('nwc: list flags, register with PUT, pairing secret never sent', async () => {
    const list = stub(observed.nwcList);
    await listNwcKeys(auth, { includeExpired: true, calculateSpentBudget: true });
    expect(list.call().url).toBe(
      'https://ln.example/nwcprovider/api/v1/nwc?include_expired=true&calculate_spent_budget=true',
    );
    const put = stub(observed.nwcRegistered);
    await registerNwcKey(auth, 'ab'.repeat(32), {
      permissions: ['pay'],
      description: 'test client',
      expires_at: 0,
      budgets: [],
    });
    expect(put.call().method).toBe('PUT');

    const secret = 'e6'.repeat(32);
    const pairing = stub({
      status: 200,
      body: '"nostr+walletconnect://b075?relay=ws://127.0.0.1:7447&secret={SECRET}"',
    });
    const uri = await getNwcPairingUrl({ serverUrl: '' }, secret);
    expect(uri).toBe(`nostr+walletconnect://b075?relay=ws://127.0.0.1:7447&secret=${secret}`);
    expect(pairing.call().url).toBe('/nwcprovider/api/v1/pairing/%7BSECRET%7D');
    expect(pairing.call().url).not.toContain(secret);
  });

  it('demo claim posts the token to this origin', async () => {
    const claim = stub({
      status: 200,
      body: '{"id":"w1","name":"Demo","adminkey":"ak","inkey":"ik"}',
    });
    expect(await claimDemoWallet('tok')).toEqual({
      id: 'w1',
      name: 'Demo',
      adminkey: 'ak',
      inkey: 'ik',
    });
    expect(claim.call()).toMatchObject({
      url: '/sandbox/demo/claim',
      method: 'POST',
      body: { token: 'tok' },
      key: undefined,
    });
  });
});

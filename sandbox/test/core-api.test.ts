import { decode as independentDecode } from 'light-bolt11-decoder';
import { utils } from '@noble/secp256k1';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import vectors from './fixtures/protocol-test-vectors.json' with { type: 'json' };
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import { encodeBolt11 } from '../lightning/bolt11.ts';
import {
  HEX32,
  ISO_NAIVE,
  ISO_UTC,
  PAYMENT_KEYS,
  WALLET_MODEL_KEYS,
  startTestSandbox,
  type TestSandbox,
  type TestWallet,
} from './harness.ts';

let t: TestSandbox;
let alice: TestWallet;
let bob: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox();
  alice = await t.newWallet('Alice', 100_000);
  bob = await t.newWallet('Bob', 1_000);
});
afterAll(() => t.close());

const specV2 = vectors.bolt11_spec_valid.find((v) => v.name.startsWith('V2 '))!.invoice;
const specV1 = vectors.bolt11_spec_valid.find((v) => v.name.startsWith('V1 '))!.invoice;
const foreignFresh = vectors.bolt11_self_made[0]!.invoice;

describe('POST /api/v1/account', () => {
  it('creates a user and wallet with no auth and returns the Wallet model', async () => {
    const res = await t.api('POST', '/api/v1/account', { body: { name: 'Carol' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(WALLET_MODEL_KEYS);
    expect(res.body).toMatchObject({
      name: 'Carol',
      wallet_type: 'lightning',
      shared_wallet_id: null,
      deleted: false,
      currency: 'USD',
      balance_msat: 0,
      extra: { icon: 'flash_on', color: 'primary', pinned: false, shared_with: [] },
      stored_paylinks: { links: [] },
      share_permissions: [],
    });
    for (const field of ['id', 'user', 'adminkey', 'inkey']) {
      expect(res.body[field]).toMatch(HEX32);
    }
    expect(res.body.created_at).toMatch(ISO_UTC);
    const wallet = await t.api('GET', '/api/v1/wallet', { key: res.body.inkey });
    expect(wallet.body).toEqual({ name: 'Carol', balance: 0 });
  });

  it('needs a body, as LNbits does; an empty object or a null name gets the default name', async () => {
    expect(await t.api('POST', '/api/v1/account')).toMatchObject({
      status: 400,
      body: { detail: [{ loc: ['body'], msg: 'field required', type: 'value_error.missing' }] },
    });
    for (const body of [{}, { name: null }]) {
      const res = await t.api('POST', '/api/v1/account', { body });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('LNbits wallet');
    }
  });
});

describe('GET /api/v1/wallet (row 1)', () => {
  it('answers name and balance in msat; the id only for the admin key', async () => {
    const byInkey = await t.api('GET', '/api/v1/wallet', { key: alice.inkey });
    expect(byInkey.status).toBe(200);
    expect(byInkey.body).toEqual({ name: 'Alice', balance: 100_000_000 });
    const byAdmin = await t.api('GET', '/api/v1/wallet', { key: alice.adminkey });
    expect(byAdmin.body).toEqual({ name: 'Alice', balance: 100_000_000, id: alice.id });
    expect(Object.keys(byAdmin.body)).toEqual(['name', 'balance', 'id']);
  });

  it('401 without a key, 404 for an unknown key, and accepts ?api-key=', async () => {
    expect(await t.api('GET', '/api/v1/wallet')).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
    expect(await t.api('GET', '/api/v1/wallet', { key: '0'.repeat(32) })).toMatchObject({
      status: 404,
      body: { detail: 'Wallet not found.' },
    });
    const query = await t.api('GET', `/api/v1/wallet?api-key=${bob.inkey}`);
    expect(query.body).toEqual({ name: 'Bob', balance: 1_000_000 });
  });
});

describe('other wallet endpoints', () => {
  it('GET /api/v1/health', async () => {
    const res = await t.api('GET', '/api/v1/health');
    expect(Object.keys(res.body)).toEqual(['server_time', 'up_time']);
    expect(res.body.up_time).toMatch(/^\d\d:\d\d:\d\d$/);
  });

  it('PATCH /api/v1/wallet updates fields partially with the admin key only', async () => {
    const wallet = await t.newWallet('Before');
    expect(
      (await t.api('PATCH', '/api/v1/wallet', { key: wallet.inkey, body: { name: 'x' } })).status,
    ).toBe(403);
    const renamed = await t.api('PATCH', '/api/v1/wallet', {
      key: wallet.adminkey,
      body: { name: 'After' },
    });
    expect(Object.keys(renamed.body)).toEqual(WALLET_MODEL_KEYS);
    expect(renamed.body).toMatchObject({ name: 'After', currency: 'USD' });
    const currency = await t.api('PATCH', '/api/v1/wallet', {
      key: wallet.adminkey,
      body: { currency: 'EUR' },
    });
    expect(currency.body).toMatchObject({ name: 'After', currency: 'EUR' });
    const put = await t.api('PUT', '/api/v1/wallet/Renamed', { key: wallet.adminkey });
    expect(put.body).toEqual({ id: wallet.id, name: 'Renamed', balance: 0 });
    expect((await t.api('PUT', '/api/v1/wallet/newwallet')).status).toBe(401);
  });
});

describe('POST /api/v1/payments out:false (row 2: create invoice)', () => {
  it('puts the site title where the memo is missing or empty, and keeps a blank one, as LNbits does', async () => {
    // LNbits: `memo = data.memo or settings.lnbits_site_title` (core/services/payments.py).
    for (const [body, memo] of [
      [{}, 'LNbits'],
      [{ memo: '' }, 'LNbits'],
      [{ memo: null }, 'LNbits'],
      [{ memo: ' ' }, ' '],
    ] as const) {
      const res = await t.api('POST', '/api/v1/payments', {
        key: bob.inkey,
        body: { out: false, amount: 10, ...body },
      });
      expect(res.status).toBe(201);
      expect(res.body.memo).toBe(memo);
      expect(decodeBolt11(res.body.bolt11).description).toBe(memo);
    }
  });

  it('201 with the Payment model, a real signed BOLT-11 and a naive expiry', async () => {
    const res = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 1000, memo: 'coffee' },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(PAYMENT_KEYS);
    const payment = res.body;
    expect(payment).toMatchObject({
      wallet_id: bob.id,
      amount: 1_000_000,
      fee: 0,
      status: 'pending',
      memo: 'coffee',
      fiat_provider: null,
      webhook: null,
      webhook_status: null,
      tag: null,
      extension: null,
      labels: [],
    });
    expect(payment.checking_id).toBe(payment.payment_hash);
    expect(payment.payment_request).toBe(payment.bolt11);
    expect(payment.bolt11).toMatch(/^lnbc10u1/);
    expect(payment.expiry).toMatch(ISO_NAIVE);
    expect(payment.time).toMatch(ISO_UTC);
    expect(createHash('sha256').update(Buffer.from(payment.preimage, 'hex')).digest('hex')).toBe(
      payment.payment_hash,
    );
    const ours = decodeBolt11(payment.bolt11);
    const info = await t.api('GET', '/sandbox/info');
    expect(ours.payee).toBe(info.body.node_pubkey);
    expect(ours.expirySeconds).toBe(3600);
    expect(ours.description).toBe('coffee');
    const independent = independentDecode(payment.bolt11);
    const sections = Object.fromEntries(
      independent.sections.map((s: { name: string; value?: unknown }) => [s.name, s.value]),
    );
    expect(sections.payment_hash).toBe(payment.payment_hash);
    expect(sections.amount).toBe('1000000');
    expect(sections.description).toBe('coffee');
    expect(payment.extra).toMatchObject({ wallet_fiat_currency: 'USD' });
    expect(typeof payment.extra.wallet_fiat_rate).toBe('number');
  });

  it('puts a custom expiry and a description hash into the invoice', async () => {
    const descriptionHash = createHash('sha256').update('metadata').digest('hex');
    const res = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: {
        out: false,
        amount: 21,
        memo: 'ignored',
        expiry: 600,
        description_hash: descriptionHash,
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.memo).toBe('');
    const decoded = decodeBolt11(res.body.bolt11);
    expect(decoded.expirySeconds).toBe(600);
    expect(decoded.descriptionHash).toBe(descriptionHash);
    expect(decoded.amountMsat).toBe(21_000n);

    const unhashed = Buffer.from('hello', 'utf8').toString('hex');
    const second = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 5, unhashed_description: unhashed },
    });
    expect(decodeBolt11(second.body.bolt11).descriptionHash).toBe(
      createHash('sha256').update('hello').digest('hex'),
    );
  });

  it('creates fiat-denominated invoices from the local rate table', async () => {
    const res = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 1.5, unit: 'EUR', memo: 'fiat' },
    });
    expect(res.status).toBe(201);
    // As the genuine LNbits 1.5.1 answered at the same price (74,820 EUR per BTC): truncated, so
    // 2,004 sats where rounding would make 2,005, and the rates derived from the result.
    expect(res.body.amount).toBe(2_004_000);
    expect(res.body.extra).toEqual({
      fiat_currency: 'EUR',
      fiat_amount: 1.5,
      fiat_rate: 1336.0,
      btc_rate: 74850.29940119761,
      wallet_fiat_currency: 'USD',
      wallet_fiat_amount: 1.743,
      wallet_fiat_rate: 1149.4252873563219,
      wallet_btc_rate: 87000.0,
    });
    const conversion = await t.api('POST', '/api/v1/conversion', {
      body: { from_: 'EUR', amount: 1.5 },
    });
    expect(conversion.body).toEqual({ EUR: 1.5, sats: 2004, BTC: 2.004e-5 });
    // From sats, LNbits' `amount / rate`, unrounded.
    expect(
      (await t.api('POST', '/api/v1/conversion', { body: { amount: 1000, to: 'usd,eur' } })).body,
    ).toEqual({ BTC: 1e-5, sats: 1000, USD: 0.87, EUR: 0.7482000000000001 });
  });

  it("an invoice in the wallet's own currency carries only the wallet fields", async () => {
    const res = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 1.5, unit: 'USD' },
    });
    expect(res.body.amount).toBe(1_724_000);
    expect(res.body.extra).toEqual({
      wallet_fiat_currency: 'USD',
      wallet_fiat_amount: 1.5,
      wallet_fiat_rate: 1149.3333333333333,
      wallet_btc_rate: 87006.96055684454,
    });
  });

  it('refuses bad units, amounts and bodies as LNbits does', async () => {
    const badUnit = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 1, unit: 'usd' },
    });
    expect(badUnit.status).toBe(400);
    expect(badUnit.body.detail[0].msg).toContain('The provided unit is not supported');
    expect(badUnit.body.detail[0].loc).toEqual(['body', 'unit']);

    expect(
      await t.api('POST', '/api/v1/payments', { key: bob.inkey, body: { out: false, amount: 0 } }),
    ).toMatchObject({
      status: 520,
      body: { detail: 'Amountless invoices not supported.', status: 'failed' },
    });

    const negative = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: -1 },
    });
    expect(negative.status).toBe(400);
    expect(negative.body.detail[0].type).toBe('value_error.number.not_ge');

    const missing = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false },
    });
    expect(missing.status).toBe(500);
    expect(missing.body.detail).toMatch(/^Unexpected error! ID: /);

    const tooHigh = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 10_000_001 },
    });
    expect(tooHigh).toMatchObject({
      status: 520,
      body: { detail: 'Invoice amount 10000001 sats is too high. Max allowed: 10000000 sats.' },
    });

    const hold = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 1, payment_hash: 'ab'.repeat(32) },
    });
    expect(hold).toMatchObject({
      status: 520,
      body: { detail: 'Hold invoices are not supported by this wallet.' },
    });

    const badHash = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 1, description_hash: 'zz' },
    });
    expect(badHash).toMatchObject({
      status: 400,
      body: { detail: "'description_hash' must be a valid hex string" },
    });

    const invalidJson = await t.api('POST', '/api/v1/payments', {
      key: bob.adminkey,
      rawBody: '{"out":false',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(invalidJson.status).toBe(400);
    expect(invalidJson.body.detail[0]).toMatchObject({
      type: 'json_invalid',
      msg: 'JSON decode error',
    });

    const textPlain = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      rawBody: '{"out":false,"amount":1}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(textPlain.status).toBe(400);
    expect(Array.isArray(textPlain.body.detail)).toBe(true);
  });

  it('checks the key before the body: 401 without key, 404 for a wrong key', async () => {
    expect(await t.api('POST', '/api/v1/payments')).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
    expect(
      await t.api('POST', '/api/v1/payments', {
        key: 'f'.repeat(32),
        body: { out: false, amount: 10 },
      }),
    ).toMatchObject({ status: 404, body: { detail: 'Wallet not found.' } });
  });
});

describe('POST /api/v1/payments out:true (row 3: pay)', () => {
  it('pays an invoice of another sandbox wallet internally, at once, with fee 0', async () => {
    const invoice = await t.invoice(bob, 1000, 'coffee');
    const before = (await t.api('GET', '/api/v1/wallet', { key: alice.inkey })).body.balance;
    const res = await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(PAYMENT_KEYS);
    expect(res.body).toMatchObject({
      checking_id: `internal_${invoice.payment_hash}`,
      payment_hash: invoice.payment_hash,
      wallet_id: alice.id,
      amount: -1_000_000,
      fee: 0,
      status: 'success',
      memo: 'coffee',
    });
    expect(res.body.expiry).toMatch(ISO_NAIVE);
    const after = (await t.api('GET', '/api/v1/wallet', { key: alice.inkey })).body.balance;
    expect(before - after).toBe(1_000_000);

    const again = await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });
    expect(again).toMatchObject({
      status: 520,
      body: { detail: 'Internal invoice already paid.', status: 'failed' },
    });
  });

  it('403 for an invoice key, 400 without bolt11', async () => {
    const invoice = await t.invoice(bob, 1);
    expect(
      await t.api('POST', '/api/v1/payments', {
        key: alice.inkey,
        body: { out: true, bolt11: invoice.bolt11 },
      }),
    ).toMatchObject({ status: 403, body: { detail: 'Invoice (or Admin) key required.' } });
    expect(
      await t.api('POST', '/api/v1/payments', {
        key: alice.inkey,
        body: { bolt11: invoice.bolt11 },
      }),
    ).toMatchObject({ status: 403 });
    expect(
      await t.api('POST', '/api/v1/payments', { key: alice.adminkey, body: { out: true } }),
    ).toMatchObject({
      status: 400,
      body: { detail: 'Missing BOLT11 invoice' },
    });
  });

  it('refuses insufficient balance and leaves both balances alone', async () => {
    const big = await t.invoice(alice, 500_000, 'too much');
    const res = await t.api('POST', '/api/v1/payments', {
      key: bob.adminkey,
      body: { out: true, bolt11: big.bolt11 },
    });
    expect(res).toMatchObject({
      status: 520,
      body: { detail: 'Insufficient balance.', status: 'failed' },
    });
    const bobWallet = await t.api('GET', '/api/v1/wallet', { key: bob.inkey });
    expect(bobWallet.body.balance).toBeGreaterThanOrEqual(1_000_000);
  });

  it('allows paying your own invoice (net zero)', async () => {
    const before = (await t.api('GET', '/api/v1/wallet', { key: alice.inkey })).body.balance;
    const own = await t.invoice(alice, 5, 'self');
    const res = await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: own.bolt11 },
    });
    expect(res.status).toBe(201);
    expect((await t.api('GET', '/api/v1/wallet', { key: alice.inkey })).body.balance).toBe(before);
  });

  it('fails malformed, prefixed, amountless and expired invoices with LNbits errors', async () => {
    const pay = (bolt11: string) =>
      t.api('POST', '/api/v1/payments', { key: alice.adminkey, body: { out: true, bolt11 } });
    expect(await pay('lnbc1garbage')).toMatchObject({
      status: 520,
      body: { detail: 'Bolt11 decoding failed.', status: 'failed' },
    });
    const invoice = await t.invoice(bob, 3);
    expect(await pay(`lightning:${invoice.bolt11}`)).toMatchObject({
      status: 520,
      body: { detail: 'Bolt11 decoding failed.' },
    });
    expect(await pay(specV1)).toMatchObject({
      status: 520,
      body: { detail: 'Amountless invoices not supported.' },
    });
    const expiring = await t.api('POST', '/api/v1/payments', {
      key: bob.inkey,
      body: { out: false, amount: 7, expiry: 1 },
    });
    // The sandbox's clock moves on instead of the test sleeping through the second.
    await t.api('POST', '/sandbox/clock/advance', { body: { seconds: 2 } });
    expect(await pay(expiring.body.bolt11)).toMatchObject({
      status: 520,
      body: { detail: 'Invoice expired.', status: 'failed' },
    });
  });

  it('judges expiry by its own clock, which tests move forward and never back', async () => {
    // A sandbox of its own: the clock it moves is not the one the other tests here share.
    const own = await startTestSandbox();
    try {
      const payer = await own.newWallet('Payer', 1_000);
      const payee = await own.newWallet('Payee', 0);
      const pay = (bolt11: string) =>
        own.api('POST', '/api/v1/payments', { key: payer.adminkey, body: { out: true, bolt11 } });
      const inAMinute = () => own.invoice(payee, 5, 'expires in a minute', { expiry: 60 });
      const before = await inAMinute();
      const later = await inAMinute();
      expect(await pay(before.bolt11)).toMatchObject({ status: 201 });

      const moved = await own.api('POST', '/sandbox/clock/advance', { body: { seconds: 61 } });
      expect(moved).toMatchObject({ status: 200, body: { ahead_seconds: 61 } });
      expect(await pay(later.bolt11)).toMatchObject({
        status: 520,
        body: { detail: 'Invoice expired.' },
      });
      // Made after the move: stamped by the same clock, so not born expired.
      const fresh = await inAMinute();
      expect(decodeBolt11(fresh.bolt11).timestamp).toBeGreaterThanOrEqual(moved.body.now);
      expect(await pay(fresh.bolt11)).toMatchObject({ status: 201 });

      for (const seconds of [-1, 1.5, '10']) {
        expect(
          await own.api('POST', '/sandbox/clock/advance', { body: { seconds } }),
        ).toMatchObject({ status: 400, body: { detail: [{ loc: ['body', 'seconds'] }] } });
      }
      expect(own.sandbox.context.clock.aheadSeconds).toBe(61);
    } finally {
      await own.close();
    }
  });

  it('fails foreign invoices like FakeWallet and keeps a failed record', async () => {
    const pay = (bolt11: string) =>
      t.api('POST', '/api/v1/payments', { key: alice.adminkey, body: { out: true, bolt11 } });
    const res = await pay(foreignFresh);
    expect(res).toMatchObject({
      status: 520,
      body: { detail: 'Payment failed: Only internal invoices can be used!', status: 'failed' },
    });
    const hash = decodeBolt11(foreignFresh).paymentHash;
    const record = await t.api('GET', `/api/v1/payments/${hash}`, { key: alice.inkey });
    expect(record.body).toMatchObject({ paid: false, status: 'failed' });
    expect(record.body.details.amount).toBe(-10_000);
    expect(await pay(foreignFresh)).toMatchObject({
      status: 520,
      body: { detail: 'Payment is failed node, retrying is not possible.' },
    });
    expect(await pay(specV2)).toMatchObject({
      status: 520,
      body: { detail: 'Insufficient balance.' },
    });
  });
});

describe('GET /api/v1/payments/{hash} (row 4)', () => {
  it('pending for the owner, paid after, keyless without details, 404 for others', async () => {
    const invoice = await t.invoice(bob, 9, 'status');
    const pending = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
      key: bob.inkey,
    });
    expect(pending.status).toBe(200);
    expect(Object.keys(pending.body)).toEqual(['paid', 'status', 'preimage', 'details']);
    expect(pending.body).toMatchObject({ paid: false, status: 'pending' });
    expect(pending.body.details.expiry).toMatch(ISO_UTC);

    const keyless = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`);
    expect(Object.keys(keyless.body)).toEqual(['paid', 'preimage']);

    await t.api('POST', '/api/v1/payments', {
      key: alice.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });
    const paid = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, { key: bob.inkey });
    expect(Object.keys(paid.body)).toEqual(['paid', 'preimage', 'details']);
    expect(paid.body.paid).toBe(true);
    expect(paid.body.details.amount).toBe(9000);
    const payer = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
      key: alice.inkey,
    });
    expect(payer.body.details.amount).toBe(-9000);
    expect(payer.body.details.checking_id).toBe(`internal_${invoice.payment_hash}`);

    const stranger = await t.newWallet('Stranger');
    expect(
      await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, { key: stranger.inkey }),
    ).toMatchObject({ status: 404, body: { detail: 'Payment does not exist.' } });
    expect(
      await t.api('GET', `/api/v1/payments/${'0'.repeat(64)}`, { key: bob.inkey }),
    ).toMatchObject({
      status: 404,
      body: { detail: 'Payment does not exist.' },
    });
    // The query form of the key is ignored on this route.
    const queryKey = await t.api(
      'GET',
      `/api/v1/payments/${invoice.payment_hash}?api-key=${bob.inkey}`,
    );
    expect(queryKey.body.details).toBeUndefined();
  });
});

describe('payment listings (rows 5 and 6)', () => {
  let dave: TestWallet;
  beforeAll(async () => {
    dave = await t.newWallet('Dave', 50_000);
    for (let i = 1; i <= 12; i++) {
      const invoice = await t.invoice(bob, i, `item ${i}`);
      if (i % 2 === 0) {
        await t.api('POST', '/api/v1/payments', {
          key: dave.adminkey,
          body: { out: true, bolt11: invoice.bolt11 },
        });
      }
    }
    const otherForeign = encodeBolt11({
      amountMsat: 20_000n,
      timestamp: Math.floor(Date.now() / 1000),
      paymentHash: randomBytes(32).toString('hex'),
      paymentSecret: randomBytes(32).toString('hex'),
      description: 'another node',
      privateKey: utils.randomSecretKey(),
    });
    await t.api('POST', '/api/v1/payments', {
      key: dave.adminkey,
      body: { out: true, bolt11: otherForeign },
    });
  });

  it('paginated: data and total, newest first, failed included', async () => {
    const res = await t.api(
      'GET',
      '/api/v1/payments/paginated?limit=5&offset=0&sortby=time&direction=desc',
      {
        key: dave.inkey,
      },
    );
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['data', 'total']);
    // funding + 6 payments + 1 failed foreign attempt
    expect(res.body.total).toBe(8);
    expect(res.body.data).toHaveLength(5);
    expect(res.body.data[0].status).toBe('failed');
    const times = res.body.data.map((p: { time: string }) => p.time);
    expect([...times].sort().reverse()).toEqual(times);
    for (const payment of res.body.data) {
      expect(Object.keys(payment)).toEqual(PAYMENT_KEYS);
    }
  });

  it('paginated: default limit 10, filters, search and the past-the-end quirk', async () => {
    const all = await t.api('GET', '/api/v1/payments/paginated', { key: bob.inkey });
    expect(all.body.data).toHaveLength(10);
    const big = await t.api('GET', '/api/v1/payments/paginated?amount[gt]=10000&limit=100', {
      key: bob.inkey,
    });
    expect(big.body.data.every((p: { amount: number }) => p.amount > 10_000)).toBe(true);
    const notPending = await t.api(
      'GET',
      '/api/v1/payments/paginated?status[ne]=pending&limit=100',
      {
        key: bob.inkey,
      },
    );
    expect(notPending.body.data.every((p: { status: string }) => p.status !== 'pending')).toBe(
      true,
    );
    const search = await t.api('GET', '/api/v1/payments/paginated?search=item%2011', {
      key: bob.inkey,
    });
    expect(search.body.total).toBe(1);
    expect(search.body.data[0].memo).toBe('item 11');
    const two = all.body.data.slice(0, 2).map((p: { checking_id: string }) => p.checking_id);
    const byId = await t.api('GET', `/api/v1/payments/paginated?checking_id[in]=${two.join(',')}`, {
      key: bob.inkey,
    });
    expect(byId.body.total).toBe(2);
    const past = await t.api('GET', '/api/v1/payments/paginated?offset=10000', { key: bob.inkey });
    expect(past.body).toEqual({ data: [], total: 0 });
    const ignoredFilter = await t.api(
      'GET',
      '/api/v1/payments/paginated?nonsense[gt]=1&amount[gt]=abc',
      {
        key: bob.inkey,
      },
    );
    expect(ignoredFilter.status).toBe(200);
  });

  it('paginated: bad sortby or direction → 400, no key → 401', async () => {
    expect(
      (await t.api('GET', '/api/v1/payments/paginated?sortby=bogus', { key: bob.inkey })).status,
    ).toBe(400);
    expect(
      (
        await t.api('GET', '/api/v1/payments/paginated?sortby=time&direction=up', {
          key: bob.inkey,
        })
      ).status,
    ).toBe(400);
    expect(await t.api('GET', '/api/v1/payments/paginated?limit=5')).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
  });

  it('plain list: an array, newest first, limit 10 by default, failed excluded', async () => {
    const res = await t.api('GET', '/api/v1/payments?limit=50', { key: dave.inkey });
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(7);
    expect(res.body.some((p: { status: string }) => p.status === 'failed')).toBe(false);
    const defaults = await t.api('GET', '/api/v1/payments', { key: bob.inkey });
    expect(defaults.body).toHaveLength(10);
    const paged = await t.api('GET', '/api/v1/payments?limit=2&offset=2', { key: bob.inkey });
    expect(paged.body[0].checking_id).toBe(defaults.body[2].checking_id);
    expect(await t.api('GET', '/api/v1/payments?limit=5', { key: '0'.repeat(32) })).toMatchObject({
      status: 404,
    });
  });
});

describe('POST /api/v1/payments/decode (row 7)', () => {
  it('decodes the BOLT 11 spec vector exactly as LNbits 1.5.1 did', async () => {
    const res = await t.api('POST', '/api/v1/payments/decode', { body: { data: specV2 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      currency: 'bc',
      amount_msat: 250000000,
      date: 1496314658,
      signature:
        'e59e3ffbd3945e4334879158d31e89b076dff54f3fa7979ae79df2db9dcaf5896cbfe1a478b8d2307e92c88139464cb7e6ef26e414c4abe33337961ddc5e8ab1',
      expiry: 60,
      payment_hash: '0001020304050607080900010203040506070809000102030405060708090102',
      payment_secret: '1111111111111111111111111111111111111111111111111111111111111111',
      description: '1 cup coffee',
      features: { var_onion_optin: 'required', payment_secret: 'required' },
      min_final_cltv_expiry: 18,
      payee: '03e7156ae33b0a208d0744199163177e909e80176e55d97a2f221ede0f934dd9ad',
    });
    expect(Object.keys(res.body)).toEqual([
      'currency',
      'amount_msat',
      'date',
      'signature',
      'expiry',
      'payment_hash',
      'payment_secret',
      'description',
      'features',
      'min_final_cltv_expiry',
      'payee',
    ]);
  });

  it('decodes sandbox invoices, LNURLs, and honours filter_fields', async () => {
    const invoice = await t.invoice(bob, 1000, 'coffee');
    const res = await t.api('POST', '/api/v1/payments/decode', { body: { data: invoice.bolt11 } });
    expect(res.body).toMatchObject({
      currency: 'bc',
      amount_msat: 1_000_000,
      expiry: 3600,
      description: 'coffee',
    });
    expect(res.body.payment_hash).toBe(invoice.payment_hash);
    expect(res.body.signature).toMatch(/^[0-9a-f]{128}$/);
    const filtered = await t.api('POST', '/api/v1/payments/decode', {
      body: { data: invoice.bolt11, filter_fields: ['payment_hash'] },
    });
    expect(filtered.body).toEqual({ payment_hash: invoice.payment_hash });
    const lnurl = vectors.lnurl[0]!;
    const decodedLnurl = await t.api('POST', '/api/v1/payments/decode', {
      body: { data: lnurl.lnurl },
    });
    expect(decodedLnurl.body).toEqual({ domain: lnurl.url });
  });

  it('400 {message} for garbage', async () => {
    expect(
      await t.api('POST', '/api/v1/payments/decode', { body: { data: 'notaninvoice' } }),
    ).toEqual(
      expect.objectContaining({
        status: 400,
        body: { message: 'Failed to decode: Bech32 string is not valid.' },
      }),
    );
  });

  it('GET /api/v1/payments/fee-reserve gives LNbits reserve in msat', async () => {
    const invoice = await t.invoice(bob, 1000);
    const res = await t.api('GET', `/api/v1/payments/fee-reserve?invoice=${invoice.bolt11}`);
    expect(res.body).toEqual({ fee_reserve: 10000 });
  });
});

describe('fiat (rows 14 and 15)', () => {
  it('lists 165 uppercase currencies and answers rates offline', async () => {
    const currencies = await t.api('GET', '/api/v1/currencies');
    expect(currencies.body).toHaveLength(165);
    expect(currencies.body).toContain('USD');
    expect(currencies.body.every((c: string) => /^[A-Z]{3}$/.test(c))).toBe(true);
    const usd = await t.api('GET', '/api/v1/rate/USD');
    expect(Object.keys(usd.body)).toEqual(['rate', 'price']);
    expect(usd.body.price).toBeGreaterThan(0);
    expect(usd.body.rate).toBeCloseTo(100_000_000 / usd.body.price, 6);
    expect((await t.api('GET', '/api/v1/rate/usd')).body).toEqual(usd.body);
    expect(await t.api('GET', '/api/v1/rate/XYZ')).toMatchObject({
      status: 400,
      body: { detail: "Currency 'XYZ' not allowed." },
    });
  });
});

describe('CORS and unknown routes, as LNbits', () => {
  it('answers a preflight with 200 OK and echoes the requested headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/v1/payments`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-api-key',
      },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('OK');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toBe(
      'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT',
    );
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,x-api-key');
    expect(res.headers.get('access-control-max-age')).toBe('600');
  });

  it('adds Access-Control-Allow-Origin to responses and errors', async () => {
    const ok = await t.api('GET', '/api/v1/wallet', {
      key: bob.inkey,
      headers: { Origin: 'http://x.test' },
    });
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const bad = await t.api('GET', '/api/v1/wallet', {
      key: 'bad',
      headers: { Origin: 'http://x.test' },
    });
    expect(bad.status).toBe(404);
    expect(bad.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('404 {"detail":"Not Found"} for unknown API routes', async () => {
    expect(await t.api('GET', '/api/v1/nothing-here')).toMatchObject({
      status: 404,
      body: { detail: 'Not Found' },
    });
  });
});

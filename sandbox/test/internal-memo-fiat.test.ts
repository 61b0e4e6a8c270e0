// `extra.internal_memo` and the wallet's fiat at the time of each payment, as LNbits 1.5.1 keeps
// them (services/payments.py calculate_fiat_amounts, for invoices and for payments). Every
// `extra` below is the one the genuine server stored for the same request, with the same rates
// (the sandbox's default table is the oracle's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';

let t: TestSandbox;
let wallet: TestWallet;

beforeAll(async () => {
  t = await startTestSandbox();
  wallet = await t.newWallet('Euro', 10_000);
  const patched = await t.api('PATCH', '/api/v1/wallet', {
    key: wallet.adminkey,
    body: { currency: 'EUR' },
  });
  expect(patched.body.currency).toBe('EUR');
});
afterAll(() => t.close());

async function createInvoice(body: Record<string, unknown>, key = wallet.inkey) {
  const answer = await t.api('POST', '/api/v1/payments', { key, body: { out: false, ...body } });
  expect(answer.status).toBe(201);
  return answer.body as { amount: number; extra: Record<string, unknown>; payment_hash: string };
}

describe('internal_memo', () => {
  it('is kept on an invoice, beside the wallet’s fiat at the time', async () => {
    const invoice = await createInvoice({
      amount: 1234,
      memo: 'memo',
      extra: { internal_memo: 'my note ü' },
    });
    expect(invoice.extra).toEqual({
      internal_memo: 'my note ü',
      wallet_fiat_currency: 'EUR',
      wallet_fiat_amount: 0.923,
      wallet_fiat_rate: 1336.5410318096765,
      wallet_btc_rate: 74820.00000000001,
    });
    expect(Object.keys(invoice.extra)[0]).toBe('internal_memo');
    const listed = await t.api('GET', `/api/v1/payments/${invoice.payment_hash}`, {
      key: wallet.inkey,
    });
    expect(listed.body.details.extra.internal_memo).toBe('my note ü');
  });

  it('is kept on a payment, and the memo stays the invoice’s', async () => {
    const bank = t.sandbox.context.bank.wallet();
    const bankInvoice = await createInvoice({ amount: 321, memo: 'm' }, bank.inkey);
    const bolt11 = (
      await t.api('GET', `/api/v1/payments/${bankInvoice.payment_hash}`, { key: bank.inkey })
    ).body.details.bolt11;
    const paid = await t.api('POST', '/api/v1/payments', {
      key: wallet.adminkey,
      body: { out: true, bolt11, extra: { internal_memo: 'paid note' } },
    });
    expect(paid.status).toBe(201);
    expect(paid.body.memo).toBe('m');
    expect(paid.body.extra).toEqual({
      internal_memo: 'paid note',
      wallet_fiat_currency: 'EUR',
      wallet_fiat_amount: 0.24,
      wallet_fiat_rate: 1336.5410318096765,
      wallet_btc_rate: 74820,
    });
  });

  it('is not checked at all: any length, any JSON value, `tag` beside it still tags', async () => {
    const long = 'x'.repeat(2000);
    expect(
      (await createInvoice({ amount: 5, extra: { internal_memo: long } })).extra.internal_memo,
    ).toBe(long);
    expect(
      (await createInvoice({ amount: 5, extra: { internal_memo: 123 } })).extra.internal_memo,
    ).toBe(123);
    const tagged = await t.api('POST', '/api/v1/payments', {
      key: wallet.inkey,
      body: { out: false, amount: 5, extra: { internal_memo: 'a', tag: 'mytag' } },
    });
    expect(tagged.body.tag).toBe('mytag');
    expect(tagged.body.extra).toMatchObject({ internal_memo: 'a', tag: 'mytag' });
  });
});

describe('the wallet’s fiat at the time', () => {
  it('comes with a fiat invoice in another currency, after that currency’s own fields', async () => {
    const usd = await createInvoice({ amount: 10, unit: 'USD', extra: { internal_memo: 'usd' } });
    expect(usd.amount).toBe(11_494_000);
    expect(usd.extra).toEqual({
      internal_memo: 'usd',
      fiat_currency: 'USD',
      fiat_amount: 10,
      fiat_rate: 1149.4,
      btc_rate: 87001.91404210893,
      wallet_fiat_currency: 'EUR',
      wallet_fiat_amount: 8.6,
      wallet_fiat_rate: 1336.5410318096765,
      wallet_btc_rate: 74820,
    });
  });

  it('is the amount asked when the invoice is in the wallet’s own currency', async () => {
    const eur = await createInvoice({ amount: 10, unit: 'EUR' });
    expect(eur.amount).toBe(13_365_000);
    expect(eur.extra).toEqual({
      wallet_fiat_currency: 'EUR',
      wallet_fiat_amount: 10,
      wallet_fiat_rate: 1336.5,
      wallet_btc_rate: 74822.29704451926,
    });
  });

  it('follows the currency as the wallet spells it, and is left out without a known one', async () => {
    const other = await t.newWallet('Other');
    const setCurrency = async (currency: string) =>
      (await t.api('PATCH', '/api/v1/wallet', { key: other.adminkey, body: { currency } })).body
        .currency;
    expect(await setCurrency('usd')).toBe('usd');
    expect((await createInvoice({ amount: 100 }, other.inkey)).extra).toEqual({
      wallet_fiat_currency: 'usd',
      wallet_fiat_amount: 0.087,
      wallet_fiat_rate: 1149.4252873563219,
      wallet_btc_rate: 86999.99999999999,
    });
    expect(await setCurrency('XYZ')).toBe('XYZ');
    expect((await createInvoice({ amount: 100 }, other.inkey)).extra).toEqual({});
    expect(await setCurrency('')).toBe('');
    expect((await createInvoice({ amount: 100 }, other.inkey)).extra).toEqual({});
  });

  it('needs the admin key to change the currency', async () => {
    const answer = await t.api('PATCH', '/api/v1/wallet', {
      key: wallet.inkey,
      body: { currency: 'USD' },
    });
    expect(answer).toMatchObject({ status: 403, body: { detail: 'Invalid adminkey.' } });
  });
});

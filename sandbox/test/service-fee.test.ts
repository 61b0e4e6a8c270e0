// `--service-fee`: LNbits' service fee settings (services/payments.py `service_fee`,
// `_pay_internal_invoice`, `_credit_service_fee_wallet`), with the bank as the fee wallet.
import { afterEach, describe, expect, it } from 'vitest';
import { decodeBolt11 } from '../../src/lib/bolt11.ts';
import type { ServiceFeeSettings } from '../services/payments.ts';
import { startTestSandbox, type TestSandbox } from './harness.ts';
import vectors from './fixtures/protocol-test-vectors.json' with { type: 'json' };

let t: TestSandbox | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function sandboxWith(serviceFee: ServiceFeeSettings) {
  t = await startTestSandbox({ serviceFee });
  return t;
}

const balanceMsat = async (s: TestSandbox, inkey: string) =>
  (await s.api('GET', '/api/v1/wallet', { key: inkey })).body.balance as number;

describe('--service-fee', () => {
  it('charges an internal payment when asked: a positive fee, the balance, the bank credited', async () => {
    const s = await sandboxWith({ percent: 1, maxSat: 0, internal: true });
    const payer = await s.newWallet('Payer', 20_000);
    const payee = await s.newWallet('Payee');
    const bank = s.sandbox.context.bank.wallet();
    const bankBefore = bank.balance_msat;
    const invoice = await s.invoice(payee, 10_000, 'with a fee');

    const paid = await s.api('POST', '/api/v1/payments', {
      key: payer.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });
    expect(paid.status).toBe(201);
    // 1 % of 10,000 sats. LNbits stores an internal payment's fee positive (`abs(...)`).
    expect(paid.body).toMatchObject({ amount: -10_000_000, fee: 100_000, status: 'success' });
    expect(await balanceMsat(s, payer.inkey)).toBe(20_000_000 - 10_000_000 - 100_000);
    expect(await balanceMsat(s, payee.inkey)).toBe(10_000_000);

    const credit = s.sandbox.context.ledger.paymentByCheckingId(
      `service_fee_${invoice.payment_hash}`,
    );
    expect(credit).toMatchObject({
      wallet_id: bank.id,
      amount: 100_000,
      status: 'success',
      memo: `\n        Service fee for payment of 10000 sats.\n        Wallet: 'Payer' (${payer.id}).`,
    });
    expect(s.sandbox.context.bank.wallet().balance_msat).toBe(bankBefore + 100_000);

    // The history shows the fee on the payment.
    const history = await s.api('GET', '/api/v1/payments?limit=1', { key: payer.inkey });
    expect(history.body[0]).toMatchObject({ amount: -10_000_000, fee: 100_000 });
  });

  it('caps the fee at --service-fee-max and needs the balance to cover it', async () => {
    const s = await sandboxWith({ percent: 1, maxSat: 50, internal: true });
    const payer = await s.newWallet('Payer', 10_030);
    const payee = await s.newWallet('Payee');
    const first = await s.invoice(payee, 10_000);
    // 10,000 + a 50-sat fee is more than 10,030.
    expect(
      await s.api('POST', '/api/v1/payments', {
        key: payer.adminkey,
        body: { out: true, bolt11: first.bolt11 },
      }),
    ).toMatchObject({ status: 520, body: { detail: 'Insufficient balance.', status: 'failed' } });
    const small = await s.invoice(payee, 9_000);
    const paid = await s.api('POST', '/api/v1/payments', {
      key: payer.adminkey,
      body: { out: true, bolt11: small.bolt11 },
    });
    expect(paid.body).toMatchObject({ amount: -9_000_000, fee: 50_000 });
    expect(await balanceMsat(s, payer.inkey)).toBe(10_030_000 - 9_000_000 - 50_000);
  });

  it('leaves internal payments free by default, as LNbits (ignore_internal)', async () => {
    const s = await sandboxWith({ percent: 2, maxSat: 0, internal: false });
    const payer = await s.newWallet('Payer', 5_000);
    const payee = await s.newWallet('Payee');
    const invoice = await s.invoice(payee, 1_000);
    const paid = await s.api('POST', '/api/v1/payments', {
      key: payer.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });
    expect(paid.body).toMatchObject({ amount: -1_000_000, fee: 0 });
    expect(await balanceMsat(s, payer.inkey)).toBe(4_000_000);
  });

  it('adds the fee to the reserve of a payment leaving the server, and to its failed record', async () => {
    const s = await sandboxWith({ percent: 2, maxSat: 0, internal: false });
    const foreign = vectors.bolt11_self_made[0]!.invoice;
    const amountMsat = Number(decodeBolt11(foreign).amountMsat);
    const reserve = Math.max(2_000, Math.trunc(amountMsat / 100));
    const fee = Math.trunc((amountMsat / 100) * 2);
    expect((await s.api('GET', `/api/v1/payments/fee-reserve?invoice=${foreign}`)).body).toEqual({
      fee_reserve: reserve + fee,
    });

    const payer = await s.newWallet('Payer', 1_000);
    const res = await s.api('POST', '/api/v1/payments', {
      key: payer.adminkey,
      body: { out: true, bolt11: foreign },
    });
    expect(res.status).toBe(520);
    const record = await s.api('GET', `/api/v1/payments/${decodeBolt11(foreign).paymentHash}`, {
      key: payer.inkey,
    });
    expect(record.body.details).toMatchObject({ status: 'failed', fee: -(reserve + fee) });
  });
});

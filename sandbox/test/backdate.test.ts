// `POST /sandbox/payments/backdate`: a sandbox-only helper that moves a payment back in time, so a
// chart of 40 days can be tested without waiting 40 days. LNbits has no such route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './harness.ts';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const DAY = 24 * 3600;

describe('POST /sandbox/payments/backdate', () => {
  it('moves both sides of a payment back, which the history then groups on that day', async () => {
    const payer = await t.newWallet('Payer', 10_000);
    const payee = await t.newWallet('Payee');
    const invoice = await t.invoice(payee, 1_000);
    const paid = await t.api('POST', '/api/v1/payments', {
      key: payer.adminkey,
      body: { out: true, bolt11: invoice.bolt11 },
    });
    expect(paid.status).toBe(201);

    const moved = await t.api('POST', '/sandbox/payments/backdate', {
      body: { payment_hash: invoice.payment_hash, seconds: 10 * DAY },
    });
    expect(moved).toMatchObject({ status: 200, body: { moved: 2 } });

    const tenDaysAgo = new Date(Date.now() - 10 * DAY * 1000).toISOString().slice(0, 10);
    const history = await t.api<{ date: string; income: number; balance: number }[]>(
      'GET',
      '/api/v1/payments/history?group=day',
      { key: payee.inkey },
    );
    expect(history.body).toEqual([
      { date: `${tenDaysAgo}T00:00:00+00:00`, income: 1_000_000, spending: 0, balance: 1_000_000 },
    ]);
    const detail = await t.api<{ details: { time: string } }>(
      'GET',
      `/api/v1/payments/${invoice.payment_hash}`,
      { key: payee.inkey },
    );
    expect(detail.body.details.time.slice(0, 10)).toBe(tenDaysAgo);
  });

  it('refuses an unknown payment and a move forward', async () => {
    const unknown = await t.api('POST', '/sandbox/payments/backdate', {
      body: { payment_hash: 'ab'.repeat(32), seconds: DAY },
    });
    expect(unknown.status).toBe(404);
    const forward = await t.api('POST', '/sandbox/payments/backdate', {
      body: { payment_hash: 'ab'.repeat(32), seconds: -DAY },
    });
    expect(forward.status).toBe(400);
  });
});

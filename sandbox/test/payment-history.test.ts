// `GET /api/v1/payments/history`: chart data as LNbits 1.5.1 computes it on SQLite
// (crud/payments.py get_payments_history). The first case is the sequence run on the genuine
// server, whose answer it repeats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox, type TestWallet } from './harness.ts';
import vectors from './fixtures/protocol-test-vectors.json' with { type: 'json' };

let t: TestSandbox;
let bankAdminKey: string;

beforeAll(async () => {
  t = await startTestSandbox({
    // Internal payments charged 1 %, so that fees show in the spending.
    serviceFee: { percent: 1, maxSat: 0, internal: true },
  });
  bankAdminKey = t.sandbox.context.bank.wallet().adminkey;
});
afterAll(() => t.close());

interface Point {
  date: string;
  income: number;
  spending: number;
  balance: number;
}

const history = (wallet: TestWallet, query = '') =>
  t.api<Point[]>('GET', `/api/v1/payments/history${query}`, { key: wallet.inkey });

async function receive(wallet: TestWallet, sat: number) {
  const invoice = await t.invoice(wallet, sat);
  const paid = await t.api('POST', '/api/v1/payments', {
    key: bankAdminKey,
    body: { out: true, bolt11: invoice.bolt11 },
  });
  expect(paid.status).toBe(201);
  return invoice.payment_hash;
}

async function send(wallet: TestWallet, sat: number) {
  const bank = t.sandbox.context.bank.wallet();
  const invoice = await t.api('POST', '/api/v1/payments', {
    key: bank.inkey,
    body: { out: false, amount: sat },
  });
  const paid = await t.api('POST', '/api/v1/payments', {
    key: wallet.adminkey,
    body: { out: true, bolt11: invoice.body.bolt11 },
  });
  expect(paid.status).toBe(201);
  return invoice.body.payment_hash as string;
}

/** Moves a wallet's record of a payment to another time (the sandbox only ever writes "now"). */
function backdate(wallet: TestWallet, paymentHash: string, isoTime: string) {
  t.sandbox.context.db
    .prepare('UPDATE payments SET time_us = ? WHERE payment_hash = ? AND wallet_id = ?')
    .run(Date.parse(isoTime) * 1000, paymentHash, wallet.id);
}

const startOf = (unit: 'hour' | 'day' | 'month') => {
  const now = new Date();
  const parts = [
    now.getUTCFullYear(),
    unit === 'month' ? 0 : now.getUTCMonth(),
    unit === 'month' ? 1 : now.getUTCDate(),
    unit === 'hour' ? now.getUTCHours() : 0,
  ] as const;
  const date =
    unit === 'month'
      ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
      : new Date(Date.UTC(parts[0], parts[1], parts[2], parts[3]));
  return date.toISOString().replace('.000Z', '+00:00');
};

describe('GET /api/v1/payments/history', () => {
  it('sums income and spending per period, the balance at its end, as the genuine server did', async () => {
    // The genuine server, for 1,000 and 2,500 sats in, 300 out (no fee there) and an open
    // invoice: [{"date": "<today>T00:00:00+00:00", "income": 3500000, "spending": 300000,
    // "balance": 3200000}]. Here the 300 sats cost a 3-sat service fee, which counts as spending.
    const wallet = await t.newWallet('Chart');
    await receive(wallet, 1000);
    await receive(wallet, 2500);
    await send(wallet, 300);
    await t.invoice(wallet, 777); // open: not counted
    const day = await history(wallet);
    expect(day.status).toBe(200);
    expect(day.body).toEqual([
      { date: startOf('day'), income: 3_500_000, spending: 303_000, balance: 3_197_000 },
    ]);
    expect(Object.keys(day.body[0]!)).toEqual(['date', 'income', 'spending', 'balance']);
    expect((await history(wallet, '?group=hour')).body[0]!.date).toBe(startOf('hour'));
    expect((await history(wallet, '?group=month')).body[0]!.date).toBe(startOf('month'));
  });

  it('walks the balance back from today, oldest period first', async () => {
    const wallet = await t.newWallet('Months');
    const january = await receive(wallet, 5000);
    const february = await receive(wallet, 1000);
    const februaryOut = await send(wallet, 2000);
    backdate(wallet, january, '2025-01-15T10:30:00Z');
    backdate(wallet, february, '2025-02-01T00:00:00Z');
    backdate(wallet, februaryOut, '2025-02-28T23:59:59Z');
    await receive(wallet, 100); // today
    const months = await history(wallet, '?group=month');
    expect(months.body).toEqual([
      { date: '2025-01-01T00:00:00+00:00', income: 5_000_000, spending: 0, balance: 5_000_000 },
      // 2,000 sats and a 20-sat fee
      {
        date: '2025-02-01T00:00:00+00:00',
        income: 1_000_000,
        spending: 2_020_000,
        balance: 3_980_000,
      },
      { date: startOf('month'), income: 100_000, spending: 0, balance: 4_080_000 },
    ]);
    const days = await history(wallet, '?group=day');
    expect(days.body.map((point) => point.date).slice(0, 3)).toEqual([
      '2025-01-15T00:00:00+00:00',
      '2025-02-01T00:00:00+00:00',
      '2025-02-28T00:00:00+00:00',
    ]);
    const hours = await history(wallet, '?group=hour');
    expect(hours.body[0]!.date).toBe('2025-01-15T10:00:00+00:00');
  });

  it('counts an outgoing payment still pending, never a failed one', async () => {
    const wallet = await t.newWallet('Pending', 10_000);
    // The sandbox settles or fails at once; a pending outgoing record is written by hand.
    t.sandbox.context.db
      .prepare(
        `INSERT INTO payments (checking_id, payment_hash, wallet_id, amount, fee, bolt11, status,
           time_us, created_us, updated_us)
         VALUES ('pending-out', 'pending-out', ?, -4000, -1000, 'lnbc', 'pending', ?, ?, ?)`,
      )
      .run(wallet.id, Date.now() * 1000, Date.now() * 1000, Date.now() * 1000);
    // Refused by the funding source: a failed record, nothing spent.
    const foreign = vectors.bolt11_self_made[0]!.invoice;
    const failed = await t.api('POST', '/api/v1/payments', {
      key: wallet.adminkey,
      body: { out: true, bolt11: foreign },
    });
    expect(failed.body).toEqual({
      detail: 'Payment failed: Only internal invoices can be used!',
      status: 'failed',
    });
    const [point] = (await history(wallet)).body;
    expect(point).toMatchObject({ income: 10_000_000, spending: 5_000 });
  });

  it('narrows by LNbits’ filters, but walks back from the balance of today all the same', async () => {
    const wallet = await t.newWallet('Filtered');
    await receive(wallet, 1000);
    await send(wallet, 100);
    const outgoing = await history(wallet, '?amount[lt]=0');
    expect(outgoing.body).toEqual([
      { date: startOf('day'), income: 0, spending: 101_000, balance: 899_000 },
    ]);
    expect((await history(wallet, '?time[ge]=2099-01-01T00:00:00')).body).toEqual([]);
    expect((await history(wallet, '?status=pending')).body).toEqual([]);
    expect((await history(wallet, '?time[ge]=garbage')).body).toHaveLength(1);
    // The last of a repeated parameter counts, as FastAPI reads a query.
    expect((await history(wallet, '?group=day&group=hour')).body[0]!.date).toBe(startOf('hour'));
    expect((await history(wallet, '?limit=1&offset=5')).body).toHaveLength(1);
  });

  it('is empty for a wallet without payments', async () => {
    const wallet = await t.newWallet('Empty');
    expect(await history(wallet)).toMatchObject({ status: 200, body: [] });
  });

  it('refuses other groups and sort fields in LNbits’ words', async () => {
    const wallet = await t.newWallet('Errors');
    for (const group of ['week', '']) {
      expect(await history(wallet, `?group=${group}`)).toMatchObject({
        status: 400,
        body: {
          detail: [
            {
              loc: ['query', 'group'],
              msg: "unexpected value; permitted: 'hour', 'day', 'month'",
              type: 'value_error.const',
              ctx: { given: group, permitted: ['hour', 'day', 'month'] },
            },
          ],
        },
      });
    }
    expect(await history(wallet, '?sortby=bogus')).toMatchObject({
      status: 400,
      body: {
        detail: '1 validation error for Filters\n__root__\n  Invalid sort field (type=value_error)',
      },
    });
    expect(await t.api('GET', '/api/v1/payments/history')).toMatchObject({
      status: 401,
      body: { detail: 'No Api Key provided.' },
    });
    expect(await t.api('GET', '/api/v1/payments/history', { key: 'f'.repeat(32) })).toMatchObject({
      status: 404,
      body: { detail: 'Wallet not found.' },
    });
  });
});

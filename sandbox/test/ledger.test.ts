import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_RESERVE_SAT } from '../services/bank.ts';
import { startTestSandbox, type TestSandbox } from './harness.ts';

/** Sum of every wallet's balance, and the balance each wallet's records say it should have. */
function audit(t: TestSandbox) {
  const { db } = t.sandbox.context;
  const wallets = db.prepare('SELECT id, balance_msat FROM wallets').all() as {
    id: string;
    balance_msat: number;
  }[];
  const total = wallets.reduce((sum, w) => sum + w.balance_msat, 0);
  const mismatches = wallets.filter((w) => {
    const { derived } = db
      .prepare(
        `SELECT COALESCE(SUM(amount - ABS(fee)), 0) AS derived FROM payments WHERE wallet_id = ?
         AND ((amount > 0 AND status = 'success') OR (amount < 0 AND status IN ('success', 'pending')))`,
      )
      .get(w.id) as { derived: number };
    return derived !== w.balance_msat;
  });
  return { total, negative: wallets.filter((w) => w.balance_msat < 0).length, mismatches };
}

describe('ledger invariants under concurrency', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await startTestSandbox();
  });
  afterAll(() => t.close());

  it('200 concurrent payments against a balance that covers 100: exactly 100 settle', async () => {
    const payer = await t.newWallet('Payer', 100_000);
    const payees = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.newWallet(`Payee ${i}`)),
    );
    const invoices = await Promise.all(
      Array.from({ length: 200 }, (_, i) => t.invoice(payees[i % payees.length]!, 1000, `n${i}`)),
    );
    const results = await Promise.all(
      invoices.map((invoice) =>
        t.api('POST', '/api/v1/payments', {
          key: payer.adminkey,
          body: { out: true, bolt11: invoice.bolt11 },
        }),
      ),
    );
    const settled = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 520);
    expect(settled).toHaveLength(100);
    expect(refused).toHaveLength(100);
    expect(refused.every((r) => r.body.detail === 'Insufficient balance.')).toBe(true);
    expect((await t.api('GET', '/api/v1/wallet', { key: payer.inkey })).body.balance).toBe(0);
    const { total, negative, mismatches } = audit(t);
    expect(total).toBe(BANK_RESERVE_SAT * 1000);
    expect(negative).toBe(0);
    expect(mismatches).toEqual([]);
  });

  it('the same invoice paid 20 times at once by 20 wallets settles once', async () => {
    const payee = await t.newWallet('Shop');
    const payers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.newWallet(`Payer ${i}`, 5_000)),
    );
    const invoice = await t.invoice(payee, 4_000);
    const results = await Promise.all(
      payers.map((payer) =>
        t.api('POST', '/api/v1/payments', {
          key: payer.adminkey,
          body: { out: true, bolt11: invoice.bolt11 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 520 && r.body.detail === 'Internal invoice already paid.'),
    ).toHaveLength(19);
    expect((await t.api('GET', '/api/v1/wallet', { key: payee.inkey })).body.balance).toBe(
      4_000_000,
    );
    expect(audit(t).total).toBe(BANK_RESERVE_SAT * 1000);
  });

  it('a database constraint refuses a negative balance even if a rule were skipped', () => {
    const { db } = t.sandbox.context;
    const wallet = db.prepare('SELECT id FROM wallets LIMIT 1').get() as { id: string };
    expect(() =>
      db.prepare('UPDATE wallets SET balance_msat = -1 WHERE id = ?').run(wallet.id),
    ).toThrow(/CHECK constraint failed/);
  });
});

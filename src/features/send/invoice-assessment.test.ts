import { describe, expect, it } from 'vitest';
import { assessInvoice } from './invoice-assessment';

const NOW = 1_800_000_000;
const invoice = (over: Partial<Parameters<typeof assessInvoice>[0]['invoice']> = {}) => ({
  network: 'mainnet' as const,
  amountMsat: 1_000_000n as bigint | null,
  expiresAt: NOW + 600,
  ...over,
});

describe('assessInvoice', () => {
  it('accepts a payable invoice', () => {
    const a = assessInvoice({ invoice: invoice(), balanceMsat: 50_000_000, nowSeconds: NOW });
    expect(a).toEqual({ problems: [], warnings: [], amountMsat: 1_000_000 });
  });

  it('refuses amountless invoices with LNbits’ reason', () => {
    const a = assessInvoice({
      invoice: invoice({ amountMsat: null }),
      balanceMsat: 5_000_000,
      nowSeconds: NOW,
    });
    expect(a.problems.map((p) => p.code)).toEqual(['amountless']);
    expect(a.problems[0]!.message).toBe(
      "This invoice has no amount. LNbits can't pay amountless invoices — ask for one with an amount.",
    );
    expect(a.amountMsat).toBeNull();
  });

  it('refuses expired invoices and those within 10 s of expiry', () => {
    const expired = assessInvoice({
      invoice: invoice({ expiresAt: NOW - 125 }),
      balanceMsat: 5_000_000,
      nowSeconds: NOW,
    });
    expect(expired.problems[0]).toEqual({
      code: 'expired',
      message: 'This invoice expired 2 minutes ago. Ask the recipient for a new one.',
    });
    const nearly = assessInvoice({
      invoice: invoice({ expiresAt: NOW + 10 }),
      balanceMsat: 5_000_000,
      nowSeconds: NOW,
    });
    expect(nearly.problems[0]!.code).toBe('expired');
    const fine = assessInvoice({
      invoice: invoice({ expiresAt: NOW + 11 }),
      balanceMsat: 5_000_000,
      nowSeconds: NOW,
    });
    expect(fine.problems).toEqual([]);
  });

  it('refuses invoices of another network', () => {
    const a = assessInvoice({
      invoice: invoice({ network: 'testnet' }),
      balanceMsat: 5_000_000,
      nowSeconds: NOW,
    });
    expect(a.problems[0]!.message).toMatch(
      /testnet invoice, but your wallet is on Bitcoin mainnet/,
    );
    expect(
      assessInvoice({
        invoice: invoice({ network: 'regtest' }),
        balanceMsat: 5_000_000,
        nowSeconds: NOW,
        serverNetwork: 'regtest',
      }).problems,
    ).toEqual([]);
  });

  it('refuses amounts over the balance, in sats', () => {
    const a = assessInvoice({
      invoice: invoice({ amountMsat: 2_500_000_000n }),
      balanceMsat: 1_234_999,
      nowSeconds: NOW,
    });
    expect(a.problems).toEqual([
      { code: 'balance', message: 'You have 1,234 sats; this needs 2,500,000 sats.' },
    ]);
  });

  it('skips the balance check while the balance is unknown', () => {
    const a = assessInvoice({ invoice: invoice(), balanceMsat: undefined, nowSeconds: NOW });
    expect(a.problems).toEqual([]);
  });

  it('warns when the fee reserve would not fit, but still allows paying', () => {
    // 100 sats with 101 in the wallet: an external payment needs 102 (2-sat reserve).
    const small = invoice({ amountMsat: 100_000n });
    const a = assessInvoice({ invoice: small, balanceMsat: 101_000, nowSeconds: NOW });
    expect(a.problems).toEqual([]);
    expect(a.warnings).toHaveLength(1);
    expect(a.warnings[0]).toMatch(/holds back 2 sats for routing fees/);
    expect(a.warnings[0]).toMatch(/needs 102 sats and you have 101 sats/);
    // 1 % above 200 sats: 1,000 sats need 1,010.
    expect(
      assessInvoice({ invoice: invoice(), balanceMsat: 1_009_000, nowSeconds: NOW }).warnings[0],
    ).toMatch(/holds back 10 sats/);
    expect(
      assessInvoice({ invoice: invoice(), balanceMsat: 1_010_000, nowSeconds: NOW }).warnings,
    ).toEqual([]);
    // Exactly the amount is still payable (internal payments need no reserve).
    expect(
      assessInvoice({ invoice: small, balanceMsat: 100_000, nowSeconds: NOW }).problems,
    ).toEqual([]);
  });

  it('lists every problem at once', () => {
    const a = assessInvoice({
      invoice: invoice({ network: 'signet', amountMsat: null, expiresAt: NOW - 1 }),
      balanceMsat: 0,
      nowSeconds: NOW,
    });
    expect(a.problems.map((p) => p.code)).toEqual(['network', 'amountless', 'expired']);
  });

  it('rejects amounts beyond safe integers instead of rounding them', () => {
    const a = assessInvoice({
      invoice: invoice({ amountMsat: 2n ** 60n }),
      balanceMsat: 1_000,
      nowSeconds: NOW,
    });
    expect(a.problems.map((p) => p.code)).toEqual(['too-large']);
  });
});

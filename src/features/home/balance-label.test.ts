import { describe, expect, it } from 'vitest';
import { balanceToggleLabel } from './balance-label';

describe('balanceToggleLabel', () => {
  it('names the amount and offers to hide it while it shows', () => {
    expect(balanceToggleLabel({ sats: 5000, btc: false, hidden: false })).toBe(
      '5,000 sats. Hide balance',
    );
    expect(balanceToggleLabel({ sats: 1, btc: false, hidden: false, fiat: '$0.01' })).toBe(
      '1 sat, about $0.01. Hide balance',
    );
    expect(balanceToggleLabel({ sats: 150_000_000, btc: true, hidden: false })).toMatch(
      /^1\.5\d* BTC\. Hide balance$/,
    );
  });

  it('gives nothing away while hidden, and offers to show it', () => {
    expect(balanceToggleLabel({ sats: 5000, btc: false, hidden: true, fiat: '$3.00' })).toBe(
      'Balance hidden. Show balance',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { paymentLabel } from './format';

describe('paymentLabel', () => {
  it('reads as a sentence with the amount in sats', () => {
    expect(
      paymentLabel({ amount: 1_234_000, fee: 0, memo: 'coffee', status: 'success' }, 'sats'),
    ).toBe('Received 1,234 sats — coffee');
    expect(paymentLabel({ amount: -1_500, fee: 0, memo: '', status: 'pending' }, 'sats')).toBe(
      'Sent 2 sats, pending',
    );
    expect(paymentLabel({ amount: -1_000, fee: 0, memo: null, status: 'failed' }, 'sats')).toBe(
      'Sent 1 sat, failed',
    );
  });

  it('says what a sent payment cost, fee included, as Home does', () => {
    // LNbits: amount -2,100,000 msat without the fee, fee -1,500 msat (stored negative).
    expect(
      paymentLabel({ amount: -2_100_000, fee: -1_500, memo: 'rent', status: 'success' }, 'sats'),
    ).toBe('Sent 2,102 sats — rent');
  });
});

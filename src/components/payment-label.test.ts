import { describe, expect, it } from 'vitest';
import { paymentLabel } from './payment-label';

const now = Date.UTC(2026, 10, 24, 12);

describe('paymentLabel', () => {
  it('reads as a sentence with the amount in sats', () => {
    expect(
      paymentLabel({ amount: 1_234_000, fee: 0, memo: 'coffee', status: 'success' }, 'sats', now),
    ).toBe('Received 1,234 sats — coffee');
    expect(paymentLabel({ amount: -1_500, fee: 0, memo: '', status: 'pending' }, 'sats', now)).toBe(
      'Sent 2 sats, pending',
    );
    expect(
      paymentLabel({ amount: -1_000, fee: 0, memo: null, status: 'failed' }, 'sats', now),
    ).toBe('Sent 1 sat, failed');
  });

  it('says what a sent payment cost, fee included, as Home does', () => {
    // LNbits: amount -2,100,000 msat without the fee, fee -1,500 msat (stored negative).
    expect(
      paymentLabel(
        { amount: -2_100_000, fee: -1_500, memo: 'rent', status: 'success' },
        'sats',
        now,
      ),
    ).toBe('Sent 2,102 sats — rent');
  });

  it('never calls an unpaid invoice received: a request, open or expired', () => {
    const invoice = {
      amount: 777_000,
      fee: 0,
      memo: 'lunch',
      status: 'pending' as const,
      expiry: '2026-11-24T13:00:00+00:00',
    };
    expect(paymentLabel(invoice, 'sats', now)).toBe('Request for 777 sats — lunch, not paid yet');
    expect(paymentLabel(invoice, 'sats', Date.UTC(2026, 10, 24, 13))).toBe(
      'Request for 777 sats — lunch, expired',
    );
  });

  it('leaves a hidden amount out', () => {
    expect(
      paymentLabel({ amount: 5_000, fee: 0, memo: 'tip', status: 'success' }, 'sats', now, true),
    ).toBe('Received amount hidden — tip');
  });
});

import { describe, expect, it } from 'vitest';
import { formatPaymentTime, paymentDirection, paymentSats, paymentTitle } from './payment-format';

describe('payment rows', () => {
  it('counts what arrived, and what left with its fee', () => {
    expect(paymentDirection({ amount: 5_000_000 })).toBe('in');
    expect(paymentSats({ amount: 5_000_999, fee: 0 })).toBe(5_000);
    expect(paymentDirection({ amount: -2_100_000 })).toBe('out');
    expect(paymentSats({ amount: -2_100_000, fee: -1_500 })).toBe(2_102);
  });

  it('titles a payment by its memo, or its direction', () => {
    expect(paymentTitle({ amount: 1000, memo: ' Coffee ' })).toBe('Coffee');
    expect(paymentTitle({ amount: 1000, memo: '' })).toBe('Received');
    expect(paymentTitle({ amount: -1000, memo: null })).toBe('Sent');
  });

  it('says when, shortly', () => {
    const now = new Date(2026, 10, 22, 15, 0);
    expect(formatPaymentTime(new Date(2026, 10, 22, 9, 5).toISOString(), now, 'en-GB')).toBe(
      '09:05',
    );
    expect(formatPaymentTime(new Date(2026, 10, 21, 23, 0).toISOString(), now, 'en-GB')).toBe(
      'Yesterday',
    );
    expect(formatPaymentTime(new Date(2026, 2, 3).toISOString(), now, 'en-GB')).toBe('3 Mar');
    expect(formatPaymentTime(new Date(2025, 2, 3).toISOString(), now, 'en-GB')).toBe('3 Mar 2025');
    expect(formatPaymentTime('nonsense', now)).toBe('');
  });
});

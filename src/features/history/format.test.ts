import { describe, expect, it } from 'vitest';
import { paymentLabel, paymentSats, shortTime } from './format';

describe('paymentLabel', () => {
  it('reads as a sentence with the amount in sats', () => {
    expect(paymentLabel({ amount: 1_234_000, memo: 'coffee', status: 'success' }, 'sats')).toBe(
      'Received 1,234 sats — coffee',
    );
    expect(paymentLabel({ amount: -1_500, memo: '', status: 'pending' }, 'sats')).toBe(
      'Sent 2 sats, pending',
    );
    expect(paymentLabel({ amount: -1_000, memo: null, status: 'failed' }, 'sats')).toBe(
      'Sent 1 sat, failed',
    );
  });

  it('rounds in the cautious direction', () => {
    expect(paymentSats({ amount: 1_999 })).toBe(1);
    expect(paymentSats({ amount: -1_001 })).toBe(2);
  });
});

describe('shortTime', () => {
  const now = new Date(2026, 2, 20, 15, 0);
  it('shows the clock today, then words and dates', () => {
    expect(shortTime(new Date(2026, 2, 20, 9, 5).toISOString(), now, 'en-GB')).toBe('09:05');
    expect(shortTime(new Date(2026, 2, 19, 23, 0).toISOString(), now, 'en-GB')).toBe('Yesterday');
    expect(shortTime(new Date(2026, 2, 17, 12, 0).toISOString(), now, 'en-GB')).toBe('Tue');
    expect(shortTime(new Date(2026, 0, 2, 12, 0).toISOString(), now, 'en-GB')).toBe('2 Jan');
    expect(shortTime(new Date(2025, 0, 2, 12, 0).toISOString(), now, 'en-GB')).toBe('2 Jan 2025');
  });
});

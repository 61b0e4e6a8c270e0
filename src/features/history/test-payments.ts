// Payments for unit tests.
import type { Payment } from '@/api/core';

let seq = 0;

export function makePayment(overrides: Partial<Payment> = {}): Payment {
  seq += 1;
  const hash = seq.toString(16).padStart(64, '0');
  return {
    checking_id: hash,
    payment_hash: hash,
    wallet_id: 'w1',
    amount: 1_000_000,
    fee: 0,
    bolt11: 'lnbc1',
    status: 'success',
    memo: `payment ${seq}`,
    time: new Date(Date.UTC(2026, 0, 1) + seq * 60_000).toISOString(),
    labels: [],
    extra: {},
    preimage: 'ab'.repeat(32),
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import {
  clearPendingPayment,
  PENDING_PAYMENT_KEY,
  readPendingPayment,
  recordPendingPayment,
} from './pending-payment';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const record = (walletId: string, paymentHash = HASH_A) => ({
  walletId,
  paymentHash,
  bolt11: 'lnbc10n1xyz',
  startedAt: 1_700_000_000_000,
});

describe('pending payment record', () => {
  it('is written, read per wallet and cleared', () => {
    const s = memoryStorage();
    expect(readPendingPayment(s, 'w1')).toBeNull();
    expect(recordPendingPayment(s, record('w1'))).toBe(true);
    expect(recordPendingPayment(s, record('w2', HASH_B))).toBe(true);
    expect(readPendingPayment(s, 'w1')).toEqual(record('w1'));
    expect(readPendingPayment(s, 'w2')?.paymentHash).toBe(HASH_B);
    clearPendingPayment(s, 'w1', HASH_A);
    expect(readPendingPayment(s, 'w1')).toBeNull();
    expect(readPendingPayment(s, 'w2')).not.toBeNull();
    clearPendingPayment(s, 'w2');
    expect(s.map.has(PENDING_PAYMENT_KEY)).toBe(false);
  });

  it('keeps one record per wallet; a clear for another payment leaves it alone', () => {
    const s = memoryStorage();
    recordPendingPayment(s, record('w1', HASH_A));
    recordPendingPayment(s, record('w1', HASH_B));
    expect(readPendingPayment(s, 'w1')?.paymentHash).toBe(HASH_B);
    clearPendingPayment(s, 'w1', HASH_A);
    expect(readPendingPayment(s, 'w1')?.paymentHash).toBe(HASH_B);
  });

  it('survives broken or missing storage', () => {
    const s = memoryStorage();
    s.setItem(PENDING_PAYMENT_KEY, '{not json');
    expect(readPendingPayment(s, 'w1')).toBeNull();
    s.setItem(PENDING_PAYMENT_KEY, JSON.stringify([{ walletId: 'w1', paymentHash: 'short' }]));
    expect(readPendingPayment(s, 'w1')).toBeNull();
    expect(readPendingPayment(undefined, 'w1')).toBeNull();
    expect(recordPendingPayment(undefined, record('w1'))).toBe(false);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(recordPendingPayment(full, record('w1'))).toBe(false);
  });
});

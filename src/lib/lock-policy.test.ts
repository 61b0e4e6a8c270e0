import { describe, expect, it } from 'vitest';
import { weakensLock } from './lock-policy';

const set = { autoLockAfterMs: 60_000, confirmPaymentsAboveSat: 10_000 };

describe('weakensLock', () => {
  it('locking later, or asking before fewer payments, is weaker', () => {
    expect(weakensLock(set, { autoLockAfterMs: 300_000 })).toBe(true);
    expect(weakensLock(set, { confirmPaymentsAboveSat: null })).toBe(true);
    expect(weakensLock(set, { confirmPaymentsAboveSat: 10_001 })).toBe(true);
  });

  it('locking sooner, asking before more payments, or nothing new, is not', () => {
    expect(weakensLock(set, { autoLockAfterMs: 0 })).toBe(false);
    expect(weakensLock(set, { autoLockAfterMs: 60_000 })).toBe(false);
    expect(weakensLock(set, { confirmPaymentsAboveSat: 0 })).toBe(false);
    expect(weakensLock(set, {})).toBe(false);
    expect(
      weakensLock({ ...set, confirmPaymentsAboveSat: null }, { confirmPaymentsAboveSat: 5 }),
    ).toBe(false);
  });
});

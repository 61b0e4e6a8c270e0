import { describe, expect, it } from 'vitest';
import { paymentNeedsPin } from './payment-pin';

describe('paymentNeedsPin', () => {
  it('never asks when no limit is chosen', () => {
    expect(paymentNeedsPin(10n ** 15n, null)).toBe(false);
    expect(paymentNeedsPin(null, null)).toBe(false);
  });

  it('asks above the limit only, to the millisat', () => {
    expect(paymentNeedsPin(1_000_000n, 1_000)).toBe(false);
    expect(paymentNeedsPin(1_000_001n, 1_000)).toBe(true);
    expect(paymentNeedsPin(1_000_001, 1_000)).toBe(true);
    expect(paymentNeedsPin(1n, 0)).toBe(true);
  });

  it('asks when the amount is unknown', () => {
    expect(paymentNeedsPin(null, 1_000)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { FEE_RESERVE_MIN_MSAT, feeReserveMsat, maxSendableSat } from './fee-reserve';

describe('feeReserveMsat', () => {
  it('is max(2 sats, 1 %), truncated as LNbits does (`int(amount * 1 / 100.0)`)', () => {
    expect(FEE_RESERVE_MIN_MSAT).toBe(2_000);
    expect(feeReserveMsat(1_000)).toBe(2_000);
    expect(feeReserveMsat(200_000)).toBe(2_000);
    expect(feeReserveMsat(300_000)).toBe(3_000);
    expect(feeReserveMsat(250_001)).toBe(2_500);
    expect(feeReserveMsat(250_099)).toBe(2_500);
    expect(feeReserveMsat(1_000_000_000)).toBe(10_000_000);
  });
});

describe('maxSendableSat', () => {
  it('leaves room for the reserve, and is the largest amount that does', () => {
    // 10,000 sats: 9,900 + 99 reserve fits; 9,901 + 99.01 reserve is 10 msat too many.
    expect(maxSendableSat(10_000_000)).toBe(9_900);
    for (const balanceMsat of [0, 1_999, 2_000, 3_000, 10_000_000, 123_456_789]) {
      const amountSat = maxSendableSat(balanceMsat);
      const fits = (sat: number) => sat * 1_000 + feeReserveMsat(sat * 1_000) <= balanceMsat;
      expect(amountSat === 0 || fits(amountSat)).toBe(true);
      expect(fits(amountSat + 1)).toBe(false);
    }
    expect(maxSendableSat(3_000)).toBe(1);
    expect(maxSendableSat(2_999)).toBe(0);
  });
});

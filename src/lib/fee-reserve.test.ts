import { describe, expect, it } from 'vitest';
import { FEE_RESERVE_MIN_MSAT, feeReserveMsat } from './fee-reserve';

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

import { describe, expect, it } from 'vitest';
import {
  feeSats,
  isOutgoing,
  newestFirst,
  paymentDirection,
  paymentFeeMsat,
  paymentSats,
  paymentSatsWithoutFee,
  paymentTimeMs,
  paymentTitle,
  signedAmountMsat,
  signedTotalMsat,
} from './payment';

// As LNbits reports an outgoing external payment: amount negative and without the fee, fee ≤ 0.
const sent = { amount: -2_100_000, fee: -1_500 };
const received = { amount: 5_000_999, fee: 0 };

describe('payment amounts', () => {
  it('tells the direction from the sign of amount', () => {
    expect(paymentDirection(received)).toBe('in');
    expect(paymentDirection(sent)).toBe('out');
    expect(isOutgoing(sent)).toBe(true);
    expect(isOutgoing(received)).toBe(false);
  });

  it('gives the signed amount without and with the fee', () => {
    expect(signedAmountMsat(sent)).toBe(-2_100_000);
    expect(signedTotalMsat(sent)).toBe(-2_101_500);
    expect(signedAmountMsat(received)).toBe(5_000_999);
    expect(signedTotalMsat(received)).toBe(5_000_999);
  });

  it('counts the fee of a sent payment whichever sign the server wrote it with', () => {
    expect(paymentFeeMsat(sent)).toBe(1_500);
    expect(paymentFeeMsat({ fee: 1_500 })).toBe(1_500);
    expect(signedTotalMsat({ amount: -2_100_000, fee: 1_500 })).toBe(-2_101_500);
  });

  it('shows what left including the fee (rounded up) and what arrived (rounded down)', () => {
    expect(paymentSats(sent)).toBe(2_102);
    expect(paymentSatsWithoutFee(sent)).toBe(2_100);
    expect(feeSats(sent)).toBe(2);
    expect(paymentSats(received)).toBe(5_000);
    expect(paymentSatsWithoutFee(received)).toBe(5_000);
    expect(paymentSats({ amount: -1_001, fee: 0 })).toBe(2);
    expect(paymentSats({ amount: 1_999, fee: 0 })).toBe(1);
  });

  it('titles a payment by its memo, or its direction', () => {
    expect(paymentTitle({ amount: 1000, memo: ' Coffee ' })).toBe('Coffee');
    expect(paymentTitle({ amount: 1000, memo: '' })).toBe('Received');
    expect(paymentTitle({ amount: -1000, memo: null })).toBe('Sent');
  });
});

describe('paymentTimeMs', () => {
  it('reads a timestamp without a zone as UTC', () => {
    expect(paymentTimeMs('2026-03-20T11:41:02')).toBe(Date.UTC(2026, 2, 20, 11, 41, 2));
    expect(paymentTimeMs('2026-03-20T11:41:02.5+00:00')).toBe(
      Date.UTC(2026, 2, 20, 11, 41, 2, 500),
    );
    expect(paymentTimeMs('2026-03-20T12:41:02+0100')).toBe(Date.UTC(2026, 2, 20, 11, 41, 2));
    expect(paymentTimeMs('2026-03-20T11:41:02Z')).toBe(Date.UTC(2026, 2, 20, 11, 41, 2));
  });

  it('is 0 for text that is not a time', () => {
    expect(paymentTimeMs('garbage')).toBe(0);
    expect(paymentTimeMs('')).toBe(0);
  });
});

describe('newestFirst', () => {
  it('sorts by the time LNbits meant, naive times as UTC, keeping ties in order', () => {
    // 11:30 UTC written naive is newer than 12:00+01:00 (11:00 UTC), whatever this machine's zone.
    const naive = { id: 'naive', time: '2026-03-20T11:30:00' };
    const zoned = { id: 'zoned', time: '2026-03-20T12:00:00+01:00' };
    const tieA = { id: 'tieA', time: '2026-03-19T10:00:00Z' };
    const tieB = { id: 'tieB', time: '2026-03-19T10:00:00' };
    const list = [tieA, zoned, tieB, naive];
    expect(newestFirst(list).map((p) => p.id)).toEqual(['naive', 'zoned', 'tieA', 'tieB']);
    expect(list[0]).toBe(tieA);
  });
});

import { describe, expect, it } from 'vitest';
import {
  countedFeeMsat,
  feeSats,
  invoiceExpiresAtMs,
  isOutgoing,
  isRequest,
  newestFirst,
  paymentDirection,
  paymentFeeMsat,
  paymentKind,
  paymentSats,
  paymentSatsWithoutFee,
  paymentState,
  paymentTimeMs,
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

  it('splits the shown total into amount and fee that add up to it', () => {
    // 1,000.5 sats with a 0.5 sat fee: 1,001 left in all; rounding each part up would say 1,001 + 1.
    const odd = { amount: -1_000_500, fee: -500 };
    expect(paymentSats(odd)).toBe(1_001);
    expect(feeSats(odd)).toBe(1);
    expect(paymentSatsWithoutFee(odd) + feeSats(odd)).toBe(paymentSats(odd));
    // Received with a fee taken: what arrived plus the fee is what was asked.
    const taken = { amount: 2_000_700, fee: -1_200 };
    expect(paymentSats(taken)).toBe(1_999);
    expect(paymentSatsWithoutFee(taken) - feeSats(taken)).toBe(paymentSats(taken));
  });

  it('shows a failed payment at the amount asked: the reserve LNbits held is no cost', () => {
    // A 4,200-sat payment that failed: LNbits kept its 42-sat fee reserve in `fee` while trying.
    const failed = { amount: -4_200_000, fee: -42_000, status: 'failed' as const };
    expect(paymentSats(failed)).toBe(4_200);
    expect(feeSats(failed)).toBe(0);
    expect(countedFeeMsat(failed)).toBe(0);
    expect(signedTotalMsat(failed)).toBe(-4_200_000);
    expect(paymentSatsWithoutFee(failed)).toBe(4_200);
    // The server's own record is still there for whoever needs it.
    expect(paymentFeeMsat(failed)).toBe(42_000);
    // Pending, the reserve is held: it counts until the payment settles.
    expect(paymentSats({ ...failed, status: 'pending' })).toBe(4_242);
    expect(paymentSats({ ...failed, status: 'success' })).toBe(4_242);
  });
});

describe('paymentState', () => {
  const nowMs = Date.UTC(2026, 10, 24, 12);
  const expiry = '2026-11-24T13:00:00+00:00';

  it('has one word per state, by direction for what went through', () => {
    expect(paymentState({ amount: 1, status: 'success' }, nowMs)).toBe('received');
    expect(paymentState({ amount: -1, status: 'success' }, nowMs)).toBe('paid');
    expect(paymentState({ amount: -1, status: 'pending' }, nowMs)).toBe('pending');
    expect(paymentState({ amount: -1, status: 'failed' }, nowMs)).toBe('failed');
    expect(paymentState({ amount: 1, status: 'pending', expiry }, nowMs)).toBe('waiting');
    expect(paymentState({ amount: 1, status: 'pending', expiry }, nowMs + 3_600_000)).toBe(
      'expired',
    );
    expect(paymentState({ amount: 1, status: 'failed' }, nowMs)).toBe('expired');
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

describe('requests and expiry', () => {
  const expiry = '2026-11-24T12:00:00+00:00';
  const expiresAt = Date.UTC(2026, 10, 24, 12);
  const invoice = { amount: 5_000_000, status: 'pending' as const, expiry };

  it('reads the expiry LNbits copied from the invoice, naive or with a zone', () => {
    expect(invoiceExpiresAtMs(invoice)).toBe(expiresAt);
    expect(invoiceExpiresAtMs({ expiry: '2026-11-24T12:00:00' })).toBe(expiresAt);
    expect(invoiceExpiresAtMs({ expiry: null })).toBeNull();
    expect(invoiceExpiresAtMs({ expiry: 'soon' })).toBeNull();
  });

  it('calls an unpaid invoice a request, expired from its expiry on', () => {
    expect(paymentKind(invoice, expiresAt - 1)).toBe('request');
    expect(paymentKind(invoice, expiresAt)).toBe('expired');
    // No expiry known: still waiting, never guessed expired.
    expect(paymentKind({ ...invoice, expiry: null }, expiresAt * 2)).toBe('request');
    // The server gave up on it: it cannot be paid any more.
    expect(paymentKind({ ...invoice, status: 'failed' }, 0)).toBe('expired');
  });

  it('counts settled money and anything sent as payments', () => {
    expect(paymentKind({ ...invoice, status: 'success' }, expiresAt * 2)).toBe('payment');
    expect(paymentKind({ ...invoice, amount: -5_000_000 }, expiresAt * 2)).toBe('payment');
    expect(paymentKind({ ...invoice, amount: -5_000_000, status: 'failed' }, 0)).toBe('payment');
    expect(isRequest(invoice)).toBe(true);
    expect(isRequest({ ...invoice, status: 'failed' })).toBe(true);
    expect(isRequest({ ...invoice, status: 'success' })).toBe(false);
    expect(isRequest({ ...invoice, amount: -1 })).toBe(false);
  });
});

// What an LNbits payment record means, read the same way by every screen and by the CSV export.
// Pure: no React, no fetch, no DOM.
//
// LNbits' Payment model (docs/lnbits-behaviour.md, "The Payment model"): `amount` is signed msat (positive = incoming,
// negative = outgoing) and does NOT include the fee; `fee` is stored as -abs(fee), so ≤ 0, and
// the balance subtracts abs(fee) as well. So what a payment changed in the balance is
// `amount - |fee|`: an outgoing payment costs its amount plus its fee.
//
// A failed payment is the exception: while it was tried LNbits held a fee reserve and kept it in
// `fee`, but nothing left the wallet and the reserve came back. Every screen and the CSV show a
// failed payment at the amount that was asked, with no fee (`countedFeeMsat`), so the Failed
// outcome, History, the detail and the export all read the same number (docs/design.md, Numbers).
import { msatToSatCeil, msatToSatFloor } from './amount.ts';

/** The fields of an LNbits payment this module reads. */
export interface PaymentAmounts {
  /** msat, signed: negative for an outgoing payment. Excludes the fee. */
  amount: number;
  /** msat; LNbits writes it ≤ 0, but only its size counts. */
  fee: number;
  /** A failed payment's fee is a returned reserve, never a cost (`countedFeeMsat`). */
  status?: 'pending' | 'success' | 'failed';
}

export type PaymentDirection = 'in' | 'out';

export function paymentDirection(payment: Pick<PaymentAmounts, 'amount'>): PaymentDirection {
  return payment.amount < 0 ? 'out' : 'in';
}

export function isOutgoing(payment: Pick<PaymentAmounts, 'amount'>): boolean {
  return paymentDirection(payment) === 'out';
}

/** The fee in msat as the server recorded it, never negative, whichever sign it was written with. */
export function paymentFeeMsat(payment: Pick<PaymentAmounts, 'fee'>): number {
  return Math.abs(payment.fee);
}

/**
 * The fee a person is shown and charged, in msat: the recorded fee, except for a failed payment,
 * whose `fee` is the reserve LNbits held while trying and gave back (0 then).
 */
export function countedFeeMsat(payment: Pick<PaymentAmounts, 'fee' | 'status'>): number {
  return payment.status === 'failed' ? 0 : paymentFeeMsat(payment);
}

/** Signed msat without the fee: what was asked for (the invoice amount). */
export function signedAmountMsat(payment: Pick<PaymentAmounts, 'amount'>): number {
  return payment.amount;
}

/**
 * Signed msat with the fee: what the payment changed in the balance. An outgoing payment of
 * 2,100,000 msat with a 1,500 msat fee is -2,101,500; a failed one is its amount alone.
 */
export function signedTotalMsat(payment: PaymentAmounts): number {
  return payment.amount - countedFeeMsat(payment);
}

/**
 * Whole sats a person is shown for a payment (the direction gives the sign): what arrived,
 * rounded down, or everything that left including the fee, rounded up, so neither flatters. A
 * failed payment: the amount that was asked (the reserve held for it is not counted).
 */
export function paymentSats(payment: PaymentAmounts): number {
  const totalMsat = signedTotalMsat(payment);
  return totalMsat < 0 ? msatToSatCeil(-totalMsat) : msatToSatFloor(totalMsat);
}

/** Whole sats of the fee, rounded up (a cost never shows less than it is); 0 when it failed. */
export function feeSats(payment: Pick<PaymentAmounts, 'fee' | 'status'>): number {
  return msatToSatCeil(countedFeeMsat(payment));
}

/**
 * Whole sats without the fee: the shown total less (sent) or plus (received) the shown fee, so
 * "amount + fee" always adds up to the total on the screen and in the CSV. Rounding each part on
 * its own would not: 1,000.5 sats + a 0.5 sat fee would read "1,001 + 1 fee" under a 1,001 total.
 */
export function paymentSatsWithoutFee(payment: PaymentAmounts): number {
  const fee = feeSats(payment);
  return isOutgoing(payment) ? paymentSats(payment) - fee : paymentSats(payment) + fee;
}

const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Milliseconds since the epoch of an LNbits timestamp, or 0 when unreadable. A timestamp without
 * a zone is UTC: LNbits writes some (e.g. `expiry`) naive, and means UTC by them.
 */
export function paymentTimeMs(time: string): number {
  const ms = Date.parse(HAS_ZONE.test(time) ? time : `${time}Z`);
  return Number.isNaN(ms) ? 0 : ms;
}

/**
 * How far the server's clock may lag this device's when recognising, among the wallet's payments,
 * one this device started (its `time` is the server's, the start this device's).
 */
export const CLOCK_SKEW_MS = 5 * 60_000;

/** A new list, newest first by `time` (read as above); equal times keep their order. */
export function newestFirst<T extends { time: string }>(payments: readonly T[]): T[] {
  return payments
    .map((payment, index) => ({ payment, index, ms: paymentTimeMs(payment.time) }))
    .sort((a, b) => b.ms - a.ms || a.index - b.index)
    .map(({ payment }) => payment);
}

/**
 * Unix ms when an invoice stops being payable, from the payment's `expiry` (LNbits copies it from
 * the invoice); null when the server did not say.
 */
export function invoiceExpiresAtMs(payment: { expiry?: string | null }): number | null {
  return payment.expiry ? paymentTimeMs(payment.expiry) || null : null;
}

/**
 * What a row of history is:
 * - 'payment': money that moved, or is moving (a settled payment, a sent one pending or failed);
 * - 'request': an invoice of this wallet still waiting to be paid — asked for, not received;
 * - 'expired': an invoice that can no longer be paid (past its expiry, or failed at the server).
 * Only a 'payment' counts as money: requests are never shown or counted as received.
 */
export type PaymentKind = 'payment' | 'request' | 'expired';

export function paymentKind(
  payment: Pick<PaymentAmounts, 'amount'> & {
    status: 'pending' | 'success' | 'failed';
    expiry?: string | null;
  },
  nowMs: number,
  /** When the invoice expires, if known better than by `expiry` (a decoded invoice). */
  expiresAt: number | null = invoiceExpiresAtMs(payment),
): PaymentKind {
  if (isOutgoing(payment) || payment.status === 'success') {
    return 'payment';
  }
  if (payment.status === 'failed') {
    return 'expired';
  }
  return expiresAt !== null && nowMs >= expiresAt ? 'expired' : 'request';
}

/** True for an unpaid invoice of this wallet, open or expired (the History "Requests" filter). */
export function isRequest(
  payment: Pick<PaymentAmounts, 'amount'> & { status: 'pending' | 'success' | 'failed' },
): boolean {
  return !isOutgoing(payment) && payment.status !== 'success';
}

/**
 * Where a payment stands, in the words of docs/design.md (one per state, the same on every
 * screen): money in that arrived, money out that went through, either on its way, money out
 * that did not go through, a request still open, a request nobody paid in time.
 */
export type PaymentState = 'received' | 'paid' | 'pending' | 'failed' | 'waiting' | 'expired';

export function paymentState(
  payment: Pick<PaymentAmounts, 'amount'> & {
    status: 'pending' | 'success' | 'failed';
    expiry?: string | null;
  },
  nowMs: number,
  /** When the invoice expires, if known better than by `expiry` (a decoded invoice). */
  expiresAt: number | null = invoiceExpiresAtMs(payment),
): PaymentState {
  const kind = paymentKind(payment, nowMs, expiresAt);
  if (kind === 'request') {
    return 'waiting';
  }
  if (kind === 'expired') {
    return 'expired';
  }
  if (payment.status === 'pending') {
    return 'pending';
  }
  if (payment.status === 'failed') {
    return 'failed';
  }
  return isOutgoing(payment) ? 'paid' : 'received';
}

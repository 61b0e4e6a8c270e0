// What an LNbits payment record means, read the same way by every screen and by the CSV export.
// Pure: no React, no fetch, no DOM.
//
// LNbits' Payment model (docs/lnbits-behaviour.md, "The Payment model"): `amount` is signed msat (positive = incoming,
// negative = outgoing) and does NOT include the fee; `fee` is stored as -abs(fee), so ≤ 0, and
// the balance subtracts abs(fee) as well. So what a payment changed in the balance is
// `amount - |fee|`: an outgoing payment costs its amount plus its fee.
import { t } from '@lingui/core/macro';
import { msatToSatCeil, msatToSatFloor } from './amount.ts';

/** The fields of an LNbits payment this module reads. */
export interface PaymentAmounts {
  /** msat, signed: negative for an outgoing payment. Excludes the fee. */
  amount: number;
  /** msat; LNbits writes it ≤ 0, but only its size counts. */
  fee: number;
}

export type PaymentDirection = 'in' | 'out';

export function paymentDirection(payment: Pick<PaymentAmounts, 'amount'>): PaymentDirection {
  return payment.amount < 0 ? 'out' : 'in';
}

export function isOutgoing(payment: Pick<PaymentAmounts, 'amount'>): boolean {
  return paymentDirection(payment) === 'out';
}

/** The fee in msat, never negative, whichever sign the server wrote it with. */
export function paymentFeeMsat(payment: Pick<PaymentAmounts, 'fee'>): number {
  return Math.abs(payment.fee);
}

/** Signed msat without the fee: what was asked for (the invoice amount). */
export function signedAmountMsat(payment: Pick<PaymentAmounts, 'amount'>): number {
  return payment.amount;
}

/**
 * Signed msat with the fee: what the payment changed in the balance. An outgoing payment of
 * 2,100,000 msat with a 1,500 msat fee is -2,101,500.
 */
export function signedTotalMsat(payment: PaymentAmounts): number {
  return payment.amount - paymentFeeMsat(payment);
}

/**
 * Whole sats a person is shown for a payment (the direction gives the sign): what arrived,
 * rounded down, or everything that left including the fee, rounded up, so neither flatters.
 */
export function paymentSats(payment: PaymentAmounts): number {
  const totalMsat = signedTotalMsat(payment);
  return totalMsat < 0 ? msatToSatCeil(-totalMsat) : msatToSatFloor(totalMsat);
}

/** Whole sats of the fee, rounded up (a cost never shows less than it is). */
export function feeSats(payment: Pick<PaymentAmounts, 'fee'>): number {
  return msatToSatCeil(paymentFeeMsat(payment));
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

/** The memo, or "Received" / "Sent" when there is none. */
export function paymentTitle(payment: Pick<PaymentAmounts, 'amount'> & { memo?: string | null }) {
  const memo = payment.memo?.trim();
  if (memo) {
    return memo;
  }
  return isOutgoing(payment)
    ? t({ message: 'Sent', context: 'a payment without a memo' })
    : t({ message: 'Received', context: 'a payment without a memo' });
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

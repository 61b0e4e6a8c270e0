// What an LNbits payment record means, read the same way by every screen and by the CSV export.
// Pure: no React, no fetch, no DOM.
//
// LNbits' Payment model (lnbits-api.md, "Payment"): `amount` is signed msat (positive = incoming,
// negative = outgoing) and does NOT include the fee; `fee` is stored as -abs(fee), so ≤ 0, and
// the balance subtracts abs(fee) as well. So what a payment changed in the balance is
// `amount - |fee|`: an outgoing payment costs its amount plus its fee.
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

/** Whole sats without the fee, rounded the same cautious way: the invoice amount. */
export function paymentSatsWithoutFee(payment: Pick<PaymentAmounts, 'amount'>): number {
  return payment.amount < 0 ? msatToSatCeil(-payment.amount) : msatToSatFloor(payment.amount);
}

/** Whole sats of the fee, rounded up (a cost never shows less than it is). */
export function feeSats(payment: Pick<PaymentAmounts, 'fee'>): number {
  return msatToSatCeil(paymentFeeMsat(payment));
}

/** The memo, or "Received" / "Sent" when there is none. */
export function paymentTitle(payment: Pick<PaymentAmounts, 'amount'> & { memo?: string | null }) {
  const memo = payment.memo?.trim();
  if (memo) {
    return memo;
  }
  return isOutgoing(payment) ? 'Sent' : 'Received';
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

/** A new list, newest first by `time` (read as above); equal times keep their order. */
export function newestFirst<T extends { time: string }>(payments: readonly T[]): T[] {
  return payments
    .map((payment, index) => ({ payment, index, ms: paymentTimeMs(payment.time) }))
    .sort((a, b) => b.ms - a.ms || a.index - b.index)
    .map(({ payment }) => payment);
}

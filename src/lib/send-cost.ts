// What a payment costs before it leaves, as LNbits 1.5.1 reckons it, and what is left: the one
// rule behind Send's review ("Network fee up to …", "At least … left") and its Max.
//
// LNbits (lnbits/core/services/payments.py) refuses a payment unless the balance covers
//   amount + fee_reserve_total = amount + fee_reserve(amount, internal) + service_fee(amount, internal)
// where
// - fee_reserve (settings.py `Settings.fee_reserve`) is 0 for an invoice of the same server
//   (`internal=True`), else max(`lnbits_reserve_fee_min`, int(amount × percent / 100.0)) — held
//   back for routing and returned, less the fee, once the payment settles (lib/fee-reserve.ts);
// - service_fee is int(amount / 100 × `lnbits_service_fee`), capped at `lnbits_service_fee_max`
//   sats when that is above 0, and charged only when `lnbits_service_fee_wallet` is set; between
//   wallets of the same server it is waived when `lnbits_service_fee_ignore_internal` (on by
//   default). The public settings show percent, cap and wallet but not that switch, so for an
//   internal payment the service fee is counted as possible: an upper bound stays an upper bound.
//
// "The most the fee can be" is therefore reserve + service fee; the balance after the payment is
// at least balance − amount − that; and Max is the largest whole-sat amount for which that is
// not below zero, so the server never refuses what Max fills in. Pure and free of app imports.
import { feeReserveMsat } from './fee-reserve';

/** LNbits' service fee, as its public settings show it (`serviceFee`, `serviceFeeMax`). */
export interface ServiceFee {
  /** Percent of the amount (`lnbits_service_fee`), e.g. 0.5. */
  percent: number;
  /** Cap in sats (`lnbits_service_fee_max`); 0 for none. */
  maxSat: number;
}

/**
 * Where the invoice will be paid, as far as the app can tell before paying:
 * - `same-server`: the wallet's server answered for the invoice's hash (an invoice it issued);
 * - `same-host`: a Lightning address or LNURL on the wallet's server's host, whose invoice does
 *   not exist yet (it is made once the amount is chosen): most likely the same server;
 * - `elsewhere`: the server doesn't know the invoice, or the service is on another host;
 * - `unknown`: not found out (yet).
 */
export type PayeePlace = 'same-server' | 'same-host' | 'elsewhere' | 'unknown';

export interface CostContext {
  place: PayeePlace;
  /** null when the server charges none (no `serviceFeeWallet`, or 0 %). */
  serviceFee: ServiceFee | null;
}

/** Whether LNbits is expected to pay it as an internal payment (no routing reserve). */
export function expectsInternal(place: PayeePlace): boolean {
  return place === 'same-server' || place === 'same-host';
}

/** LNbits' `service_fee` in msat, with the same float steps: int(amount / 100 × percent), capped. */
export function serviceFeeMsat(amountMsat: number, serviceFee: ServiceFee | null): number {
  if (!serviceFee || !(serviceFee.percent > 0)) {
    return 0;
  }
  const fee = Math.trunc((Math.abs(amountMsat) / 100) * serviceFee.percent);
  const capMsat = serviceFee.maxSat * 1_000;
  return capMsat > 0 && fee > capMsat ? capMsat : fee;
}

/** The routing-fee reserve LNbits holds for this payment: none for one inside the server. */
export function routingReserveMsat(amountMsat: number, place: PayeePlace): number {
  return expectsInternal(place) ? 0 : feeReserveMsat(amountMsat);
}

/** The most the payment can cost on top of its amount: the routing reserve plus the service fee. */
export function maxFeeMsat(amountMsat: number, context: CostContext): number {
  return (
    routingReserveMsat(amountMsat, context.place) + serviceFeeMsat(amountMsat, context.serviceFee)
  );
}

export interface SendCost {
  amountMsat: number;
  /** The routing part of `maxFeeMsat` (0 inside the server). */
  routingMsat: number;
  /** The service part of `maxFeeMsat`. */
  serviceMsat: number;
  /** What the fees can come to at most. */
  maxFeeMsat: number;
  /** balance − amount − maxFee: below zero, the server refuses the payment. */
  leftAtLeastMsat: number;
  /** The balance covers amount + the most the fees can be. */
  covered: boolean;
}

export function sendCost(balanceMsat: number, amountMsat: number, context: CostContext): SendCost {
  const routingMsat = routingReserveMsat(amountMsat, context.place);
  const serviceMsat = serviceFeeMsat(amountMsat, context.serviceFee);
  const fee = routingMsat + serviceMsat;
  const left = balanceMsat - amountMsat - fee;
  return {
    amountMsat,
    routingMsat,
    serviceMsat,
    maxFeeMsat: fee,
    leftAtLeastMsat: left,
    covered: left >= 0,
  };
}

/**
 * The most whole sats the balance can send in this context: the largest amount whose amount +
 * the most its fees can be still fits, so the server lets it go. Inside the server without a
 * service fee, that is the whole balance (in whole sats).
 */
export function maxSendableSat(balanceMsat: number, context: CostContext): number {
  // The fees only grow with the amount, so the answer is found by bisection.
  let low = 0;
  let high = Math.max(0, Math.floor(balanceMsat / 1_000));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const midMsat = mid * 1_000;
    if (midMsat + maxFeeMsat(midMsat, context) <= balanceMsat) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

/**
 * What an outgoing payment is shown at, in History, its detail, the CSV and Send's outcome: a
 * failed one at the amount that was asked. While a payment is out LNbits keeps the most the fee
 * can be in its `fee` (stored negative, core/services/payments.py `create_payment_model.fee =
 * -abs(fee_reserve_total_msat)`); a failed payment spent none of it, so it is not a cost. A
 * paid or pending one counts its fee (paid, or still held back). `amount` and `fee` as LNbits
 * writes them (msat, either sign); the result is positive msat.
 */
export function shownOutgoingMsat(payment: {
  amount: number;
  fee: number;
  status: 'pending' | 'success' | 'failed';
}): number {
  const asked = Math.abs(payment.amount);
  return payment.status === 'failed' ? asked : asked + Math.abs(payment.fee);
}

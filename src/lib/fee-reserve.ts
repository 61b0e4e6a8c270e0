// LNbits' routing-fee reserve (docs/lnbits-behaviour.md E3): before a payment leaves the server,
// LNbits holds back max(`lnbits_reserve_fee_min`, 1 % of the amount) and refuses the payment when
// the balance does not cover amount + reserve. Payments to a wallet on the same server need none.
// Pure, and free of app imports: the sandbox charges the same reserve with this module.

/** LNbits' `lnbits_reserve_fee_min` default: 2 sats. */
export const FEE_RESERVE_MIN_MSAT = 2_000;

/** LNbits' `lnbits_reserve_fee_percent` default. */
export const FEE_RESERVE_PERCENT = 1;

/**
 * The reserve for a payment of `amountMsat`, in msat, truncated as LNbits' `int()` does
 * (`settings.fee_reserve`): the app then refuses exactly what the server refuses.
 */
export function feeReserveMsat(amountMsat: number): number {
  return Math.max(FEE_RESERVE_MIN_MSAT, Math.trunc((amountMsat * FEE_RESERVE_PERCENT) / 100));
}

/**
 * The most whole sats a balance of `balanceMsat` can send to another node: the largest amount
 * whose amount + reserve still fits, so "Max" never asks for what the server would refuse.
 */
export function maxSendableSat(balanceMsat: number): number {
  // The reserve only grows with the amount, so the answer is found by bisection.
  let low = 0;
  let high = Math.max(0, Math.floor(balanceMsat / 1_000));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const midMsat = mid * 1_000;
    if (midMsat + feeReserveMsat(midMsat) <= balanceMsat) {
      low = mid;
    } else {
      high = mid - 1;
    }
  }
  return low;
}

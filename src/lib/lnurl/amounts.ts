/**
 * LNURL amounts: services speak msat, this wallet's screens whole sats (LUD-06 pay,
 * LUD-03 withdraw). Pure TypeScript.
 */
import { msatToSatCeil, msatToSatFloor } from '../amount';
import { LnurlError } from './errors';

/** A whole-sat UI range; both ends inclusive. */
export interface SatRange {
  minSat: number;
  maxSat: number;
}

/** A non-negative safe integer: what a service may send as an msat amount. */
export function isMsatValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** "1.5" for 1500 msat: sats with as many decimals as the msat need. */
export function formatMsatAsSats(amountMsat: bigint): string {
  const sat = amountMsat / 1000n;
  const remainderMsat = amountMsat % 1000n;
  if (remainderMsat === 0n) {
    return sat.toString();
  }
  return `${sat}.${remainderMsat.toString().padStart(3, '0').replace(/0+$/, '')}`;
}

/** "1 sat", "2.5 sats". */
export function satsLabel(amountMsat: bigint): string {
  return amountMsat === 1000n ? '1 sat' : `${formatMsatAsSats(amountMsat)} sats`;
}

/**
 * LNURL-pay bounds (msat) → whole-sat UI range (docs/lightning-protocols.md, LNURL-pay B): min rounded up, max rounded
 * down. Throws `amount` when the values are invalid (`minSendable` < 1, min > max, not safe
 * integers) and `no-whole-sat-amount` when no whole sat fits.
 */
export function payAmountRange(minSendableMsat: number, maxSendableMsat: number): SatRange {
  if (!isMsatValue(minSendableMsat) || !isMsatValue(maxSendableMsat)) {
    throw new LnurlError('amount', 'The service sent invalid amount limits.');
  }
  if (minSendableMsat < 1 || minSendableMsat > maxSendableMsat) {
    throw new LnurlError('amount', 'The service sent invalid amount limits.');
  }
  return satRange(minSendableMsat, maxSendableMsat);
}

function satRange(minMsat: number, maxMsat: number): SatRange {
  const minSat = Math.max(1, msatToSatCeil(minMsat));
  const maxSat = msatToSatFloor(maxMsat);
  if (minSat > maxSat) {
    throw new LnurlError(
      'no-whole-sat-amount',
      `This service only accepts amounts between ${satsLabel(BigInt(minMsat))} and ${satsLabel(
        BigInt(maxMsat),
      )}, which cannot be expressed in whole sats.`,
    );
  }
  return { minSat, maxSat };
}

/** A fixed amount: show it, no input field. */
export function isFixedAmount(range: SatRange): boolean {
  return range.minSat === range.maxSat;
}

/**
 * LNURL-withdraw bounds (msat) → whole-sat range, or `null` for `min == max == 0`
 * ("nothing to withdraw", LUD-03 zero balance; not an error). LNbits cannot create amountless
 * invoices, so the minimum is at least 1 sat. Throws like `payAmountRange`.
 */
export function withdrawAmountRange(
  minWithdrawableMsat: number,
  maxWithdrawableMsat: number,
): SatRange | null {
  if (!isMsatValue(minWithdrawableMsat) || !isMsatValue(maxWithdrawableMsat)) {
    throw new LnurlError('amount', 'The service sent invalid withdrawal limits.');
  }
  if (minWithdrawableMsat > maxWithdrawableMsat) {
    throw new LnurlError('amount', 'The service sent invalid withdrawal limits.');
  }
  if (maxWithdrawableMsat === 0) {
    return null;
  }
  return satRange(minWithdrawableMsat, maxWithdrawableMsat);
}

import { MSAT_PER_SAT } from './amount';

/**
 * Whether a payment asks for the PIN first: only when the person chose a limit, and the amount is
 * above it (or unknown, which is never assumed to be small).
 */
export function paymentNeedsPin(
  amountMsat: bigint | number | null,
  aboveSat: number | null,
): boolean {
  if (aboveSat === null) {
    return false;
  }
  return amountMsat === null || BigInt(amountMsat) > BigInt(aboveSat) * BigInt(MSAT_PER_SAT);
}

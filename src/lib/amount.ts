// Money is counted in integers: millisatoshis (msat) on the wire, satoshis (sat) on screen.
// Every conversion that loses precision says which way it rounds.

export const MSAT_PER_SAT = 1000;

function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer, got ${String(value)}`);
  }
}

/** sat → msat, exact. */
export function satToMsat(amountSat: number): number {
  assertSafeInteger(amountSat, 'amountSat');
  const amountMsat = amountSat * MSAT_PER_SAT;
  assertSafeInteger(amountMsat, 'amountMsat');
  return amountMsat;
}

/** msat → sat, rounding towards minus infinity (a balance never shows more than there is). */
export function msatToSatFloor(amountMsat: number): number {
  assertSafeInteger(amountMsat, 'amountMsat');
  return Math.floor(amountMsat / MSAT_PER_SAT) + 0;
}

/** msat → sat, rounding towards plus infinity (a cost never shows less than it is). */
export function msatToSatCeil(amountMsat: number): number {
  assertSafeInteger(amountMsat, 'amountMsat');
  return Math.ceil(amountMsat / MSAT_PER_SAT) + 0; // + 0 turns -0 into 0
}

/** True when an msat amount is a whole number of sats. */
export function isWholeSat(amountMsat: number): boolean {
  assertSafeInteger(amountMsat, 'amountMsat');
  return amountMsat % MSAT_PER_SAT === 0;
}

/** Groups the digits of an integer with commas: 1234567 → "1,234,567", -1000 → "-1,000". */
export function formatSat(amountSat: number): string {
  assertSafeInteger(amountSat, 'amountSat');
  const digits = String(Math.abs(amountSat)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return amountSat < 0 ? `-${digits}` : digits;
}

/** "1 sat", "1,234 sats". */
export function formatSatWithUnit(amountSat: number): string {
  return `${formatSat(amountSat)} ${Math.abs(amountSat) === 1 ? 'sat' : 'sats'}`;
}

/**
 * Reads a whole number of sats typed by a person ("1,000", " 21 ", "1 000").
 * Returns null for anything else: decimals, signs, exponents, empty text, unsafe integers.
 */
export function parseSatInput(text: string): number | null {
  const compact = text.trim().replace(/[,_\s\u00a0\u202f]/g, '');
  if (!/^\d+$/.test(compact)) {
    return null;
  }
  const amountSat = Number(compact);
  return Number.isSafeInteger(amountSat) && Number.isSafeInteger(amountSat * MSAT_PER_SAT)
    ? amountSat
    : null;
}

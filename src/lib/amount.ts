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

export const SAT_PER_BTC = 100_000_000;

/** "0.00012345" — exact, from the integer, never through a float. */
export function formatBtc(amountSat: number): string {
  assertSafeInteger(amountSat, 'amountSat');
  const digits = String(Math.abs(amountSat)).padStart(9, '0');
  const whole = digits.slice(0, -8).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amountSat < 0 ? '-' : ''}${whole}.${digits.slice(-8)}`;
}

/** An amount in the person's chosen denomination, with its unit: "1,234 sats" or "0.00001234 BTC". */
export function formatAmount(amountSat: number, denomination: 'sats' | 'btc'): string {
  return denomination === 'btc' ? `${formatBtc(amountSat)} BTC` : formatSatWithUnit(amountSat);
}

/**
 * The fiat value of a sat amount, for display only (money itself stays in integer sats).
 * `satsPerUnit` is LNbits' `rate`: how many sats one unit of the currency buys.
 */
export function satToFiat(amountSat: number, satsPerUnit: number): number {
  assertSafeInteger(amountSat, 'amountSat');
  return satsPerUnit > 0 ? amountSat / satsPerUnit : 0;
}

/**
 * Fiat → whole sats as LNbits makes a fiat invoice: `int(amount * rate)` in its
 * `fiat_amount_as_satoshis`, so truncated towards zero (1.5 × 1,336.54 → 2,004, not 2,005).
 * `satsPerUnit` is LNbits' `rate` exactly as it answers it: the same double in the same product
 * gives the same whole number here and on the server. The Receive preview and the sandbox both
 * use this, so what the preview shows is what the invoice will be for.
 */
export function fiatToSat(fiatAmount: number, satsPerUnit: number): number {
  const amountSat = Math.trunc(fiatAmount * satsPerUnit) + 0; // + 0 turns -0 into 0
  assertSafeInteger(amountSat, 'amountSat');
  return amountSat;
}

// Building an Intl.NumberFormat costs far more than using one: long lists format many amounts.
const fiatFormatters = new Map<string, Intl.NumberFormat | null>();

function fiatFormatter(currency: string, locale?: string): Intl.NumberFormat | null {
  const cacheKey = `${locale ?? ''}|${currency}`;
  let formatter = fiatFormatters.get(cacheKey);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      formatter = null;
    }
    fiatFormatters.set(cacheKey, formatter);
  }
  return formatter;
}

/** "$1.23", "€0.05", "¥12" — the currency's own decimals; an unknown code falls back to "1.23 XYZ". */
export function formatFiat(value: number, currency: string, locale?: string): string {
  return fiatFormatter(currency, locale)?.format(value) ?? `${value.toFixed(2)} ${currency}`;
}

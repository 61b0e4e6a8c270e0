// Money is counted in integers: millisatoshis (msat) on the wire, satoshis (sat) on screen.
// Every conversion that loses precision says which way it rounds. Formatting and reading follow
// the app's language (lib/locale.ts) unless a locale is passed; the units (sat, sats, BTC) are
// written the same in every language the app speaks.
import { formatLocale, numberFormat, numberSeparators } from './locale';

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

/**
 * Groups the digits of an integer as the locale does: 1234567 → "1,234,567" (en), "1.234.567"
 * (de, pt-BR, es); -1000 → "-1,000". (Spanish leaves four digits ungrouped: "1234".)
 */
export function formatSat(amountSat: number, locale: string = formatLocale()): string {
  assertSafeInteger(amountSat, 'amountSat');
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(amountSat);
}

/**
 * The first number a page formats costs the engine 15–25 ms on a phone-class CPU (it loads the
 * number data of its locale), however small the number. Done on its own, while the first screen's
 * code is on its way (main.tsx), that cost (and building the sats formatter) is out of the way of
 * the render that shows the balance.
 */
export function warmUpAmountFormatting(locale: string = formatLocale()): void {
  formatSat(0, locale);
}

/** "1 sat", "1,234 sats" ("1.234 sats" in de). */
export function formatSatWithUnit(amountSat: number, locale: string = formatLocale()): string {
  return `${formatSat(amountSat, locale)} ${Math.abs(amountSat) === 1 ? 'sat' : 'sats'}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads a whole number of sats typed by a person ("1,000", " 21 ", "1 000"; "1.000" in de).
 * The locale's digit-group separator is ignored; its decimal mark makes the text no whole number.
 * Returns null for anything else: decimals, signs, exponents, empty text, unsafe integers.
 */
export function parseSatInput(text: string, locale: string = formatLocale()): number | null {
  const { group } = numberSeparators(locale);
  const compact = text
    .trim()
    .replace(/[_\s\u00a0\u202f]/g, '')
    .replace(new RegExp(escapeRegExp(group), 'g'), '');
  if (!/^\d+$/.test(compact)) {
    return null;
  }
  const amountSat = Number(compact);
  return Number.isSafeInteger(amountSat) && Number.isSafeInteger(amountSat * MSAT_PER_SAT)
    ? amountSat
    : null;
}

export const SAT_PER_BTC = 100_000_000;

/** "0.00012345" ("0,00012345" in de) — exact, from the integer, never through a float. */
export function formatBtc(amountSat: number, locale: string = formatLocale()): string {
  assertSafeInteger(amountSat, 'amountSat');
  const digits = String(Math.abs(amountSat)).padStart(9, '0');
  const whole = formatSat(Number(digits.slice(0, -8)), locale);
  return `${amountSat < 0 ? '-' : ''}${whole}${numberSeparators(locale).decimal}${digits.slice(-8)}`;
}

/** An amount in the person's chosen denomination, with its unit: "1,234 sats" or "0.00001234 BTC". */
export function formatAmount(
  amountSat: number,
  denomination: 'sats' | 'btc',
  locale: string = formatLocale(),
): string {
  return denomination === 'btc'
    ? `${formatBtc(amountSat, locale)} BTC`
    : formatSatWithUnit(amountSat, locale);
}

/** A fiat currency and its rate on the wallet's server, for showing amounts in it. */
export interface FiatRate {
  currency: string;
  /** Sats one unit of the currency buys (LNbits' `rate`). */
  rate: number;
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

function fiatFormatter(currency: string, locale: string): Intl.NumberFormat | null {
  try {
    return numberFormat(locale, { style: 'currency', currency });
  } catch {
    return null; // not an ISO 4217 code Intl accepts
  }
}

/**
 * "$1.23", "€0.05", "¥12" in en; "1,23 €" in de, "US$ 1,23" in pt-BR — the currency's own symbol
 * and decimals, placed as the locale places them; an unknown code falls back to "1.23 XYZ".
 */
export function formatFiat(
  value: number,
  currency: string,
  locale: string = formatLocale(),
): string {
  return (
    fiatFormatter(currency, locale)?.format(value) ??
    `${numberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`
  );
}

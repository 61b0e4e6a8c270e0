// A fiat amount as a person types it, as integer minor units, and back to what LNbits expects.
// Reading the text is lib/amount-entry's parseFiatInput, in the app language's way ("1.50" in en,
// "1,50" in de): the same rules as Send's keypad, in one place.
import { decimalMark, parseFiatInput } from '@/lib/amount-entry';
import { formatLocale } from '@/lib/locale';

/**
 * A fiat amount typed by a person as an integer count of minor units (cents for USD), or null:
 * not an amount (see parseFiatInput), more decimals than the currency has, or an unsafe integer.
 */
export function parseFiatMinor(
  text: string,
  fractionDigits: number,
  locale: string = formatLocale(),
): number | null {
  const value = parseFiatInput(text, locale);
  // A value read from decimal text survives rounding to the currency's decimals only if it had no
  // more of them ("1.5" in yen does not).
  if (value === null || Number(value.toFixed(fractionDigits)) !== value) {
    return null;
  }
  const amountMinor = Math.round(value * 10 ** fractionDigits);
  return Number.isSafeInteger(amountMinor) ? amountMinor : null;
}

/** Minor units → the decimal LNbits expects for a fiat `amount` (150 cents → 1.5). */
export function fiatMinorToAmount(amountMinor: number, fractionDigits: number): number {
  return amountMinor / 10 ** fractionDigits;
}

/**
 * A fiat value as the amount field shows it: no grouping, the currency's decimals, the language's
 * decimal mark ("1.50" in en, "1,50" in de), so parseFiatMinor reads it back.
 */
export function fiatInputText(
  value: number,
  fractionDigits: number,
  locale: string = formatLocale(),
): string {
  return value.toFixed(fractionDigits).replace('.', decimalMark(locale));
}

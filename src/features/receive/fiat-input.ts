// A fiat amount as a person types it, as integer minor units, and back to what LNbits expects.

/**
 * Reads a fiat amount typed by a person ("1.5", "1,50", "1,234.56") as an integer count of minor
 * units (cents for USD). Null for anything else: more decimals than the currency has, signs,
 * letters, empty text, unsafe integers. A single comma followed by 1–`fractionDigits` digits at
 * the end is a decimal comma; other commas group thousands.
 */
export function parseFiatInput(text: string, fractionDigits: number): number | null {
  let compact = text.trim().replace(/[_\s\u00a0\u202f]/g, '');
  if (!compact.includes('.') && fractionDigits > 0) {
    const decimalComma = new RegExp(`^[\\d]+,(\\d{1,${fractionDigits}})$`).exec(compact);
    if (decimalComma && !/^\d{1,3},\d{3}$/.test(compact)) {
      compact = compact.replace(',', '.');
    }
  }
  compact = compact.replace(/,/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(compact);
  if (!match || (match[1] === '' && !match[2])) {
    return null;
  }
  const [, whole, fraction = ''] = match;
  if (fraction.length > fractionDigits) {
    return null;
  }
  const amountMinor = Number(`${whole || '0'}${fraction.padEnd(fractionDigits, '0')}`);
  return Number.isSafeInteger(amountMinor) ? amountMinor : null;
}

/** Minor units → the decimal LNbits expects for a fiat `amount` (150 cents → 1.5). */
export function fiatMinorToAmount(amountMinor: number, fractionDigits: number): number {
  return amountMinor / 10 ** fractionDigits;
}

/** A fiat value as the amount field shows it: no grouping, the currency's decimals ("1.50"). */
export function fiatInputText(value: number, fractionDigits: number): string {
  return value.toFixed(fractionDigits);
}

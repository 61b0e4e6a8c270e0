// Pure rules of the Receive view: no React, no fetch, no DOM (tested in Node).

/** LNbits' limit on an invoice memo (lnbits-api.md E2). */
export const MEMO_MAX_LENGTH = 640;

export const EXPIRY_OPTIONS = [
  { label: '10 minutes', seconds: 600 },
  { label: '1 hour', seconds: 3_600 },
  { label: '24 hours', seconds: 86_400 },
] as const;

export const DEFAULT_EXPIRY_SECONDS = 3_600;

/**
 * The text a QR code should carry: `LIGHTNING:` + the invoice in capitals. BOLT-11 is
 * case-insensitive, and an all-uppercase string fits QR alphanumeric mode (5.5 bits a character
 * instead of 8), so the code has fewer, larger modules and scans more easily.
 */
export function qrPayload(bolt11: string): string {
  return `LIGHTNING:${bolt11
    .trim()
    .replace(/^lightning:/i, '')
    .toUpperCase()}`;
}

/** Characters QR alphanumeric mode can hold. */
export function isQrAlphanumeric(text: string): boolean {
  return /^[0-9A-Z $%*+\-./:]*$/.test(text);
}

/** How many decimals a currency is written with (USD 2, JPY 0, BHD 3); 2 when unknown. */
export function fiatFractionDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

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

export type InvoiceState = 'pending' | 'paid' | 'failed' | 'expired';

/**
 * Where an invoice stands. Only the server's word marks it paid: a websocket message alone is
 * never enough (anyone can inject one). Paid wins over expired, so a payment that landed in the
 * last second still shows as received.
 */
export function invoiceState(input: {
  paid: boolean;
  failed: boolean;
  secondsLeft: number;
}): InvoiceState {
  if (input.paid) {
    return 'paid';
  }
  if (input.failed) {
    return 'failed';
  }
  return input.secondsLeft <= 0 ? 'expired' : 'pending';
}

/** The fiat amount a fiat-denominated invoice was made for (LNbits' `extra.fiat_*`), if any. */
export function invoiceFiat(
  extra: Record<string, unknown>,
): { currency: string; amount: number } | null {
  const currency = extra.fiat_currency;
  const amount = extra.fiat_amount;
  return typeof currency === 'string' && typeof amount === 'number' && amount > 0
    ? { currency, amount }
    : null;
}

// What a person is typing as an amount, on a keypad or a keyboard, in sats or in a fiat currency.
// Pure: the keypad (components/AmountKeypad) draws it, a flow reads `entrySat` from it.
import { fiatToSat, parseSatInput, satToFiat } from './amount';

export type AmountUnit = 'sat' | 'fiat';

export interface AmountEntry {
  unit: AmountUnit;
  /** Exactly what the field shows: digits, and in fiat at most one '.' and `fiatDecimals` after it. */
  text: string;
}

export type AmountEntryAction =
  | { type: 'digit'; digit: string }
  | { type: 'point' }
  | { type: 'backspace' }
  | { type: 'clear' }
  /** Typed or pasted into the text field: kept as typed, read leniently. */
  | { type: 'type'; text: string }
  /** The other unit; the amount stays the same, `satsPerUnit` converts it. */
  | { type: 'swap'; satsPerUnit: number }
  /** A whole amount in sats (Max, a fixed amount). */
  | { type: 'set-sat'; amountSat: number; satsPerUnit?: number };

/** Digits a keypad accepts before it stops: past any wallet's balance, short of unsafe integers. */
const MAX_DIGITS = 12;
/** Cents: the keypad keeps fiat to two decimals (the rate only approximates below that). */
export const FIAT_DECIMALS = 2;

export const emptyEntry: AmountEntry = { unit: 'sat', text: '' };

function withDigit(text: string, digit: string, unit: AmountUnit): string {
  if (!/^\d$/.test(digit)) {
    return text;
  }
  const [whole = '', fraction] = text.split('.');
  if (fraction !== undefined) {
    return unit === 'fiat' && fraction.length < FIAT_DECIMALS ? `${text}${digit}` : text;
  }
  if (whole.length >= MAX_DIGITS) {
    return text;
  }
  // "0" then "5" is "5", not "05".
  return whole === '0' ? digit : `${text}${digit}`;
}

/** The text for a sat amount in `unit`: sats as digits, fiat to two decimals without zeros at the end. */
function textOf(amountSat: number, unit: AmountUnit, satsPerUnit: number | undefined): string {
  if (unit === 'sat' || !satsPerUnit) {
    return String(amountSat);
  }
  const fixed = satToFiat(amountSat, satsPerUnit).toFixed(FIAT_DECIMALS);
  return fixed.replace(/\.?0+$/, '') || '0';
}

export function amountEntryReducer(entry: AmountEntry, action: AmountEntryAction): AmountEntry {
  switch (action.type) {
    case 'digit':
      return { ...entry, text: withDigit(entry.text, action.digit, entry.unit) };
    case 'point':
      if (entry.unit !== 'fiat' || entry.text.includes('.')) {
        return entry;
      }
      return { ...entry, text: entry.text === '' ? '0.' : `${entry.text}.` };
    case 'backspace':
      return { ...entry, text: entry.text.slice(0, -1) };
    case 'clear':
      return { ...entry, text: '' };
    case 'type':
      return { ...entry, text: action.text };
    case 'swap': {
      if (!(action.satsPerUnit > 0)) {
        return entry;
      }
      const unit = entry.unit === 'sat' ? 'fiat' : 'sat';
      const amountSat = entrySat(entry, action.satsPerUnit);
      return { unit, text: amountSat === null ? '' : textOf(amountSat, unit, action.satsPerUnit) };
    }
    case 'set-sat':
      return { ...entry, text: textOf(action.amountSat, entry.unit, action.satsPerUnit) };
  }
}

/** A fiat amount typed by a person ("1.50", "1,234.5", ".5"), or null. */
export function parseFiatInput(text: string): number | null {
  const compact = text.trim().replace(/[,_\s\u00a0\u202f]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(compact)) {
    return null;
  }
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/**
 * The whole sats the entry stands for, or null when it is empty or not a number. Fiat converts by
 * the one rule (`fiatToSat`); without a rate a fiat entry has no sat value.
 */
export function entrySat(entry: AmountEntry, satsPerUnit: number | undefined): number | null {
  if (entry.unit === 'sat') {
    return parseSatInput(entry.text);
  }
  const value = parseFiatInput(entry.text);
  if (value === null || !satsPerUnit || !(satsPerUnit > 0)) {
    return null;
  }
  try {
    return fiatToSat(value, satsPerUnit);
  } catch {
    // Past the safe integers: no amount anyone can pay.
    return null;
  }
}

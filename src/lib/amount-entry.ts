// What a person is typing as an amount, on a keypad or a keyboard, in sats or in a fiat currency.
// Pure: the keypad (components/AmountKeypad) draws it, a flow reads `entrySat` from it. Fiat is
// written with the app language's decimal mark ("1.5" in en, "1,5" in de: lib/locale.ts).
import { fiatToSat, parseSatInput, satToFiat } from './amount';
import { formatLocale, numberSeparators } from './locale';

export type AmountUnit = 'sat' | 'fiat';

export interface AmountEntry {
  unit: AmountUnit;
  /**
   * Exactly what the field shows: digits, and in fiat at most one decimal mark (the locale's) and
   * `FIAT_DECIMALS` digits after it.
   */
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

/** The decimal mark of the app's language: what the keypad's point key types. */
export function decimalMark(locale: string = formatLocale()): string {
  return numberSeparators(locale).decimal;
}

function withDigit(text: string, digit: string, unit: AmountUnit): string {
  if (!/^\d$/.test(digit)) {
    return text;
  }
  const [whole = '', fraction] = text.split(decimalMark());
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
  return (fixed.replace(/\.?0+$/, '') || '0').replace('.', decimalMark());
}

export function amountEntryReducer(entry: AmountEntry, action: AmountEntryAction): AmountEntry {
  switch (action.type) {
    case 'digit':
      return { ...entry, text: withDigit(entry.text, action.digit, entry.unit) };
    case 'point': {
      const mark = decimalMark();
      if (entry.unit !== 'fiat' || entry.text.includes(mark)) {
        return entry;
      }
      return { ...entry, text: `${entry.text === '' ? '0' : entry.text}${mark}` };
    }
    case 'backspace':
      return { ...entry, text: entry.text.slice(0, -1) };
    case 'clear':
      return { ...entry, text: '' };
    case 'type':
      // Sats are whole: any grouping typed or shown comes out. Fiat keeps what was typed, which
      // parseFiatInput reads whichever mark a keyboard had (a point may be either in de).
      return { ...entry, text: entry.unit === 'sat' ? ungroupedText(action.text) : action.text };
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

/**
 * A fiat amount typed by a person, or null: "1.50", "1,234.5", ".5" in en; "1,50", "1.234,5",
 * ",5" in de, es and pt-BR. Where the decimal mark is a comma, a point is still read as one
 * ("1.50", from a keyboard with only a point) unless it groups thousands ("1.500" is 1500, as a
 * German reads it).
 */
export function parseFiatInput(text: string, locale: string = formatLocale()): number | null {
  const { group, decimal } = numberSeparators(locale);
  const compact = text.trim().replace(/[_\s\u00a0\u202f]/g, '');
  let normalized: string;
  if (compact.includes(decimal)) {
    const [whole = '', ...fractions] = compact.split(decimal);
    if (fractions.length !== 1) {
      return null;
    }
    normalized = `${whole.replaceAll(group, '')}.${fractions[0]}`;
  } else if (decimal === '.') {
    normalized = compact.replaceAll(group, '');
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalized = compact.replaceAll('.', '');
  } else {
    normalized = compact;
  }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(normalized)) {
    return null;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

/**
 * What the keypad shows for the entry: its digits grouped as the language groups them ("5,000",
 * "5.000" in de), the decimal mark and fraction as typed ("12.5" stays "12.5", not "12.50").
 * Only digits and the decimal mark are grouped; anything else typed on a keyboard is shown as
 * typed, so the field never hides what it will read.
 */
export function groupedEntryText(entry: AmountEntry, locale: string = formatLocale()): string {
  const { group, decimal } = numberSeparators(locale);
  const [whole = '', ...rest] = entry.text.split(decimal);
  if (!/^\d*$/.test(whole) || rest.length > 1) {
    return entry.text;
  }
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return rest.length === 0 ? grouped : `${grouped}${decimal}${rest[0]}`;
}

/** The text typed into the keypad's field, its grouping taken out again (see groupedEntryText). */
export function ungroupedText(text: string, locale: string = formatLocale()): string {
  const { group } = numberSeparators(locale);
  return /^[\d\s\u00a0\u202f.,']*$/.test(text)
    ? text.replace(/[\s\u00a0\u202f]/g, '').replaceAll(group, '')
    : text;
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

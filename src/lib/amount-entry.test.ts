import { describe, expect, it } from 'vitest';
import {
  amountEntryReducer,
  emptyEntry,
  entrySat,
  groupedEntryText,
  parseFiatInput,
  ungroupedText,
} from './amount-entry';
import type { AmountEntry, AmountEntryAction } from './amount-entry';

const press = (entry: AmountEntry, ...actions: AmountEntryAction[]) =>
  actions.reduce(amountEntryReducer, entry);
const digits = (text: string): AmountEntryAction[] =>
  [...text].map((c) => (c === '.' ? { type: 'point' } : { type: 'digit', digit: c }));

describe('amount entry', () => {
  it('builds sats from digits, drops a leading zero and takes no decimal point', () => {
    const entry = press(emptyEntry, ...digits('0'), ...digits('21.5'));
    expect(entry).toEqual({ unit: 'sat', text: '215' });
    expect(entrySat(entry, undefined)).toBe(215);
  });

  it('backspace removes the last character and clear empties the field', () => {
    expect(press(emptyEntry, ...digits('123'), { type: 'backspace' }).text).toBe('12');
    expect(press(emptyEntry, ...digits('123'), { type: 'clear' }).text).toBe('');
    expect(press(emptyEntry, { type: 'backspace' }).text).toBe('');
  });

  it('stops at twelve digits', () => {
    expect(press(emptyEntry, ...digits('9'.repeat(15))).text).toBe('9'.repeat(12));
  });

  it('keeps fiat to two decimals and one point, starting ".5" as "0.5"', () => {
    const fiat: AmountEntry = { unit: 'fiat', text: '' };
    expect(press(fiat, ...digits('.5')).text).toBe('0.5');
    expect(press(fiat, ...digits('1.239')).text).toBe('1.23');
    expect(press(fiat, ...digits('1..2')).text).toBe('1.2');
  });

  it('converts fiat with fiatToSat (truncating, as LNbits does)', () => {
    // 1.5 × 1,336.54 = 2,004.81 → 2,004 sats, as LNbits' int().
    expect(entrySat({ unit: 'fiat', text: '1.5' }, 1_336.54)).toBe(2_004);
    expect(entrySat({ unit: 'fiat', text: '1.5' }, undefined)).toBeNull();
    expect(entrySat({ unit: 'fiat', text: '' }, 1_000)).toBeNull();
  });

  it('swaps units keeping the amount, and refuses to swap without a rate', () => {
    const sats: AmountEntry = { unit: 'sat', text: '2500' };
    const fiat = press(sats, { type: 'swap', satsPerUnit: 1_000 });
    expect(fiat).toEqual({ unit: 'fiat', text: '2.5' });
    expect(press(fiat, { type: 'swap', satsPerUnit: 1_000 })).toEqual(sats);
    expect(press(sats, { type: 'swap', satsPerUnit: 0 })).toBe(sats);
    expect(press({ unit: 'sat', text: '' }, { type: 'swap', satsPerUnit: 1_000 })).toEqual({
      unit: 'fiat',
      text: '',
    });
  });

  it('sets a sat amount (Max) in the unit shown', () => {
    expect(press(emptyEntry, { type: 'set-sat', amountSat: 4_950 }).text).toBe('4950');
    const fiat: AmountEntry = { unit: 'fiat', text: '1' };
    expect(press(fiat, { type: 'set-sat', amountSat: 4_000, satsPerUnit: 1_000 }).text).toBe('4');
  });

  it('reads typed text leniently: separators in sats, one point in fiat', () => {
    expect(entrySat(press(emptyEntry, { type: 'type', text: '1,500' }), undefined)).toBe(1_500);
    expect(entrySat({ unit: 'sat', text: '1.5' }, undefined)).toBeNull();
    expect(parseFiatInput('1,234.5')).toBe(1_234.5);
    expect(parseFiatInput('.5')).toBe(0.5);
    expect(parseFiatInput('1.2.3')).toBeNull();
    expect(parseFiatInput('-1')).toBeNull();
    expect(parseFiatInput('')).toBeNull();
  });
});

describe('grouping as typed', () => {
  it('groups the digits of sats and of fiat, the fraction as typed', () => {
    expect(groupedEntryText({ unit: 'sat', text: '5000' }, 'en')).toBe('5,000');
    expect(groupedEntryText({ unit: 'sat', text: '1234567' }, 'de')).toBe('1.234.567');
    expect(groupedEntryText({ unit: 'fiat', text: '12345.5' }, 'en')).toBe('12,345.5');
    expect(groupedEntryText({ unit: 'fiat', text: '1234,' }, 'de')).toBe('1.234,');
    expect(groupedEntryText({ unit: 'sat', text: '' }, 'en')).toBe('');
    expect(groupedEntryText({ unit: 'sat', text: '12a' }, 'en')).toBe('12a');
  });

  it('reads a grouped sat field back as its digits, leaving fiat as typed', () => {
    expect(
      amountEntryReducer({ unit: 'sat', text: '500' }, { type: 'type', text: '5,0000' }),
    ).toEqual({ unit: 'sat', text: '50000' });
    expect(ungroupedText('1 234', 'en')).toBe('1234');
    expect(amountEntryReducer({ unit: 'fiat', text: '' }, { type: 'type', text: '1.50' })).toEqual({
      unit: 'fiat',
      text: '1.50',
    });
  });
});

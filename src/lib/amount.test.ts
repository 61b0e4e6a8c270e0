import { describe, expect, it } from 'vitest';
import {
  fiatToSat,
  formatAmount,
  formatBtc,
  formatFiat,
  satToFiat,
  formatSat,
  formatSatWithUnit,
  isWholeSat,
  msatToSatCeil,
  msatToSatFloor,
  parseSatInput,
  satToMsat,
} from './amount';

describe('msat ↔ sat', () => {
  it('converts sat to msat exactly', () => {
    expect(satToMsat(0)).toBe(0);
    expect(satToMsat(1)).toBe(1000);
    expect(satToMsat(986)).toBe(986_000);
    expect(satToMsat(-21)).toBe(-21_000);
  });

  it('floors and ceils explicitly', () => {
    expect(msatToSatFloor(99_021_000)).toBe(99_021);
    expect(msatToSatFloor(1999)).toBe(1);
    expect(msatToSatCeil(1999)).toBe(2);
    expect(msatToSatFloor(-1500)).toBe(-2);
    expect(msatToSatCeil(-1500)).toBe(-1);
    expect(msatToSatFloor(0)).toBe(0);
    expect(Object.is(msatToSatCeil(-999), 0)).toBe(true);
  });

  it('knows whole sats', () => {
    expect(isWholeSat(21_000)).toBe(true);
    expect(isWholeSat(21_001)).toBe(false);
  });

  it('refuses non-integers and unsafe values', () => {
    expect(() => satToMsat(1.5)).toThrow(RangeError);
    expect(() => msatToSatFloor(0.1)).toThrow(RangeError);
    expect(() => msatToSatFloor(Number.NaN)).toThrow(RangeError);
    expect(() => satToMsat(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => formatSat(1.5)).toThrow(RangeError);
  });
});

describe('formatSat', () => {
  it('groups thousands with commas', () => {
    expect(formatSat(0)).toBe('0');
    expect(formatSat(999)).toBe('999');
    expect(formatSat(1234)).toBe('1,234');
    expect(formatSat(100_000)).toBe('100,000');
    expect(formatSat(2_100_000_000_000_000)).toBe('2,100,000,000,000,000');
    expect(formatSat(-1_000_000)).toBe('-1,000,000');
  });

  it('adds the unit', () => {
    expect(formatSatWithUnit(1)).toBe('1 sat');
    expect(formatSatWithUnit(0)).toBe('0 sats');
    expect(formatSatWithUnit(1234)).toBe('1,234 sats');
  });
});

describe('parseSatInput', () => {
  it('reads whole sats', () => {
    expect(parseSatInput('21')).toBe(21);
    expect(parseSatInput(' 1,000 ')).toBe(1000);
    expect(parseSatInput('1 000 000')).toBe(1_000_000);
    expect(parseSatInput('0')).toBe(0);
  });

  it('rejects anything else', () => {
    for (const text of ['', ' ', '1.5', '-1', '+1', '1e3', 'abc', '0x10', '99999999999999999']) {
      expect(parseSatInput(text)).toBeNull();
    }
  });
});

describe('fiat and BTC display', () => {
  it('formats BTC exactly from integer sats', () => {
    expect(formatBtc(1)).toBe('0.00000001');
    expect(formatBtc(123_456_789)).toBe('1.23456789');
    expect(formatBtc(2_100_000_000_000_000)).toBe('21,000,000.00000000');
    expect(formatBtc(-50_000)).toBe('-0.00050000');
    expect(formatAmount(1_234, 'sats')).toBe('1,234 sats');
    expect(formatAmount(1_234, 'btc')).toBe('0.00001234 BTC');
  });

  it('converts between sats and fiat with LNbits rate (sats per unit)', () => {
    expect(satToFiat(1_000, 1_000)).toBe(1);
    expect(satToFiat(1_000, 0)).toBe(0);
    expect(fiatToSat(1.5, 1149.43)).toBe(1724);
  });

  it('converts fiat to sats by truncation, as LNbits does (genuine 1.5.1: 1.5 EUR → 2,004 sats)', () => {
    // `GET /api/v1/rate/EUR` → 1336.5410318096765 at 74,820 EUR/BTC; the genuine server made a
    // 2,004-sat invoice for 1.5 EUR, where rounding would give 2,005.
    expect(fiatToSat(1.5, 100_000_000 / 74_820)).toBe(2004);
    expect(fiatToSat(0.99, 1000.9)).toBe(990);
    expect(fiatToSat(0, 1000)).toBe(0);
    expect(formatFiat(1.5, 'USD', 'en-US')).toBe('$1.50');
    expect(formatFiat(12, 'JPY', 'en-US')).toBe('¥12');
    expect(formatFiat(1.5, 'XBT1', 'en-US')).toBe('1.50 XBT1');
  });
});

import { describe, expect, it } from 'vitest';
import { fiatInputText, fiatMinorToAmount, parseFiatMinor } from './fiat-input';

describe('fiat amounts', () => {
  it.each([
    ['1.50', 2, 'en', 150],
    ['1.5', 2, 'en', 150],
    ['.5', 2, 'en', 50],
    ['12', 2, 'en', 1_200],
    ['1,234.56', 2, 'en', 123_456],
    ['1,234', 2, 'en', 123_400],
    ['1,234', 3, 'en', 1_234_000],
    ['0', 2, 'en', 0],
    ['500', 0, 'en', 500],
    // The decimal comma where the language writes one; a point still reads as a decimal point
    // unless it groups thousands.
    ['1,50', 2, 'de', 150],
    ['1,5', 2, 'es', 150],
    [' 1.234,5 ', 2, 'de', 123_450],
    ['1.50', 2, 'de', 150],
    ['1.500', 2, 'de', 150_000],
    ['2,75', 2, 'pt-BR', 275],
    ['1,234', 3, 'de', 1_234],
  ])('reads %j (%i decimals, %s) as %i minor units', (text, digits, locale, minor) => {
    expect(parseFiatMinor(text, digits, locale)).toBe(minor);
  });

  it.each([
    ['', 2],
    ['.', 2],
    ['abc', 2],
    ['-1', 2],
    ['1.234', 2],
    ['1e3', 2],
    ['1.2.3', 2],
    ['+5', 2],
    ['1.5', 0],
    ['99999999999999999', 2],
  ])('refuses %j with %i decimals', (text, digits) => {
    expect(parseFiatMinor(text, digits, 'en')).toBeNull();
  });

  it('converts minor units back to the decimal LNbits expects', () => {
    expect(fiatMinorToAmount(150, 2)).toBe(1.5);
    expect(fiatMinorToAmount(500, 0)).toBe(500);
    expect(fiatMinorToAmount(1_234, 3)).toBe(1.234);
  });

  it('writes a converted amount with the language’s decimal mark, and reads it back', () => {
    expect(fiatInputText(1.234567, 2, 'en')).toBe('1.23');
    expect(fiatInputText(1.234567, 2, 'de')).toBe('1,23');
    expect(fiatInputText(1_234.5, 2, 'pt-BR')).toBe('1234,50');
    expect(parseFiatMinor(fiatInputText(1_234.5, 2, 'de'), 2, 'de')).toBe(123_450);
    expect(fiatInputText(7, 0, 'de')).toBe('7');
  });
});

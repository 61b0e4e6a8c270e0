import { describe, expect, it } from 'vitest';
import { fiatInputText, fiatMinorToAmount, parseFiatInput } from './fiat-input';

describe('fiat amounts', () => {
  it.each([
    ['1.50', 2, 150],
    ['1.5', 2, 150],
    ['1,50', 2, 150],
    ['1,5', 2, 150],
    ['.5', 2, 50],
    ['12', 2, 1_200],
    ['1,234.56', 2, 123_456],
    ['1,234', 2, 123_400],
    [' 1 234,5 ', 2, 123_450],
    ['1,234', 3, 1_234_000],
    ['0', 2, 0],
    ['500', 0, 500],
  ])('reads %j (%i decimals) as %i minor units', (text, digits, minor) => {
    expect(parseFiatInput(text, digits)).toBe(minor);
  });

  it.each(['', '.', 'abc', '-1', '1.234', '1e3', '1.2.3', '+5', '1.5'])(
    'refuses %j for a currency with the wrong decimals',
    (text) => {
      const digits = text === '1.5' ? 0 : 2;
      expect(parseFiatInput(text, digits)).toBeNull();
    },
  );

  it('converts minor units back to the decimal LNbits expects', () => {
    expect(fiatMinorToAmount(150, 2)).toBe(1.5);
    expect(fiatMinorToAmount(500, 0)).toBe(500);
    expect(fiatMinorToAmount(1_234, 3)).toBe(1.234);
    expect(fiatInputText(1.234567, 2)).toBe('1.23');
  });
});

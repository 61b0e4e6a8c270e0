import { describe, expect, it } from 'vitest';
import { currencyName, fiatFractionDigits, filterCurrencies, splitCurrencies } from './currency';

/** The whole order a picker shows: the lead, then the rest. */
function orderCurrencies(codes: readonly string[], chosen: string | null): string[] {
  const { lead, rest } = splitCurrencies(codes, chosen);
  return [...lead, ...rest];
}

describe('currency search', () => {
  const codes = ['AUD', 'CHF', 'EUR', 'GBP', 'USD'];

  it('names currencies', () => {
    expect(currencyName('EUR')).toBe('Euro');
    expect(currencyName('ZZZ')).toBe('ZZZ');
  });

  it('names them in the language shown, and searches those names', () => {
    expect(currencyName('USD', 'de')).toBe('US-Dollar');
    expect(currencyName('USD', 'es')).toBe('dólar estadounidense');
    expect(currencyName('GBP', 'pt-BR')).toMatch(/^libra esterlina$/i);
    expect(filterCurrencies(codes, 'dólar', 'es')).toEqual(['AUD', 'USD']);
    expect(filterCurrencies(codes, 'franken', 'de')).toEqual(['CHF']);
  });

  it('finds by code or by name, the exact code first', () => {
    expect(filterCurrencies(codes, '')).toEqual(codes);
    expect(filterCurrencies(codes, 'eur')).toEqual(['EUR']);
    expect(filterCurrencies(codes, 'dollar')).toEqual(['AUD', 'USD']);
    expect(filterCurrencies(codes, 'usd')[0]).toBe('USD');
    expect(filterCurrencies(codes, 'pound')).toEqual(['GBP']);
  });
});

describe('fiatFractionDigits', () => {
  it('knows each currency’s decimals', () => {
    expect(fiatFractionDigits('USD')).toBe(2);
    expect(fiatFractionDigits('JPY')).toBe(0);
    expect(fiatFractionDigits('BHD')).toBe(3);
    expect(fiatFractionDigits('not a code')).toBe(2);
  });
});

describe('splitCurrencies', () => {
  const SERVER = ['AED', 'AUD', 'BRL', 'EUR', 'GBP', 'JPY', 'USD', 'XAF', 'ZAR'];

  it('puts the popular ones first, most used first, then the rest by code', () => {
    expect(orderCurrencies(SERVER, null)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'JPY',
      'AUD',
      'BRL',
      'ZAR',
      'AED',
      'XAF',
    ]);
  });

  it('leads with the chosen one, listed once', () => {
    const ordered = orderCurrencies(SERVER, 'XAF');
    expect(ordered.slice(0, 3)).toEqual(['XAF', 'USD', 'EUR']);
    expect(ordered.filter((code) => code === 'XAF')).toHaveLength(1);
    expect(ordered).toHaveLength(SERVER.length);
  });

  it('offers only what the server offers', () => {
    expect(orderCurrencies(['SEK', 'AED'], 'USD')).toEqual(['SEK', 'AED']);
  });
});

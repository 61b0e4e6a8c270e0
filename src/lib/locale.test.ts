// Formatting per language: what a person in each of the app's languages reads and types. Every
// formatter takes the locale last, so these tests pass it; the app passes none and gets the
// active one (formatLocale()).
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatAmount,
  formatBtc,
  formatFiat,
  formatSat,
  formatSatWithUnit,
  parseSatInput,
  warmUpAmountFormatting,
} from './amount';
import { amountEntryReducer, decimalMark, entrySat, parseFiatInput } from './amount-entry';
import { formatList, formatLocale, matchLocale, numberSeparators, setFormatLocale } from './locale';
import { accent, pseudoMessage, pseudoMessages } from './pseudo-locale';
import {
  formatClockTime,
  formatDayHeading,
  formatDuration,
  formatRelativeTime,
  formatShortTime,
  warmUpDateFormatting,
} from './time';

// Intl puts a no-break space (or a narrow one) where a plain space might be expected.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => setFormatLocale('en'));

describe('matchLocale: the browser language decides, best match first', () => {
  it.each([
    [['de-DE', 'en'], 'de'],
    [['de-CH'], 'de'],
    [['es-AR', 'en'], 'es'],
    [['es'], 'es'],
    [['pt'], 'pt-BR'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['pt_BR'], 'pt-BR'],
    [['fr-FR', 'es-MX'], 'es'],
    [['fr-FR', 'ja'], 'en'],
    [[], 'en'],
    [['en-GB', 'de'], 'en'],
  ])('%j → %s', (preferred, expected) => {
    expect(matchLocale(preferred)).toBe(expected);
  });
});

describe('amounts per locale', () => {
  it.each([
    ['en', '1,234,567', '1,234 sats', '1 sat', '1.23456789', '0.00001234 BTC'],
    ['de', '1.234.567', '1.234 sats', '1 sat', '1,23456789', '0,00001234 BTC'],
    ['es', '1.234.567', '1234 sats', '1 sat', '1,23456789', '0,00001234 BTC'],
    ['pt-BR', '1.234.567', '1.234 sats', '1 sat', '1,23456789', '0,00001234 BTC'],
  ])('%s: %s, %s, %s, %s, %s', (locale, grouped, withUnit, one, btc, btcAmount) => {
    expect(formatSat(1_234_567, locale)).toBe(grouped);
    expect(formatSatWithUnit(1_234, locale)).toBe(withUnit);
    expect(formatSatWithUnit(1, locale)).toBe(one);
    expect(formatBtc(123_456_789, locale)).toBe(btc);
    expect(formatAmount(1_234, 'btc', locale)).toBe(btcAmount);
    expect(formatSat(-1_000_000, locale)).toMatch(/^-1.000.000$/);
  });

  it('formats fiat with the currency’s own symbol and decimals, placed as the locale does', () => {
    expect(plain(formatFiat(1234.5, 'EUR', 'en'))).toBe('€1,234.50');
    expect(plain(formatFiat(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
    expect(plain(formatFiat(1234.5, 'EUR', 'es'))).toBe('1234,50 €');
    expect(plain(formatFiat(1234.5, 'BRL', 'pt-BR'))).toBe('R$ 1.234,50');
    expect(plain(formatFiat(1234.5, 'JPY', 'de'))).toBe('1.235 ¥');
    expect(plain(formatFiat(1.5, 'BHD', 'en'))).toBe('BHD 1.500');
    expect(plain(formatFiat(1.5, 'XYZ1', 'de'))).toBe('1,50 XYZ1');
  });

  it('uses the active locale when none is passed', () => {
    expect(formatLocale()).toBe('en');
    expect(formatSat(1_234)).toBe('1,234');
    setFormatLocale('de');
    expect(formatSat(1_234)).toBe('1.234');
    expect(plain(formatFiat(2, 'EUR'))).toBe('2,00 €');
  });
});

describe('warming up number formatting', () => {
  it('builds the formatter amounts use, so the render that shows them builds none', () => {
    warmUpAmountFormatting('de-DE');
    const built = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(formatSat(1234567, 'de-DE')).toBe('1.234.567');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('warming up date formatting', () => {
  it('builds the formatter list rows use for the time of day, so their render builds none', () => {
    // A locale no other test formats dates in, so no earlier test has built its formatter.
    warmUpDateFormatting('pt-PT');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatClockTime(Date.UTC(2026, 2, 12, 14, 5), 'pt-PT')).toMatch(/^\d\d:\d\d$/);
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });
});

describe('typing amounts per locale', () => {
  it('reads sats with the locale’s digit groups, never its decimal mark', () => {
    expect(parseSatInput('1,000', 'en')).toBe(1_000);
    expect(parseSatInput('1.000', 'en')).toBeNull();
    expect(parseSatInput('1.000', 'de')).toBe(1_000);
    expect(parseSatInput('1.000.000', 'pt-BR')).toBe(1_000_000);
    expect(parseSatInput('1,5', 'de')).toBeNull();
    expect(parseSatInput('21 000', 'es')).toBe(21_000);
  });

  it('reads fiat with the locale’s decimal mark', () => {
    expect(numberSeparators('de')).toEqual({ group: '.', decimal: ',' });
    expect(parseFiatInput('1.50', 'en')).toBe(1.5);
    expect(parseFiatInput('1,234.5', 'en')).toBe(1234.5);
    expect(parseFiatInput('1,50', 'de')).toBe(1.5);
    expect(parseFiatInput('1.234,5', 'de')).toBe(1234.5);
    expect(parseFiatInput(',5', 'es')).toBe(0.5);
    expect(parseFiatInput('2,75', 'pt-BR')).toBe(2.75);
    // A point from a keyboard that has no comma is still a decimal point…
    expect(parseFiatInput('1.50', 'de')).toBe(1.5);
    // …unless it groups thousands, as a German reads "1.500".
    expect(parseFiatInput('1.500', 'de')).toBe(1500);
    expect(parseFiatInput('1,2,3', 'de')).toBeNull();
    expect(parseFiatInput('1.2.3', 'de')).toBeNull();
  });

  it('the keypad types the locale’s decimal mark and converts it', () => {
    setFormatLocale('de');
    expect(decimalMark()).toBe(',');
    const typed = [
      { type: 'digit', digit: '2' },
      { type: 'point' },
      { type: 'digit', digit: '5' },
      { type: 'digit', digit: '9' },
      { type: 'digit', digit: '9' },
    ] as const;
    const entry = typed.reduce(amountEntryReducer, { unit: 'fiat' as const, text: '' });
    expect(entry.text).toBe('2,59');
    expect(entrySat(entry, 1_000)).toBe(2_590);
    expect(
      amountEntryReducer({ unit: 'sat', text: '2500' }, { type: 'swap', satsPerUnit: 1_000 }),
    ).toEqual({ unit: 'fiat', text: '2,5' });
  });
});

describe('dates and times per locale', () => {
  const now = new Date(2026, 10, 24, 15, 0);
  const at = (d: number, h = 12) => new Date(2026, 10, d, h).getTime();

  it.each([
    ['en', 'Today', 'Yesterday', '5 minutes ago', 'in 2 hours', '3 days'],
    ['de', 'Heute', 'Gestern', 'vor 5 Minuten', 'in 2 Stunden', '3 Tage'],
    ['es', 'Hoy', 'Ayer', 'hace 5 minutos', 'dentro de 2 horas', '3 días'],
    ['pt-BR', 'Hoje', 'Ontem', 'há 5 minutos', 'em 2 horas', '3 dias'],
  ])('%s: %s, %s, %s, %s, %s', (locale, today, yesterday, ago, ahead, days) => {
    expect(formatDayHeading(at(24), now, locale)).toBe(today);
    expect(formatDayHeading(at(23), now, locale)).toBe(yesterday);
    expect(formatShortTime(at(23), now, locale)).toBe(yesterday);
    expect(formatRelativeTime(now.getTime() - 5 * 60_000, now, locale)).toBe(ago);
    expect(formatRelativeTime(now.getTime() + 2 * 3_600_000, now, locale)).toBe(ahead);
    expect(formatDuration(3 * 86_400, locale)).toBe(days);
  });

  it('counts days ahead and ago on the calendar, not in 24-hour spans', () => {
    const lateEvening = new Date(2026, 10, 24, 22, 0);
    const hours = (h: number) => lateEvening.getTime() + h * 3_600_000;
    // 27 h after 22:00 on the 24th is 01:00 on the 26th: two dates on, not "tomorrow".
    expect(formatRelativeTime(hours(27), lateEvening, 'en')).toBe('in 2 days');
    expect(formatRelativeTime(hours(25), lateEvening, 'en')).toBe('tomorrow');
    expect(formatRelativeTime(hours(24), lateEvening, 'en')).toBe('tomorrow');
    expect(formatRelativeTime(hours(-24), lateEvening, 'en')).toBe('yesterday');
    expect(formatRelativeTime(hours(-47), lateEvening, 'de')).toBe('vorgestern');
    expect(formatRelativeTime(hours(23), lateEvening, 'en')).toBe('in 23 hours');
  });

  it('writes other days in the locale', () => {
    expect(formatDayHeading(at(20), now, 'de')).toBe('Fr., 20. Nov.');
    expect(formatDayHeading(at(20), now, 'es')).toBe('vie, 20 nov');
  });
});

describe('the pseudo-locale', () => {
  it('accents letters only, and makes messages about 30 % longer in brackets', () => {
    expect(accent('Pay 21 sats!')).toBe('Þàý 21 šàŧš!');
    const message = pseudoMessage('Settings') as string[];
    expect(message.join('')).toMatch(/^\[Šéŧŧíñĝš·{3}\]$/);
  });

  it('keeps placeholders and plural structure', () => {
    const catalog = pseudoMessages({
      a: ['Pay ', ['amount']],
      b: [['n', 'plural', { one: ['# payment'], other: ['# payments'], offset: undefined }]],
    });
    expect(catalog.a).toEqual(['[', 'Þàý ', ['amount'], '···]']);
    expect(catalog.b).toEqual([
      '[',
      ['n', 'plural', { one: ['# þàýɱéñŧ'], other: ['# þàýɱéñŧš'], offset: undefined }],
      '··]',
    ]);
  });
});

describe('formatList', () => {
  it('joins names as each language does', () => {
    expect(formatList(['Everyday'], 'en')).toBe('Everyday');
    expect(formatList(['Everyday', 'Savings'], 'en')).toBe('Everyday and Savings');
    expect(formatList(['A', 'B', 'C'], 'de')).toBe('A, B und C');
    expect(formatList(['A', 'B'], 'es')).toBe('A y B');
    expect(formatList(['A', 'B'], 'pt-BR')).toBe('A e B');
  });
});

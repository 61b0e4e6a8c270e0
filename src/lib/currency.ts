// Currency codes: their names in the app's language, the filter behind the currency search, and
// how many decimals each is written with.
import { formatLocale } from './locale';

/** One namer per language shown (null where the browser has none): a switch makes no new one twice. */
const namesByLocale = new Map<string, Intl.DisplayNames | null>();

function currencyNames(locale: string): Intl.DisplayNames | null {
  let names = namesByLocale.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'currency' });
    } catch {
      names = null;
    }
    namesByLocale.set(locale, names);
  }
  return names;
}

/**
 * "US Dollar" for "USD" in English, "US-Dollar" in German (the active format locale by default);
 * the code itself when the browser has no name for it.
 */
export function currencyName(code: string, locale = formatLocale()): string {
  try {
    return currencyNames(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The currencies most people pick, most used first (by share of world payments and of Lightning
 * users' home countries), so a picker of 160 codes opens on the likely ones.
 */
export const POPULAR_CURRENCIES: readonly string[] = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CAD',
  'AUD',
  'CHF',
  'CNY',
  'INR',
  'BRL',
  'MXN',
  'ARS',
  'NGN',
  'ZAR',
  'KES',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HKD',
  'SGD',
  'KRW',
  'TRY',
];

/**
 * The order a picker shows codes in, in two parts: `lead`, the chosen one, then the popular ones
 * the server offers (most used first), which a picker shows at first; `rest`, the others by code,
 * shown on request or when searched.
 */
export function splitCurrencies(
  codes: readonly string[],
  chosen: string | null,
): { lead: string[]; rest: string[] } {
  const offered = new Set(codes);
  const popular = POPULAR_CURRENCIES.filter((code) => offered.has(code) && code !== chosen);
  const lead = [...(chosen && offered.has(chosen) ? [chosen] : []), ...popular];
  const inLead = new Set(lead);
  const rest = codes.filter((code) => !inLead.has(code)).sort((a, b) => a.localeCompare(b));
  return { lead, rest };
}

/**
 * Codes whose code or name (in the app's language) contains the query, case-insensitive; exact
 * code matches first.
 */
export function filterCurrencies(
  codes: readonly string[],
  query: string,
  locale = formatLocale(),
): string[] {
  const q = query.trim().toLocaleLowerCase(locale);
  if (q === '') {
    return [...codes];
  }
  const matches = codes.filter(
    (code) =>
      code.toLowerCase().includes(q) ||
      currencyName(code, locale).toLocaleLowerCase(locale).includes(q),
  );
  return matches.sort((a, b) => Number(b.toLowerCase() === q) - Number(a.toLowerCase() === q));
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

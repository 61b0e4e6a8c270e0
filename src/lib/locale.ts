// Which languages the app speaks, which one fits a person's browser, and the locale every
// formatter in lib/ uses unless told otherwise. Pure: the React glue (src/session/i18n/i18n.ts) sets the
// active locale here when the language changes, so amount.ts, time.ts and the rest need no
// locale argument from their many callers (tests pass one explicitly).

/** The languages with a complete catalog in src/locales/ (and lingui.config.ts). */
export const APP_LOCALES = ['en', 'es', 'pt-BR', 'de'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];

/** The language the messages are written in, and the one used when nothing else fits. */
export const SOURCE_LOCALE = 'en' satisfies AppLocale;

/** Each language's name in itself: a person who cannot read the current one still finds theirs. */
/* eslint-disable lingui/no-unlocalized-strings -- never translated, by design */
export const LOCALE_NAMES: Record<AppLocale, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/**
 * The app language for a browser's preference list (`navigator.languages`, best first): an exact
 * match ("pt-BR"), else the first app language of the same base language ("pt" and "pt-PT" →
 * pt-BR, "es-AR" → es, "de-CH" → de). The first preference that fits wins; English otherwise.
 */
export function matchLocale(preferred: readonly string[]): AppLocale {
  for (const tag of preferred) {
    const wanted = tag.trim().replace(/_/g, '-').toLowerCase();
    if (!wanted) {
      continue;
    }
    const exact = APP_LOCALES.find((locale) => locale.toLowerCase() === wanted);
    if (exact) {
      return exact;
    }
    const language = wanted.split('-')[0];
    const sameLanguage = APP_LOCALES.find(
      (locale) => locale.toLowerCase().split('-')[0] === language,
    );
    if (sameLanguage) {
      return sameLanguage;
    }
  }
  return SOURCE_LOCALE;
}

let activeFormatLocale: string = SOURCE_LOCALE;

/** The BCP 47 locale numbers and dates are formatted in (the app language's). */
export function formatLocale(): string {
  return activeFormatLocale;
}

/** Called by the language switch (src/session/i18n/i18n.ts), before the screens render again. */
export function setFormatLocale(locale: string): void {
  activeFormatLocale = locale;
}

// Building an Intl.NumberFormat costs far more than using one: long lists format many amounts.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A cached Intl.NumberFormat; the options are part of the cache key. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The locale's digit-group separator and decimal mark: "," and "." in en, "." and "," in de. */
export function numberSeparators(locale: string): { group: string; decimal: string } {
  const parts = numberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/**
 * Where the app notes the language it last showed (resolved: "de", never "follow the browser"),
 * so the next start's HTML can fetch that language's words alongside the code
 * (scripts/route-preload.ts). A hint only: the app decides again on every start.
 */
export const LOCALE_SHOWN_STORAGE_KEY = 'pocketbits.locale-shown';

/** The features with a catalog of their own (lingui.config.ts, FEATURE_CATALOGS). */
export const FEATURE_CATALOGS = [
  'home',
  'send',
  'receive',
  'scan',
  'history',
  'nwc',
  'wallets',
  // Not a feature of its own: the LNURL pieces Send's pay flow and Receive's withdrawal share
  // (components/lnurl), loaded with those two screens only.
  'lnurl',
  // Settings and More, which every other screen can do without.
  'settings',
  // Send's login screen (LNURL-auth) and History's balance chart, each loaded only when used.
  'login',
  'chart',
  // Send's LNURL pay flow (features/send/lnurl) and Move (features/send/move), loaded with them.
  'lnurlpay',
  'move',
  // What a code pasted in Send is (features/send/input), loaded with the classifier.
  'sendinput',
  // The account form (components/account): Settings' notifications and a wallet's new keys.
  'account',
  // Send's invoice review and outcomes, loaded with the review (and the LNURL flow, and Move).
  'sendreview',
  // Receive's screens past the first (amount, address name, pay links, withdraw), loaded with them.
  'receivemore',
  // Settings' list of wallets (features/wallets/ManageWallets), without the wallets screens' words.
  'managewallets',
] as const;
export type FeatureCatalog = (typeof FEATURE_CATALOGS)[number];

/** "Everyday and Savings", "Everyday, Savings y Shop": names joined as the locale joins them. */
export function formatList(items: readonly string[], locale: string = formatLocale()): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

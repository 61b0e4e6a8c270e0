// The app's language at run time: Lingui's one `i18n` instance (what the `t` and <Trans> macros
// compile to), the catalogs, and the page-level things that follow the language: <html lang>, the
// title and the description. docs/i18n.md tells how to translate a screen.
//
// Catalogs: src/locales/<locale>/messages.po holds the shared words (shell, components, session,
// settings…): English inline, any other language one chunk loaded before the first render. Each
// larger feature has its own, src/locales/<locale>/<feature>.po, loaded with its screens
// (withCatalog in src/app/screens.ts), so no route's first render carries every screen's words.
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import {
  FEATURE_CATALOGS,
  LOCALE_SHOWN_STORAGE_KEY,
  SOURCE_LOCALE,
  matchLocale,
  setFormatLocale,
} from '@/lib/locale';
import type { AppLocale, FeatureCatalog } from '@/lib/locale';
import { messages as sourceMessages } from '@/locales/en/messages.po';
import { getSettings, subscribeSettings } from '../settings/settings-store';

export { i18n };

/** A language the screens can be shown in: the app's four, and the pseudo-locale (`?lang=pseudo`). */
export type UiLocale = AppLocale | 'pseudo';

export { FEATURE_CATALOGS };
export type { FeatureCatalog };

/**
 * `?lang=pseudo` shows every message accented and longer (src/lib/pseudo-locale.ts), for this tab
 * only: a test finds untranslated and clipped text with it in the normal build. Never a setting.
 */
const PSEUDO_SESSION_KEY = 'pocketbits.pseudo-locale';

type CatalogModule = { messages: Messages };
/** Every catalog but the inline English shared one, each its own chunk: '../../locales/de/send.po'. */
const lazyCatalogs = import.meta.glob<CatalogModule>([
  '../../locales/*/*.po',
  '!../../locales/en/messages.po',
]);

async function importCatalog(locale: AppLocale, name: 'messages' | FeatureCatalog) {
  if (locale === SOURCE_LOCALE && name === 'messages') {
    return sourceMessages;
  }
  const load = lazyCatalogs[`../../locales/${locale}/${name}.po`];
  if (!load) {
    throw new Error(`No catalog src/locales/${locale}/${name}.po`);
  }
  return (await load()).messages;
}

/** The BCP 47 tag for <html lang> and Intl: the pseudo-locale is English underneath. */
function languageTag(locale: UiLocale): AppLocale {
  return locale === 'pseudo' ? SOURCE_LOCALE : locale;
}

async function loadMessages(locale: UiLocale, name: 'messages' | FeatureCatalog) {
  const messages = await importCatalog(languageTag(locale), name);
  // The transform is a chunk of its own, fetched only by a tab that asked for the pseudo-locale.
  return locale === 'pseudo'
    ? import('@/lib/pseudo-locale').then((module) => module.pseudoMessages(messages))
    : messages;
}

/** The feature catalogs screens have asked for so far: a language switch loads them all again. */
const featuresInUse = new Set<FeatureCatalog>();

let latestRequest = 0;

/**
 * Shows the app in `locale`: loads its catalogs (the shared one and those of the features in use;
 * a few kB each), then switches the formatters (lib/locale.ts), Lingui (which renders the screens
 * again: session/i18n/I18nRoot.tsx), <html lang>, the title and the description, in that order,
 * without a reload. When calls overlap, the last one wins. A catalog that cannot load (offline on
 * a first visit of that language) rejects and leaves the current language on.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const request = ++latestRequest;
  const names = ['messages' as const, ...featuresInUse];
  const catalogs = await Promise.all(names.map((name) => loadMessages(locale, name)));
  if (request !== latestRequest) {
    return;
  }
  i18n.load(locale, Object.assign({}, ...catalogs) as Messages);
  setFormatLocale(languageTag(locale));
  i18n.activate(locale);
  document.documentElement.lang = languageTag(locale);
  try {
    localStorage.setItem(LOCALE_SHOWN_STORAGE_KEY, languageTag(locale));
  } catch {
    // Storage blocked: the next start fetches its words after the code, as on a first visit.
  }
  document.title = t({
    message: 'Pocketbits · Lightning wallet',
    comment: 'The browser tab title, and the name a bookmark of the app gets',
  });
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', t`A pocket Lightning wallet for LNbits.`);
}

/**
 * Loads a feature's screen together with its words in the language shown: for React.lazy in the
 * route table, `lazy(() => withCatalog('send', () => import('@/features/send/SendScreen')…))`.
 * The screen renders once both are in.
 */
export async function withCatalog<Module>(
  names: FeatureCatalog | readonly FeatureCatalog[],
  importScreen: () => Promise<Module>,
): Promise<Module> {
  const list = typeof names === 'string' ? [names] : names;
  for (const name of list) {
    featuresInUse.add(name);
  }
  const [screen] = await Promise.all([importScreen(), ...list.map(addCatalog)]);
  return screen;
}

async function addCatalog(name: FeatureCatalog): Promise<void> {
  // Until the catalog for the language now shown is in: a switch may finish while one loads.
  for (;;) {
    const locale = i18n.locale as UiLocale;
    const messages = await loadMessages(locale, name);
    i18n.load(locale, messages);
    if (i18n.locale === locale) {
      return;
    }
  }
}

function pseudoRequested(): boolean {
  try {
    // Remembered for the tab, so the app's own navigation and reloads keep it; another `lang`
    // value (`?lang=en`) turns it off again.
    const asked = new URLSearchParams(location.search).get('lang');
    if (asked !== null) {
      sessionStorage.setItem(PSEUDO_SESSION_KEY, asked);
    }
    return sessionStorage.getItem(PSEUDO_SESSION_KEY) === 'pseudo';
  } catch {
    return false;
  }
}

/** The language to show: the pseudo-locale when asked for, else the one chosen, else the browser's. */
export function wantedLocale(): UiLocale {
  if (pseudoRequested()) {
    return 'pseudo';
  }
  return getSettings().locale ?? matchLocale(navigator.languages ?? [navigator.language]);
}

/**
 * Before the first render: activates the wanted language (main.tsx waits for it, so no screen
 * flashes in English first), then follows the Settings choice, in this tab and in others.
 */
export async function startI18n(): Promise<void> {
  try {
    await activateLocale(wantedLocale());
  } catch {
    await activateLocale(SOURCE_LOCALE);
  }
  subscribeSettings(() => {
    const locale = wantedLocale();
    if (locale !== i18n.locale) {
      activateLocale(locale).catch(() => {
        // The catalog did not arrive (offline before it was cached): stay in the current language.
      });
    }
  });
}

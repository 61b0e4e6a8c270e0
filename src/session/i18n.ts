// The app's language at run time: Lingui's one `i18n` instance (what the `t` and <Trans> macros
// compile to), the catalogs (English inline, every other language its own chunk loaded when
// chosen), and the page-level things that follow the language: <html lang>, the title and the
// description. docs/i18n.md tells how to translate a screen.
import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { SOURCE_LOCALE, matchLocale, setFormatLocale } from '@/lib/locale';
import type { AppLocale } from '@/lib/locale';
import { messages as sourceMessages } from '@/locales/en/messages.po';
import { getSettings, subscribeSettings } from './settings-store';

export { i18n };

/** A language the screens can be shown in: the app's four, and the pseudo-locale in test builds. */
export type UiLocale = AppLocale | 'pseudo';

/**
 * True in a build made with VITE_PSEUDO_LOCALE=true: `?lang=pseudo` then shows every message
 * accented and longer (src/lib/pseudo-locale.ts). Replaced by a constant at build time, so the
 * normal build carries neither the switch nor the transform.
 */
const PSEUDO_ENABLED = import.meta.env.VITE_PSEUDO_LOCALE === 'true';
const PSEUDO_SESSION_KEY = 'pocketbits.pseudo-locale';

const catalogs: Record<Exclude<AppLocale, 'en'>, () => Promise<{ messages: Messages }>> = {
  es: () => import('@/locales/es/messages.po'),
  'pt-BR': () => import('@/locales/pt-BR/messages.po'),
  de: () => import('@/locales/de/messages.po'),
};

async function loadMessages(locale: UiLocale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) {
    return sourceMessages;
  }
  if (locale === 'pseudo') {
    const { pseudoMessages } = await import('@/lib/pseudo-locale');
    return pseudoMessages(sourceMessages);
  }
  return (await catalogs[locale]()).messages;
}

/** The BCP 47 tag for <html lang> and Intl: the pseudo-locale is English underneath. */
function languageTag(locale: UiLocale): AppLocale {
  return locale === 'pseudo' ? SOURCE_LOCALE : locale;
}

let latestRequest = 0;

/**
 * Shows the app in `locale`: loads its catalog (once; a chunk of a few kB), then switches the
 * formatters (lib/locale.ts), Lingui (which re-renders the screens: session/I18nRoot.tsx), <html
 * lang>, the title and the description, in that order, without a reload. When calls overlap,
 * the last one wins. A catalog that cannot load (offline on a first visit of that language)
 * leaves the current language on.
 */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const request = ++latestRequest;
  const messages = await loadMessages(locale);
  if (request !== latestRequest) {
    return;
  }
  i18n.load(locale, messages);
  setFormatLocale(languageTag(locale));
  i18n.activate(locale);
  document.documentElement.lang = languageTag(locale);
  document.title = t({
    message: 'Pocketbits · Lightning wallet',
    comment: 'The browser tab title, and the name a bookmark of the app gets',
  });
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', t`A pocket Lightning wallet for LNbits.`);
}

function pseudoRequested(): boolean {
  if (!PSEUDO_ENABLED) {
    return false;
  }
  try {
    // Remembered for the tab, so the app's own navigation and reloads keep it.
    if (new URLSearchParams(window.location.search).get('lang') === 'pseudo') {
      sessionStorage.setItem(PSEUDO_SESSION_KEY, 'on');
    }
    return sessionStorage.getItem(PSEUDO_SESSION_KEY) === 'on';
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

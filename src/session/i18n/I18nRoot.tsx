import { I18nProvider } from '@lingui/react';
import { Fragment, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

const subscribeLocale = (onChange: () => void) => i18n.on('change', onChange);
const activeLocale = () => i18n.locale;

/**
 * Gives the screens Lingui's context, and renders them afresh when the language changes: keyed by
 * the locale, so every screen, also one that only formats numbers and dates (lib/locale.ts) and
 * never reads the context, shows the new language. The query cache sits above, so nothing is
 * fetched again; what a screen held in its own state (a half-typed field) starts over.
 */
export function I18nRoot({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribeLocale, activeLocale, activeLocale);
  return (
    <I18nProvider i18n={i18n}>
      <Fragment key={locale}>{children}</Fragment>
    </I18nProvider>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { APP_LOCALES, LOCALE_NAMES, isAppLocale } from '@/lib/locale';
import type { AppLocale } from '@/lib/locale';

/**
 * The app's language, each offered by its own name ("Deutsch"), so a person who cannot read the
 * current one still finds theirs. Choosing one switches at once (src/session/i18n/i18n.ts follows the
 * setting) and is remembered on this device.
 */
export function LanguageSetting({
  value,
  onChange,
}: {
  /** The chosen language, or null while the browser's is followed. */
  value: AppLocale | null;
  onChange: (locale: AppLocale) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  // Following the browser: the language it gave is the one shown as chosen.
  const shown = value ?? (isAppLocale(i18n.locale) ? i18n.locale : null);
  return (
    <div>
      {/* Settings' heading above says "Language" to the eye already. */}
      <label htmlFor={id} className="sr-only">
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={shown ?? ''}
        onChange={(event) => {
          const locale = event.target.value;
          if (isAppLocale(locale)) {
            onChange(locale);
          }
        }}
        className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base dark:border-zinc-700 dark:bg-zinc-900"
      >
        {shown === null && <option value="" disabled />}
        {APP_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}

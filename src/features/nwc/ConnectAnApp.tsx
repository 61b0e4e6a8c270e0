import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { cx } from '@/lib/cx';
import { paths } from '@/lib/paths';
import { APP_PRESETS } from './app-presets';
import type { AppPresetId } from './app-presets';
import { budgetCapText } from './budget-window';

/** Each app's mark: its initial on its own colour; "Other app" a plus. */
const MARKS: Record<AppPresetId, { text: string; className: string }> = {
  zeus: {
    text: 'Z',
    className: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  },
  'nostr-zaps': {
    text: 'A/D',
    className: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  },
  'alby-extension': {
    text: 'A',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  other: {
    text: '+',
    className: 'bg-zinc-200 text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200',
  },
};

/**
 * "Connect an app": the apps people connect most, each opening the new connection with what it
 * needs already chosen (app-presets.ts), and "Other app". `wide`: alone on a wide screen, the
 * tiles take two columns.
 */
export function ConnectAnApp({ wide }: { wide: boolean }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="nwc-connect-an-app" className="space-y-3">
      <h2 id="nwc-connect-an-app" className="text-lg font-semibold">
        {t({ message: 'Connect an app', comment: 'A heading over the apps one can connect' })}
      </h2>
      <ul className={cx('space-y-2', wide && 'lg:grid lg:grid-cols-2 lg:gap-3 lg:space-y-0')}>
        {APP_PRESETS.map((preset) => {
          const mark = MARKS[preset.id];
          return (
            <li key={preset.id}>
              <Link
                to={paths.nwcConnect.getHref(preset.id)}
                className="flex min-h-16 items-center gap-3 rounded-2xl bg-zinc-100 px-4 py-3 hover:bg-zinc-200 dark:bg-zinc-900 dark:hover:bg-zinc-800"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'grid size-10 shrink-0 place-items-center rounded-xl text-sm font-semibold',
                    mark.className,
                  )}
                >
                  {mark.text}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{t(preset.title)}</span>
                  <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                    {t(preset.use)}
                  </span>
                  <span className="block text-xs text-zinc-600 dark:text-zinc-400">
                    {budgetCapText(preset.budgetSat, 'monthly')}
                  </span>
                </span>
                <span aria-hidden="true">›</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { formatSatWithUnit } from '@/lib/amount';
import { formatShortTime } from '@/lib/time';
import type { Recipient } from './recent-recipients';

/**
 * The people and services this wallet paid lately: the address (or service), the last amount and
 * when. One tap opens the payment to them; the cross takes one off the list.
 */
export function RecentRecipients({
  list,
  onPick,
  onForget,
}: {
  list: Recipient[];
  onPick: (code: string) => void;
  onForget: (code: string) => void;
}) {
  const { t } = useLingui();
  const baseId = useId();
  if (list.length === 0) {
    return null;
  }
  const now = new Date();
  return (
    <section aria-labelledby="send-recent-title" className="space-y-1">
      <h2 id="send-recent-title" className="text-sm font-medium text-zinc-600 dark:text-zinc-400">
        <Trans>Recent</Trans>
      </h2>
      <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {list.map(({ code, label, name, amountSat, paidAt }, index) => {
          const last = [
            amountSat !== undefined ? formatSatWithUnit(amountSat) : null,
            formatShortTime(paidAt, now),
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={code} className="flex items-center">
              <button
                type="button"
                onClick={() => onPick(code)}
                aria-label={label}
                aria-describedby={`${baseId}-${index}`}
                className="flex min-h-14 min-w-0 flex-1 items-center gap-3 py-1.5 text-left"
              >
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-base font-semibold text-amber-900 uppercase dark:bg-amber-900/40 dark:text-amber-200"
                >
                  {label.slice(0, 1)}
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-medium">{label}</span>
                  <span
                    id={`${baseId}-${index}`}
                    className="block truncate text-sm text-zinc-600 dark:text-zinc-400"
                  >
                    {name && name !== label ? `${last} · ${name}` : last}
                  </span>
                </span>
              </button>
              <button
                type="button"
                aria-label={t`Remove ${label} from this list`}
                onClick={() => onForget(code)}
                className="flex size-11 shrink-0 items-center justify-center rounded-xl text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:hover:bg-zinc-900 dark:hover:text-zinc-100"
              >
                <CloseIcon width="18" height="18" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
